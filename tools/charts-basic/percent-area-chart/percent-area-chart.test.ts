import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { percentAreaChartExecutor } from './executor'

const reference = moreChartsReference.percentArea as {
  years: number[]
  regions: string[]
  shares: number[][]
  totals: number[]
}

describe('PercentAreaChart on WorldPhones', () => {
  it('stacks every region’s share of the year’s total as R’s prop.table gives it', async () => {
    const result = rendered(await percentAreaChartExecutor(demoInput('PercentAreaChart')))
    const [chart] = result.charts
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual(reference.regions)
    expect(datasets.map((dataset) => dataset.fill)).toEqual(['origin', '-1', '-1', '-1', '-1', '-1', '-1'])
    reference.shares.forEach((row, r) =>
      row.forEach((share, s) => {
        expectClose((datasets[s].data[r] as { x: number; y: number }).y, share, 1e-9)
        expectClose(result.tables[0].rows[r][s + 1] as number, share, 1e-9)
      }),
    )
    // Every year's shares add up to 100 %.
    for (const row of result.tables[0].rows)
      expectClose(
        (row.slice(1, -1) as number[]).reduce((sum, share) => sum + share, 0),
        100,
        1e-9,
      )
    expect(result.tables[0].rows.map((row) => row.at(-1))).toEqual(reference.totals)
    expect(chart.options).toMatchObject({ scales: { y: { stacked: true, min: 0, max: 100 } } })
    expect(result.notes[0]).toBe(
      '7 series of 7 points; at each point every series is drawn as its percentage of that point’s total, so they add up to 100% (a missing value counts as 0).',
    )
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('leaves a row whose total is 0 empty and says so', async () => {
    const table = 'Depth\tA\tB\n1\t1\t3\n2\t0\t0\n3\t2\t\n'
    const result = rendered(await percentAreaChartExecutor(demoInput('PercentAreaChart', { table })))
    expect(result.tables[0].rows).toEqual([
      ['1', 25, 75, 4],
      ['2', null, null, 0],
      ['3', 100, 0, 2],
    ])
    expect(result.notes[1]).toBe('Points whose total is 0 have no shares and are left empty: 2.')
  })

  it('refuses a negative value', async () => {
    const table = 'Year\tA\tB\n1\t1\t3\n2\t-1\t0\n'
    expect((await runFailure(() => percentAreaChartExecutor(demoInput('PercentAreaChart', { table })))).text).toContain(
      'line 3, column "A": a chart of shares cannot use a negative value (-1).',
    )
  })
})
