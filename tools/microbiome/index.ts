import type { ToolExecutor } from '../kit/types'
import type { ToolFolder } from '../kit/define-tool'
import alphaDiversity from './alpha-diversity'
import differentialAbundance from './differential-abundance'
import lefseLda from './lefse-lda'
import sampleClusteringTree from './sample-clustering-tree'
import nmdsPlot from './nmds-plot'
import betaDiversityPcoa from './beta-diversity-pcoa'
import rarefactionCurves from './rarefaction-curves'
import taxonomyHeatmap from './taxonomy-heatmap'
import taxonomyComposition from './taxonomy-composition'
import { otuTableFilterExecutor } from './otu-table-filter/executor'
import { sharedFeaturesExecutor } from './shared-features/executor'

export const microbiomeExecutors: Record<string, ToolExecutor> = {
  OtuTableFilter: otuTableFilterExecutor,
  SharedFeatures: sharedFeaturesExecutor,
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
]
