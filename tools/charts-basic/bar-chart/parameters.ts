import { titleParameter } from '../../kit/chart-parameters'
import { checkboxParameter, defineParameters, radioParameter } from '../../kit/parameters'
import {
  axisLabelParameter,
  chartSizeParameters,
  legendParameter,
  paletteParameter,
  seriesColumnsParameter,
} from '../definitions'

export const parameters = defineParameters({
  series_columns: seriesColumnsParameter(),
  layout: radioParameter(
    '排列方式',
    'Layout',
    [
      ['grouped', '分组（并列）', 'Grouped (side by side)'],
      ['stacked', '堆叠', 'Stacked'],
    ],
    { defaultValue: 'grouped' },
  ),
  percent: checkboxParameter('换算为百分比', 'As percentages of each category', false, {
    zh: '每个类别的各系列之和为 100%。',
    en: "Each category's series add up to 100%.",
  }),
  horizontal: checkboxParameter('横向', 'Horizontal', false),
  title: titleParameter(''),
  category_label: axisLabelParameter('类别轴标题', 'Category axis title'),
  value_label: axisLabelParameter('数值轴标题', 'Value axis title'),
  palette: paletteParameter(),
  legend_position: legendParameter('right'),
  ...chartSizeParameters(800, 520),
})
