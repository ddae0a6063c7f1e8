import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { scatterChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ScatterChart',
  title: '散点图（可加回归线）',
  titleEn: 'Scatter plot with regression line',
  description: '两个数值变量的散点图，可按分组着色，可添加最小二乘回归直线并给出方程和 R²。',
  descriptionEn:
    'Scatter plot of two numeric variables, optionally coloured by group, with an optional least-squares line and its equation and R².',
  category: CHART_CATEGORY,
  tags: ['散点图', 'scatter plot', 'regression'],
  toolType: 0,
  sort: 30,
  tableDelimiter: 1,
  parameters,
  dataFiles: [recordTable('mtcars.tsv', 2, ['x_column', 'y_column', 'group_column', 'label_column'])],
  demo: {
    params: {
      x_column: 'wt',
      y_column: 'mpg',
      group_column: 'cyl',
      label_column: 'model',
      point_size: 6,
      title: 'Fuel economy and weight (mtcars)',
      x_label: 'Weight (1000 lbs)',
      y_label: 'Miles per US gallon',
    },
    files: { table: 'mtcars.tsv' },
  },
  executor: scatterChartExecutor,
})
