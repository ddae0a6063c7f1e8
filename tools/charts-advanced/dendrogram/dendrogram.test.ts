import { describe, expect, it } from 'vitest'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.dendrogram

describe('Dendrogram of the Global Patterns samples (R: hclust(vegdist(x, "bray"), "average"))', () => {
  it('merges at the heights of R hclust and orders the leaves alike', async () => {
    const result = await runDemo('Dendrogram')
    const merges = result.tables.find((table) => table.id === 'dendrogram-merges')!
    expect(merges.rows).toHaveLength(25)
    merges.rows.forEach((row, k) => close(row[3] as number, expected.heights[k], 1e-9))
    const scales = result.charts[0].options?.scales as { leafLabels: { labels: string[] } }
    expect(scales.leafLabels.labels).toEqual(expected.order)
    expectDrawable(result.charts)
  })

  it('draws the root at the last merge height and marks leaves by sample type', async () => {
    const result = await runDemo('Dendrogram')
    const datasets = (result.charts[0].data as { datasets: { label: string; data: ({ x: number } | { x: null })[] }[] })
      .datasets
    const heights = datasets[0].data.flatMap((p) => (p.x === null ? [] : [p.x]))
    close(Math.max(...heights), expected.heights[expected.heights.length - 1], 1e-12)
    expect(datasets.slice(1).map((d) => d.label)).toContain('Soil')
  })

  it('clusters columns by correlation distance on request (by hand: 2 variables, one merge at 1 − r)', async () => {
    // r(a, b) = 1 for a = 1, 2, 3 and b = 2, 4, 6, so they merge at height 0.
    const result = await runDemo('Dendrogram', {
      table: 'id\ta\tb\nx\t1\t2\ny\t2\t4\nz\t3\t6\n',
      params: { cluster: 'columns', distance: 'correlation', group_column: '' },
    })
    const merges = result.tables.find((table) => table.id === 'dendrogram-merges')!
    expect(merges.rows).toEqual([[1, 'a', 'b', 0, '#2']])
  })

  it('refuses a negative abundance for Bray-Curtis', async () => {
    const error = await runFailure('Dendrogram', {
      table: 'id\ta\tb\nx\t1\t-2\ny\t2\t4\n',
      params: { group_column: '' },
    })
    expect(error.message).toMatch(/"x" has the negative value -2/)
  })

  it('needs two items (1002)', async () => {
    expectToolError(
      await runFailure('Dendrogram', { table: 'id\ta\nx\t1\n', params: { group_column: '', distance: 'euclidean' } }),
      '1002',
      /at least 2 items/,
    )
  })
})
