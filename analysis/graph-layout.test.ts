import { describe, expect, it } from 'vitest'
import { forceDirectedLayout, type LayoutEdge } from './graph-layout'

/** Two 6-node cliques joined by one edge, and two isolated nodes. */
function twoCliques(): { nodes: number; edges: LayoutEdge[] } {
  const edges: LayoutEdge[] = []
  for (const offset of [0, 6])
    for (let i = 0; i < 6; i++) for (let j = i + 1; j < 6; j++) edges.push({ source: offset + i, target: offset + j })
  edges.push({ source: 0, target: 6 })
  return { nodes: 14, edges }
}

const distance = (layout: { x: Float64Array; y: Float64Array }, i: number, j: number) =>
  Math.hypot(layout.x[i] - layout.x[j], layout.y[i] - layout.y[j])

// No independent implementation draws the same picture (igraph's layout_with_fr starts from R's own
// random numbers), so these tests check what a layout must do: be reproducible, fit the frame, keep
// nodes apart and put linked nodes together.
describe('forceDirectedLayout (Fruchterman-Reingold)', () => {
  it('gives the same positions for the same seed and other positions for another seed', () => {
    const { nodes, edges } = twoCliques()
    const a = forceDirectedLayout(nodes, edges, { seed: 7 })
    const b = forceDirectedLayout(nodes, edges, { seed: 7 })
    const c = forceDirectedLayout(nodes, edges, { seed: 8 })
    expect([...a.x]).toEqual([...b.x])
    expect([...a.y]).toEqual([...b.y])
    expect([...a.x]).not.toEqual([...c.x])
  })

  it('fits the frame [-1, 1], its larger side spanning it', () => {
    const { nodes, edges } = twoCliques()
    const { x, y } = forceDirectedLayout(nodes, edges)
    for (const v of [...x, ...y]) expect(Math.abs(v)).toBeLessThanOrEqual(1 + 1e-12)
    const span = (values: Float64Array) => Math.max(...values) - Math.min(...values)
    expect(Math.max(span(x), span(y))).toBeCloseTo(2, 12)
  })

  it('puts the nodes of a clique closer to each other than to the other clique, and keeps every node apart', () => {
    const { nodes, edges } = twoCliques()
    const layout = forceDirectedLayout(nodes, edges, { seed: 3 })
    let within = 0
    let between = 0
    for (let i = 0; i < 6; i++)
      for (let j = 0; j < 6; j++) {
        if (i < j) within += distance(layout, i, j) + distance(layout, 6 + i, 6 + j)
        between += distance(layout, i, 6 + j)
      }
    expect(within / 30).toBeLessThan(0.5 * (between / 36))
    for (let i = 0; i < nodes; i++)
      for (let j = i + 1; j < nodes; j++) expect(distance(layout, i, j)).toBeGreaterThan(0.02)
  })

  it('keeps the isolated nodes in the frame near the graph instead of flying away', () => {
    const { nodes, edges } = twoCliques()
    const layout = forceDirectedLayout(nodes, edges)
    // Isolated nodes 12 and 13 lie within the frame and not both at its far corners.
    expect(Math.hypot(layout.x[12], layout.y[12]) + Math.hypot(layout.x[13], layout.y[13])).toBeLessThan(2 * Math.SQRT2)
  })

  it('handles empty, single-node graphs and rejects edges to missing nodes', () => {
    expect(forceDirectedLayout(0, []).x).toHaveLength(0)
    const one = forceDirectedLayout(1, [])
    expect([one.x[0], one.y[0]]).toEqual([0, 0])
    expect(() => forceDirectedLayout(2, [{ source: 0, target: 2 }])).toThrow(RangeError)
    expect(() => forceDirectedLayout(2, [{ source: 0, target: 1, weight: 0 }])).toThrow(RangeError)
  })
})
