import { defineMessages } from '../kit/messages'

/** The words the basic charts share: the input table, the rows they skip, the limits they keep. */
export const chartsBasicText = defineMessages('charts-basic', {
  tableMissing: { zh: '缺少数据表文件。', en: 'The data table file is missing.' },
  columnHasNoValues: { zh: '"{{column}}" 列没有数值。', en: 'Column "{{column}}" has no values.' },
  /** Two or more items of a list: the first, then the rest (itself a list). */
  listOf: { zh: '{{first}}、{{rest}}', en: '{{first}}, {{rest}}' },
  /** A list of the user's names, written the same in every language. */
  commaList: { zh: '{{first}}, {{rest}}', en: '{{first}}, {{rest}}' },
  /** A series or group named by its column, where the value is a word ("(missing)") rather than the user's. */
  columnIs: { zh: '{{column}} = {{value}}', en: '{{column}} = {{value}}' },
  oneLine: { zh: '第 {{lines}} 行', en: 'line {{lines}}' },
  someLines: { zh: '第 {{lines}} 行', en: 'lines {{lines}}' },
  manyLines: { zh: '第 {{lines}} 行及另外 {{more}} 行', en: 'lines {{lines}} and {{more}} more' },
  skippedNoValue: { zh: '{{rows}}没有数值，已跳过。', en: 'Skipped, no value: {{rows}}.' },
  valuesNotDrawn: {
    zh: '数值多于 {{limit}} 个，未逐个画出。',
    en: 'More than {{limit}} values: not drawn one by one.',
  },
  tooMany: {
    zh: '数据有 {{count}} 个{{what}}，本图最多显示 {{limit}} 个。{{advice}}',
    en: 'The data have {{count}} {{what}}; this chart shows at most {{limit}}. {{advice}}',
  },
  groupsOfColumn: { zh: '分组（"{{column}}" 列的不同取值）', en: 'groups (distinct values of "{{column}}")' },
  checkGroupColumn: {
    zh: '请确认选择的是分组列而不是数值列。',
    en: 'Check that the group column holds groups, not measurements.',
  },
  linesThinned: {
    zh: '共 {{rows}} 行，图中画出其中 {{drawn}} 行：按顺序分成 {{runs}} 段，每段保留各系列的最小值、最大值和缺失处，曲线形状不变。',
    en: "{{rows}} rows, of which the chart draws {{drawn}}: cut into {{runs}} runs of rows, each keeping every series' minimum, maximum and gaps, so the shape is unchanged.",
  },
  mean: { zh: '均值', en: 'Mean' },
  minimum: { zh: '最小值', en: 'Minimum' },
  maximum: { zh: '最大值', en: 'Maximum' },
  median: { zh: '中位数', en: 'Median' },
  bandwidth: { zh: '带宽', en: 'Bandwidth' },
  density: { zh: '密度', en: 'Density' },
  name: { zh: '名称', en: 'Name' },
  percentage: { zh: '百分比 (%)', en: 'Percentage (%)' },
  plottedValues: { zh: '所绘数值', en: 'Plotted values' },
})
