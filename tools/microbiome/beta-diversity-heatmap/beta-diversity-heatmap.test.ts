import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoInput, rendered } from '../../kit/test-support'
import { column, expectClose, tableById } from '../test-support'
import { betaDiversityHeatmapExecutor } from './executor'

/** vegan's vegdist and R's hclust on the demo (tests/fixtures/analysis/sample-clustering/generate.R). */
const reference = JSON.parse(readFileSync('tests/fixtures/analysis/sample-clustering/reference.json', 'utf8')) as {
  samples: string[]
  metrics: Record<string, { condensed: number[]; hclust: Record<string, { heights: number[]; labels: string[] }> }>
}

describe('Beta diversity heatmap (demo: Global Patterns top 2,000 OTUs)', () => {
  it.each([
    ['braycurtis', 'average'],
    ['braycurtis', 'complete'],
    ['unweighted_unifrac', 'average'],
  ] as const)(
    "%s, %s linkage: vegan's distances in R hclust's merge heights and leaf order",
    async (metric, linkage) => {
      const result = rendered(
        await betaDiversityHeatmapExecutor(demoInput('BetaDiversityHeatmap', { params: { metric, linkage } })),
      )
      const expected = reference.metrics[metric]
      column(tableById(result.tables, 'merge-heights'), 'Height').forEach((value, k) =>
        expectClose(value, expected.hclust[linkage].heights[k]),
      )
      const ordered = tableById(result.tables, 'ordered-distances')
      const labels = column(ordered, 'Sample') as string[]
      expect(labels).toEqual(expected.hclust[linkage].labels)
      const index = (id: string) => reference.samples.indexOf(id)
      const n = reference.samples.length
      const condensedAt = (i: number, j: number) => {
        const [a, b] = i < j ? [i, j] : [j, i]
        return expected.condensed[n * a - (a * (a + 1)) / 2 + (b - a - 1)]
      }
      ordered.rows.forEach((row, r) =>
        row.slice(1).forEach((value, c) => {
          if (r === c) expect(value).toBe(0)
          else expectClose(value, condensedAt(index(labels[r]), index(labels[c])))
        }),
      )
    },
  )

  it('names the metric and the linkage, and offers the tree as Newick', async () => {
    const result = rendered(await betaDiversityHeatmapExecutor(demoInput('BetaDiversityHeatmap')))
    expect(result.charts[0].title).toBe('Bray-Curtis distance heatmap')
    expect(result.notes[0]).toMatch(
      /^Bray-Curtis distances between every pair of 26 samples, rows and columns in the leaf order of average-linkage \(UPGMA\)/,
    )
    expect(result.files[0].name).toBe('sample-dendrogram.nwk')
  })
})
