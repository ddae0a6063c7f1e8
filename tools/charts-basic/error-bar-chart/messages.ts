import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ErrorBarChart', {
  chartName: { zh: '误差棒图', en: 'Error bar chart' },
  empty: { zh: '（空）', en: '(empty)' },
  bars: { zh: '柱（分组 × 系列）', en: 'bars (groups × series)' },
  checkGroupColumns: {
    zh: '请确认选择的是分组列而不是数值列。',
    en: 'Check that the group columns hold groups, not measurements.',
  },
  sd: { zh: '标准差', en: 'SD' },
  se: { zh: '标准误', en: 'SE' },
  note: {
    zh: '柱高为均值，误差棒为均值 ± 1 {{error}}（SD 分母 n − 1，SE = SD / √n）。',
    en: 'Bars show means, error bars mean ± 1 {{error}} (SD with denominator n − 1, SE = SD / √n).',
  },
  summariesTitle: { zh: '各组均值与离散程度', en: 'Group means and spread' },
})
