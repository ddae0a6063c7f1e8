import { defineMessages } from '../../kit/messages'

export const text = defineMessages('PercentAreaChart', {
  chartName: { zh: '百分比堆叠面积图', en: 'Stacked area chart of percentages' },
  xAxis: { zh: '横轴', en: 'X' },
  share: { zh: '{{series}} (%)', en: '{{series}} (%)' },
  total: { zh: '合计', en: 'Total' },
  yAxis: { zh: '占合计的百分比 (%)', en: 'Share of the total (%)' },
  negativeValue: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：百分比堆叠图的数值不能为负数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a chart of shares cannot use a negative value ({{value}}).',
  },
  sharesNote: {
    zh: '{{series}} 个系列，{{points}} 个点；每个点上各系列占该点合计的百分比，相加为 100%（缺失值按 0 计）。',
    en: '{{series}} series of {{points}} points; at each point every series is drawn as its percentage of that point’s total, so they add up to 100% (a missing value counts as 0).',
  },
  zeroTotalNote: {
    zh: '合计为 0 的点没有百分比，已留空：{{labels}}。',
    en: 'Points whose total is 0 have no shares and are left empty: {{labels}}.',
  },
})
