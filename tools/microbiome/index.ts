import type { ToolFolder } from '../kit/define-tool'
import alphaDiversity from './alpha-diversity'
import betaDiversityPcoa from './beta-diversity-pcoa'
import differentialAbundance from './differential-abundance'
import lefseLda from './lefse-lda'
import nmdsPlot from './nmds-plot'
import normaliseTable from './normalise-table'
import permanovaDispersion from './permanova-dispersion'
import envfit from './envfit'
import betaDiversityHeatmap from './beta-diversity-heatmap'
import otuTableFilter from './otu-table-filter'
import rarefactionCurves from './rarefaction-curves'
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
  permanovaDispersion,
  envfit,
  betaDiversityHeatmap,
]
