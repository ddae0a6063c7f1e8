import { defineTool } from '../../kit/define-tool'
import { chartTable } from '../../kit/chart-parameters'
import { STATISTICS_CATEGORY } from '../definitions'
import { procrustesAnalysisExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'ProcrustesAnalysis',
  title: 'Procrustes 分析',
  titleEn: 'Procrustes analysis',
  description:
    '比较同一批样本的两个构型（如两个排序结果或两组测量）：把 Y 旋转、缩放、平移去拟合 X，给出旋转矩阵、缩放系数、Procrustes 平方和 m²、相关 r、各样本残差与置换检验 P 值（与 vegan procrustes、protest 一致）。',
  descriptionEn:
    "Compares two configurations of the same samples (two ordinations, two sets of measurements): Y rotated, scaled and translated to fit X, with the rotation, scale, Procrustes sum of squares m², correlation r, residual of each sample and a permutation p-value (as vegan's procrustes and protest).",
  category: STATISTICS_CATEGORY,
  tags: ['Procrustes', 'PROTEST', 'ordination', 'permutation test', 'vegan'],
  toolType: 0,
  sort: 671,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    chartTable('vare-ordinations.tsv', {
      minColumns: 2,
      pickedBy: ['target_columns', 'rotated_columns', 'label_column'],
    }),
  ],
  demo: {
    params: { target_columns: ['Veg1', 'Veg2'], rotated_columns: ['Soil1', 'Soil2'], label_column: 'site' },
    files: { table: 'vare-ordinations.tsv' },
  },
  executor: procrustesAnalysisExecutor,
})
