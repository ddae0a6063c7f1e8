import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DumbbellPlot', {
  chartName: { zh: '哑铃图', en: 'Dumbbell plot' },
  category: { zh: '类别', en: 'Category' },
  difference: { zh: '差值（终点 − 起点）', en: 'Difference (second − first)' },
  percentChange: { zh: '变化百分比 (%)', en: 'Change (%)' },
  sameColumn: {
    zh: '起点列和终点列不能是同一列。',
    en: 'The first and second value columns must be different columns.',
  },
  tooManyRows: {
    zh: '数据有 {{count}} 行，哑铃图最多显示 {{limit}} 行。',
    en: 'The data have {{count}} rows; a dumbbell plot shows at most {{limit}}.',
  },
  summaryNote: {
    zh: '{{rows}} 个类别：{{up}} 个增加，{{down}} 个减少，{{same}} 个不变{{skipped}}。',
    en: '{{rows}} categories: {{up}} went up, {{down}} went down, {{same}} unchanged{{skipped}}.',
  },
  skipped: { zh: '；{{count}} 行缺少数值，已跳过', en: '; {{count}} rows lacking a value were skipped' },
})
