import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { candlestickChartExecutor } from './executor'

const reference = moreChartsReference.candlestick as {
  change: (number | null)[]
  sma10: (number | null)[]
  rising: number
  falling: number
}

describe('CandlestickChart of the TTR sample stock, end of 2006', () => {
  it('draws 60 days on a time axis with R’s daily changes and TTR::SMA(close, 10)', async () => {
    const result = rendered(await candlestickChartExecutor(demoInput('CandlestickChart')))
    const [chart] = result.charts
    expect(chart.type).toBe('candlestick')
    const [candles, average] = datasetsOf(chart)
    expect(candles.data).toHaveLength(60)
    expect(candles.data[0]).toEqual({ x: Date.UTC(2006, 9, 5), o: 48.25, h: 48.42, l: 47.77, c: 48.15 })
    expect(average.data).toHaveLength(51)
    const rows = result.tables[0].rows
    reference.change.forEach((change, r) => {
      if (change === null) expect(rows[r][5]).toBeNull()
      else expectClose(rows[r][5] as number, change, 1e-9)
    })
    reference.sma10.forEach((sma, r) => {
      if (sma === null) expect(rows[r][6]).toBeNull()
      else expectClose(rows[r][6] as number, sma, 1e-9)
    })
    expect(result.notes[0]).toMatch(
      new RegExp(
        `^60 days \\(2006-10-05 to 2006-12-29\\): the close rose on ${reference.rising} and fell on ${reference.falling}`,
      ),
    )
    expect(chart.options).toMatchObject({ scales: { x: { type: 'timeseries' } } })
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('refuses a close above the high, naming the line', async () => {
    const table = 'Date\tOpen\tHigh\tLow\tClose\n2006-01-02\t1\t2\t0.5\t1.5\n2006-01-03\t1\t2\t0.5\t2.5\n'
    expect((await runFailure(() => candlestickChartExecutor(demoInput('CandlestickChart', { table })))).text).toContain(
      'line 3: the open and the close must lie between the low and the high.',
    )
    const dates = 'Date\tOpen\tHigh\tLow\tClose\n2006-02-30\t1\t2\t0.5\t1.5\n'
    expect(
      (await runFailure(() => candlestickChartExecutor(demoInput('CandlestickChart', { table: dates })))).text,
    ).toContain('a date must be written YYYY-MM-DD ("2006-02-30")')
  })
})
