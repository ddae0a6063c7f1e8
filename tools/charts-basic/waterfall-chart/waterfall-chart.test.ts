import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { waterfallChartExecutor } from './executor'

const reference = moreChartsReference.waterfall as {
  steps: string[]
  ends: number[]
  uspop: number[]
  up: number
  down: number
}

describe('WaterfallChart on the US population by decade', () => {
  it('floats each decade from the total before it to R’s cumsum after it, ending at the 1970 census', async () => {
    const result = rendered(await waterfallChartExecutor(demoInput('WaterfallChart')))
    const [chart] = result.charts
    const bars = datasetsOf(chart)[0].data as [number, number][]
    expect((chart.data as { labels: string[] }).labels).toEqual([...reference.steps, '1970 census'])
    reference.ends.forEach((end, i) => {
      expectClose(bars[i][1], end, 1e-9)
      expectClose(bars[i][0], i === 0 ? 0 : reference.ends[i - 1], 1e-9)
      // The running totals give back the census populations the changes were taken from.
      expectClose(bars[i][1], reference.uspop[i], 1e-9)
    })
    expect(bars.at(-1)).toEqual([0, 203.2])
    const colours = datasetsOf(chart)[0].borderColor as string[]
    expect([colours[0], colours[1], colours.at(-1)]).toEqual(['#4e79a7', '#59a14f', '#4e79a7'])
    expect(result.tables[0].rows[1]).toEqual(['1790-1800', 1.38, 3.93, 5.31, 'Increase'])
    expect(result.notes[0]).toBe(
      `19 steps: increases add up to ${reference.up}, decreases to 0; the running total ends at 203.2.`,
    )
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('colours a decrease and leaves out the total bar when asked', async () => {
    const table = 'Item\tAmount\nRevenue\t100\nCosts\t-60.5\nTax\t-0.1\n'
    const result = rendered(
      await waterfallChartExecutor(
        demoInput('WaterfallChart', { table, params: { value_column: '', show_total: false, first_is_total: false } }),
      ),
    )
    expect(datasetsOf(result.charts[0])[0].data).toEqual([
      [0, 100],
      [100, 39.5],
      [39.5, 39.4],
    ])
    expect(result.tables[0].rows.map((row) => row[4])).toEqual(['Increase', 'Decrease', 'Decrease'])
    expect(result.notes[0]).toBe(
      '3 steps: increases add up to 100, decreases to -60.6; the running total ends at 39.4.',
    )
  })
})
