import { defineMessages } from '../../kit/messages'

export const text = defineMessages('PolarAreaChart', {
  chartName: { zh: '极坐标面积图', en: 'Polar area chart' },
  negativeValue: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：极坐标面积图的数值不能为负数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a polar area chart cannot show a negative value ({{value}}).',
  },
  tooManySectors: {
    zh: '数据有 {{count}} 行，极坐标面积图最多显示 {{limit}} 个扇区。',
    en: 'The data have {{count}} rows; a polar area chart shows at most {{limit}} sectors.',
  },
  sectorsTitle: { zh: '各扇区', en: 'Sectors' },
  totalNote: {
    zh: '{{parts}} 个扇区，合计 {{total}}；每个扇区的半径与数值成正比，角度相同。',
    en: '{{parts}} sectors adding up to {{total}}; each sector has the same angle and a radius proportional to its value.',
  },
})
