import type { ChartType } from './registry'

/**
 * A chart as a tool result stores it: a chart.js configuration that is plain JSON (no callbacks),
 * so the same object is drawn by chart.js in the browser and rendered to PNG on the server.
 */
export interface ChartSpec {
  id: string
  title: string
  type: ChartType
  /** chart.js `data`. */
  data: Record<string, unknown>
  /** chart.js `options` (JSON only). */
  options?: Record<string, unknown>
  width: number
  height: number
}
