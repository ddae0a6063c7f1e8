import type { ToolFolder } from '../kit/define-tool'
import alphaDiversity from './alpha-diversity'
import betaDiversityPcoa from './beta-diversity-pcoa'
import coOccurrenceNetwork from './co-occurrence-network'
import coreMicrobiome from './core-microbiome'
import differentialAbundance from './differential-abundance'
import lefseLda from './lefse-lda'
import nmdsPlot from './nmds-plot'
import normaliseTable from './normalise-table'
import otuTableFilter from './otu-table-filter'
import rankAbundance from './rank-abundance'
import rarefactionCurves from './rarefaction-curves'
import richnessEstimators from './richness-estimators'
import sampleClusteringTree from './sample-clustering-tree'
import sharedFeatures from './shared-features'
import taxonomyComposition from './taxonomy-composition'
import taxonomyHeatmap from './taxonomy-heatmap'

/** The microbiome tools, one folder each. */
export const microbiomeToolFolders: readonly ToolFolder[] = [
  alphaDiversity,
  rarefactionCurves,
  betaDiversityPcoa,
  nmdsPlot,
  taxonomyComposition,
  lefseLda,
  otuTableFilter,
  sharedFeatures,
  differentialAbundance,
  taxonomyHeatmap,
  sampleClusteringTree,
  normaliseTable,
  richnessEstimators,
  coreMicrobiome,
  rankAbundance,
  coOccurrenceNetwork,
]
