import type { ToolFolder } from '../kit/define-tool'
import type { ToolExecutor } from '../kit/types'
import clusteredHeatmap from './clustered-heatmap'
import correlationHeatmap from './correlation-heatmap'
import { dendrogramExecutor } from './dendrogram/executor'
import enrichmentBubble from './enrichment-bubble'
import maPlot from './ma-plot'
import manhattanPlot from './manhattan-plot'
import pcaPlot from './pca-plot'
import qqPlot from './qq-plot'
import rocCurve from './roc-curve'
import survivalCurve from './survival-curve'
import upsetPlot from './upset-plot'
import vennDiagram from './venn-diagram'
import volcanoPlot from './volcano-plot'

/** The advanced chart executors by the script class names of db/seed/tools/charts-advanced.ts. */
export const advancedChartExecutors: Record<string, ToolExecutor> = {
  Dendrogram: dendrogramExecutor,
}

/** The tools of this area, one folder each. */
export const advancedChartToolFolders: readonly ToolFolder[] = [
  pcaPlot,
  enrichmentBubble,
  rocCurve,
  survivalCurve,
  qqPlot,
  manhattanPlot,
  upsetPlot,
  vennDiagram,
  maPlot,
  volcanoPlot,
  correlationHeatmap,
  clusteredHeatmap,
]
