import { defineTool } from '../../kit/define-tool'
import { otuTable } from '../definitions'
import { coOccurrenceNetworkExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'CoOccurrenceNetwork',
  title: '物种共现网络（Spearman）',
  titleEn: 'Co-occurrence network (Spearman)',
  description:
    '对常见的 OTU/ASV 或物种两两做 Spearman 相关检验并做 FDR 校正，把显著且足够强的正、负相关连成网络图，列出各物种的连接度。',
  descriptionEn:
    'Spearman correlations between every pair of the common OTUs/ASVs or taxa with FDR control; the significant and strong positive and negative correlations drawn as a network, with the degree of every taxon.',
  category: 'microbiome',
  tags: ['共现网络', 'co-occurrence', 'network', 'Spearman', 'FDR'],
  toolType: 1,
  sort: 753,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'number' })],
  demo: { params: {}, files: { table: 'otu_table_taxonomy_top2000.tsv' } },
  executor: coOccurrenceNetworkExecutor,
})
