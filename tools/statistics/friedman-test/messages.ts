import { defineMessages } from '../../kit/messages'

export const text = defineMessages('FriedmanTest', {
  chartTitle: { zh: 'Friedman 检验', en: 'Friedman test' },
  chooseLongColumns: {
    zh: '长格式需要选择区组列、处理列和数值列。',
    en: 'The long layout needs the block, treatment and value columns.',
  },
  tooFewTreatments: {
    zh: 'Friedman 检验至少需要 2 个处理，现有 {{count}} 个。',
    en: 'The Friedman test needs at least 2 treatments; there are {{count}}.',
  },
  tooManyTreatments: {
    zh: '有 {{count}} 个处理，最多 {{limit}} 个。请确认选择的是处理列。',
    en: 'There are {{count}} treatments; at most {{limit}} are allowed. Check that the column holds treatments.',
  },
  tooFewBlocks: {
    zh: '只有 {{count}} 个完整的区组（每个处理都有数值），至少需要 2 个。',
    en: 'Only {{count}} complete blocks (a value for every treatment); the test needs at least 2.',
  },
  repeated: {
    zh: '区组 "{{block}}" 的处理 "{{treatment}}" 出现了不止一次（第 {{line}} 行）；Friedman 检验中每个区组的每个处理只能有一个数值。',
    en: 'Block "{{block}}" has treatment "{{treatment}}" more than once (line {{line}}); the Friedman test takes one value per block and treatment.',
  },
  testTitle: { zh: 'Friedman 秩和检验', en: 'Friedman rank sum test' },
  statistic: { zh: 'Friedman χ²', en: 'Friedman chi-squared' },
  blocks: { zh: '区组数', en: 'Blocks' },
  treatments: { zh: '处理数', en: 'Treatments' },
  kendallW: { zh: 'Kendall W', en: "Kendall's W" },
  treatmentsTitle: { zh: '各处理的秩', en: 'Treatments' },
  treatment: { zh: '处理', en: 'Treatment' },
  value: { zh: '数值', en: 'Value' },
  rankSum: { zh: '秩和', en: 'Rank sum' },
  meanRank: { zh: '平均秩', en: 'Mean rank' },
  subtitle: {
    zh: 'Friedman χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}（{{blocks}} 个区组）',
    en: 'Friedman chi-squared = {{statistic}}, df = {{df}}, p = {{p}} ({{blocks}} blocks)',
  },
  note: {
    zh: 'Friedman 秩和检验：χ² = {{statistic}}，自由度 = {{df}}，P = {{p}}；{{blocks}} 个区组 × {{treatments}} 个处理，Kendall W = {{w}}。',
    en: 'Friedman rank sum test: chi-squared = {{statistic}}, df = {{df}}, p = {{p}}; {{blocks}} blocks × {{treatments}} treatments, Kendall’s W = {{w}}.',
  },
  incompleteBlocks: {
    zh: '有 {{count}} 个区组缺少某个处理的数值，未参与检验（与 R 相同）。',
    en: 'Blocks left out for want of a value for some treatment, as R does: {{count}}.',
  },
  allTied: {
    zh: '每个区组内所有数值都相同，无法检验。',
    en: 'Within every block all values are equal, so there is nothing to test.',
  },
})
