import type { ToolFolder } from '../kit/define-tool'
import clusteredHeatmap from './clustered-heatmap'
import correlationHeatmap from './correlation-heatmap'
import dendrogram from './dendrogram'
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

/** The tools of this area, one folder each. */
export const advancedChartToolFolders: readonly ToolFolder[] = [
  clusteredHeatmap,
  correlationHeatmap,
  volcanoPlot,
  maPlot,
  vennDiagram,
  upsetPlot,
  manhattanPlot,
  qqPlot,
  survivalCurve,
  rocCurve,
  enrichmentBubble,
  pcaPlot,
  dendrogram,
]
