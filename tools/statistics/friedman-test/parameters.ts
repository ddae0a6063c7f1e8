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
      [
        'wide',
        '宽格式：每行一个区组（受试对象），每个处理一列',
        'Wide: one row per block (subject), one column per treatment',
      ],
      [
        'long',
        '长格式：区组列、处理列和数值列，每行一个观测',
        'Long: block, treatment and value columns, one row per observation',
      ],
    ] as const,
    { defaultValue: 'wide' },
  ),
  treatment_columns: columnsParameter('处理列（宽格式）', 'Treatment columns (wide)', {
    help: { zh: '留空则用第一列之后的所有数值列。', en: 'Empty: every numeric column after the first.' },
  }),
  block_column: columnParameter('区组列（长格式）', 'Block column (long)', {
    help: { zh: '受试对象或区组的编号。', en: 'The subject or block of each observation.' },
  }),
  treatment_column: columnParameter('处理列（长格式）', 'Treatment column (long)'),
  value_column: columnParameter('数值列（长格式）', 'Value column (long)'),
  show_points: checkboxParameter('显示数据点', 'Show data points', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 520),
})
