import { defineMessages } from '../../kit/messages'

export const text = defineMessages('QQPlot', {
  chartTitle: { zh: 'Q-Q 图', en: 'Q-Q plot' },
  seriesWithLambda: { zh: '{{series}} (λ = {{lambda}})', en: '{{series}} (λ = {{lambda}})' },
  inflation: {
    zh: '{{series}}：{{n}} 个 p 值，基因组膨胀系数 λ = {{lambda}}。',
    en: '{{series}}: {{n}} p-values, genomic inflation factor λ = {{lambda}}.',
  },
  identityLine: { zh: 'y = x（无信号时的期望）', en: 'y = x (expected without signal)' },
  lambdaDefinition: {
    zh: 'λ 为 p 值对应的 χ²₁ 统计量的中位数除以 0.455（R：median(qchisq(p, 1, lower.tail = FALSE)) / qchisq(0.5, 1)）；λ ≈ 1 表示整体无膨胀。',
    en: 'λ is the median of the χ²₁ statistics behind the p-values over 0.455 (R: median(qchisq(p, 1, lower.tail = FALSE)) / qchisq(0.5, 1)); λ ≈ 1 means no overall inflation.',
  },
  referenceLine: { zh: '{{series}} 参考线', en: '{{series}} reference line' },
  qqLine: {
    zh: '参考线过样本与正态分布的第一、第三四分位数（R qqline）；点沿直线分布说明近似正态。',
    en: 'The reference line passes through the first and third quartiles of the sample and of the normal distribution (R qqline); points along it suggest normality.',
  },
  expectedAxis: { zh: '期望 −log10(p)', en: 'Expected −log10(p)' },
  observedAxis: { zh: '观测 −log10({{column}})', en: 'Observed −log10({{column}})' },
  theoreticalAxis: { zh: '理论分位数（标准正态）', en: 'Theoretical quantiles (standard normal)' },
  sampleAxis: { zh: '样本分位数（{{column}}）', en: 'Sample quantiles ({{column}})' },
  summaryTitle: { zh: '各系列摘要', en: 'Summary per series' },
  series: { zh: '系列', en: 'Series' },
  smallestP: { zh: '最小 p', en: 'Smallest p' },
  lineSlope: { zh: '参考线斜率', en: 'Line slope' },
  lineIntercept: { zh: '参考线截距', en: 'Line intercept' },
})
