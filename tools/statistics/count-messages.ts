import { defineMessages } from '../kit/messages'

/** The words the tests of counts share (Fisher, McNemar, binomial, proportions): input tables and alternatives. */
export const countText = defineMessages('countTests', {
  chooseColumns: {
    zh: '“两个分类列”格式需要选择行变量和列变量。',
    en: 'The two-columns layout needs the row and column variables.',
  },
  notACount: {
    zh: '第 {{line}} 行 "{{column}}" 列的 {{value}} 不是计数（应为 0 或正整数）。',
    en: 'Line {{line}}, column "{{column}}": {{value}} is not a count (a whole number of at least 0).',
  },
  tooSmall: {
    zh: '列联表至少需要 2 行和 2 列且每行每列合计大于 0（现为 {{rows}} 行 × {{columns}} 列）。',
    en: 'The table needs at least 2 rows and 2 columns, each with a total above 0 (it has {{rows}} × {{columns}}).',
  },
  tooLarge: {
    zh: '列联表有 {{rows}} 行 × {{columns}} 列，最多 {{limit}} × {{limit}}。请确认选择的是分类列。',
    en: 'The table has {{rows}} × {{columns}} cells; at most {{limit}} × {{limit}}. Check that the columns hold categories.',
  },
  total: { zh: '合计', en: 'Total' },
  countAxis: { zh: '频数', en: 'Count' },
  observedTitle: { zh: '观察频数', en: 'Observed counts' },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否', en: 'no' },
  alternative: { zh: '备择假设', en: 'Alternative' },
  confidenceHelp: {
    zh: '置信区间的水平，如 0.95。',
    en: 'Of the confidence interval, e.g. 0.95.',
  },
})
