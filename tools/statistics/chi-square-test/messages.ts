import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ChiSquareTest', {
  chartTitle: { zh: '卡方独立性检验', en: 'Chi-square test of independence' },
  chooseColumns: {
    zh: '“两个分类列”格式需要选择行变量和列变量。',
    en: 'The two-columns layout needs the row and column variables.',
  },
  notACount: {
    zh: '第 {{line}} 行 "{{column}}" 列的 {{value}} 不是计数（应为非负数）。',
    en: 'Line {{line}}, column "{{column}}": {{value}} is not a count (a number of at least 0).',
  },
  tooSmall: {
    zh: '列联表至少需要 2 行和 2 列且每行每列合计大于 0（现为 {{rows}} 行 × {{columns}} 列）。',
    en: 'The table needs at least 2 rows and 2 columns, each with a total above 0 (it has {{rows}} × {{columns}}).',
  },
  tooLarge: {
    zh: '列联表有 {{rows}} 行 × {{columns}} 列，最多 {{limit}} × {{limit}}。请确认选择的是分类列。',
    en: 'The table has {{rows}} × {{columns}} cells; at most {{limit}} × {{limit}}. Check that the columns hold categories.',
  },
  testTitle: { zh: '卡方检验', en: 'Chi-square test' },
  statistic: { zh: 'χ²', en: 'X-squared' },
  yates: { zh: 'Yates 连续性校正', en: "Yates' continuity correction" },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否', en: 'no' },
  observedTitle: { zh: '观察频数', en: 'Observed counts' },
  expectedTitle: { zh: '期望频数（独立假设下）', en: 'Expected counts (under independence)' },
  residualsTitle: {
    zh: '标准化残差（|值| > 2 提示该格偏离独立）',
    en: 'Standardized residuals (|value| > 2 marks a cell off independence)',
  },
  total: { zh: '合计', en: 'Total' },
  countAxis: { zh: '频数', en: 'Count' },
  note: {
    zh: 'Pearson 卡方检验{{correction}}：χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}（{{rows}} 行 × {{columns}} 列，共 {{n}} 例）。',
    en: "Pearson's chi-square test{{correction}}: X-squared = {{statistic}}, df = {{df}}, p = {{p}} ({{rows}} × {{columns}} table, {{n}} counts).",
  },
  withYates: { zh: '（Yates 校正）', en: " with Yates' correction" },
  smallExpected: {
    zh: '有 {{cells}} 个格子的期望频数小于 5，卡方近似可能不准确，建议用 Fisher 精确检验。',
    en: '{{cells}} cells have an expected count below 5: the chi-square approximation may be inaccurate; consider Fisher’s exact test.',
  },
})
