import { describe, expect, it } from 'vitest'
import { embeddingReference } from '../../../analysis/ordination/embedding-reference'
import { expectDrawable, modelFailure, runModelDemo } from '../model-testing/test-support'

const reference = embeddingReference.tsneIris.sklearnTsne

const coordinates = (result: Awaited<ReturnType<typeof runModelDemo>>) =>
  result.tables.find((table) => table.id === 'embedding-coordinates')!.rows.map((row) => row.slice(2))
const setting = (result: Awaited<ReturnType<typeof runModelDemo>>, name: string) =>
  result.tables[0].rows.find((row) => String(row[0]).startsWith(name))![1] as number

describe('TsneEmbedding of iris (the demo: four measurements unscaled, perplexity 30, 500 iterations, seed 42)', () => {
  it("keeps the flowers' neighbours as well as scikit-learn's own exact TSNE, and says so with the seed", async () => {
    const result = await runModelDemo('TsneEmbedding')
    const trust = setting(result, 'Trustworthiness')
    // scikit-learn's TSNE(method="exact", 1000 iterations) reaches 0.9908 on these data.
    expect(trust).toBeGreaterThanOrEqual(0.9)
    expect(trust).toBeGreaterThanOrEqual(reference.trustworthiness - 0.03)
    expect(result.tables[0].rows.slice(0, 5).map((row) => row[1])).toEqual([150, 4, 'none', 30, 500])
    expect(result.notes[0]).toMatch(
      /^Exact t-SNE .*: 150 observations of 4 features in two dimensions; perplexity 30, 500 iterations .* learning rate 50, seed 42; final KL divergence 0\.1\d+, trustworthiness \(k = 5\) 0\.98\d+\.$/,
    )
    const rows = result.tables.find((table) => table.id === 'embedding-coordinates')!.rows
    expect(rows[0].slice(0, 2)).toEqual(['line 2', 'setosa'])
    const datasets = (result.charts[0].data as { datasets: { label: string; data: { x: number; y: number }[] }[] })
      .datasets
    expect(datasets.map((set) => set.label)).toEqual(['setosa (n = 50)', 'versicolor (n = 50)', 'virginica (n = 50)'])
    // The chart draws the coordinates of the table, by group.
    expect(datasets[0].data[0]).toEqual({ x: rows[0][2], y: rows[0][3] })
    expectDrawable(result.charts)
  })

  it('gives the same coordinates for the same seed and other ones for another seed', async () => {
    const params = { iterations: 300 }
    const first = coordinates(await runModelDemo('TsneEmbedding', { params }))
    expect(coordinates(await runModelDemo('TsneEmbedding', { params }))).toEqual(first)
    expect(coordinates(await runModelDemo('TsneEmbedding', { params: { ...params, seed: 43 } }))).not.toEqual(first)
  })

  it('refuses a perplexity of (n − 1) / 3 or more, naming the limit (1001)', async () => {
    expect(await modelFailure('TsneEmbedding', { params: { perplexity: 50 } })).toEqual({
      code: '1001',
      text: 'A perplexity of 50 is too large for 150 observations: it must be below (observations − 1) / 3 = 49.67. Choose a smaller perplexity or use more observations.',
    })
  })

  it('refuses to standardize a constant column, naming it (1002)', async () => {
    const lines = ['a\tb\tc', ...Array.from({ length: 12 }, (_, i) => `${i}\t${i % 5}\t7`)]
    expect(
      await modelFailure('TsneEmbedding', {
        table: lines.join('\n'),
        params: { columns: [], group_column: '', scaling: 'standardize', perplexity: 2 },
      }),
    ).toEqual({
      code: '1002',
      text: 'The column "c" has the same value in every row, so it cannot be standardized: leave it out or choose no scaling.',
    })
  })
})
