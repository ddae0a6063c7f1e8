import type { RowDistance } from '../../../analysis/numeric-distances'
import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  columnParameter,
  columnsParameter,
  defineParameters,
  radioParameter,
  selectParameter,
  type Choice,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { LINKAGE_CHOICES } from '../definitions'

export const parameters = defineParameters({
  cluster: radioParameter(
    '聚类对象',
    'Cluster',
    [
      ['rows', '行（样本）', 'Rows (samples)'],
      ['columns', '列（变量）', 'Columns (variables)'],
    ] as const,
    { defaultValue: 'rows' },
  ),
  variables: columnsParameter('数值列', 'Value columns', {
    help: { zh: '留空则用全部数值列。', en: 'Empty: every numeric column.' },
  }),
  distance: selectParameter(
    '距离',
    'Distance',
    [
      ['euclidean', '欧氏距离', 'Euclidean'],
      ['correlation', '相关距离（1 − r）', 'Correlation (1 − r)'],
      ['braycurtis', 'Bray-Curtis', 'Bray-Curtis'],
    ] as const satisfies readonly (readonly [RowDistance, string, string])[],
    { defaultValue: 'euclidean' },
  ),
  linkage: selectParameter(
    '连接方法',
    'Linkage',
    [LINKAGE_CHOICES.average, LINKAGE_CHOICES.complete, LINKAGE_CHOICES.single] as const satisfies readonly Choice[],
    { defaultValue: 'average' },
  ),
  orientation: selectParameter(
    '方向',
    'Orientation',
    [
      ['horizontal', '横向（叶在右侧）', 'Horizontal (leaves on the right)'],
      ['vertical', '纵向（叶在下方）', 'Vertical (leaves at the bottom)'],
    ] as const,
    { defaultValue: 'horizontal' },
  ),
  group_column: columnParameter('分组列', 'Group column', {
    help: { zh: '仅聚类行时使用。', en: 'Used when clustering rows.' },
  }),
  title: titleParameter(),
  ...sizeParameters(820, null, ADVANCED_CHART_SIZE_LIMITS),
})
