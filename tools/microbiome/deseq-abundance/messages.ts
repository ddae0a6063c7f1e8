import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DeseqAbundance', {
  purpose: { zh: 'DESeq2 差异丰度分析', en: 'Differential abundance by DESeq2' },
  chartTitle: {
    zh: '{{treatment}} 对 {{reference}} 的差异{{what}}（DESeq2）',
    en: 'Differential {{what}}: {{treatment}} against {{reference}} (DESeq2)',
  },
  subtitle: {
    zh: '升高 {{up}} 个，降低 {{down}} 个（padj < {{alpha}} 且 |log2FC| ≥ {{lfc}}）',
    en: '{{up}} higher, {{down}} lower (padj < {{alpha}} and |log2FC| ≥ {{lfc}})',
  },
  up: { zh: '在 {{treatment}} 中升高', en: 'Higher in {{treatment}}' },
  down: { zh: '在 {{treatment}} 中降低', en: 'Lower in {{treatment}}' },
  none: { zh: '不显著', en: 'Not significant' },
  xAxis: {
    zh: 'log2 倍数变化（{{treatment}} / {{reference}}）',
    en: 'log2 fold change ({{treatment}} / {{reference}})',
  },
  yAxis: { zh: '−log10 p', en: '−log10 p' },
  tableTitle: { zh: '各特征的 DESeq2 结果（按 padj 排序）', en: 'DESeq2 result of every feature (by padj)' },
  regulation: { zh: '变化', en: 'Change' },
  meanIn: { zh: '{{group}} 平均相对丰度（%）', en: '{{group}} mean relative abundance (%)' },
  sizeFactorTitle: { zh: '各样本的大小因子', en: 'Size factor of each sample' },
  sizeFactor: { zh: '大小因子', en: 'Size factor' },
  sample: { zh: '样本', en: 'Sample' },
  summary: {
    zh: '{{features}} 个{{what}}，{{samples}} 个样本（"{{column}}" 的 {{groups}} 组都用于估计离散度）；{{treatment}} 对 {{reference}}：{{significant}} 个 padj < {{alpha}}，其中 {{up}} 个升高、{{down}} 个降低且 |log2FC| ≥ {{lfc}}。',
    en: '{{features}} {{what}} in {{samples}} samples (all {{groups}} groups of "{{column}}" inform the dispersions); {{treatment}} against {{reference}}: {{significant}} have padj < {{alpha}}, of which {{up}} are higher and {{down}} lower with |log2FC| ≥ {{lfc}}.',
  },
  poscounts: {
    zh: '每个特征都至少在一个样本中为 0，DESeq2 的默认大小因子无法计算，因此使用 poscounts（与 phyloseq 用户的做法相同）。',
    en: "Every feature is zero in at least one sample, where DESeq2's default size factors cannot be computed, so poscounts size factors were used (as phyloseq users do).",
  },
  poscountsChosen: { zh: '大小因子：poscounts。', en: 'Size factors: poscounts.' },
  ratioChosen: {
    zh: '大小因子：中位数比值（DESeq2 默认）。',
    en: 'Size factors: median of ratios (the DESeq2 default).',
  },
  filtered: {
    zh: '{{count}} 个特征的 padj 为空：它们被独立过滤（平均计数太低）或含 Cook 距离离群值，与 DESeq2 相同。',
    en: '{{count}} features have no padj: independent filtering (too low mean counts) or a Cook’s distance outlier left them out, as DESeq2 does.',
  },
  method: {
    zh: '计数按所选水平合并后，用 DESeq2 的方法（DESeq2 1.38 的 DESeq() 与 results() 默认设置：负二项 GLM、离散度收缩、Wald 检验、Cook 距离与独立过滤，BH 校正）比较两组；数值已与 R DESeq2 在同一合并表上比对。',
    en: "Counts are summed at the chosen level and compared by DESeq2's method (DESeq() and results() of DESeq2 1.38 with their defaults: negative binomial GLM, shrunken dispersions, Wald test, Cook's distances and independent filtering, BH adjustment); the figures were checked against R DESeq2 on the same summed table.",
  },
})
