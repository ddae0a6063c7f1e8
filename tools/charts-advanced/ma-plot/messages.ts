import { defineMessages } from '../../kit/messages'

export const text = defineMessages('MAPlot', {
  chartTitle: { zh: 'MA 图', en: 'MA plot' },
  logAxis: { zh: '{{column}}（对数轴）', en: '{{column}} (log scale)' },
  missingRows: { zh: '{{rows}} 行缺少数值，未画出。', en: '{{rows}} rows lack a value and are not drawn.' },
  missingRowsOnLogAxis: {
    zh: '{{rows}} 行缺少数值或 A ≤ 0（对数轴上无法画出），未画出。',
    en: '{{rows}} rows lack a value or have A ≤ 0 (no place on a log axis) and are not drawn.',
  },
})
