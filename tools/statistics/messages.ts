import { defineMessages } from '../kit/messages'

/** The words the statistics tests share: the input table, groups, test tables and their columns. */
export const statisticsText = defineMessages('statistics', {
  tableMissing: { zh: '缺少数据表文件。', en: 'The data table file is missing.' },
  columnHasNoValues: { zh: '"{{column}}" 列没有数值。', en: 'Column "{{column}}" has no values.' },
  skippedRows: {
    zh: '有 {{rows}} 行缺少分组或数值，未参与检验。',
    en: '{{rows}} rows without a group or a value were left out of the test.',
  },
  groupNotFound: {
    zh: '分组列 "{{column}}" 中没有 "{{group}}"（现有：{{groups}}）。',
    en: 'The group column "{{column}}" has no group "{{group}}" (it has: {{groups}}).',
  },
  needTwoGroups: {
    zh: '分组列 "{{column}}" 有 {{count}} 个分组（{{groups}}）：请在“第一组”和“第二组”中指定要比较的两组。',
    en: 'The group column "{{column}}" has {{count}} groups ({{groups}}): name the two to compare in "First group" and "Second group".',
  },
  sameGroupTwice: { zh: '第一组和第二组不能相同。', en: 'The first and second groups must differ.' },
  tooFewInGroup: {
    zh: '分组 "{{group}}" 只有 {{n}} 个数值，至少需要 {{min}} 个。',
    en: 'Group "{{group}}" has {{n}} values; the test needs at least {{min}}.',
  },
  tooFewGroups: {
    zh: '分组列 "{{column}}" 只有 {{count}} 个有数值的分组，至少需要 {{min}} 个。',
    en: 'The group column "{{column}}" has {{count}} groups with values; the test needs at least {{min}}.',
  },
  tooManyGroups: {
    zh: '分组列 "{{column}}" 有 {{count}} 个分组，最多 {{limit}} 个。请确认选择的是分组列而不是数值列。',
    en: 'The group column "{{column}}" has {{count}} groups; at most {{limit}} are allowed. Check that it holds groups, not measurements.',
  },
  noSpread: {
    zh: '数据没有变异（所有数值相同），无法检验。',
    en: 'The data do not vary (every value is the same), so there is nothing to test.',
  },
  group: { zh: '分组', en: 'Group' },
  comparison: { zh: '比较', en: 'Comparison' },
  versus: { zh: '{{first}} − {{second}}', en: '{{first}} − {{second}}' },
  n: { zh: '例数', en: 'n' },
  mean: { zh: '均值', en: 'Mean' },
  median: { zh: '中位数', en: 'Median' },
  standardDeviation: { zh: '标准差', en: 'SD' },
  standardError: { zh: '标准误', en: 'SE' },
  degreesOfFreedom: { zh: '自由度', en: 'df' },
  pValue: { zh: 'P 值', en: 'p-value' },
  adjustedP: { zh: '校正 P 值', en: 'Adjusted p' },
  lowerLimit: { zh: '{{level}}% CI 下限', en: 'Lower {{level}}% CI' },
  upperLimit: { zh: '{{level}}% CI 上限', en: 'Upper {{level}}% CI' },
  groupsTitle: { zh: '各组描述统计', en: 'Groups' },
  valuesAxis: { zh: '数值', en: 'Value' },
  tTestTitle: { zh: 't 检验', en: 't-test' },
  meanDifference: { zh: '均值差', en: 'Mean difference' },
  tTestNote: {
    zh: '{{test}}（{{alternative}}）：t = {{t}}，自由度 = {{df}}，P = {{p}}；均值差 {{comparison}} = {{difference}}（{{level}}% CI {{lower}} 至 {{upper}}）。',
    en: '{{test}} ({{alternative}}): t = {{t}}, df = {{df}}, p = {{p}}; mean difference {{comparison}} = {{difference}} ({{level}}% CI {{lower}} to {{upper}}).',
  },
  tTestSubtitle: { zh: 't = {{t}}，自由度 = {{df}}，P = {{p}}', en: 't = {{t}}, df = {{df}}, p = {{p}}' },
  duplicatePairId: {
    zh: '编号 "{{id}}" 在 "{{group}}" 组中出现了不止一次（第 {{line}} 行）；配对检验中每个编号在每组只能有一个数值。',
    en: 'The id "{{id}}" occurs more than once in group "{{group}}" (line {{line}}); a paired test takes one value per id and group.',
  },
  unpairedLeftOut: {
    zh: '只有一侧有数值、未参与配对检验的对象：{{count}} 个。',
    en: 'Left out of the paired test for want of the other value: {{count}}.',
  },
  tooFewPairs: {
    zh: '只有 {{n}} 对完整的配对数值，至少需要 2 对。',
    en: 'Only {{n}} complete pairs; the test needs at least 2.',
  },
  twoSided: { zh: '双侧', en: 'two-sided' },
  less: { zh: '单侧（小于）', en: 'one-sided (less)' },
  greater: { zh: '单侧（大于）', en: 'one-sided (greater)' },
})
