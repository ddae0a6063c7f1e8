/** Test support for the statistics tools: running a demo, reading its tables, and the R references. */
import { expect } from 'vitest'
import type { ChartSpec } from '../../core/charts/chart-spec'
import type { Language } from '../../core/language'
import type { Rendered } from '../../core/result-text'
import { renderChartPng } from '../../jobs/render-chart-png'
import type { ToolResult } from '../kit/types'
import { demoInput, rendered, type DemoInputOptions } from '../kit/test-support'
import { statisticsToolFolders } from './index'

export { statisticsReference as reference } from '../../analysis/stats/statistics-test-support'

/** The demo's result with `options` applied, as a reader of `language` sees it (English unless said). */
export async function runDemo(
  scriptClassName: string,
  options: DemoInputOptions = {},
  language: Language = 'en',
): Promise<Rendered<ToolResult>> {
  return rendered(await runDemoStored(scriptClassName, options), language)
}

/** The demo's result as stored (words still MessageRefs). */
export async function runDemoStored(scriptClassName: string, options: DemoInputOptions = {}): Promise<ToolResult> {
  const tool = statisticsToolFolders.find((folder) => folder.scriptClassName === scriptClassName)
  if (!tool) throw new Error(`no statistics tool ${scriptClassName}`)
  return tool.executor(demoInput(scriptClassName, options))
}

/** The cells of the row whose first cell is `first`, in the table `id`. */
export function rowOf(result: Rendered<ToolResult>, id: string, first: string): unknown[] {
  const table = result.tables.find((candidate) => candidate.id === id)
  if (!table) throw new Error(`no table ${id}`)
  const row = table.rows.find((candidate) => candidate[0] === first)
  if (!row) throw new Error(`no row ${first} in ${id}: ${table.rows.map((r) => r[0]).join(', ')}`)
  return row
}

/** |actual − expected| ≤ relative × |expected|. */
export function close(actual: unknown, expected: number, relative = 1e-9): void {
  expect(typeof actual).toBe('number')
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(relative * Math.max(Math.abs(expected), 1e-300))
}

/** Every chart must be plain JSON and draw: a PNG that is more than a blank canvas. */
export function expectDrawable(charts: readonly ChartSpec[]): void {
  for (const chart of charts) {
    expect(JSON.parse(JSON.stringify(chart))).toStrictEqual(chart)
    expect(renderChartPng(rendered(chart), 1).byteLength).toBeGreaterThan(5000)
  }
}
