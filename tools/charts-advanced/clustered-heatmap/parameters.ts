import type { RowDistance } from '../../../analysis/numeric-distances'
import type { ScalingDirection } from '../../../analysis/stats/scaling'
import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  colourParameter,
  columnsParameter,
  defineParameters,
  numberParameter,
  selectParameter,
  type Choice,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { LINKAGE_CHOICES } from '../definitions'

export const parameters = defineParameters({
  value_columns: columnsParameter('数值列', 'Value columns', {
    help: { zh: '留空则用第一列以外的全部列。', en: 'Empty: every column after the first.' },
  }),
  scale: selectParameter(
    '标准化',
    'Scaling',
    [
      ['rows', '按行 Z 值', 'Row z-scores'],
      ['columns', '按列 Z 值', 'Column z-scores'],
      ['none', '不标准化', 'None'],
    ] as const satisfies readonly (readonly [ScalingDirection, string, string])[],
    { defaultValue: 'rows' },
  ),
  cluster_rows: checkboxParameter('聚类行', 'Cluster rows', true),
  cluster_columns: checkboxParameter('聚类列', 'Cluster columns', true),
  distance: selectParameter(
    '距离',
    'Distance',
    [
      ['euclidean', '欧氏距离', 'Euclidean'],
      ['correlation', '相关距离（1 − r）', 'Correlation (1 − r)'],
    ] as const satisfies readonly (readonly [RowDistance, string, string])[],
    { defaultValue: 'euclidean' },
  ),
  linkage: selectParameter(
    '连接方法',
    'Linkage',
    [LINKAGE_CHOICES.complete, LINKAGE_CHOICES.average, LINKAGE_CHOICES.single] as const satisfies readonly Choice[],
    { defaultValue: 'complete' },
  ),
  low_colour: colourParameter('低值颜色', 'Low colour', '#2166ac'),
  mid_colour: colourParameter('中值颜色', 'Middle colour', '#f7f7f7'),
  high_colour: colourParameter('高值颜色', 'High colour', '#b2182b'),
  colour_limit: numberParameter(
    '颜色范围（Z 值）',
    'Colour limit (z-score)',
    { min: 0, max: 100, step: 0.5, defaultValue: 0 },
    { zh: '0 表示取最大绝对值。', en: '0: the largest absolute value.' },
  ),
  title: titleParameter(),
  ...sizeParameters(900, null, ADVANCED_CHART_SIZE_LIMITS),
})
