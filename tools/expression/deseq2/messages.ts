import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DifferentialExpressionDESeq2', {
  sizeFactor: { zh: '大小因子（size factor）', en: 'Size factor' },
  method: {
    zh: 'DESeq2 方法（与 DESeq2 1.38 默认设置一致）：中位数比值法大小因子，Cox-Reid 校正轮廓似然估计基因离散度，参数化离散度趋势与经验贝叶斯收缩，负二项广义线性模型 Wald 检验，Cook 距离离群值处理，以 alpha 做独立过滤，Benjamini-Hochberg 校正。样本图使用盲法方差稳定化变换（vst）值。',
    en: "DESeq2's method as DESeq2 1.38 runs it by default: median-of-ratios size factors, gene-wise dispersions by Cox-Reid adjusted profile likelihood, the parametric dispersion trend and empirical Bayes shrinkage, the negative binomial GLM with a Wald test, Cook's distance outlier rules, independent filtering at alpha, Benjamini-Hochberg. The sample plots use blind variance-stabilised (vst) values.",
  },
})
