import { defineMessages } from '../../kit/messages'

export const text = defineMessages('BoxPlot', {
  chartName: { zh: '箱线图', en: 'Box plot' },
  note: {
    zh: '{{groups}} 组，共 {{values}} 个数值；箱体为 Tukey 铰链，须线最长 {{coef}} 倍四分位距（同 R boxplot）。',
    en: "{{groups}} groups, {{values}} values; boxes span Tukey's hinges, whiskers reach at most {{coef}} × the interquartile range (as R boxplot).",
  },
  statisticsTitle: { zh: '各组箱线图数值', en: 'Box plot statistics' },
  lowerWhisker: { zh: '下须', en: 'Lower whisker' },
  upperWhisker: { zh: '上须', en: 'Upper whisker' },
  outliers: { zh: '离群值', en: 'Outliers' },
})
