import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { logisticRegressionExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'LogisticRegression',
  title: 'Logistic 回归',
  titleEn: 'Logistic regression',
  description:
    '二分类结局对数值自变量的 logistic 回归：系数、Wald z 检验、比值比及其置信区间、偏差与 AIC、拟合概率的 ROC 曲线（与 R glm 一致）。',
  descriptionEn:
    'Logistic regression of a two-class outcome on numeric predictors: coefficients with Wald z tests, odds ratios with intervals, deviance and AIC, and the ROC curve of the fit (as R glm).',
  category: STATISTICS_CATEGORY,
  tags: ['regression', 'logistic', 'glm', 'odds ratio', 'ROC'],
  toolType: 0,
  sort: 655,
  tableDelimiter: 1,
  parameters,
  dataFiles: [chartTable('pima.tsv', { minColumns: 2, pickedBy: ['outcome_column', 'predictor_columns'] })],
  demo: {
    params: { outcome_column: 'type', positive_value: 'Yes', predictor_columns: ['npreg', 'glu', 'bmi', 'ped', 'age'] },
    files: { table: 'pima.tsv' },
  },
  executor: logisticRegressionExecutor,
})
