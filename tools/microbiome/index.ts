import type { ToolExecutor } from '../kit/types'
import type { ToolFolder } from '../kit/define-tool'
import alphaDiversity from './alpha-diversity'
import sharedFeatures from './shared-features'
import differentialAbundance from './differential-abundance'
import lefseLda from './lefse-lda'
import sampleClusteringTree from './sample-clustering-tree'
import nmdsPlot from './nmds-plot'
import betaDiversityPcoa from './beta-diversity-pcoa'
import rarefactionCurves from './rarefaction-curves'
import taxonomyHeatmap from './taxonomy-heatmap'
import taxonomyComposition from './taxonomy-composition'
import { otuTableFilterExecutor } from './otu-table-filter/executor'

export const microbiomeExecutors: Record<string, ToolExecutor> = {
  OtuTableFilter: otuTableFilterExecutor,
}

/** The microbiome tools, one folder each. */
export const microbiomeToolFolders: readonly ToolFolder[] = [
  alphaDiversity,
  taxonomyComposition,
  taxonomyHeatmap,
  rarefactionCurves,
  betaDiversityPcoa,
  nmdsPlot,
  sampleClusteringTree,
  lefseLda,
  differentialAbundance,
  sharedFeatures,
]
