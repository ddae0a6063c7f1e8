import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ProportionTest', {
  chartTitle: { zh: '比例检验', en: 'Test of proportions' },
  notACount: {
    zh: '第 {{line}} 行 "{{column}}" 列的 {{value}} 不是计数（应为 0 或正整数）。',
    en: 'Line {{line}}, column "{{column}}": {{value}} is not a count (a whole number of at least 0).',
  },
  moreThanTotal: {
    zh: '第 {{line}} 行：成功数 {{successes}} 大于总数 {{total}}。',
    en: 'Line {{line}}: {{successes}} successes is more than the total of {{total}}.',
  },
  emptyGroup: {
    zh: '第 {{line}} 行（{{group}}）的总数为 0。',
    en: 'Line {{line}} ({{group}}) has a total of 0.',
  },
  tooManyGroups: { zh: '共 {{count}} 组，最多 {{limit}} 组。', en: '{{count}} groups; at most {{limit}} are allowed.' },
  testTitle: { zh: '比例检验（Pearson χ²）', en: 'Test of proportions (Pearson chi-squared)' },
  statistic: { zh: 'χ²', en: 'X-squared' },
  correction: { zh: '连续性校正', en: 'Continuity correction' },
  groupsTitle: { zh: '各组比例', en: 'Proportions' },
  successes: { zh: '成功数', en: 'Successes' },
  total: { zh: '总数', en: 'Total' },
  proportion: { zh: '比例', en: 'Proportion' },
  intervalTitle: { zh: '置信区间', en: 'Confidence interval' },
  quantity: { zh: '量', en: 'Quantity' },
  estimate: { zh: '估计值', en: 'Estimate' },
  ofProportion: { zh: '{{group}} 的比例（Wilson 得分区间）', en: 'Proportion of {{group}} (Wilson score interval)' },
  ofDifference: { zh: '比例差 {{first}} − {{second}}', en: 'Difference {{first}} − {{second}}' },
  twoSided: { zh: '双侧', en: 'two-sided' },
  less: { zh: '单侧（小于）', en: 'one-sided (less)' },
  greater: { zh: '单侧（大于）', en: 'one-sided (greater)' },
  noteEqual: {
    zh: '{{k}} 组比例相等的检验{{correction}}（{{alternative}}）：χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}。',
    en: 'Test of equal proportions in {{k}} groups{{correction}} ({{alternative}}): X-squared = {{statistic}}, df = {{df}}, p = {{p}}.',
  },
  noteGiven: {
    zh: '各组比例等于 {{p0}} 的检验{{correction}}（{{alternative}}）：χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}。',
    en: 'Test of every proportion against {{p0}}{{correction}} ({{alternative}}): X-squared = {{statistic}}, df = {{df}}, p = {{p}}.',
  },
  withCorrection: { zh: '（Yates 连续性校正）', en: " with Yates' continuity correction" },
  noteInterval: {
    zh: '{{quantity}}：{{estimate}}（{{level}}% CI {{lower}} 至 {{upper}}）。',
    en: '{{quantity}}: {{estimate}} ({{level}}% CI {{lower}} to {{upper}}).',
  },
  subtitle: {
    zh: 'χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}',
    en: 'X-squared = {{statistic}}, df = {{df}}, p = {{p}}',
  },
  smallExpected: {
    zh: '有期望频数小于 5，卡方近似可能不准确（R 同样给出警告）；一组时可改用精确二项检验，两组时可改用 Fisher 精确检验。',
    en: 'An expected count is below 5, so the chi-square approximation may be inaccurate (R warns too); the exact binomial test (one group) or Fisher’s exact test (two groups) does without it.',
  },
  twoSidedOnly: {
    zh: '多于两组或给定假设比例时，R 只做双侧检验，已按双侧计算。',
    en: 'With more than two groups, or a hypothesised proportion and two groups, R tests two-sided only; so does this run.',
  },
  proportionAxis: { zh: '比例', en: 'Proportion' },
  pooled: { zh: '合并比例 {{value}}', en: 'Pooled proportion {{value}}' },
  hypothesised: { zh: '假设比例 {{value}}', en: 'Hypothesised proportion {{value}}' },
})
