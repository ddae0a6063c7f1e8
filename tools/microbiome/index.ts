import type { ToolFolder } from '../kit/define-tool'
import alphaDiversity from './alpha-diversity'
import betaDiversityHeatmap from './beta-diversity-heatmap'
import betaDiversityPcoa from './beta-diversity-pcoa'
import canonicalCorrespondenceAnalysis from './canonical-correspondence-analysis'
import clrDifferentialAbundance from './clr-differential-abundance'
import coOccurrenceNetwork from './co-occurrence-network'
import coreMicrobiome from './core-microbiome'
import deseqAbundance from './deseq-abundance'
import differentialAbundance from './differential-abundance'
import envfit from './envfit'
import faithPd from './faith-pd'
import lefseLda from './lefse-lda'
import nmdsPlot from './nmds-plot'
import normaliseTable from './normalise-table'
import ordinationViewer from './ordination-viewer'
import permanovaDispersion from './permanova-dispersion'
import otuTableFilter from './otu-table-filter'
import rankAbundance from './rank-abundance'
import rarefactionCurves from './rarefaction-curves'
import redundancyAnalysis from './redundancy-analysis'
import richnessEstimators from './richness-estimators'
import sampleClusteringTree from './sample-clustering-tree'
import sharedFeatures from './shared-features'
import taxonomyComposition from './taxonomy-composition'
import taxonomyHeatmap from './taxonomy-heatmap'
import taxonomyTreemap from './taxonomy-treemap'

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
  permanovaDispersion,
  envfit,
  betaDiversityHeatmap,
  deseqAbundance,
  taxonomyTreemap,
  faithPd,
  clrDifferentialAbundance,
  redundancyAnalysis,
  canonicalCorrespondenceAnalysis,
  ordinationViewer,
]
