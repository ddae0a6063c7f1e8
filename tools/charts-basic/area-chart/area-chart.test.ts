import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { areaChartExecutor } from './executor'
import { demoInput } from '../../kit/test-support'
import { datasetsOf } from '../test-support'

describe('AreaChart on the WorldPhones demo', () => {
  it('stacks the seven regions so the top edge is the world total', async () => {
    const result = await areaChartExecutor(demoInput('AreaChart'))
    const [chart] = result.charts
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual([
      'N.Amer',
      'Europe',
      'Asia',
      'S.Amer',
      'Oceania',
      'Africa',
      'Mid.Amer',
    ])
    // Each region is filled down to the one below it, the first down to the axis.
    expect(datasets.map((dataset) => dataset.fill)).toEqual(['origin', '-1', '-1', '-1', '-1', '-1', '-1'])
    expect(chart.options).toMatchObject({
      scales: {
        y: { stacked: true },
        x: { type: 'linear', min: 1951, max: 1961, ticks: { format: { useGrouping: false } } },
      },
    })
    // Years are spaced by value: 1951, then 1956 … 1961 (R: rownames(WorldPhones)).
    expect(datasets[0].data.map((point) => (point as { x: number }).x)).toEqual([
      1951, 1956, 1957, 1958, 1959, 1960, 1961,
    ])
    // By hand, 1961: 79831 + 43173 + 9053 + 3338 + 3224 + 2005 + 1076 = 141700.
    const total1961 = result.tables[0].rows[6]
    expect(total1961[0]).toBe('1961')
    expect(total1961[total1961.length - 1]).toBe(141700)
  })

  it('fills each series to the axis when not stacked', async () => {
    const [chart] = (
      await areaChartExecutor(
        demoInput('AreaChart', { params: { stacked: false, series_columns: ['Europe', 'Asia'] } }),
      )
    ).charts
    expect(datasetsOf(chart).map((dataset) => dataset.fill)).toEqual(['origin', 'origin'])
    expect(chart.options).toMatchObject({ scales: { y: { stacked: false } } })
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'Year\tEurope\n1951\t21574\n1956\tn.a.\n'
    expect(() => areaChartExecutor(demoInput('AreaChart', { table, params: { series_columns: [] } }))).toThrow(
      AnalysisInputError,
    )
    expect(() => areaChartExecutor(demoInput('AreaChart', { table, params: { series_columns: [] } }))).toThrow(
      /line 3, column 2/,
    )
  })
})
