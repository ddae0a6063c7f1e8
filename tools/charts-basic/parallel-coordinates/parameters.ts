import { titleParameter } from '../../kit/chart-parameters'
import { columnsParameter, defineParameters, numberParameter, selectParameter } from '../../kit/parameters'
import { chartSizeParameters, groupColumnParameter, legendParameter, paletteParameter } from '../definitions'

export const parameters = defineParameters({
  variables: columnsParameter('坐标轴（数值列）', 'Axes (numeric columns)', {
    help: {
      zh: '按所选顺序排列；留空则使用全部数值列。',
      en: 'In the order chosen; empty: every numeric column.',
    },
  }),
  group_column: groupColumnParameter({
    required: false,
    help: { zh: '可选，按组着色。', en: 'Optional: colours the lines by group.' },
  }),
  scaling: selectParameter(
    '坐标轴缩放',
    'Axis scaling',
    [
      ['range', '按范围缩放到 0–1（MASS::parcoord）', 'To 0–1 by range (MASS::parcoord)'],
      ['zscore', '标准化（z 分数）', 'Standardised (z-scores)'],
      ['none', '不缩放', 'None'],
    ],
    { defaultValue: 'range' },
  ),
  line_opacity: numberParameter('线条不透明度', 'Line opacity', { min: 0.05, max: 1, step: 0.05, defaultValue: 0.4 }),
  title: titleParameter(''),
  palette: paletteParameter(),
  legend_position: legendParameter('top'),
  ...chartSizeParameters(860, 520),
})
