import { defineMessages } from '../../kit/messages'

export const text = defineMessages('ViolinPlot', {
  chartName: { zh: '小提琴图', en: 'Violin plot' },
  groupTooSmall: {
    zh: '分组 {{groups}} 的数值少于 2 个，无法估计密度。',
    en: 'Group {{groups}} has fewer than 2 values: no density can be estimated.',
  },
  groupsTooSmall: {
    zh: '分组 {{groups}} 的数值少于 2 个，无法估计密度。',
    en: 'Groups {{groups}} have fewer than 2 values: no density can be estimated.',
  },
  boxPlot: { zh: '箱线图', en: 'Box plot' },
  note: {
    zh: '{{groups}} 组；高斯核密度估计，带宽规则 {{rule}} × {{adjust}}，在每组的最小值到最大值之间取 {{points}} 个点。',
    en: "{{groups}} groups; Gaussian kernel density, bandwidth rule {{rule}} × {{adjust}}, at {{points}} points from each group's minimum to its maximum.",
  },
  distributionTitle: { zh: '各组分布', en: 'Distribution of each group' },
})
