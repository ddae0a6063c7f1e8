import type { ToolExecutor } from '../types'
import { clusteredHeatmapExecutor } from './clustered-heatmap'
import { correlationHeatmapExecutor } from './correlation-heatmap'
import { dendrogramExecutor } from './dendrogram'
import { enrichmentBubbleExecutor } from './enrichment-bubble'
import { maPlotExecutor } from './ma-plot'
import { manhattanPlotExecutor } from './manhattan-plot'
import { pcaPlotExecutor } from './pca-plot'
import { qqPlotExecutor } from './qq-plot'
import { rocCurveExecutor } from './roc-curve'
import { survivalCurveExecutor } from './survival-curve'
import { upsetPlotExecutor } from './upset-plot'
import { vennDiagramExecutor } from './venn-diagram'
import { volcanoPlotExecutor } from './volcano-plot'

/** The advanced chart executors by the script class names of db/seed/tools/charts-advanced.ts. */
export const advancedChartExecutors: Record<string, ToolExecutor> = {
  ClusteredHeatmap: clusteredHeatmapExecutor,
  CorrelationHeatmap: correlationHeatmapExecutor,
  VolcanoPlot: volcanoPlotExecutor,
  MAPlot: maPlotExecutor,
  VennDiagram: vennDiagramExecutor,
  UpSetPlot: upsetPlotExecutor,
  ManhattanPlot: manhattanPlotExecutor,
  QQPlot: qqPlotExecutor,
  SurvivalCurve: survivalCurveExecutor,
  ROCCurve: rocCurveExecutor,
  EnrichmentBubble: enrichmentBubbleExecutor,
  PCAPlot: pcaPlotExecutor,
  Dendrogram: dendrogramExecutor,
}
