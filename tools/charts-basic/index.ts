import type { ToolFolder } from '../kit/define-tool'
import type { ToolExecutor } from '../kit/types'
import areaChart from './area-chart'
import barChart from './bar-chart'
import boxPlot from './box-plot'
import { bubbleChartExecutor } from './bubble-chart/executor'
import densityPlot from './density-plot'
import errorBarChart from './error-bar-chart'
import histogram from './histogram'
import lineChart from './line-chart'
import lollipopChart from './lollipop-chart'
import pieChart from './pie-chart'
import radarChart from './radar-chart'
import scatterChart from './scatter-chart'
import violinPlot from './violin-plot'

/** The basic chart executors by the script class names of db/seed/tools/charts-basic.ts. */
export const basicChartExecutors: Record<string, ToolExecutor> = {
  BubbleChart: bubbleChartExecutor,
}

/** The tools of this area, one folder each. */
export const basicChartToolFolders: readonly ToolFolder[] = [barChart, lineChart, areaChart, pieChart, radarChart, lollipopChart, histogram, densityPlot, boxPlot, violinPlot, errorBarChart, scatterChart]
