import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ExpressionDistribution', {
  tableTitle: { zh: '各样本表达概况', en: 'Expression per sample' },
  detectedGenes: { zh: '检出基因数（计数 > 0）', en: 'Detected genes (count > 0)' },
  medianLogCpm: { zh: 'log2 CPM 中位数', en: 'Median log2 CPM' },
  summary: {
    zh: '{{genes}} 个基因、{{samples}} 个样本；TMM 标准化因子 {{lowest}} 至 {{highest}}；样本间 Pearson 相关系数 {{lowestR}} 至 {{highestR}}。',
    en: '{{genes}} genes, {{samples}} samples; TMM normalisation factors {{lowest}} to {{highest}}; Pearson correlation between samples {{lowestR}} to {{highestR}}.',
  },
  method: {
    zh: '计数按 TMM 标准化因子（与 edgeR 3.40 的 calcNormFactors 相同）换算为 log2 CPM（先验计数 2，与 cpm(y, log = TRUE) 相同）；PCA 取方差最大的 500 个基因，中心化不缩放（与 DESeq2 的 plotPCA 相同）。',
    en: "Counts become log2 CPM (prior count 2, as cpm(y, log = TRUE)) with TMM normalisation factors (as edgeR 3.40's calcNormFactors); the PCA takes the 500 genes of largest variance, centred and not scaled (as DESeq2's plotPCA).",
  },
})
