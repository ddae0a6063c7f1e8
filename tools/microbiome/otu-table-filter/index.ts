import { defineTool } from '../../kit/define-tool'
import { otuTable } from '../definitions'
import { otuTableFilterExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'OtuTableFilter',
  title: 'OTU/ASV 表过滤',
  titleEn: 'OTU/ASV table filter',
  description: '按物种注释、样本出现率、总丰度过滤 OTU/ASV，并可抽平（稀释）到统一深度，下载过滤后的表。',
  descriptionEn:
    'Filter OTUs/ASVs by taxonomy, prevalence and total count, optionally flatten (rarefy) to one depth, and download the filtered table.',
  category: 'microbiome',
  tags: ['OTU', 'ASV', '过滤', 'filter', 'rarefy'],
  toolType: 1,
  sort: 207,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy.tsv', { counts: 'integer' })],
  demo: {
    params: {
      checked1: true,
      taxonomy_value_1: 'Bacteria',
      checked1_keep_2: 'false',
      taxonomy_type_2: 'Class',
      taxonomy_value_2: 'Chloroplast',
      checked2: true,
      checked3: true,
      flattening_type: '2',
      flattening_value: 10000,
    },
    files: { table: 'otu_table_taxonomy.tsv' },
  },
  executor: otuTableFilterExecutor,
})
