import { defineTool } from '../../kit/define-tool'
import { countsTable, sampleSheet } from '../definitions'
import { expressionDistributionExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ExpressionDistribution',
  title: '表达分布与样本相关性',
  titleEn: 'Expression distribution and sample correlation',
  description:
    '把基因计数按 TMM 标准化换算为 log2 CPM，给出各样本表达分布的箱线图与密度曲线、样本间相关性热图和样本 PCA，在差异检验之前检查样本是否可比、同组样本是否相似。',
  descriptionEn:
    'Turns gene counts into TMM-normalised log2 CPM and shows each sample’s expression distribution (box plots, density curves), the correlation between samples and the sample PCA: whether samples are comparable and replicates alike, before any test.',
  category: 'transcriptome',
  tags: ['表达分布', 'expression distribution', 'CPM', 'PCA', 'RNA-seq'],
  toolType: 1,
  sort: 500,
  tableDelimiter: 1,
  parameters,
  dataFiles: [countsTable('marioni.counts.tsv'), sampleSheet('marioni.samples.tsv', { design: false })],
  demo: {
    params: { group_column: 'tissue' },
    files: { table: 'marioni.counts.tsv', metadata: 'marioni.samples.tsv' },
  },
  executor: expressionDistributionExecutor,
})
