import { defineTool } from '../../kit/define-tool'
import { countsTable, sampleSheet } from '../definitions'
import { edgerExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'DifferentialExpressionEdgeR',
  title: '差异表达分析（edgeR 方法）',
  titleEn: 'Differential expression (edgeR method)',
  description:
    '从基因计数表和样本信息表出发，按 edgeR 的方法（TMM 标准化、经验贝叶斯离散度，精确检验或拟似然 F 检验、BH 校正）比较两组基因表达，给出结果表、火山图、MA 图、样本 PCA、样本距离热图和显著基因热图。',
  descriptionEn:
    "Compares gene expression between two groups from a counts table and a sample sheet by edgeR's method (TMM normalisation, empirical Bayes dispersions, the exact test or the quasi-likelihood F test, BH), with the result table, volcano and MA plots, sample PCA, sample distance heatmap and a heatmap of the top genes.",
  category: 'transcriptome',
  tags: ['差异表达', 'differential expression', 'edgeR', 'RNA-seq', 'DEG'],
  toolType: 1,
  sort: 520,
  tableDelimiter: 1,
  parameters,
  dataFiles: [countsTable('marioni.counts.tsv'), sampleSheet('marioni.samples.tsv', { design: true })],
  demo: {
    params: { group_column: 'tissue', reference_level: 'Kidney', treatment_level: 'Liver' },
    files: { table: 'marioni.counts.tsv', metadata: 'marioni.samples.tsv' },
  },
  executor: edgerExecutor,
})
