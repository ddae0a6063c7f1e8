import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { alphaDiversityExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'AlphaDiversity',
  title: 'Alpha 多样性分析',
  titleEn: 'Alpha diversity',
  description:
    '计算每个样本的 Observed、Shannon、Simpson、Chao1、ACE 等 Alpha 多样性指数，按组绘制箱线图并做 Kruskal-Wallis 或 Wilcoxon 检验。',
  descriptionEn:
    'Observed richness, Shannon, Simpson, Chao1, ACE and other alpha diversity indices per sample, with a box plot per group and a Kruskal-Wallis or Wilcoxon test.',
  category: 'microbiome',
  tags: ['alpha 多样性', 'alpha diversity', 'Shannon', 'Chao1', 'Kruskal-Wallis'],
  toolType: 1,
  sort: 201,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table.tsv', { counts: 'integer' }), metadataFile(false)],
  demo: { params: { group_column: 'SampleType' }, files: { table: 'otu_table.tsv', metadata: 'metadata.tsv' } },
  executor: alphaDiversityExecutor,
})
