import { titleParameter } from '../../kit/chart-parameters'
import { columnParameter, defineParameters, radioParameter } from '../../kit/parameters'
import { chartSizeParameters, paletteParameter } from '../definitions'

export const parameters = defineParameters({
  from_column: columnParameter('来源列', 'From column', { required: true }),
  to_column: columnParameter('去向列', 'To column', { required: true }),
  flow_column: columnParameter('流量列', 'Flow column', {
    help: {
      zh: '可选；留空则每行计 1。同一对来源和去向的多行相加。',
      en: 'Optional; empty counts each row as 1. Rows of the same pair are added up.',
    },
  }),
  colour_mode: radioParameter(
    '流的颜色',
    'Flow colour',
    [
      ['gradient', '渐变（来源到去向）', 'Gradient (from → to)'],
      ['from', '来源的颜色', 'Colour of the source'],
      ['to', '去向的颜色', 'Colour of the target'],
    ],
    { defaultValue: 'gradient' },
  ),
  title: titleParameter(''),
  palette: paletteParameter(),
  ...chartSizeParameters(860, 540),
})
