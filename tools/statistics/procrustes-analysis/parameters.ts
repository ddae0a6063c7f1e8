import { sizeParameters, titleParameter } from '../../kit/chart-parameters'
import {
  checkboxParameter,
  columnParameter,
  columnsParameter,
  defineParameters,
  numberParameter,
} from '../../kit/parameters'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'

export const parameters = defineParameters({
  target_columns: columnsParameter('目标构型 X 的列', 'Columns of the target configuration X', {
    required: true,
    help: {
      zh: '如第一个排序的前两轴；Y 被旋转去拟合它。',
      en: 'E.g. the first two axes of one ordination; Y is rotated to fit it.',
    },
  }),
  rotated_columns: columnsParameter('被旋转构型 Y 的列', 'Columns of the configuration Y to rotate', {
    required: true,
    help: {
      zh: '如另一个排序的前两轴，与 X 为同一批样本。',
      en: 'E.g. the first two axes of another ordination of the same samples.',
    },
  }),
  label_column: columnParameter('样本名称列', 'Sample name column'),
  symmetric: checkboxParameter('对称分析', 'Symmetric analysis', true, {
    zh: 'X、Y 先中心化并缩放到平方和为 1，结果与哪个作为目标无关（vegan：symmetric = TRUE）。',
    en: 'Centre X and Y and scale both to unit sum of squares first, so the fit does not depend on which is the target (vegan: symmetric = TRUE).',
  }),
  scale: checkboxParameter('拟合缩放系数', 'Fit a scale', true, {
    zh: '除旋转和平移外，再把 Y 整体缩放（vegan：scale = TRUE）。',
    en: 'Besides rotating and translating Y, also scale it (vegan: scale = TRUE).',
  }),
  permutations: numberParameter('置换次数', 'Permutations', { min: 99, max: 9999, integer: true, defaultValue: 999 }),
  show_labels: checkboxParameter('显示样本名称', 'Show sample names', true),
  title: titleParameter(),
  ...sizeParameters(640, 560, ADVANCED_CHART_SIZE_LIMITS),
})
