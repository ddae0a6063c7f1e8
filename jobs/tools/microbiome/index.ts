import type { ToolExecutor } from '../types'
import { alphaDiversityExecutor } from './alpha-diversity'
import { betaDiversityPcoaExecutor } from './beta-diversity-pcoa'
import { lefseLdaExecutor } from './lefse-lda'
import { nmdsPlotExecutor } from './nmds-plot'
import { otuTableFilterExecutor } from './otu-table-filter'
import { rarefactionCurvesExecutor } from './rarefaction-curves'
import { sampleClusteringTreeExecutor } from './sample-clustering-tree'
import { taxonomyCompositionExecutor } from './taxonomy-composition'
import { sharedFeaturesExecutor } from './shared-features'
import { differentialAbundanceExecutor } from './differential-abundance'
import { taxonomyHeatmapExecutor } from './taxonomy-heatmap'

export const microbiomeExecutors: Record<string, ToolExecutor> = {
  AlphaDiversity: alphaDiversityExecutor,
  RarefactionCurves: rarefactionCurvesExecutor,
  BetaDiversityPCoA: betaDiversityPcoaExecutor,
  NMDSPlot: nmdsPlotExecutor,
  TaxonomyComposition: taxonomyCompositionExecutor,
  LefseLDA: lefseLdaExecutor,
  OtuTableFilter: otuTableFilterExecutor,
  SampleClusteringTree: sampleClusteringTreeExecutor,
  SharedFeatures: sharedFeaturesExecutor,
  DifferentialAbundance: differentialAbundanceExecutor,
  TaxonomyHeatmap: taxonomyHeatmapExecutor,
}
