import { defineMessages } from '../kit/messages'

/** The words the model and multivariate statistics tools share (tools/statistics/model-shared.ts). */
export const modelText = defineMessages('statistics-models', {
  tableMissing: { zh: '缺少数据表文件。', en: 'The data table file is missing.' },
  line: { zh: '第 {{line}} 行', en: 'line {{line}}' },
  tooFewCompleteRows: {
    zh: '所选列中没有缺失值的行只有 {{rows}} 行，至少需要 {{needed}} 行。',
    en: 'Only {{rows}} rows have a value in every chosen column; at least {{needed}} are needed.',
  },
  columnChosenTwice: {
    zh: '列 "{{column}}" 不能同时作为 {{first}} 和 {{second}}。',
    en: 'The column "{{column}}" cannot be both {{first}} and {{second}}.',
  },
  leftOut: {
    zh: '{{rows}} 行因所选列有缺失值而未参与分析。',
    en: '{{rows}} rows with a missing value in a chosen column were left out.',
  },
  term: { zh: '项', en: 'Term' },
  intercept: { zh: '截距', en: '(Intercept)' },
  estimate: { zh: '估计值', en: 'Estimate' },
  standardError: { zh: '标准误', en: 'Std. error' },
  pValue: { zh: 'P 值', en: 'p-value' },
  statistic: { zh: '统计量', en: 'Statistic' },
  value: { zh: '值', en: 'Value' },
  observation: { zh: '观测', en: 'Observation' },
  cluster: { zh: '簇', en: 'Cluster' },
  clusterName: { zh: '簇 {{cluster}}', en: 'Cluster {{cluster}}' },
  permutations: { zh: '置换次数', en: 'Permutations' },
  samples: { zh: '样本', en: 'Samples' },
  groupSize: { zh: '{{group}} (n = {{n}})', en: '{{group}} (n = {{n}})' },
})
