import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ShapiroWilkTest', {
  chartTitle: { zh: '正态 Q-Q 图', en: 'Normal Q-Q plot' },
  chartTitleOf: { zh: '正态 Q-Q 图：{{column}}', en: 'Normal Q-Q plot: {{column}}' },
  testTitle: { zh: 'Shapiro-Wilk 正态性检验', en: 'Shapiro-Wilk normality test' },
  column: { zh: '数值列', en: 'Column' },
  verdict: { zh: '结论（α = {{alpha}}）', en: 'Verdict (α = {{alpha}})' },
  departs: { zh: '偏离正态', en: 'departs from normal' },
  consistent: { zh: '未见偏离正态', en: 'no departure shown' },
  untestable: { zh: '无法检验', en: 'not tested' },
  theoreticalAxis: { zh: '理论分位数（标准正态）', en: 'Theoretical quantiles (standard normal)' },
  groupSeries: { zh: '{{group}}（W = {{w}}，P = {{p}}）', en: '{{group}} (W = {{w}}, p = {{p}})' },
  qqLine: { zh: '{{series}} 参考线', en: '{{series}} reference line' },
  series: { zh: '{{column}}（{{group}}）', en: '{{column}} ({{group}})' },
  subtitle: { zh: 'W = {{w}}，P = {{p}}', en: 'W = {{w}}, p = {{p}}' },
  note: {
    zh: '{{sample}}：W = {{w}}，P = {{p}}（n = {{n}}），{{verdict}}。',
    en: '{{sample}}: W = {{w}}, p = {{p}} (n = {{n}}), {{verdict}}.',
  },
  tooFew: {
    zh: '{{sample}} 有 {{n}} 个数值，Shapiro-Wilk 检验需要 3 至 5000 个，未检验。',
    en: '{{sample}} has {{n}} values; the Shapiro-Wilk test takes 3 to 5000, so it was not tested.',
  },
  identical: {
    zh: '{{sample}} 的数值全部相同，未检验。',
    en: 'Every value of {{sample}} is the same, so it was not tested.',
  },
  nothingTested: {
    zh: '没有可检验的数据：Shapiro-Wilk 检验需要每列（每组）3 至 5000 个不全相同的数值。',
    en: 'Nothing could be tested: the Shapiro-Wilk test needs 3 to 5000 values, not all the same, in a column (or group).',
  },
  method: {
    zh: 'W 与 P 值按 Royston 的 AS R94 算法计算，与 R 4.2.2 的 shapiro.test 一致；Q-Q 图横轴为 qnorm(ppoints(n))，虚线过两组四分位点（R qqline）。',
    en: "W and p by Royston's algorithm AS R94, as R 4.2.2 shapiro.test; the Q-Q plot's x are qnorm(ppoints(n)), the dashed line runs through the quartiles (R qqline).",
  },
})
