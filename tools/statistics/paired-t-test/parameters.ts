import { titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  defineParameters,
  radioParameter,
  textParameter,
} from '../../kit/parameters'
import { alternativeParameter, confidenceLevelParameter, statisticsSizeParameters } from '../shared'

const groupNameHelp = {
  zh: '长格式用：留空时分组列恰好两组，按出现顺序取用。差值为第一组 − 第二组。',
  en: 'Long layout: empty takes the two groups of the group column in the order they occur. The difference is first − second.',
}

export const parameters = defineParameters({
  layout: radioParameter(
    '数据格式',
    'Table layout',
    [
      ['long', '长格式：编号列 + 分组列 + 数值列', 'Long: id, group and value columns'],
      ['wide', '宽格式：每对一行，两列数值', 'Wide: one row per pair, two value columns'],
    ] as const,
    { defaultValue: 'long' },
  ),
  id_column: columnParameter('编号列（长格式）', 'Id column (long)', {
    help: { zh: '同一编号的两个数值配成一对。', en: 'The two values of the same id make a pair.' },
  }),
  group_column: columnParameter('分组列（长格式）', 'Group column (long)'),
  value_column: columnParameter('数值列（长格式）', 'Value column (long)'),
  first_group: textParameter('第一组', 'First group', { maxLength: 100 }, groupNameHelp),
  second_group: textParameter('第二组', 'Second group', { maxLength: 100 }, groupNameHelp),
  first_column: columnParameter('第一列（宽格式）', 'First column (wide)'),
  second_column: columnParameter('第二列（宽格式）', 'Second column (wide)'),
  alternative: alternativeParameter(),
  confidence_level: confidenceLevelParameter(),
  show_points: checkboxParameter('显示数据点', 'Show data points', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(640, 520),
})
