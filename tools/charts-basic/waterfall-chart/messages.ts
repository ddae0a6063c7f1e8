import { defineMessages } from '../../kit/messages'

export const text = defineMessages('WaterfallChart', {
  chartName: { zh: '瀑布图', en: 'Waterfall chart' },
  total: { zh: '合计', en: 'Total' },
  step: { zh: '步骤', en: 'Step' },
  change: { zh: '变化', en: 'Change' },
  start: { zh: '起点', en: 'Start' },
  end: { zh: '终点（累计）', en: 'End (cumulative)' },
  kind: { zh: '类型', en: 'Kind' },
  increase: { zh: '增加', en: 'Increase' },
  decrease: { zh: '减少', en: 'Decrease' },
  totalKind: { zh: '合计', en: 'Total' },
  tooManySteps: {
    zh: '数据有 {{count}} 行，瀑布图最多显示 {{limit}} 步。',
    en: 'The data have {{count}} rows; a waterfall chart shows at most {{limit}} steps.',
  },
  summaryNote: {
    zh: '{{steps}} 步：增加合计 {{up}}，减少合计 {{down}}，最终累计 {{final}}。',
    en: '{{steps}} steps: increases add up to {{up}}, decreases to {{down}}; the running total ends at {{final}}.',
  },
})
