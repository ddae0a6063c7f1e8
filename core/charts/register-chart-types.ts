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
 * The browser and the server's PNG renderer register the same set, so a chart looks the same in
 * both: chart.js's own types plus the maintained plugins for the kinds it lacks and annotations.
 */
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
