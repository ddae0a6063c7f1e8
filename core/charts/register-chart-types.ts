import { BoxAndWiskers, BoxPlotController, Violin, ViolinController } from '@sgratzl/chartjs-chart-boxplot'
import { Chart, registerables } from 'chart.js'
import {
  BarWithErrorBar,
  BarWithErrorBarsController,
  LineWithErrorBarsController,
  PointWithErrorBar,
  ScatterWithErrorBarsController,
} from 'chartjs-chart-error-bars'
import 'chartjs-adapter-date-fns'
import {
  CandlestickController,
  CandlestickElement,
  OhlcController,
  OhlcElement,
} from 'chartjs-chart-financial/dist/chartjs-chart-financial.esm.js'
import {
  BubbleMapController,
  ChoroplethController,
  ColorLogarithmicScale,
  ColorScale,
  GeoFeature,
  ProjectionScale,
  SizeLogarithmicScale,
  SizeScale,
} from 'chartjs-chart-geo'
import {
  DendrogramController,
  EdgeLine,
  ForceDirectedGraphController,
  GraphController,
  TreeController,
} from 'chartjs-chart-graph'
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix'
import { ArcSlice, EulerDiagramController, VennDiagramController } from 'chartjs-chart-venn'
import { Flow, SankeyController } from 'chartjs-chart-sankey'
import { TreemapController, TreemapElement } from 'chartjs-chart-treemap'
import { WordCloudController, WordElement } from 'chartjs-chart-wordcloud'
import annotationPlugin from 'chartjs-plugin-annotation'
import { perItemOptionsPlugin } from './per-item-options'

/**
 * The browser and the server's PNG renderer register the same set, so a chart looks the same in
 * both: chart.js's own types plus the maintained plugins for the kinds it lacks
 * (box plot, violin, error bars, matrix, Venn, graphs and trees, sankey, treemap, word cloud, maps,
 * candlestick) and annotations; the date adapter lets candlesticks use a time axis.
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
      GraphController,
      ForceDirectedGraphController,
      TreeController,
      SankeyController,
      Flow,
      TreemapController,
      TreemapElement,
      WordCloudController,
      WordElement,
      ChoroplethController,
      BubbleMapController,
      GeoFeature,
      ColorScale,
      ColorLogarithmicScale,
      ProjectionScale,
      SizeScale,
      SizeLogarithmicScale,
      CandlestickController,
      CandlestickElement,
      OhlcController,
      OhlcElement,
      annotationPlugin,
      perItemOptionsPlugin,
    )
    registered = true
  }
  return Chart
}
