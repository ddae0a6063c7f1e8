import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  colourParameter,
  columnsParameter,
  defineParameters,
  numberParameter,
  selectParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  set_columns: columnsParameter('集合列', 'Set columns', {
    help: { zh: '至少 2 列；留空则用全部列。', en: 'At least 2 columns; empty: all columns.' },
  }),
  max_intersections: numberParameter('最多显示交集数', 'Intersections shown', {
    min: 1,
    max: 100,
    step: 1,
    integer: true,
    defaultValue: 20,
  }),
  min_size: numberParameter('最小交集大小', 'Minimum intersection size', {
    min: 1,
    max: 1000000,
    step: 1,
    integer: true,
    defaultValue: 1,
  }),
  sort: selectParameter(
    '排序',
    'Order',
    [
      ['size', '按交集大小', 'By size'],
      ['degree', '按集合数，再按大小', 'By number of sets, then size'],
    ] as const,
    { defaultValue: 'size' },
  ),
  bar_colour: colourParameter('柱颜色', 'Bar colour', '#4e79a7'),
  dot_colour: colourParameter('点颜色', 'Dot colour', '#333333'),
  title: titleParameter(),
  // The height follows the number of sets: the bars are as tall as always, the dot matrix a row per set.
  width: sizeParameters(900, null, ADVANCED_CHART_SIZE_LIMITS).width,
})
