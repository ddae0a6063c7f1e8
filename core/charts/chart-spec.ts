import type { Rendered, ResultText } from '../result-text'
import type { OrdinationViewer } from './ordination-viewer'

/**
 * Every chart type a tool result may use: chart.js's own plus the maintained plugins for the
 * kinds it lacks (box plot, violin, error bars, matrix/heatmap, Venn, dendrogram, network graph, tree, sankey,
 * treemap, word cloud, choropleth and bubble map, candlestick/OHLC) and annotations
 * (regression lines, thresholds). core/charts/register-chart-types.ts registers exactly these.
 */
export const CHART_TYPES = [
  'bar',
  'line',
  'scatter',
  'bubble',
  'pie',
  'doughnut',
  'radar',
  'polarArea',
  'boxplot',
  'violin',
  'barWithErrorBars',
  'lineWithErrorBars',
  'scatterWithErrorBars',
  'matrix',
  'venn',
  'euler',
  'dendrogram',
  'graph',
  'forceDirectedGraph',
  'tree',
  'sankey',
  'treemap',
  'wordCloud',
  'choropleth',
  'bubbleMap',
  'candlestick',
  'ohlc',
] as const

export type ChartType = (typeof CHART_TYPES)[number]

/**
 * A chart as a tool result stores it: a chart.js configuration that is plain JSON (no callbacks),
 * so the same object is drawn by chart.js in the browser and rendered to PNG on the server. Its
 * words (title, labels anywhere in `data` and `options`) are ResultTexts, stored without a language.
 */
export interface ChartSpec {
  id: string
  title: ResultText
  type: ChartType
  /** chart.js `data`. */
  data: Record<string, unknown>
  /** chart.js `options` (JSON only). */
  options?: Record<string, unknown>
  width: number
  height: number
  /**
   * An ordination the result page lets the reader redraw with other axes, colours and shapes
   * (`ordination-viewer.ts`); the chart itself (and its PNG) shows the viewer's default view.
   */
  viewer?: OrdinationViewer
}

/** A chart in the reader's language, as chart.js draws it (`renderResultTexts`). */
export type DrawnChartSpec = Rendered<ChartSpec>
