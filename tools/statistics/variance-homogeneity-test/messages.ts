import { defineMessages } from '../../kit/messages'

export const text = defineMessages('VarianceHomogeneityTest', {
  chartTitle: { zh: '方差齐性检验', en: 'Tests of equal variances' },
  testsTitle: { zh: '方差齐性检验', en: 'Tests of equal variances' },
  test: { zh: '检验', en: 'Test' },
  centre: { zh: '中心', en: 'Centre' },
  statistic: { zh: '统计量', en: 'Statistic' },
  df1: { zh: '自由度 1', en: 'df 1' },
  df2: { zh: '自由度 2', en: 'df 2' },
  bartlett: { zh: 'Bartlett 检验（K²）', en: "Bartlett's test (K-squared)" },
  levene: { zh: 'Levene 检验（F）', en: "Levene's test (F)" },
  brownForsythe: { zh: 'Brown-Forsythe 检验（F）', en: 'Brown-Forsythe test (F)' },
  fligner: { zh: 'Fligner-Killeen 检验（χ²）', en: 'Fligner-Killeen test (chi-squared)' },
  centreNone: { zh: '—', en: '—' },
  centreMean: { zh: '组均值', en: 'group mean' },
  centreMedian: { zh: '组中位数', en: 'group median' },
  variance: { zh: '方差', en: 'Variance' },
  constantGroup: {
    zh: '分组 "{{group}}" 的数值全部相同（方差为 0），Bartlett 检验无法计算。',
    en: 'Group "{{group}}" has no spread (variance 0), so Bartlett’s test cannot be computed.',
  },
  subtitle: {
    zh: 'Levene P = {{levene}}，Brown-Forsythe P = {{brownForsythe}}，Bartlett P = {{bartlett}}，Fligner-Killeen P = {{fligner}}',
    en: 'Levene p = {{levene}}, Brown-Forsythe p = {{brownForsythe}}, Bartlett p = {{bartlett}}, Fligner-Killeen p = {{fligner}}',
  },
  note: {
    zh: '{{groups}} 组共 {{n}} 个数值：{{significant}} / 4 个检验的 P < 0.05（Brown-Forsythe P = {{p}}）。方差最大与最小的组之比为 {{ratio}}。',
    en: '{{groups}} groups, {{n}} values: {{significant}} of the 4 tests have p below 0.05 (Brown-Forsythe p = {{p}}). The largest group variance is {{ratio}} times the smallest.',
  },
  robustness: {
    zh: 'Bartlett 检验对非正态敏感；数据可能偏离正态时，以 Brown-Forsythe 或 Fligner-Killeen 检验为准。',
    en: 'Bartlett’s test is sensitive to non-normality; when the data may not be normal, rely on the Brown-Forsythe or Fligner-Killeen test.',
  },
})
