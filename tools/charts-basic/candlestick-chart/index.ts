import { defineTool } from '../../kit/define-tool'
import { CHART_CATEGORY, recordTable } from '../definitions'
import { candlestickChartExecutor } from './executor'
import { parameters } from './parameters'

export default defineTool(import.meta.url, {
  scriptClassName: 'CandlestickChart',
  title: '蜡烛图（K 线图）',
  titleEn: 'Candlestick chart',
  description: '按日期画出开盘、最高、最低、收盘价的蜡烛图或 OHLC 线，可叠加收盘价的移动平均线。',
  descriptionEn:
    'Open, high, low and close per date as candlesticks or OHLC bars on a time axis, with an optional moving average of the close.',
  category: CHART_CATEGORY,
  tags: ['蜡烛图', 'candlestick', 'OHLC', 'time series'],
  toolType: 0,
  sort: 148,
  tableDelimiter: 1,
  parameters,
  dataFiles: [
    recordTable('ttrc-2006.tsv', 5, ['date_column', 'open_column', 'high_column', 'low_column', 'close_column']),
  ],
  demo: {
    params: {
      date_column: 'Date',
      open_column: 'Open',
      high_column: 'High',
      low_column: 'Low',
      close_column: 'Close',
      ma_window: 10,
      title: 'TTR sample stock (ttrc), last 60 trading days of 2006',
      value_label: 'Price',
    },
    files: { table: 'ttrc-2006.tsv' },
  },
  executor: candlestickChartExecutor,
})
