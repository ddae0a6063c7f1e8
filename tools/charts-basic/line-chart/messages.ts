import { defineMessages } from '../../kit/messages'

export const text = defineMessages('LineChart', {
  chartName: { zh: '折线图', en: 'Line chart' },
  summaryTitle: { zh: '各系列概况', en: 'Series summary' },
  series: { zh: '系列', en: 'Series' },
  missing: { zh: '缺失', en: 'Missing' },
  oneLine: { zh: '{{lines}} 条折线，每条 {{points}} 个点。', en: '{{lines}} line of {{points}} points.' },
  lines: { zh: '{{lines}} 条折线，每条 {{points}} 个点。', en: '{{lines}} lines of {{points}} points.' },
  oneLineNumeric: {
    zh: '{{lines}} 条折线，每条 {{points}} 个点（横轴按数值排列）。',
    en: '{{lines}} line of {{points}} points (numeric horizontal axis).',
  },
  linesNumeric: {
    zh: '{{lines}} 条折线，每条 {{points}} 个点（横轴按数值排列）。',
    en: '{{lines}} lines of {{points}} points (numeric horizontal axis).',
  },
})
