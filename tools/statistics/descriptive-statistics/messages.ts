import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DescriptiveStatistics', {
  chartTitle: { zh: '描述统计', en: 'Descriptive statistics' },
  tableTitle: { zh: '描述统计', en: 'Descriptive statistics' },
  column: { zh: '数值列', en: 'Column' },
  missing: { zh: '缺失', en: 'Missing' },
  minimum: { zh: '最小值', en: 'Min' },
  q1: { zh: '下四分位数 Q1', en: 'Q1' },
  q3: { zh: '上四分位数 Q3', en: 'Q3' },
  maximum: { zh: '最大值', en: 'Max' },
  iqr: { zh: '四分位距', en: 'IQR' },
  cv: { zh: '变异系数 (%)', en: 'CV (%)' },
  skewness: { zh: '偏度', en: 'Skewness' },
  kurtosis: { zh: '峰度（超额）', en: 'Excess kurtosis' },
  valueAxis: { zh: '数值', en: 'Value' },
  conventions: {
    zh: '标准差为样本标准差（分母 n − 1），标准误 = SD/√n，四分位数按 R quantile 默认的类型 7，变异系数 = 100 × SD / 均值；偏度与峰度为 e1071 的类型 {{type}}（峰度为超额峰度，正态分布为 0）。',
    en: "SD is the sample standard deviation (denominator n − 1), SE = SD/√n, quartiles are R quantile's default type 7, CV = 100 × SD / mean; skewness and kurtosis are e1071's type {{type}} (excess kurtosis: 0 for a normal distribution).",
  },
  boxNote: {
    zh: '箱线图：箱体为 Tukey 铰链（R boxplot），须线延伸至 1.5 倍箱长内的最远值，圆点为均值。',
    en: "Box plot: the boxes are Tukey's hinges (R boxplot), whiskers reach the furthest value within 1.5 box lengths, the dot is the mean.",
  },
})
