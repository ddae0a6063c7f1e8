import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { histogramExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'Histogram',
  title: '直方图',
  titleEn: 'Histogram',
  description: '一个数值列的频数分布；分组数按 Sturges、Scott 或 Freedman–Diaconis 规则，断点与计数与 R hist 一致。',
  descriptionEn:
    "The frequency distribution of one numeric column; bins by Sturges', Scott's or the Freedman–Diaconis rule, with R hist's breaks and counts.",
  category: CHART_CATEGORY,
  tags: ['直方图', 'histogram', 'distribution'],
  toolType: 0,
  sort: 70,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('faithful.tsv', 1, ['value_column'])],
  demo: {
    params: {
      value_column: 'eruptions',
      density_curve: true,
      title: 'Old Faithful eruption durations',
      x_label: 'Eruption duration (minutes)',
    },
    files: { table: 'faithful.tsv' },
  },
  executor: histogramExecutor,
})
