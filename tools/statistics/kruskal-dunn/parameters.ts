import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, columnParameter, defineParameters, selectParameter } from '../../kit/parameters'
import { statisticsSizeParameters } from '../shared'

export const parameters = defineParameters({
  group_column: columnParameter('分组列', 'Group column', { required: true }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  adjustment: selectParameter(
    'P 值校正',
    'p-value adjustment',
    [
      ['holm', 'Holm（控制族错误率）', 'Holm (family-wise error)'],
      ['BH', 'Benjamini-Hochberg（控制 FDR）', 'Benjamini-Hochberg (false discovery rate)'],
      ['none', '不校正', 'None'],
    ] as const,
    { defaultValue: 'holm' },
  ),
  show_points: checkboxParameter('显示数据点', 'Show data points', true),
  title: titleParameter(''),
  ...statisticsSizeParameters(720, 520),
})
