import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { lineChartExecutor } from './executor'
import { demoInput, rendered } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

describe('LineChart on the airquality temperature demo', () => {
  it('draws one line per month over the days on a numeric axis, with a gap for a missing day 31', async () => {
    const result = await lineChartExecutor(demoInput('LineChart'))
    const [chart] = result.charts
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual(['May', 'June', 'July', 'August', 'September'])
    // R: airquality$Temp[airquality$Month == 7 & airquality$Day == 1] is 84; June has 30 days.
    expect(datasets[2].data[0]).toEqual({ x: 1, y: 84 })
    expect(datasets[1].data[30]).toEqual({ x: 31, y: null })
    expect(datasets[1].spanGaps).toBe(false)
    expect(chart.options).toMatchObject({
      scales: { x: { type: 'linear', min: 1, max: 31, title: { text: 'Day of month' } } },
    })
  })

  it('summarises each month as R does', async () => {
    const { tables } = await lineChartExecutor(demoInput('LineChart'))
    // R: tapply(airquality$Temp, airquality$Month, mean) = 65.54839 79.1 83.90323 83.96774 76.9;
    // range(airquality$Temp) = 56 97 (97 in August).
    const means = [65.5483871, 79.1, 83.90322581, 83.96774194, 76.9]
    tables[0].rows.forEach((row, month) => expectClose(row[3] as number, means[month], 1e-7))
    expect(tables[0].rows.map((row) => [row[1], row[2]])).toEqual([
      [31, 0],
      [30, 1],
      [31, 0],
      [31, 0],
      [30, 1],
    ])
    expect(tables[0].rows[0][4]).toBe(56)
    expect(tables[0].rows[3][5]).toBe(97)
  })

  it('uses category labels when the first column is not numeric', async () => {
    const table = 'Stage\tA\tB\nbaseline\t1\t2\nweek 4\t3\t\nweek 8\t5\t6\n'
    const [chart] = (
      await lineChartExecutor(demoInput('LineChart', { table, params: { series_columns: [], span_gaps: true } }))
    ).charts
    expect((chart.data as { labels: string[] }).labels).toEqual(['baseline', 'week 4', 'week 8'])
    expect(datasetsOf(chart)[1].data).toEqual([2, null, 6])
    expect(chart.options).toMatchObject({ scales: { x: { type: 'category' } } })
  })

  it('thins a long series to the extremes of each run of rows, keeping the peaks', async () => {
    // 10,000 days, a spike of 500 on day 7,777: the chart keeps it and the ends.
    const table = [
      'day\tvalue',
      ...Array.from({ length: 10_000 }, (_, i) => `${i + 1}\t${i + 1 === 7777 ? 500 : (i % 10) + 1}`),
    ].join('\n')
    const result = await lineChartExecutor(demoInput('LineChart', { table, params: { series_columns: [] } }))
    const points = datasetsOf(result.charts[0])[0].data as { x: number; y: number }[]
    expect(points.length).toBeLessThan(3100)
    expect(points).toContainEqual({ x: 7777, y: 500 })
    expect(points[0]).toEqual({ x: 1, y: 1 })
    expect(points.at(-1)).toEqual({ x: 10_000, y: 10 })
    expect(rendered(result.notes[1])).toMatch(/^10000 rows, of which the chart draws \d+: cut into 1000 runs of rows/)
    // The summary still uses every row: by hand, the mean of 1..10 repeated is 5.5, plus (500 − 7) / 10000.
    expect(result.tables[0].rows[0][3]).toBeCloseTo(5.5 + 493 / 10_000, 12)
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'Day\tMay\n1\t67\n2\thot\n'
    expect(() => lineChartExecutor(demoInput('LineChart', { table, params: { series_columns: [] } }))).toThrow(
      AnalysisInputError,
    )
    expect(() => lineChartExecutor(demoInput('LineChart', { table, params: { series_columns: [] } }))).toThrow(
      /line 3, column 2: column "May" holds "hot"/,
    )
  })
})
