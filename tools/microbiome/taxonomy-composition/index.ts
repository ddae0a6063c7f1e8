import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { taxonomyCompositionExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'TaxonomyComposition',
  title: '物种组成堆叠柱状图',
  titleEn: 'Taxonomic composition bar chart',
  description:
    '在门、纲、目、科或属水平汇总物种注释，绘制每个样本（或每组平均）的相对丰度堆叠柱状图，显示前 N 个分类单元，其余合并为“其他”。',
  descriptionEn:
    'Relative abundance of the taxa at phylum, class, order, family or genus level in each sample (or group mean), as 100% stacked bars of the top N taxa with the rest as "Others".',
  category: 'microbiome',
  tags: ['物种组成', 'taxonomy', 'composition', 'stacked bar'],
  toolType: 1,
  sort: 205,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy.tsv', { counts: 'number' }), metadataFile(false)],
  demo: {
    params: { group_column: 'SampleType' },
    files: { table: 'otu_table_taxonomy.tsv', metadata: 'metadata.tsv' },
  },
  executor: taxonomyCompositionExecutor,
})
