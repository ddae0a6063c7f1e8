import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DifferentialExpressionEdgeR', {
  normalisationFactor: { zh: 'TMM 标准化因子', en: 'TMM normalisation factor' },
  exactMethod: {
    zh: 'edgeR 方法（与 edgeR 3.40 一致）：TMM 标准化，共同、趋势与逐基因离散度（estimateDisp），两组精确检验（exactTest），Benjamini-Hochberg 校正。样本图使用 log2 CPM（先验计数 2）。',
    en: "edgeR's method as edgeR 3.40 runs it: TMM normalisation, common, trended and tagwise dispersions (estimateDisp), the exact test for two groups (exactTest), Benjamini-Hochberg. The sample plots use log2 CPM (prior count 2).",
  },
  qlfMethod: {
    zh: 'edgeR 方法（与 edgeR 3.40 一致）：TMM 标准化，离散度估计（estimateDisp），拟似然负二项广义线性模型（glmQLFit）与拟似然 F 检验（glmQLFTest），Benjamini-Hochberg 校正。样本图使用 log2 CPM（先验计数 2）。',
    en: "edgeR's method as edgeR 3.40 runs it: TMM normalisation, dispersions (estimateDisp), the quasi-likelihood negative binomial GLM (glmQLFit) and its F test (glmQLFTest), Benjamini-Hochberg. The sample plots use log2 CPM (prior count 2).",
  },
})
