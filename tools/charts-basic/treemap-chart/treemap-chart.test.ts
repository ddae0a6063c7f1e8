import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { treemapChartExecutor } from './executor'

const reference = moreChartsReference.treemap as {
  phylum: string[]
  class: string[]
  reads: number[]
  ofTotal: number[]
  ofPhylum: number[]
  total: number
  phyla: number
}

describe('TreemapChart of the Global Patterns reads by phylum and class', () => {
  it('adds up the orders of each class as R’s aggregate does, with its shares', async () => {
    const result = rendered(await treemapChartExecutor(demoInput('TreemapChart')))
    const [chart] = result.charts
    expect(chart.type).toBe('treemap')
    const rows = result.tables[0].rows
    expect(rows).toHaveLength(reference.reads.length)
    const index = new Map(reference.phylum.map((phylum, i) => [`${phylum}/${reference.class[i]}`, i]))
    for (const [phylum, name, reads, ofTotal, ofPhylum] of rows as [string, string, number, number, number][]) {
      const i = index.get(`${phylum}/${name}`)!
      expect(reads).toBe(reference.reads[i])
      expectClose(ofTotal, reference.ofTotal[i], 1e-9)
      expectClose(ofPhylum, reference.ofPhylum[i], 1e-9)
    }
    const [dataset] = datasetsOf(chart)
    expect(dataset.groups).toEqual(['level0', 'level1'])
    expect((dataset.tree as { value: number }[]).reduce((sum, box) => sum + box.value, 0)).toBe(reference.total)
    expect(Object.keys((dataset.perTopGroup as { backgroundColor: object }).backgroundColor)).toHaveLength(
      reference.phyla,
    )
    expect(result.notes[0]).toBe(
      `85 rows added up to ${reference.reads.length} boxes in ${reference.phyla} top-level groups; ${reference.total} in all. Each box’s area is proportional to its value.`,
    )
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('counts rows without a value column, and refuses four levels', async () => {
    const table = 'a\tb\nx\t1\nx\t2\ny\t3\n'
    const counted = rendered(
      await treemapChartExecutor(
        demoInput('TreemapChart', { table, params: { group_columns: ['a'], value_column: '' } }),
      ),
    )
    expect(counted.tables[0].rows).toEqual([
      ['x', 2, (100 * 2) / 3],
      ['y', 1, 100 / 3],
    ])
    const failure = await runFailure(() =>
      treemapChartExecutor(
        demoInput('TreemapChart', { params: { group_columns: ['Kingdom', 'Phylum', 'Class', 'Order'] } }),
      ),
    )
    expect(failure.text).toBe('Choose 1 to 3 hierarchy columns (not 4).')
  })
})
