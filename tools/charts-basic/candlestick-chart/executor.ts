import { numericColumn } from '../../../analysis/io/column-table'
import { simpleMovingAverage } from '../../../analysis/stats/moving-average'
import { axisOptions, cell, chartSpec, chartTitle, titleOptions } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Rows (days) a candlestick chart draws at most. */
export const MAX_CANDLES = 2000

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Open, high, low and close per date as candlesticks or OHLC bars (chartjs-chart-financial) on a
 * time axis (chartjs-adapter-date-fns), optionally with the simple moving average of the close.
 */
export const candlestickChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const file = table.fileName ?? ''
  if (table.rows.length > MAX_CANDLES)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManyRows({ count: table.rows.length, limit: MAX_CANDLES }),
    )
  const dateIndex = table.header.indexOf(params.date_column)
  const [open, high, low, close] = [params.open_column, params.high_column, params.low_column, params.close_column].map(
    (name) => numericColumn(table, name),
  )
  const dates = table.rows.map((row, r) => {
    const value = row[dateIndex]?.trim() ?? ''
    const match = ISO_DATE.exec(value)
    const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
    if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== value)
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.badDate({ file, line: table.lines[r], column: params.date_column, value }),
      )
    return { text: value, time }
  })
  table.rows.forEach((_, r) => {
    if (!(low[r] <= Math.min(open[r], close[r]) && Math.max(open[r], close[r]) <= high[r]))
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.notInRange({ file, line: table.lines[r] }))
    if (r > 0 && dates[r].time <= dates[r - 1].time)
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.notInOrder({ file, line: table.lines[r], date: dates[r].text }),
      )
  })
  const changes = table.rows.map((_, r) => (r === 0 ? Number.NaN : (100 * (close[r] - close[r - 1])) / close[r - 1]))
  const window = params.ma_window
  const average = window > 0 ? simpleMovingAverage(close, window) : null

  const title = chartTitle(params.title, text.chartName())
  const last = table.rows.length - 1
  return {
    charts: [
      chartSpec(
        {
          id: 'candlestick-chart',
          title,
          type: params.style,
          data: {
            datasets: [
              {
                label: params.close_column,
                data: dates.map((date, r) => ({ x: date.time, o: open[r], h: high[r], l: low[r], c: close[r] })),
                backgroundColors: { up: params.up_colour, down: params.down_colour, unchanged: '#999999' },
                borderColors: { up: params.up_colour, down: params.down_colour, unchanged: '#999999' },
                color: { up: params.up_colour, down: params.down_colour, unchanged: '#999999' },
              },
              ...(average
                ? [
                    {
                      type: 'line',
                      label: text.movingAverage({ window }),
                      data: dates.flatMap((date, r) =>
                        Number.isNaN(average[r]) ? [] : [{ x: date.time, y: average[r] }],
                      ),
                      borderColor: '#4e79a7',
                      backgroundColor: '#4e79a7',
                      borderWidth: 1.5,
                      pointRadius: 0,
                    },
                  ]
                : []),
            ],
          },
          options: {
            plugins: { ...titleOptions(title), legend: { display: average !== null } },
            scales: {
              x: {
                type: 'timeseries',
                time: { unit: 'day', tooltipFormat: 'yyyy-MM-dd' },
                ticks: { maxTicksLimit: 12 },
              },
              y: axisOptions(params.value_label || params.close_column),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'days',
        title: text.chartName(),
        columns: [
          params.date_column,
          params.open_column,
          params.high_column,
          params.low_column,
          params.close_column,
          text.change(),
          ...(average ? [text.movingAverage({ window })] : []),
        ],
        rows: dates.map((date, r) => [
          date.text,
          open[r],
          high[r],
          low[r],
          close[r],
          cell(changes[r]),
          ...(average ? [cell(average[r])] : []),
        ]),
      },
    ],
    files: [],
    notes: [
      text.summaryNote({
        rows: table.rows.length,
        from: dates[0]?.text ?? '',
        to: dates[last]?.text ?? '',
        up: changes.filter((change) => change > 0).length,
        down: changes.filter((change) => change < 0).length,
        first: close[0],
        last: close[last],
      }),
    ],
  }
}
