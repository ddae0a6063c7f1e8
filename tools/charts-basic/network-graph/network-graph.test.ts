import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf } from '../test-support'
import { networkGraphExecutor } from './executor'

const reference = moreChartsReference.network as {
  names: string[]
  degree: number[]
  strength: number[]
  edges: number
}

describe('NetworkGraph of Zachary’s karate club', () => {
  it('gives each member igraph’s degree and strength, and draws every friendship once', async () => {
    const result = rendered(await networkGraphExecutor(demoInput('NetworkGraph')))
    const [chart] = result.charts
    expect(chart.type).toBe('graph')
    const byName = new Map(result.tables[0].rows.map((row) => [row[0] as string, row]))
    reference.names.forEach((name, i) => {
      expect(byName.get(name)![1]).toBe(reference.degree[i])
      expect(byName.get(name)![2]).toBe(reference.strength[i])
    })
    const [dataset] = datasetsOf(chart)
    expect(dataset.edges as unknown[]).toHaveLength(reference.edges)
    expect(dataset.data).toHaveLength(34)
    for (const point of dataset.data as { x: number; y: number }[]) {
      expect(Math.abs(point.x)).toBeLessThanOrEqual(1)
      expect(Math.abs(point.y)).toBeLessThanOrEqual(1)
    }
    // The instructor and the administrator have the most friends, so they are labelled.
    const labels = Object.values(
      (chart.options as { plugins: { annotation: { annotations: Record<string, { content: string }> } } }).plugins
        .annotation.annotations,
    ).map((label) => label.content)
    expect(labels.slice(0, 2).sort()).toEqual(['m1', 'm34'])
    expect(result.notes[0]).toBe(
      '34 nodes and 78 edges (undirected). Laid out by the Fruchterman–Reingold force-directed algorithm (seed 1, 300 iterations); nodes grow with their degree.',
    )
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('lays out the same network the same way for the same seed', async () => {
    const positions = async (seed: number) =>
      datasetsOf((await networkGraphExecutor(demoInput('NetworkGraph', { seed }))).charts[0])[0].data
    expect(await positions(7)).toEqual(await positions(7))
    expect(await positions(7)).not.toEqual(await positions(8))
  })

  it('adds up an edge given in both directions and leaves out a self-loop', async () => {
    const table = 'from\tto\tw\na\tb\t1\nb\ta\t2\nb\tb\t1\nb\tc\t1\n'
    const result = rendered(
      await networkGraphExecutor(
        demoInput('NetworkGraph', {
          table,
          params: { source_column: 'from', target_column: 'to', weight_column: 'w' },
        }),
      ),
    )
    expect(result.tables[0].rows).toEqual([
      ['a', 1, 3],
      ['b', 2, 4],
      ['c', 1, 1],
    ])
    expect(result.notes.slice(1)).toEqual([
      '1 rows repeated an edge already given (either direction is the same edge); their weights were added up.',
      '1 rows joined a node to itself and were left out.',
    ])
  })
})
