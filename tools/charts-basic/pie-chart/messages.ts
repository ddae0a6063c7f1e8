import { defineMessages } from '../../kit/messages'

export const text = defineMessages('PieChart', {
  pieName: { zh: '饼图', en: 'Pie chart' },
  donutName: { zh: '环形图', en: 'Donut chart' },
  negativeValue: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：饼图的数值不能为负数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a pie chart cannot show a negative value ({{value}}).',
  },
  zeroTotal: {
    zh: '"{{column}}" 列的合计为 0，无法计算比例。',
    en: 'Column "{{column}}" adds up to 0: there are no shares to show.',
  },
  others: { zh: '其他 {{count}} 项', en: '{{count}} others' },
  othersSlice: { zh: '其他 {{count}} 项 ({{percent}})', en: '{{count}} others ({{percent}})' },
  slicesTitle: { zh: '各扇区', en: 'Slices' },
  totalNote: { zh: '合计 {{total}}；{{parts}} 项。', en: 'Total {{total}}; {{parts}} parts.' },
  totalMergedNote: {
    zh: '合计 {{total}}；{{parts}} 项，其中最小的 {{merged}} 项合并为“其他”。',
    en: 'Total {{total}}; {{parts}} parts, the {{merged}} smallest merged into "Others".',
  },
})
