import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { clrDifferentialAbundanceExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ClrDifferentialAbundance',
  title: 'CLR + Wilcoxon 差异丰度分析（ALDEx2 方法）',
  titleEn: 'Differential abundance by CLR and Wilcoxon (ALDEx2 method)',
  description:
    '按 ALDEx2 的方法在任一分类水平（或单个 OTU/ASV）比较两组：从 Dirichlet 分布抽取各样本的组成并做中心对数比（CLR）变换，每次抽样做 Welch t 检验与 Wilcoxon 秩和检验并 BH 校正，报告期望 p、q 值与 ALDEx2 的效应量，绘制 MW 效应图与火山图；也可用计数加伪计数的点估计。',
  descriptionEn:
    "Compares two groups by ALDEx2's method at any taxonomic rank or for single OTUs/ASVs: compositions drawn from Dirichlet distributions and centred log-ratio (CLR) transformed, Welch's t-test and the Wilcoxon rank-sum test with BH adjustment in every instance, expected p and q, ALDEx2's effect sizes, an MW effect plot and a volcano plot; or a point estimate from counts plus a pseudocount.",
  category: 'microbiome',
  tags: ['差异丰度', 'differential abundance', 'ALDEx2', 'CLR', 'Wilcoxon', 'compositional'],
  toolType: 1,
  sort: 760,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'integer' }), metadataFile(true)],
  demo: {
    params: {
      group_column: 'human',
      reference_level: 'nonhuman',
      treatment_level: 'human',
      level: 'Order',
      estimate: 'monte_carlo',
      instances: 64,
    },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: clrDifferentialAbundanceExecutor,
})
