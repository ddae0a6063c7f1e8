import type { EllipseType } from '../../../analysis/ordination/ellipse'
import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  columnsParameter,
  defineParameters,
  numberParameter,
  selectParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  variables: columnsParameter('变量列', 'Variable columns', {
    help: { zh: '留空则用全部数值列。', en: 'Empty: every numeric column.' },
  }),
  scale: checkboxParameter('标准化（单位方差）', 'Scale to unit variance', true),
  group_column: columnParameter('分组列', 'Group column'),
  label_column: columnParameter('样本名列', 'Sample name column'),
  ellipses: checkboxParameter('置信椭圆', 'Confidence ellipses', true),
  ellipse_type: selectParameter(
    '椭圆类型',
    'Ellipse type',
    [
      ['t', 't（稳健，ggplot2 默认）', 't (robust, ggplot2 default)'],
      ['norm', 'norm（多元正态）', 'norm (multivariate normal)'],
      ['chisq', 'chisq（正态数据椭圆）', 'chisq (normal data ellipse)'],
    ] as const satisfies readonly (readonly [EllipseType, string, string])[],
    { defaultValue: 't' },
  ),
  level: numberParameter('置信水平', 'Level', { min: 0.5, max: 0.999, step: 0.01, defaultValue: 0.95 }),
  pc_x: numberParameter('横轴主成分', 'Component across', { min: 1, max: 10, step: 1, integer: true, defaultValue: 1 }),
  pc_y: numberParameter('纵轴主成分', 'Component up', { min: 1, max: 10, step: 1, integer: true, defaultValue: 2 }),
  title: titleParameter(),
  ...sizeParameters(820, 640, ADVANCED_CHART_SIZE_LIMITS),
})
