import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { methodsReference } from '../methods-test-support'
import { column, expectClose, tableById } from '../test-support'
import { coOccurrenceNetworkExecutor } from './executor'

const reference = methodsReference.network

describe('co-occurrence network (demo: 40 most abundant prevalent genera of Global Patterns)', () => {
  it('links the pairs R finds with q < 0.05 and |rho| >= 0.6, with their rho, p and q', async () => {
    const result = rendered(await coOccurrenceNetworkExecutor(demoInput('CoOccurrenceNetwork')))
    const nodes = tableById(result.tables, 'network-nodes')
    const lineages = column(nodes, 'Lineage') as string[]
    expect([...lineages].sort()).toEqual([...reference.lineages].sort())
    const labelOf = new Map((column(nodes, 'Taxon') as string[]).map((label, row) => [label, lineages[row]]))
    const edges = tableById(result.tables, 'network-edges')
    expect(edges.rows).toHaveLength(reference.edges)
    const key = (a: string, b: string) => [a, b].sort().join('|')
    const expected = new Map(
      reference.rho.map((_, k) => [
        key(reference.lineages[reference.source[k]], reference.lineages[reference.target[k]]),
        k,
      ]),
    )
    const [a, b, rho, p, q] = ['Feature A', 'Feature B', 'Spearman ρ', 'p', 'q (BH)'].map((header) =>
      column(edges, header),
    )
    edges.rows.forEach((_, row) => {
      const k = expected.get(key(labelOf.get(a[row] as string) as string, labelOf.get(b[row] as string) as string))
      if (k === undefined) throw new Error(`edge ${String(a[row])} – ${String(b[row])} is not a pair of R`)
      expectClose(rho[row], reference.rho[k], 1e-9)
      expectClose(p[row], reference.p[k], 1e-9)
      expectClose(q[row], reference.q[k], 1e-9)
      expect(q[row] as number).toBeLessThan(0.05)
      expect(Math.abs(rho[row] as number)).toBeGreaterThanOrEqual(0.6)
    })
    expect(q).toEqual([...(q as number[])].sort((x, y) => x - y))
    expect(result.notes[0]).toMatch(
      new RegExp(`^40 genus-level taxa .* 780 pairs; ${reference.edges} pairs have a BH-adjusted q < 0.05`),
    )
  })

  it('draws a graph with fixed positions and one coloured line per edge, the same for the same seed', async () => {
    const first = rendered(await coOccurrenceNetworkExecutor(demoInput('CoOccurrenceNetwork')))
    const again = rendered(await coOccurrenceNetworkExecutor(demoInput('CoOccurrenceNetwork')))
    const other = rendered(await coOccurrenceNetworkExecutor(demoInput('CoOccurrenceNetwork', { params: { seed: 2 } })))
    const [chart] = first.charts
    expect(chart.type).toBe('graph')
    const dataset = (
      chart.data.datasets as { data: { x: number; y: number }[]; edges: unknown[]; edgeLineBorderColor: string[] }[]
    )[0]
    expect(dataset.edges).toHaveLength(reference.edges)
    expect(dataset.edgeLineBorderColor).toHaveLength(reference.edges)
    for (const point of dataset.data) expect(Math.abs(point.x) <= 1 && Math.abs(point.y) <= 1).toBe(true)
    expect(again.charts[0].data).toEqual(chart.data)
    expect(other.charts[0].data).not.toEqual(chart.data)
    // Each drawn node is a taxon with at least one edge.
    const nodes = tableById(first.tables, 'network-nodes')
    const linked = column(nodes, 'Degree (edges)').filter((degree) => (degree as number) > 0)
    expect(chart.data.labels).toHaveLength(linked.length)
  })

  it('refuses a table where fewer than three taxa pass the prevalence', async () => {
    const table = 'OTU ID\ta\tb\tc\td\n1\t5\t3\t0\t2\n2\t1\t4\t6\t8\n3\t0\t0\t0\t9\n'
    const failure = await runFailure(() =>
      coOccurrenceNetworkExecutor(
        demoInput('CoOccurrenceNetwork', { table, params: { level: 'feature', min_prevalence: 60 } }),
      ),
    )
    expect(failure).toEqual({
      code: '1004',
      text: 'Only 2 OTU/ASV are present in at least 60% of samples; at least 3 are needed: lower the lowest prevalence, or choose another level.',
    })
  })
})
