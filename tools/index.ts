import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { advancedChartToolFolders } from './charts-advanced/index'
import { basicChartToolFolders } from './charts-basic/index'
import type { ToolFolder } from './kit/define-tool'
import { microbiomeToolFolders } from './microbiome/index'
import { sequenceToolFolders } from './sequence/index'

/** Every tool, one folder each (docs/tools-contract.md): the seed writes their definitions, the worker runs their executors. */
export const TOOLS: readonly ToolFolder[] = [
  ...basicChartToolFolders,
  ...advancedChartToolFolders,
  ...microbiomeToolFolders,
  ...sequenceToolFolders,
]

/** Every tool folder by the script class name its tool record names. */
const TOOL_FOLDERS: Readonly<Record<string, string>> = {
  AlphaDiversity: 'microbiome/alpha-diversity',
  BetaDiversityPCoA: 'microbiome/beta-diversity-pcoa',
  DifferentialAbundance: 'microbiome/differential-abundance',
  LefseLDA: 'microbiome/lefse-lda',
  NMDSPlot: 'microbiome/nmds-plot',
  OtuTableFilter: 'microbiome/otu-table-filter',
  RarefactionCurves: 'microbiome/rarefaction-curves',
  SampleClusteringTree: 'microbiome/sample-clustering-tree',
  SharedFeatures: 'microbiome/shared-features',
  TaxonomyComposition: 'microbiome/taxonomy-composition',
  TaxonomyHeatmap: 'microbiome/taxonomy-heatmap',
  AreaChart: 'charts-basic/area-chart',
  BarChart: 'charts-basic/bar-chart',
  BoxPlot: 'charts-basic/box-plot',
  BubbleChart: 'charts-basic/bubble-chart',
  DensityPlot: 'charts-basic/density-plot',
  ErrorBarChart: 'charts-basic/error-bar-chart',
  Histogram: 'charts-basic/histogram',
  LineChart: 'charts-basic/line-chart',
  LollipopChart: 'charts-basic/lollipop-chart',
  PieChart: 'charts-basic/pie-chart',
  RadarChart: 'charts-basic/radar-chart',
  ScatterChart: 'charts-basic/scatter-chart',
  ViolinPlot: 'charts-basic/violin-plot',
  ClusteredHeatmap: 'charts-advanced/clustered-heatmap',
  CorrelationHeatmap: 'charts-advanced/correlation-heatmap',
  Dendrogram: 'charts-advanced/dendrogram',
  EnrichmentBubble: 'charts-advanced/enrichment-bubble',
  MAPlot: 'charts-advanced/ma-plot',
  ManhattanPlot: 'charts-advanced/manhattan-plot',
  PCAPlot: 'charts-advanced/pca-plot',
  QQPlot: 'charts-advanced/qq-plot',
  ROCCurve: 'charts-advanced/roc-curve',
  SurvivalCurve: 'charts-advanced/survival-curve',
  UpSetPlot: 'charts-advanced/upset-plot',
  VennDiagram: 'charts-advanced/venn-diagram',
  VolcanoPlot: 'charts-advanced/volcano-plot',
  FastqToFasta: 'sequence/fastq-to-fasta',
  FuzzyMotifSearch: 'sequence/fuzzy-motif-search',
  OrfFinder: 'sequence/orf-finder',
  PairwiseAlignment: 'sequence/pairwise-alignment',
  ReverseComplement: 'sequence/reverse-complement',
  SequenceStatistics: 'sequence/sequence-statistics',
  SixFrameTranslation: 'sequence/six-frame-translation',
}

const TOOLS_ROOT = path.dirname(fileURLToPath(import.meta.url))

/** The folder of a tool's demo and example files. */
export function toolDemoFolder(scriptClassName: string): string {
  const folder = TOOL_FOLDERS[scriptClassName]
  if (!folder) throw new Error(`No tool folder for ${scriptClassName}`)
  return path.join(TOOLS_ROOT, folder, 'demo')
}
