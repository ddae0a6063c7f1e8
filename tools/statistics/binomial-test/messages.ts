import { defineMessages } from '../../kit/messages'

export const text = defineMessages('BinomialTest', {
  chartTitle: { zh: '精确二项检验', en: 'Exact binomial test' },
  chooseOutcomeColumn: {
    zh: '“结果列”格式需要选择结果列。',
    en: 'The outcome-column layout needs the outcome column.',
  },
  notACount: {
    zh: '第 {{line}} 行 "{{column}}" 列的 {{value}} 不是次数（应为 0 或正整数）。',
    en: 'Line {{line}}, column "{{column}}": {{value}} is not a count (a whole number of at least 0).',
  },
  noCountColumn: {
    zh: '计数表需要第二列（次数）。',
    en: 'The counts layout needs a second column holding the counts.',
  },
  successNotFound: {
    zh: '结果中没有 "{{success}}"（现有：{{outcomes}}）。',
    en: 'No outcome is called "{{success}}" (there are: {{outcomes}}).',
  },
  noTrials: { zh: '没有试验（次数合计为 0）。', en: 'There are no trials (the counts add up to 0).' },
  tooManyTrials: {
    zh: '共 {{n}} 次试验，最多 {{limit}} 次。',
    en: '{{n}} trials; at most {{limit}} are allowed.',
  },
  testTitle: { zh: '精确二项检验', en: 'Exact binomial test' },
  successes: { zh: '成功次数（{{success}}）', en: 'Successes ({{success}})' },
  trials: { zh: '试验次数', en: 'Trials' },
  estimate: { zh: '成功比例', en: 'Proportion of successes' },
  hypothesised: { zh: '假设概率', en: 'Hypothesised p' },
  twoSided: { zh: '双侧', en: 'two-sided' },
  less: { zh: '单侧（小于）', en: 'one-sided (less)' },
  greater: { zh: '单侧（大于）', en: 'one-sided (greater)' },
  note: {
    zh: '精确二项检验（{{alternative}}）：{{n}} 次试验中 {{x}} 次 {{success}}，比例 {{estimate}}（{{level}}% CI {{lower}} 至 {{upper}}，Clopper-Pearson）；与假设概率 {{p0}} 相比 P = {{p}}。',
    en: 'Exact binomial test ({{alternative}}): {{x}} of {{n}} trials were {{success}}, a proportion of {{estimate}} ({{level}}% CI {{lower}} to {{upper}}, Clopper-Pearson); against p = {{p0}}, p-value = {{p}}.',
  },
  subtitle: {
    zh: '{{n}} 次中 {{x}} 次成功；P = {{p}}（假设概率 {{p0}}）',
    en: '{{x}} successes of {{n}}; p = {{p}} (against {{p0}})',
  },
  window: {
    zh: '图中只画出 {{from}} 至 {{to}} 次成功（分布的主体）。',
    en: 'The chart shows {{from}} to {{to}} successes (the bulk of the distribution) only.',
  },
  observed: { zh: '观察值', en: 'Observed' },
  asExtreme: { zh: '计入 P 值（同样或更极端）', en: 'Counted in the p-value (as or more extreme)' },
  others: { zh: '其他结果', en: 'Other outcomes' },
  successesAxis: { zh: '成功次数', en: 'Number of successes' },
  probabilityAxis: { zh: '零假设下的概率', en: 'Probability under the null hypothesis' },
})
