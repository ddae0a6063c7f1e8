import { titleParameter } from '../../kit/chart-parameters'
import {
  colourParameter,
  columnParameter,
  defineParameters,
  numberParameter,
  radioParameter,
} from '../../kit/parameters'
import { axisLabelParameter, chartSizeParameters } from '../definitions'

export const parameters = defineParameters({
  date_column: columnParameter('日期列', 'Date column', {
    required: true,
    help: { zh: '格式为 YYYY-MM-DD。', en: 'Written YYYY-MM-DD.' },
  }),
  open_column: columnParameter('开盘列', 'Open column', { required: true }),
  high_column: columnParameter('最高列', 'High column', { required: true }),
  low_column: columnParameter('最低列', 'Low column', { required: true }),
  close_column: columnParameter('收盘列', 'Close column', { required: true }),
  style: radioParameter(
    '样式',
    'Style',
    [
      ['candlestick', '蜡烛图', 'Candlesticks'],
      ['ohlc', 'OHLC 线', 'OHLC bars'],
    ],
    { defaultValue: 'candlestick' },
  ),
  ma_window: numberParameter(
    '移动平均窗口',
    'Moving average window',
    { min: 0, max: 250, step: 1, integer: true, defaultValue: 0 },
    {
      zh: '收盘价的简单移动平均（天数）；0 表示不画。',
      en: 'Simple moving average of the close, in rows; 0 draws none.',
    },
  ),
  up_colour: colourParameter('上涨颜色', 'Rising colour', '#26a69a'),
  down_colour: colourParameter('下跌颜色', 'Falling colour', '#ef5350'),
  title: titleParameter(''),
  value_label: axisLabelParameter('数值轴标题', 'Value axis title'),
  ...chartSizeParameters(900, 520),
})
