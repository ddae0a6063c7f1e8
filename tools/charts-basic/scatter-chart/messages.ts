import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ScatterChart', {
  chartName: { zh: '散点图', en: 'Scatter plot' },
  noRowWithBoth: {
    zh: '"{{x}}" 和 "{{y}}" 两列没有同时有值的行。',
    en: 'No row has values in both "{{x}}" and "{{y}}".',
  },
  leastSquaresLine: { zh: '最小二乘回归线', en: 'Least-squares line' },
  fitNote: {
    zh: '最小二乘回归：{{fit}}（Pearson r = {{r}}）。',
    en: 'Least-squares fit: {{fit}} (Pearson r = {{r}}).',
  },
  noLine: { zh: '点数不足或 X 全部相同，未画回归线。', en: 'Too few points or a constant X: no regression line.' },
  pointsNote: { zh: '{{points}} 个点。', en: '{{points}} points.' },
  groupedPointsNote: { zh: '{{points}} 个点，{{groups}} 个分组。', en: '{{points}} points in {{groups}} groups.' },
  notDrawn: { zh: '{{rows}}缺少 X 或 Y，未绘制。', en: 'Not drawn, X or Y missing: {{rows}}.' },
  sampled: {
    zh: '点数太多，图中画出随机抽取的 {{drawn}} 个点（种子 {{seed}}）；回归和结果表使用全部 {{points}} 个点。',
    en: 'Too many points to draw: the chart shows a random sample of {{drawn}} (seed {{seed}}); the fit and the table use all {{points}}.',
  },
  pointsTitle: { zh: '各点数值', en: 'Points' },
  fitted: { zh: '拟合值', en: 'Fitted' },
  residual: { zh: '残差', en: 'Residual' },
})
