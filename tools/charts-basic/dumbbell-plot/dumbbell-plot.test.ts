import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { dumbbellPlotExecutor } from './executor'

const reference = moreChartsReference.dumbbell as {
  categories: string[]
  difference: number[]
  percent: number[]
  byDifference: string[]
}

describe('DumbbellPlot on US personal expenditure, 1940 and 1960', () => {
  it('joins each category’s two years, with R’s differences and percentage changes', async () => {
    const result = rendered(await dumbbellPlotExecutor(demoInput('DumbbellPlot')))
    const [chart] = result.charts
    expect((chart.data as { labels: string[] }).labels).toEqual(reference.categories)
    const [first, second, bars] = datasetsOf(chart)
    expect(first.data).toEqual([22.2, 10.5, 3.53, 1.04, 0.341])
    expect(second.data).toEqual([86.8, 46.2, 21.1, 5.4, 3.64])
    expect(bars.data[0]).toEqual([22.2, 86.8])
    result.tables[0].rows.forEach((row, i) => {
      expectClose(row[3] as number, reference.difference[i], 1e-12)
      expectClose(row[4] as number, reference.percent[i], 1e-9)
    })
    expect(result.notes[0]).toBe('5 categories: 5 went up, 0 went down, 0 unchanged.')
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('orders by difference as R’s order(decreasing = TRUE) does, and counts skipped rows', async () => {
    const sorted = rendered(await dumbbellPlotExecutor(demoInput('DumbbellPlot', { params: { order: 'difference' } })))
    expect((sorted.charts[0].data as { labels: string[] }).labels).toEqual(reference.byDifference)
    const table = 'Gene\tbefore\tafter\nA\t2\t1\nB\tNA\t3\nC\t4\t4\n'
    const result = rendered(
      await dumbbellPlotExecutor(
        demoInput('DumbbellPlot', { table, params: { start_column: 'before', end_column: 'after' } }),
      ),
    )
    expect(result.notes[0]).toBe(
      '2 categories: 0 went up, 1 went down, 1 unchanged; 1 rows lacking a value were skipped.',
    )
  })

  it('needs two different columns (1001)', async () => {
    const failure = await runFailure(() =>
      dumbbellPlotExecutor(demoInput('DumbbellPlot', { params: { end_column: '1940' } })),
    )
    expect(failure).toEqual({ code: '1001', text: 'The first and second value columns must be different columns.' })
  })
})
