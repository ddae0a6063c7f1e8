import { defineTool } from '../../kit/define-tool'
import { countsTable, sampleSheet } from '../definitions'
import { deseq2Executor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'DifferentialExpressionDESeq2',
  title: '差异表达分析（DESeq2 方法）',
  titleEn: 'Differential expression (DESeq2 method)',
  description:
    '从基因计数表和样本信息表出发，按 DESeq2 的方法（负二项广义线性模型、离散度收缩、Wald 检验、独立过滤与 BH 校正）比较两组基因表达，给出结果表、火山图、MA 图、样本 PCA、样本距离热图和显著基因热图。',
  descriptionEn:
    "Compares gene expression between two groups from a counts table and a sample sheet by DESeq2's method (negative binomial GLM, dispersion shrinkage, Wald test, independent filtering, BH), with the result table, volcano and MA plots, sample PCA, sample distance heatmap and a heatmap of the top genes.",
  category: 'transcriptome',
  tags: ['差异表达', 'differential expression', 'DESeq2', 'RNA-seq', 'DEG'],
  toolType: 1,
  sort: 510,
  tableDelimiter: 1,
  parameters,
  dataFiles: [countsTable('marioni.counts.tsv'), sampleSheet('marioni.samples.tsv', { design: true })],
  demo: {
    params: { group_column: 'tissue', reference_level: 'Kidney', treatment_level: 'Liver' },
    files: { table: 'marioni.counts.tsv', metadata: 'marioni.samples.tsv' },
  },
  executor: deseq2Executor,
})
