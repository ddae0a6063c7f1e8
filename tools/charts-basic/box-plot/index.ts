import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { boxPlotExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'BoxPlot',
  title: '箱线图',
  titleEn: 'Box plot',
  description: '按分组比较数值分布：中位数、四分位（Tukey 铰链）、1.5 倍四分位距须线和离群点，与 R boxplot 一致。',
  descriptionEn:
    "Compare distributions across groups: median, quartiles (Tukey's hinges), whiskers at 1.5 × IQR and outliers, as R's boxplot draws them.",
  category: CHART_CATEGORY,
  tags: ['箱线图', 'box plot', 'distribution'],
  toolType: 0,
  sort: 50,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('insect-sprays.tsv', 2, ['group_column', 'value_column'])],
  demo: {
    params: {
      group_column: 'spray',
      value_column: 'count',
      show_points: true,
      title: 'Insect counts by insecticide (InsectSprays)',
      x_label: 'Insecticide',
      y_label: 'Insect count per plot',
    },
    files: { table: 'insect-sprays.tsv' },
  },
  executor: boxPlotExecutor,
})
