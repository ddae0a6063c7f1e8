import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, textParameter } from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

const groupNameHelp = {
  zh: '留空：分组列恰好两组时按表中出现的顺序取用。W 为第一组的秩和减去 n₁(n₁ + 1)/2。',
  en: 'Empty: the two groups of the group column, in the order they occur. W is the rank sum of the first group minus n₁(n₁ + 1)/2.',
}

export const parameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', { required: true }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  first_group: textParameter('第一组', 'First group', { maxLength: 100 }, groupNameHelp),
  second_group: textParameter('第二组', 'Second group', { maxLength: 100 }, groupNameHelp),
  continuity_correction: checkboxParameter('连续性校正', 'Continuity correction', true),
  show_points: checkboxParameter('显示数据点', 'Show data points', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(640, 520),
})
