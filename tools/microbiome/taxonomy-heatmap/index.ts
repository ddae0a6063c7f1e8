import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { taxonomyHeatmapExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'TaxonomyHeatmap',
  title: '物种丰度热图',
  titleEn: 'Taxonomic abundance heatmap (top N)',
  description:
    '在门、纲、目、科或属水平汇总物种注释，把平均相对丰度最高的 N 个分类单元在各样本中的相对丰度画成热图，可取 log10 或按分类单元标准化为 Z 值，可对分类单元和样本聚类，或按分组排列样本。',
  descriptionEn:
    'The N taxa of highest mean relative abundance at phylum, class, order, family or genus level, as a heatmap of their relative abundance in each sample (or its log10, or z-scores per taxon), with taxa and samples optionally clustered or samples ordered by group.',
  category: 'microbiome',
  tags: ['热图', 'heatmap', '物种丰度', 'taxonomy', 'top N'],
  toolType: 1,
  sort: 213,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' }), metadataFile(false)],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: taxonomyHeatmapExecutor,
})
