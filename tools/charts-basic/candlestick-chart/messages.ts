import { defineMessages } from '../../kit/messages'

export const text = defineMessages('CandlestickChart', {
  chartName: { zh: '蜡烛图', en: 'Candlestick chart' },
  change: { zh: '涨跌 (%)', en: 'Change (%)' },
  movingAverage: { zh: '{{window}} 日移动平均', en: '{{window}}-day moving average' },
  badDate: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：日期应写作 YYYY-MM-DD（"{{value}}"）。',
    en: '{{file}} line {{line}}, column "{{column}}": a date must be written YYYY-MM-DD ("{{value}}").',
  },
  notInRange: {
    zh: '{{file}} 第 {{line}} 行：开盘价和收盘价应在最低价和最高价之间。',
    en: '{{file}} line {{line}}: the open and the close must lie between the low and the high.',
  },
  notInOrder: {
    zh: '{{file}} 第 {{line}} 行：日期应逐行递增（{{date}} 不晚于上一行）。',
    en: '{{file}} line {{line}}: the dates must increase down the table ({{date}} is not after the row above).',
  },
  tooManyRows: {
    zh: '数据有 {{count}} 行，蜡烛图最多显示 {{limit}} 行。',
    en: 'The data have {{count}} rows; a candlestick chart shows at most {{limit}}.',
  },
  summaryNote: {
    zh: '{{rows}} 个交易日（{{from}} 至 {{to}}）：{{up}} 天上涨，{{down}} 天下跌；收盘价从 {{first}} 到 {{last}}。',
    en: '{{rows}} days ({{from}} to {{to}}): the close rose on {{up}} and fell on {{down}}, from {{first}} to {{last}}.',
  },
})
