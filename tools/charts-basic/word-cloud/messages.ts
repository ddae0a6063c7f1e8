import { defineMessages } from '../../kit/messages'

export const text = defineMessages('WordCloud', {
  chartName: { zh: '词云', en: 'Word cloud' },
  word: { zh: '词语', en: 'Word' },
  frequency: { zh: '频数', en: 'Frequency' },
  fontSize: { zh: '字号（像素）', en: 'Font size (px)' },
  wordsTitle: { zh: '所画词语', en: 'Words drawn' },
  sizeOrder: {
    zh: '最大字号应大于最小字号。',
    en: 'The largest font size must be above the smallest.',
  },
  badFrequency: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：频数必须为正数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a frequency must be positive ({{value}}).',
  },
  noWords: { zh: '表中没有词语。', en: 'The table holds no words.' },
  summaryNote: {
    zh: '{{drawn}} 个词（共 {{words}} 个不同的词，画出频数最高的）；字号按{{scaling}}从 {{min}} 到 {{max}} 像素。',
    en: '{{drawn}} words (the most frequent of {{words}} distinct ones), font sizes from {{min}} to {{max}} px {{scaling}}.',
  },
  sqrtScaling: { zh: '频数的平方根线性缩放', en: 'by the square root of the frequency' },
  linearScaling: { zh: '频数线性缩放', en: 'in proportion to the frequency' },
})
