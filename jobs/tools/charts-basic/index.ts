import type { ToolExecutor } from '../types'
import { areaChartExecutor } from './area-chart'
import { barChartExecutor } from './bar-chart'
import { boxPlotExecutor } from './box-plot'
import { bubbleChartExecutor } from './bubble-chart'
import { densityPlotExecutor } from './density-plot'
import { errorBarChartExecutor } from './error-bar-chart'
import { histogramExecutor } from './histogram'
import { lineChartExecutor } from './line-chart'
import { lollipopChartExecutor } from './lollipop-chart'
import { pieChartExecutor } from './pie-chart'
import { radarChartExecutor } from './radar-chart'
import { scatterChartExecutor } from './scatter-chart'
import { violinPlotExecutor } from './violin-plot'

/** The basic chart executors by the script class names of db/seed/tools/charts-basic.ts. */
export const basicChartExecutors: Record<string, ToolExecutor> = {
  BarChart: barChartExecutor,
  LineChart: lineChartExecutor,
  ScatterChart: scatterChartExecutor,
  BubbleChart: bubbleChartExecutor,
  BoxPlot: boxPlotExecutor,
  ViolinPlot: violinPlotExecutor,
  Histogram: histogramExecutor,
  DensityPlot: densityPlotExecutor,
  PieChart: pieChartExecutor,
  AreaChart: areaChartExecutor,
  RadarChart: radarChartExecutor,
  LollipopChart: lollipopChartExecutor,
  ErrorBarChart: errorBarChartExecutor,
}
