import { defineTool } from '../../kit/define-tool'
import { metadataFile, otuTable } from '../definitions'
import { deseqAbundanceExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'DeseqAbundance',
  title: 'DESeq2 差异丰度分析',
  titleEn: 'Differential abundance by DESeq2',
  description:
    '在任一分类水平（或单个 OTU/ASV）用 DESeq2 的方法比较两组：按物种注释合并计数，每个特征都有 0 时使用 poscounts 大小因子，给出 log2 倍数变化、p 值与 padj，并绘制火山图。',
  descriptionEn:
    "Compares two groups by DESeq2's method at any taxonomic rank or for single OTUs/ASVs: counts summed by taxonomy, poscounts size factors when every feature has a zero, log2 fold changes, p-values and padj, and a volcano plot.",
  category: 'microbiome',
  tags: ['差异丰度', 'differential abundance', 'DESeq2', 'volcano', '火山图'],
  toolType: 1,
  sort: 754,
  tableDelimiter: 1,
  parameters,
  dataFiles: [otuTable('otu_table_taxonomy_top2000.tsv', { counts: 'integer' }), metadataFile(true)],
  demo: {
    params: {
      group_column: 'human',
      reference_level: 'nonhuman',
      treatment_level: 'human',
      size_factors: 'poscounts',
      level: 'Order',
    },
    files: { table: 'otu_table_taxonomy_top2000.tsv', metadata: 'metadata.tsv' },
  },
  executor: deseqAbundanceExecutor,
})
