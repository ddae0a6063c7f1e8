import { defineMessages } from '../../kit/messages'

export const text = defineMessages('OneSampleTTest', {
  chartTitle: { zh: '单样本 t 检验', en: 'One-sample t-test' },
  testTitle: { zh: '单样本 t 检验', en: 'One-sample t-test' },
  column: { zh: '数值列', en: 'Column' },
  testValue: { zh: '检验值 μ₀', en: 'Test value μ₀' },
  counts: { zh: '频数', en: 'Count' },
  meanLine: { zh: '均值 {{mean}}', en: 'Mean {{mean}}' },
  muLine: { zh: '检验值 {{mu}}', en: 'Test value {{mu}}' },
  interval: { zh: '{{level}}% 置信区间', en: '{{level}}% confidence interval' },
  subtitle: { zh: 't = {{t}}，自由度 = {{df}}，P = {{p}}', en: 't = {{t}}, df = {{df}}, p = {{p}}' },
  note: {
    zh: '单样本 t 检验（{{alternative}}）"{{column}}" 的均值与 μ₀ = {{mu}}：t = {{t}}，自由度 = {{df}}，P = {{p}}；均值 {{mean}}（{{level}}% CI {{lower}} 至 {{upper}}），n = {{n}}。',
    en: 'One-sample t-test ({{alternative}}) of the mean of "{{column}}" against μ₀ = {{mu}}: t = {{t}}, df = {{df}}, p = {{p}}; mean {{mean}} ({{level}}% CI {{lower}} to {{upper}}), n = {{n}}.',
  },
  missingLeftOut: { zh: '有 {{rows}} 个空值未参与检验。', en: '{{rows}} empty cells were left out of the test.' },
  tooFew: {
    zh: '单样本 t 检验至少需要 2 个数值，"{{column}}" 列只有 {{n}} 个。',
    en: 'The one-sample t-test needs at least 2 values; column "{{column}}" has {{n}}.',
  },
  twoSided: { zh: '双侧', en: 'two-sided' },
  less: { zh: '单侧：均值 < μ₀', en: 'one-sided: mean < μ₀' },
  greater: { zh: '单侧：均值 > μ₀', en: 'one-sided: mean > μ₀' },
})
