import { defineMessages } from '../../kit/messages'

export const text = defineMessages('BarChart', {
  chartName: { zh: '柱状图', en: 'Bar chart' },
  tooManyBars: { zh: '柱（类别 × 系列）', en: 'bars (categories × series)' },
  tooManyBarsAdvice: {
    zh: '请先汇总数据或少选几个系列；按顺序变化的数据可用折线图。',
    en: 'Summarise the data or pick fewer series first; for ordered data use the line chart.',
  },
  percentTitle: { zh: '各类别内的百分比 (%)', en: 'Percentages within each category (%)' },
  category: { zh: '类别', en: 'Category' },
  stackedNote: {
    zh: '{{categories}} 个类别 × {{series}} 个系列，堆叠。',
    en: '{{categories}} categories × {{series}} series, stacked.',
  },
  groupedNote: {
    zh: '{{categories}} 个类别 × {{series}} 个系列，分组。',
    en: '{{categories}} categories × {{series}} series, grouped.',
  },
  stackedPercentNote: {
    zh: '{{categories}} 个类别 × {{series}} 个系列，堆叠，按类别换算为百分比。',
    en: '{{categories}} categories × {{series}} series, stacked, as percentages of each category.',
  },
  groupedPercentNote: {
    zh: '{{categories}} 个类别 × {{series}} 个系列，分组，按类别换算为百分比。',
    en: '{{categories}} categories × {{series}} series, grouped, as percentages of each category.',
  },
})
