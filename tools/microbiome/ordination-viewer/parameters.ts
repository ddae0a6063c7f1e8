import { BETA_METRICS } from '../../../analysis/diversity/beta'
import { columnParameter, defineParameters, numberParameter } from '../../kit/parameters'
import { normalisationParameter, sampleDistanceMetricParameter, showLabelsParameter } from '../definitions'

/** The most axes the viewer keeps: enough to look past the first few, few enough for a small result. */
export const MOST_KEPT_AXES = 10

export const parameters = defineParameters({
  metric: sampleDistanceMetricParameter(BETA_METRICS),
  normalisation: normalisationParameter,
  axes: numberParameter(
    '保留的坐标轴数',
    'Axes kept',
    { min: 2, max: MOST_KEPT_AXES, step: 1, integer: true, defaultValue: 5 },
    {
      zh: '结果页可在这些 PCoA 轴中任选两条作图（样本数少于此值时为样本数减 1）。',
      en: 'The result page lets you plot any two of these PCoA axes (at most the number of samples minus 1).',
    },
  ),
  colour_column: columnParameter('默认着色列', 'Default colour column', {
    of: 'metadata',
    required: true,
    help: {
      zh: '图片与页面初始按此列着色；数值列用连续渐变色。结果页可改为任一列。',
      en: 'The column the picture and the page first colour the points by; a numeric column takes a continuous gradient. The result page can switch to any column.',
    },
  }),
  shape_column: columnParameter('默认形状列', 'Default shape column', {
    of: 'metadata',
    help: {
      zh: '按此分类列给点设置形状；留空则全为圆点。结果页可改为任一分类列。',
      en: 'A categorical column giving the points their shapes; empty: all circles. The result page can switch to any categorical column.',
    },
  }),
  show_labels: showLabelsParameter,
})
