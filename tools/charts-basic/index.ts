import type { ToolFolder } from '../kit/define-tool'
import areaChart from './area-chart'
import barChart from './bar-chart'
import boxPlot from './box-plot'
import bubbleChart from './bubble-chart'
import candlestickChart from './candlestick-chart'
import densityPlot from './density-plot'
import dumbbellPlot from './dumbbell-plot'
import errorBarChart from './error-bar-chart'
import histogram from './histogram'
import lineChart from './line-chart'
import lollipopChart from './lollipop-chart'
import networkGraph from './network-graph'
import parallelCoordinates from './parallel-coordinates'
import percentAreaChart from './percent-area-chart'
import pieChart from './pie-chart'
import polarAreaChart from './polar-area-chart'
import radarChart from './radar-chart'
import ridgelinePlot from './ridgeline-plot'
import sankeyDiagram from './sankey-diagram'
import scatterChart from './scatter-chart'
import treemapChart from './treemap-chart'
import violinPlot from './violin-plot'
import waterfallChart from './waterfall-chart'

/** The basic chart tools (tool type 0), one folder each, in catalogue order. */
export const basicChartToolFolders: readonly ToolFolder[] = [
  barChart,
  lineChart,
  scatterChart,
  bubbleChart,
  boxPlot,
  violinPlot,
  histogram,
  densityPlot,
  pieChart,
  areaChart,
  radarChart,
  lollipopChart,
  errorBarChart,
  polarAreaChart,
  percentAreaChart,
  waterfallChart,
  dumbbellPlot,
  ridgelinePlot,
  parallelCoordinates,
  sankeyDiagram,
  treemapChart,
  candlestickChart,
  networkGraph,
]
