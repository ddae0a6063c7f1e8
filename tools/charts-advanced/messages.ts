import { defineMessages } from '../kit/messages'

/** The words the advanced charts share: reading the table, p-value checks, and the volcano and MA plots' calls. */
export const advancedChartText = defineMessages('charts-advanced', {
  tableMissing: { zh: '缺少数据表文件。', en: 'The data table file is missing.' },
  notAPValue: {
    zh: '第 {{line}} 行 "{{column}}" 列的值 {{value}} 不在 0 到 1 之间。',
    en: 'Line {{line}}, column "{{column}}": {{value}} is not a p-value between 0 and 1.',
  },
  columnNotChosen: {
    zh: '请选择参数 {{key}} 的列：表中没有差异表达结果的 "{{column}}" 列可代替。',
    en: 'Choose the column of {{key}}: the table has no "{{column}}" column of a differential expression result to use instead.',
  },
  up: { zh: '上调', en: 'Up' },
  down: { zh: '下调', en: 'Down' },
  none: { zh: '不显著', en: 'Not significant' },
  regulationCount: { zh: '{{regulation}} ({{count}})', en: '{{regulation}} ({{count}})' },
  regulationSubtitle: {
    zh: '上调 {{up}}，下调 {{down}}（{{criterion}}）',
    en: '{{up}} up, {{down}} down ({{criterion}})',
  },
  regulationSummary: {
    zh: '共 {{drawn}} 个基因：上调 {{up}}，下调 {{down}}，不显著 {{none}}（判定：{{criterion}}）。',
    en: '{{drawn}} genes: {{up}} up, {{down}} down, {{none}} not significant (called by {{criterion}}).',
  },
  thinnedGenes: {
    zh: '为保证图表流畅，不显著的基因按 1/{{stride}} 抽稀显示；计数与表格包含全部基因。',
    en: 'To keep the chart responsive, not-significant genes are thinned to 1 in {{stride}}; counts and tables include every gene.',
  },
})
