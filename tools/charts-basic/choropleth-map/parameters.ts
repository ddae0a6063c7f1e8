import { titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, selectParameter, textParameter } from '../../kit/parameters'
import { chartSizeParameters } from '../definitions'

export const parameters = defineParameters({
  country_column: columnParameter('国家列', 'Country column', {
    required: true,
    help: {
      zh: '英文国名（与 Natural Earth 地图一致）或 ISO 3166-1 数字代码（如 840）。',
      en: 'English country names as on the Natural Earth map, or ISO 3166-1 numeric codes (e.g. 840).',
    },
  }),
  value_column: columnParameter('数值列', 'Value column', { required: true }),
  colour_scale: selectParameter(
    '色阶',
    'Colour scale',
    [
      ['blues', '蓝', 'Blues'],
      ['greens', '绿', 'Greens'],
      ['reds', '红', 'Reds'],
      ['viridis', 'Viridis（色盲友好）', 'Viridis (colour-blind safe)'],
      ['ylOrRd', '黄–橙–红', 'Yellow–orange–red'],
    ],
    { defaultValue: 'blues' },
  ),
  projection: selectParameter(
    '投影',
    'Projection',
    [
      ['equalEarth', '等面积（Equal Earth）', 'Equal Earth (equal-area)'],
      ['naturalEarth1', 'Natural Earth', 'Natural Earth'],
      ['mercator', '墨卡托', 'Mercator'],
    ],
    { defaultValue: 'equalEarth' },
  ),
  legend_title: textParameter(
    '色阶标题',
    'Colour scale title',
    { maxLength: 60 },
    {
      zh: '留空则用数值列的列名。',
      en: 'Empty: the value column’s name.',
    },
  ),
  title: titleParameter(''),
  ...chartSizeParameters(960, 560),
})
