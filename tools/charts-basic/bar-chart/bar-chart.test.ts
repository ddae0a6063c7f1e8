import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { ToolRunError } from '../../kit/types'
import { barChartExecutor } from './executor'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

describe('BarChart on the Global Patterns phylum composition demo', () => {
  it('stacks the seven phylum series per sample type to 100 %', async () => {
    const result = await barChartExecutor(demoInput('BarChart'))
    const [chart] = result.charts
    expect(chart.type).toBe('bar')
    expect((chart.data as { labels: string[] }).labels).toEqual([
      'Feces',
      'Freshwater',
      'Freshwater (creek)',
      'Mock',
      'Ocean',
      'Sediment (estuary)',
      'Skin',
      'Soil',
      'Tongue',
    ])
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual([
      'Proteobacteria',
      'Firmicutes',
      'Bacteroidetes',
      'Cyanobacteria',
      'Actinobacteria',
      'Verrucomicrobia',
      'Others',
    ])
    // The demo table is R's mean relative abundance (README): Feces are 54.82 % Firmicutes,
    // Sediment (estuary) 70.99 % Proteobacteria; each row adds up to 100 ± the rounding of 7 cells.
    const percent = (series: number, category: number) => datasets[series].data[category] as number
    expectClose(percent(1, 0), 54.82, 0.01)
    expectClose(percent(0, 5), 70.99, 0.01)
    for (let category = 0; category < 9; category++)
      expectClose(
        datasets.reduce((sum, _, s) => sum + percent(s, category), 0),
        100,
        1e-9,
      )
    const scales = chart.options!.scales as Record<string, { stacked: boolean; max?: number }>
    expect(scales.x.stacked).toBe(true)
    expect(scales.y).toMatchObject({ stacked: true, max: 100 })
    expect(rendered(result.notes[0])).toBe('9 categories × 7 series, stacked, as percentages of each category.')
  })

  it('draws the raw values side by side, horizontally, when asked', async () => {
    const result = await barChartExecutor(
      demoInput('BarChart', {
        params: { layout: 'grouped', percent: false, horizontal: true, series_columns: ['Others', 'Firmicutes'] },
      }),
    )
    const [chart] = result.charts
    expect(chart.options).toMatchObject({ indexAxis: 'y', scales: { y: { stacked: false }, x: { stacked: false } } })
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual(['Others', 'Firmicutes'])
    // Soil's Others is 31.79 in the table (line 9).
    expect(datasets[0].data[7]).toBe(31.79)
    expect(result.tables[0].rows[7]).toEqual(['Soil', 31.79, 0.64])
  })

  it('refuses more bars than a reader could tell apart', async () => {
    const rows = Array.from({ length: 2600 }, (_, i) => `c${i}\t${i}\t${2 * i}`)
    const table = ['Category\tA\tB', ...rows].join('\n')
    const input = demoInput('BarChart', { table, params: { series_columns: [] } })
    expect(() => barChartExecutor(input)).toThrow(ToolRunError)
    expect((await runFailure(() => barChartExecutor(input))).text).toBe(
      'The data have 5200 bars (categories × series); this chart shows at most 5000. Summarise the data or pick fewer series first; for ordered data use the line chart.',
    )
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'SampleType\tFirmicutes\tOthers\nSoil\t0.64\t31.79\nFeces\tlots\t1.95\n'
    expect(() => barChartExecutor(demoInput('BarChart', { table, params: { series_columns: [] } }))).toThrow(
      AnalysisInputError,
    )
    expect(() => barChartExecutor(demoInput('BarChart', { table, params: { series_columns: [] } }))).toThrow(
      /line 3, column 2: column "Firmicutes" holds "lots"/,
    )
  })
})
