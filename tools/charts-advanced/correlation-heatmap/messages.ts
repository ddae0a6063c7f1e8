import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CorrelationHeatmap', {
  chartTitle: { zh: '相关性热图', en: 'Correlation heatmap' },
  tooFewVariables: { zh: '至少需要选择 2 个数值列。', en: 'Pick at least 2 numeric columns.' },
  pearsonMethod: {
    zh: 'Pearson 相关，{{variables}} 个变量、{{pairs}} 对；每对使用两列都有值的行。p 值为双侧 t 检验（与 R cor.test 相同），q 值为对全部变量对的 Benjamini-Hochberg 校正。',
    en: "Pearson correlation, {{variables}} variables, {{pairs}} pairs; each pair uses the rows with values in both columns. p-values are two-sided t tests as R's cor.test; q-values are Benjamini-Hochberg adjusted over all pairs.",
  },
  spearmanMethod: {
    zh: 'Spearman 相关，{{variables}} 个变量、{{pairs}} 对；每对使用两列都有值的行。p 值为双侧 t 检验（与 R cor.test 相同，Spearman 用渐近 t 近似），q 值为对全部变量对的 Benjamini-Hochberg 校正。',
    en: "Spearman correlation, {{variables}} variables, {{pairs}} pairs; each pair uses the rows with values in both columns. p-values are two-sided t tests as R's cor.test (asymptotic t approximation for Spearman); q-values are Benjamini-Hochberg adjusted over all pairs.",
  },
  stars: {
    zh: '星号：* {{mark}} < 0.05，** {{mark}} < 0.01，*** {{mark}} < 0.001。',
    en: 'Stars: * {{mark}} < 0.05, ** {{mark}} < 0.01, *** {{mark}} < 0.001.',
  },
  undefinedPairs: {
    zh: '有 {{pairs}} 对没有相关系数（某列在共同有值的行中为常数），例如 {{first}} 与 {{second}}。',
    en: '{{pairs}} pairs have no coefficient (a column is constant over their shared rows), e.g. {{first}} and {{second}}.',
  },
  strongest: {
    zh: '最强相关：{{first}} 与 {{second}}，{{method}} = {{estimate}}，p = {{p}}。',
    en: 'Strongest: {{first}} and {{second}}, {{method}} = {{estimate}}, p = {{p}}.',
  },
  pairsTitle: { zh: '变量对的相关系数与检验', en: 'Correlation tests of every pair' },
  firstVariable: { zh: '变量 1', en: 'Variable 1' },
  secondVariable: { zh: '变量 2', en: 'Variable 2' },
  matrixTitle: { zh: '相关系数矩阵', en: 'Correlation matrix' },
})
