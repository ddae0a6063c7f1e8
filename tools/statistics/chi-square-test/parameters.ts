import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  columnsParameter,
  defineParameters,
  radioParameter,
} from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  layout: radioParameter(
    '数据格式',
    'Table layout',
    [
      ['table', '列联表：第一列为行名，其余列为计数', 'Contingency table: row names, then counts'],
      ['columns', '两个分类列：每行一个个体', 'Two categorical columns: one row per subject'],
    ] as const,
    { defaultValue: 'table' },
  ),
  count_columns: columnsParameter('计数列（列联表）', 'Count columns (table)', {
    help: { zh: '留空则用第一列之后的所有列。', en: 'Empty: every column after the first.' },
  }),
  row_variable: columnParameter('行变量（两个分类列）', 'Row variable (two columns)'),
  column_variable: columnParameter('列变量（两个分类列）', 'Column variable (two columns)'),
  yates: checkboxParameter('Yates 连续性校正（仅 2×2 表）', "Yates' continuity correction (2 × 2 only)", true),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 480),
})
