import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { parseNewick } from '../../../analysis/io/newick'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.clusteredHeatmap

/** Root-to-tip depth of a Newick tree written as ape's as.phylo(hclust): half the root merge height. */
function rootHeight(newick: string): number {
  const tree = parseNewick(newick)
  const tip = tree.tipNames.findIndex((name) => name !== null)
  let depth = 0
  for (let node = tip; tree.parent[node] >= 0; node = tree.parent[node]) depth += tree.branchLength[node]
  return depth
}

describe('ClusteredHeatmap on the Marioni top-40 genes (R: hclust(dist(t(scale(t(x)))), "complete"))', () => {
  it('orders rows and columns as R hclust leaves them, kidney samples apart from liver', async () => {
    const result = await runDemo('ClusteredHeatmap')
    const scales = result.charts[0].options?.scales as Record<string, { labels: string[] }>
    expect(scales.rowLabels.labels).toEqual(expected.rowOrder)
    expect(scales.columnLabels.labels).toEqual(expected.columnOrder)
    expect(scales.columnLabels.labels.slice(0, 5).every((name) => name.endsWith('Liver'))).toBe(true)
    expectDrawable(result.charts)
  })

  it('shows row z-scores and the dendrograms reach R merge heights', async () => {
    const result = await runDemo('ClusteredHeatmap')
    const table = result.tables[0]
    const c8b = table.rows.find((row) => row[0] === 'C8B') as (string | number)[]
    close(c8b[table.columns.indexOf('R1L1Kidney')] as number, expected.zC8B_R1L1Kidney, 1e-9)
    const files = Object.fromEntries(result.files.map((file) => [file.name, String(file.content)]))
    close(rootHeight(files['row-dendrogram.nwk']), Math.max(...expected.rowHeights) / 2, 1e-9)
    close(rootHeight(files['column-dendrogram.nwk']), Math.max(...expected.columnHeights) / 2, 1e-9)
    // The colour key spans ± the largest |z| (R: max(abs(z)) = 1.2138).
    expect(result.notes.join(' ')).toContain(`±${expected.maxAbsZ.toPrecision(4)}`)
  })

  it('writes its labels in Chinese for a Chinese reader', async () => {
    const result = await runDemo('ClusteredHeatmap', {}, 'zh')
    expect(result.charts[0].title).toBe('聚类热图')
    expect(result.notes[0]).toBe('40 行 × 10 列。')
  })

  it('names the line and column of a cell that is not a number', async () => {
    const error = await runFailure('ClusteredHeatmap', { table: 'gene\ta\tb\nX\t1\t2\nY\tlow\t3\nZ\t4\t5\n' })
    expect(error).toBeInstanceOf(AnalysisInputError)
    expect(error.message).toMatch(/line 3, column 2: column "a" holds "low"/)
  })

  it('refuses a single value column (1001)', async () => {
    expectToolError(
      await runFailure('ClusteredHeatmap', { params: { value_columns: ['R1L1Kidney'] } }),
      '1001',
      /at least 2 value columns/,
    )
  })
})
