import { defineMessages } from '../../kit/messages'

export const text = defineMessages('Histogram', {
  chartName: { zh: '直方图', en: 'Histogram' },
  sturges: { zh: 'Sturges 规则', en: "Sturges' rule" },
  scott: { zh: 'Scott 规则', en: "Scott's rule" },
  fd: { zh: 'Freedman–Diaconis 规则', en: 'Freedman–Diaconis rule' },
  count: { zh: '指定组数 {{bins}}', en: 'given number of bins {{bins}}' },
  frequency: { zh: '频数', en: 'Frequency' },
  binsNote: {
    zh: '{{values}} 个数值，{{rule}}，经 pretty() 取整后分为 {{bins}} 组（组宽 {{width}}，区间 (a, b]，同 R hist）。',
    en: '{{values}} values, {{rule}}, rounded by pretty() to {{bins}} bins of width {{width}} (intervals (a, b], as R hist).',
  },
  kernelDensity: { zh: '核密度估计', en: 'Kernel density' },
  curveNote: {
    zh: '密度曲线：高斯核，带宽 {{bandwidth}}（bw.nrd0）。',
    en: 'Density curve: Gaussian kernel, bandwidth {{bandwidth}} (bw.nrd0).',
  },
  binsTitle: { zh: '各组频数', en: 'Bins' },
  interval: { zh: '区间', en: 'Interval' },
  lower: { zh: '下限', en: 'Lower' },
  upper: { zh: '上限', en: 'Upper' },
  countColumn: { zh: '频数', en: 'Count' },
})
