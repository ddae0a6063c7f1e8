import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ChoroplethMap', {
  chartName: { zh: '世界地图（分级着色）', en: 'World choropleth map' },
  colourOf: { zh: '颜色：{{what}}', en: 'Colour: {{what}}' },
  mapName: { zh: '地图上的国家', en: 'Country on the map' },
  position: { zh: '色阶位置 (0–1)', en: 'Position on the colour scale (0–1)' },
  matchedTitle: { zh: '已匹配的国家', en: 'Countries matched' },
  noneMatched: {
    zh: '"{{column}}" 列中没有一个值与地图上的国家名称或 ISO 数字代码相符。',
    en: 'No value of column "{{column}}" matches a country name or ISO numeric code of the map.',
  },
  twice: {
    zh: '{{file}} 第 {{line}} 行：{{country}} 在表中出现了不止一次。',
    en: '{{file}} line {{line}}: {{country}} appears more than once in the table.',
  },
  summaryNote: {
    zh: '{{matched}} 个国家着色（数值 {{min}} 至 {{max}}，颜色按数值在此范围内线性变化）；地图上其余 {{grey}} 个国家没有数值，显示为灰色。',
    en: '{{matched}} countries coloured (values {{min}} to {{max}}, the colour running linearly over that range); the map’s other {{grey}} countries have no value and are grey.',
  },
  unmatchedNote: {
    zh: '{{count}} 行未能对应到地图上的国家：{{names}}。',
    en: '{{count}} rows match no country on the map: {{names}}.',
  },
})
