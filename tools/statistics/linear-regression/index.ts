import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { linearRegressionExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'LinearRegression',
  title: '线性回归',
  titleEn: 'Linear regression',
  description:
    '一个因变量对一个或多个自变量的最小二乘回归：系数、t 检验、R²、F 检验，以及残差、Q-Q、尺度-位置诊断图（与 R lm 一致）。',
  descriptionEn:
    'Least-squares regression of one response on one or more predictors: coefficients with t tests, R², the F test, and residual, Q-Q and scale-location diagnostic plots (as R lm).',
  category: STATISTICS_CATEGORY,
  tags: ['regression', 'linear model', 'lm', 'diagnostics'],
  toolType: 0,
  sort: 650,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('mtcars.tsv', { minColumns: 2, pickedBy: ['response_column', 'predictor_columns', 'label_column'] }),
  ],
  demo: {
    params: { response_column: 'mpg', predictor_columns: ['wt', 'hp'], label_column: 'car' },
    files: { table: 'mtcars.tsv' },
  },
  executor: linearRegressionExecutor,
})
