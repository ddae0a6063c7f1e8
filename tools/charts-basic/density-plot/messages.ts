import { defineMessages } from '../../kit/messages'

export const text = defineMessages('DensityPlot', {
  chartName: { zh: '密度图', en: 'Density plot' },
  tooFewValues: {
    zh: '{{which}}：至少需要 2 个数值才能估计密度。',
    en: '{{which}}: a density needs at least 2 values.',
  },
  curveNote: {
    zh: '{{group}}：n = {{n}}，带宽 {{bandwidth}}（{{rule}}）。',
    en: '{{group}}: n = {{n}}, bandwidth {{bandwidth}} ({{rule}}).',
  },
  estimatesTitle: { zh: '各组密度估计', en: 'Density estimates' },
  group: { zh: '分组', en: 'Group' },
  peakAt: { zh: '峰值位置', en: 'Peak at' },
  peakDensity: { zh: '峰值密度', en: 'Peak density' },
})
