import { defineMessages } from '../../kit/messages'

export const text = defineMessages('BubbleChart', {
  chartName: { zh: '气泡图', en: 'Bubble chart' },
  negativeSize: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：气泡大小不能为负数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a bubble size cannot be negative ({{value}}).',
  },
  noBubble: { zh: '没有 X、Y 和大小都有值且大小大于 0 的行。', en: 'No row has an X, a Y and a size above 0.' },
  areaOf: {
    zh: '气泡面积 ∝ {{column}}（最大：{{label}}，{{size}}）',
    en: 'Bubble area ∝ {{column}} (largest: {{label}}, {{size}})',
  },
  bubblesNote: { zh: '{{bubbles}} 个气泡；{{area}}。', en: '{{bubbles}} bubbles; {{area}}.' },
  notDrawn: { zh: '{{rows}}缺少 X、Y 或大小，未绘制。', en: 'Not drawn, X, Y or size missing: {{rows}}.' },
  largestOnly: {
    zh: '图中只画出最大的 {{drawn}} 个气泡（共 {{bubbles}} 个）。',
    en: 'The chart draws the {{drawn}} largest of {{bubbles}} bubbles.',
  },
  bubblesTitle: { zh: '各气泡数值', en: 'Bubbles' },
  label: { zh: '标签', en: 'Label' },
  radius: { zh: '半径（像素）', en: 'Radius (pixels)' },
})
