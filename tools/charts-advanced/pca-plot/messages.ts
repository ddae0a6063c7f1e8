import { defineMessages } from '../../kit/messages'

export const text = defineMessages('PCAPlot', {
  chartTitle: { zh: '主成分分析（PCA）', en: 'Principal component analysis' },
  tooFewVariables: { zh: 'PCA 至少需要 2 个数值列。', en: 'PCA needs at least 2 numeric columns.' },
  sameComponents: { zh: '横轴和纵轴不能是同一个主成分。', en: 'The two axes must show different components.' },
  line: { zh: '第 {{line}} 行', en: 'line {{line}}' },
  tooFewComponents: {
    zh: '数据只有 {{dimensions}} 个主成分，无法显示 PC{{component}}。',
    en: 'The data have {{dimensions}} components; PC{{component}} does not exist.',
  },
  samples: { zh: '样本', en: 'Samples' },
  groupSize: { zh: '{{group}} (n = {{n}})', en: '{{group}} (n = {{n}})' },
  ellipse: { zh: '{{group}} {{level}}%', en: '{{group}} {{level}}%' },
  scaledSubtitle: {
    zh: '{{samples}} 个样本、{{variables}} 个变量（已标准化）',
    en: '{{samples}} samples, {{variables}} variables (scaled)',
  },
  unscaledSubtitle: {
    zh: '{{samples}} 个样本、{{variables}} 个变量',
    en: '{{samples}} samples, {{variables}} variables',
  },
  screeTitle: { zh: '各主成分解释的方差', en: 'Variance explained by each component' },
  varianceExplained: { zh: '解释方差 (%)', en: 'Variance explained (%)' },
  cumulative: { zh: '累计 (%)', en: 'Cumulative (%)' },
  component: { zh: '主成分', en: 'Component' },
  scaledVariance: {
    zh: 'PC{{x}} 解释 {{xShare}}，PC{{y}} 解释 {{yShare}} 的方差（中心化并标准化为单位方差，与 R prcomp 相同）。',
    en: "PC{{x}} explains {{xShare}} and PC{{y}} {{yShare}} of the variance (centred and scaled to unit variance, as R's prcomp).",
  },
  unscaledVariance: {
    zh: 'PC{{x}} 解释 {{xShare}}，PC{{y}} 解释 {{yShare}} 的方差（中心化、未标准化，与 R prcomp 相同）。',
    en: "PC{{x}} explains {{xShare}} and PC{{y}} {{yShare}} of the variance (centred, not scaled, as R's prcomp).",
  },
  t: { zh: '多元 t 分布拟合（ggplot2 stat_ellipse 默认）', en: 'multivariate t fit (ggplot2 stat_ellipse default)' },
  norm: { zh: '多元正态', en: 'multivariate normal' },
  chisq: { zh: '正态数据椭圆（χ² 半径）', en: 'normal data ellipse (χ² radius)' },
  ellipses: { zh: '椭圆：{{level}}% 置信椭圆，{{kind}}。', en: 'Ellipses: {{level}}% confidence ellipses, {{kind}}.' },
  groupList: { zh: '{{list}}、{{group}}', en: '{{list}}, {{group}}' },
  noEllipse: {
    zh: '{{groups}} 的点少于 {{minimum}} 个或共线，未画椭圆。',
    en: 'No ellipse for {{groups}}: fewer than {{minimum}} points or collinear.',
  },
  incompleteRows: {
    zh: '{{rows}} 行有缺失值，未参与 PCA。',
    en: '{{rows}} rows with missing values were left out.',
  },
  varianceTitle: { zh: '方差解释', en: 'Variance explained' },
  variance: { zh: '方差', en: 'Variance' },
  proportion: { zh: '比例 (%)', en: 'Proportion (%)' },
  scoresTitle: { zh: '样本得分', en: 'Scores' },
  sample: { zh: '样本', en: 'Sample' },
  loadingsTitle: { zh: '变量载荷', en: 'Loadings' },
  variable: { zh: '变量', en: 'Variable' },
  arbitrarySign: {
    zh: '主成分的正负方向是任意的（可能与 R 相反），不影响解释。',
    en: 'The sign of each component is arbitrary (it may be flipped relative to R) and does not change the interpretation.',
  },
})
