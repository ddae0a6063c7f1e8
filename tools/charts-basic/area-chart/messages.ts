import { defineMessages } from '../../kit/messages'

export const text = defineMessages('AreaChart', {
  chartName: { zh: '面积图', en: 'Area chart' },
  xAxis: { zh: '横轴', en: 'X' },
  total: { zh: '合计', en: 'Total' },
  stackedNote: {
    zh: '{{series}} 个系列，{{points}} 个点，堆叠（最上沿为合计）。',
    en: '{{series}} series of {{points}} points, stacked (the top edge is the total).',
  },
  unstackedNote: {
    zh: '{{series}} 个系列，{{points}} 个点，不堆叠。',
    en: '{{series}} series of {{points}} points, not stacked.',
  },
})
