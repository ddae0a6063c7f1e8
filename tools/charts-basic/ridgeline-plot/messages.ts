import { defineMessages } from '../../kit/messages'

export const text = defineMessages('RidgelinePlot', {
  chartName: { zh: '山脊图', en: 'Ridgeline plot' },
  group: { zh: '组', en: 'Group' },
  peakAt: { zh: '峰值位置', en: 'Peak at' },
  peakDensity: { zh: '峰值密度', en: 'Peak density' },
  estimatesTitle: { zh: '各组的核密度估计', en: 'Kernel density estimate of each group' },
  tooFewValues: {
    zh: '每组至少需要 2 个数值才能估计密度：{{which}}。',
    en: 'A density needs at least 2 values in every group: {{which}}.',
  },
  scaleNote: {
    zh: '{{groups}} 组，每组一条高斯核密度曲线（R density() 的方法，带宽规则 {{rule}}），画在各自的行上；所有曲线同一比例，最高的峰（密度 {{peak}}）高出 {{overlap}} 行。',
    en: '{{groups}} groups, each a Gaussian kernel density (the method of R’s density(), bandwidth rule {{rule}}) drawn on its own row; every curve has the same scale, the tallest peak (density {{peak}}) rising {{overlap}} rows.',
  },
})
