import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { methodsReference } from '../methods-test-support'
import { column, expectClose, tableById } from '../test-support'
import { rankAbundanceExecutor } from './executor'

const reference = methodsReference.rankAbundance

describe('rank-abundance curves (demo: 2,000 Global Patterns OTUs)', () => {
  it("draws each sample's sorted proportions as R sorts them, on a log scale", async () => {
    const result = rendered(await rankAbundanceExecutor(demoInput('RankAbundance')))
    const [chart] = result.charts
    const datasets = chart.data.datasets as { label: string; data: { x: number; y: number }[] }[]
    expect(datasets.map((dataset) => dataset.label)).toEqual(reference.samples)
    datasets.forEach((dataset, s) => {
      expect(dataset.data).toHaveLength(Math.min(300, reference.present[s]))
      reference.top10[s].forEach((value, r) => expectClose(dataset.data[r].y, 100 * value, 1e-12))
    })
    expect((chart.options as { scales: { y: { type: string } } }).scales.y.type).toBe('logarithmic')
    const table = tableById(result.tables, 'rank-abundance')
    expect(column(table, 'Features present')).toEqual(reference.present)
    column(table, 'Top 10 together (%)').forEach((value, s) =>
      expectClose(value, 100 * reference.top10[s].reduce((sum, v) => sum + v, 0), 1e-12),
    )
    // Soil samples share a colour; a Feces sample has another.
    const colour = (id: string) =>
      (datasets.find((dataset) => dataset.label === id) as unknown as { borderColor: string }).borderColor
    expect(colour('CL3')).toBe(colour('SV1'))
    expect(colour('CL3')).not.toBe(colour('M31Fcsw'))
  })

  it('draws one curve per SampleType from the mean proportions of its samples', async () => {
    const result = rendered(await rankAbundanceExecutor(demoInput('RankAbundance', { params: { curves: 'group' } })))
    const datasets = result.charts[0].data.datasets as { label: string; data: { y: number }[] }[]
    expect(datasets.map((dataset) => dataset.label)).toEqual(reference.groups)
    datasets.forEach((dataset, g) =>
      reference.groupTop10[g].forEach((value, r) => expectClose(dataset.data[r].y, 100 * value, 1e-12)),
    )
    expect(column(tableById(result.tables, 'rank-abundance'), 'Features present')).toEqual(reference.groupPresent)
  })

  it('asks for a grouping column before drawing one curve per group', async () => {
    const failure = await runFailure(() =>
      rankAbundanceExecutor(
        demoInput('RankAbundance', { params: { curves: 'group', group_column: '' }, files: { metadata: null } }),
      ),
    )
    expect(failure).toEqual({
      code: '1001',
      text: 'Parameter curves: one curve per group needs the sample metadata and a grouping column.',
    })
  })
})
