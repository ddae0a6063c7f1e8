import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { lollipopChartExecutor } from './executor'
import { demoInput, rendered } from '../../kit/test-support'
import { datasetsOf } from '../test-support'

describe('LollipopChart on the observed OTUs of the Global Patterns samples', () => {
  it('orders the samples from most to fewest OTUs, as stems (thin bars) with heads (points)', async () => {
    const [chart] = (await lollipopChartExecutor(demoInput('LollipopChart'))).charts
    const labels = (chart.data as { labels: string[] }).labels
    // R: sort(colSums(otu > 0), decreasing = TRUE): CC1 7679, CL3 6964, AQC4cm 6582, …, NP2 2547, M11Tong 2067.
    expect(labels.slice(0, 3)).toEqual(['CC1', 'CL3', 'AQC4cm'])
    expect(labels.slice(-2)).toEqual(['NP2', 'M11Tong'])
    const [heads, stems] = datasetsOf(chart)
    expect(heads.type).toBe('scatter')
    expect(heads.data[0]).toEqual({ x: 7679, y: 'CC1' })
    expect(stems).toMatchObject({ type: 'bar', barThickness: 2 })
    expect(stems.data.at(-1)).toBe(2067)
    expect(chart.options).toMatchObject({ indexAxis: 'y' })
  })

  it('keeps the first N after ordering, smallest first when asked, upright', async () => {
    const result = await lollipopChartExecutor(
      demoInput('LollipopChart', { params: { order: 'ascending', top_n: 3, horizontal: false } }),
    )
    // R: head(sort(colSums(otu > 0)), 3): M11Tong 2067, NP2 2547, M11Fcsw 2574.
    expect(result.tables[0].rows).toEqual([
      [1, 'M11Tong', 2067],
      [2, 'NP2', 2547],
      [3, 'M11Fcsw', 2574],
    ])
    expect(datasetsOf(result.charts[0])[0].data[0]).toEqual({ x: 'M11Tong', y: 2067 })
    expect(rendered(result.notes[0])).toBe('3 of 26 items, smallest first.')
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'Sample\tObservedOTUs\nCL3\t6964\nCC1\t\n'
    expect(() => lollipopChartExecutor(demoInput('LollipopChart', { table }))).toThrow(AnalysisInputError)
    expect(() => lollipopChartExecutor(demoInput('LollipopChart', { table }))).toThrow(
      /line 3, column 2: column "ObservedOTUs" has no value/,
    )
  })
})
