import { defineMessages } from '../../kit/messages'

export const text = defineMessages('TreemapChart', {
  chartName: { zh: '矩形树图', en: 'Treemap' },
  count: { zh: '行数', en: 'Rows' },
  percentOfTotal: { zh: '占总量 (%)', en: 'Of the total (%)' },
  percentOfParent: { zh: '占上一层 (%)', en: 'Of the level above (%)' },
  boxesTitle: { zh: '各方块（同一路径已相加）', en: 'Boxes (rows of the same path added up)' },
  levels: {
    zh: '层级列应为 1–3 列（现为 {{count}} 列）。',
    en: 'Choose 1 to 3 hierarchy columns (not {{count}}).',
  },
  negativeValue: {
    zh: '{{file}} 第 {{line}} 行，"{{column}}" 列：矩形树图的数值不能为负数（{{value}}）。',
    en: '{{file}} line {{line}}, column "{{column}}": a treemap cannot show a negative value ({{value}}).',
  },
  tooManyBoxes: {
    zh: '相加后有 {{count}} 个方块，矩形树图最多显示 {{limit}} 个。',
    en: 'After adding up there are {{count}} boxes; a treemap shows at most {{limit}}.',
  },
  unnamed: { zh: '（空）', en: '(empty)' },
  summaryNote: {
    zh: '{{rows}} 行相加为 {{boxes}} 个方块，最上层 {{top}} 组；总量 {{total}}。方块面积与数值成正比。',
    en: '{{rows}} rows added up to {{boxes}} boxes in {{top}} top-level groups; {{total}} in all. Each box’s area is proportional to its value.',
  },
})
