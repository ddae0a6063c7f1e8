import { describe, expect, it } from 'vitest'
import { expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'
import { vennLayoutOrder } from './executor'

interface VennData {
  labels: string[]
  datasets: { data: { sets: string[]; value: number }[] }[]
}

const regionsOf = (data: unknown) =>
  Object.fromEntries((data as VennData).datasets[0].data.map((region) => [region.sets.join(' & '), region.value]))

describe('VennDiagram', () => {
  it('counts the 15 regions of the Global Patterns genera as R set operations do (soil & skin share 126 only)', async () => {
    const result = await runDemo('VennDiagram')
    const regions = regionsOf(result.charts[0].data)
    expect(Object.keys(regions)).toHaveLength(15)
    reference.venn.regions.forEach((name, k) => expect(regions[name]).toBe(reference.venn.sizes[k]))
    expect(result.notes[0]).toContain(`union ${reference.venn.union}`)
    expectDrawable(result.charts)
  })

  it('counts a small case by hand, regions in the layout order of chartjs-chart-venn', async () => {
    // A = {a, b, c, d}, B = {c, d, e}, C = {d, f, f}:
    // A only {a, b} = 2, B only {e} = 1, C only {f} = 1 (listed twice, counted once),
    // A∩B only {c} = 1, A∩C only 0, B∩C only 0, A∩B∩C {d} = 1.
    const result = await runDemo('VennDiagram', {
      table: 'A\tB\tC\na\tc\td\nb\td\tf\nc\te\tf\nd\t\t\n',
      params: { set_columns: [] },
    })
    const data = result.charts[0].data as unknown as VennData
    expect(data.labels).toEqual(['A', 'B', 'C', 'A ∩ B', 'A ∩ C', 'B ∩ C', 'A ∩ B ∩ C'])
    expect(data.datasets[0].data.map((region) => region.value)).toEqual([2, 1, 1, 1, 0, 0, 1])
  })

  it('lays out 5 sets in the library order: singles, pairs, triples … lexicographic', () => {
    const order = vennLayoutOrder(5)
    expect(order).toHaveLength(31)
    expect(order.slice(0, 7)).toEqual([[0], [1], [2], [3], [4], [0, 1], [0, 2]])
    expect(order[30]).toEqual([0, 1, 2, 3, 4])
  })

  it('refuses six sets and points to the UpSet plot (1001)', async () => {
    const table = 'A\tB\tC\tD\tE\tF\nx\tx\tx\tx\tx\tx\n'
    expectToolError(
      await runFailure('VennDiagram', { table, params: { set_columns: [] } }),
      '1001',
      /2 to 5 sets \(columns\), got 6; use the UpSet plot/,
    )
  })
})
