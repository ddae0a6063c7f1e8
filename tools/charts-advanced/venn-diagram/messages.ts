import { defineMessages } from '../../kit/messages'

export const text = defineMessages('VennDiagram', {
  chartTitle: { zh: '韦恩图', en: 'Venn diagram' },
  wrongSetCount: {
    zh: '韦恩图需要 {{min}} 到 {{max}} 个集合（列），当前为 {{sets}} 个；更多集合请用 UpSet 图。',
    en: 'A Venn diagram takes {{min}} to {{max}} sets (columns), got {{sets}}; use the UpSet plot for more.',
  },
  noRegions: { zh: '无法计算韦恩图区域。', en: 'The Venn regions could not be computed.' },
  union: { zh: '并集 {{union}} 个元素', en: '{{union}} elements in the union' },
  regionsTitle: { zh: '各区域（恰好属于这些集合的元素）', en: 'Regions (elements in exactly these sets)' },
  region: { zh: '区域', en: 'Region' },
  sets: { zh: '集合数', en: 'Sets' },
  size: { zh: '元素数', en: 'Size' },
  elements: { zh: '元素', en: 'Elements' },
  sizeList: { zh: '{{list}}，{{size}}', en: '{{list}}, {{size}}' },
  setSizes: {
    zh: '集合大小：{{sizes}}；并集 {{union}}，{{sets}} 个集合共有 {{everywhere}}。',
    en: 'Set sizes: {{sizes}}; union {{union}}; shared by all {{sets}} sets: {{everywhere}}.',
  },
  regionCounting: {
    zh: '每个区域的数字为恰好属于这些集合、不属于其余集合的元素数；空单元格不计，一列中重复的元素只计一次。',
    en: 'Each region counts the elements in exactly those sets and no other; empty cells are ignored and an element listed twice in a column counts once.',
  },
})
