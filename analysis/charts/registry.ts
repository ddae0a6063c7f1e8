import { BoxAndWiskers, BoxPlotController, Violin, ViolinController } from '@sgratzl/chartjs-chart-boxplot'
import { Chart, registerables } from 'chart.js'
import {
  BarWithErrorBar,
  BarWithErrorBarsController,
  LineWithErrorBarsController,
  PointWithErrorBar,
  ScatterWithErrorBarsController,
} from 'chartjs-chart-error-bars'
import { DendrogramController, EdgeLine } from 'chartjs-chart-graph'
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix'
import { ArcSlice, EulerDiagramController, VennDiagramController } from 'chartjs-chart-venn'
import annotationPlugin from 'chartjs-plugin-annotation'

/**
 * Every chart type a tool result may use: chart.js's own plus the maintained plugins for the
 * kinds it lacks (box plot, violin, error bars, matrix/heatmap, Venn, dendrogram) and annotations
 * (regression lines, thresholds). The browser and the server's PNG renderer register the same set,
 * so a chart looks the same in both.
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
] as const

export type ChartType = (typeof CHART_TYPES)[number]

let registered = false

export function registerChartTypes(): typeof Chart {
  if (!registered) {
    Chart.register(
      ...registerables,
      BoxPlotController,
      BoxAndWiskers,
      ViolinController,
      Violin,
      BarWithErrorBarsController,
      BarWithErrorBar,
      LineWithErrorBarsController,
      ScatterWithErrorBarsController,
      PointWithErrorBar,
      MatrixController,
      MatrixElement,
      VennDiagramController,
      EulerDiagramController,
      ArcSlice,
      DendrogramController,
      EdgeLine,
      annotationPlugin,
    )
    registered = true
  }
  return Chart
}
