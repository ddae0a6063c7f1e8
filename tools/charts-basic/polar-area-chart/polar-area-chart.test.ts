import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { polarAreaChartExecutor } from './executor'

const reference = moreChartsReference.polarArea as { labels: string[]; percent: number[]; total: number }

describe('PolarAreaChart on the UK lung-disease deaths per month', () => {
  it('draws the twelve months in calendar order with R’s shares of the total', async () => {
    const result = rendered(await polarAreaChartExecutor(demoInput('PolarAreaChart')))
    const [chart] = result.charts
    expect(chart.type).toBe('polarArea')
    expect((chart.data as { labels: string[] }).labels).toEqual(reference.labels)
    expect(datasetsOf(chart)[0].data[0]).toBe(2959.3)
    const percents = result.tables[0].rows.map((row) => row[2] as number)
    reference.percent.forEach((percent, i) => expectClose(percents[i], percent, 1e-9))
    expect(result.notes[0]).toBe(
      '12 sectors adding up to 24679.5; each sector has the same angle and a radius proportional to its value.',
    )
    expect(reference.total).toBe(24679.5)
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('sorts the sectors from the largest when asked', async () => {
    const result = rendered(await polarAreaChartExecutor(demoInput('PolarAreaChart', { params: { sort: true } })))
    expect((result.charts[0].data as { labels: string[] }).labels.slice(0, 3)).toEqual(['Jan', 'Feb', 'Mar'])
    expect(result.tables[0].rows.at(-1)![0]).toBe('Sep')
  })

  it('refuses a negative value, naming its line', async () => {
    const table = 'Month\tAll\nJan\t10\nFeb\t-3\n'
    expect((await runFailure(() => polarAreaChartExecutor(demoInput('PolarAreaChart', { table })))).text).toContain(
      'line 3, column "All": a polar area chart cannot show a negative value (-3).',
    )
  })
})
