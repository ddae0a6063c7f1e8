import { describe, expect, it } from 'vitest'
import { expectDrawable, modelFailure, runModelDemo } from '../model-testing/test-support'

const coordinates = (result: Awaited<ReturnType<typeof runModelDemo>>) =>
  result.tables.find((table) => table.id === 'embedding-coordinates')!.rows.map((row) => row.slice(2))

describe('UmapEmbedding of the wine data (the demo: 13 standardized measurements, 15 neighbours, 200 epochs, seed 42)', () => {
  it('keeps the wines’ neighbours (trustworthiness ≥ 0.9) and names the seed', async () => {
    const result = await runModelDemo('UmapEmbedding')
    const settings = result.tables[0].rows
    expect(settings.map((row) => row[1]).slice(0, 7)).toEqual([
      178,
      13,
      'standardized (mean 0, SD 1)',
      15,
      0.1,
      200,
      42,
    ])
    expect(settings[7][0]).toBe('Trustworthiness (k = 5)')
    expect(settings[7][1] as number).toBeGreaterThanOrEqual(0.9)
    expect(result.notes[0]).toMatch(
      /^UMAP \(McInnes et al\. 2018, umap-js 1\.4\.0\): 178 observations of 13 features .* 15 exact Euclidean neighbours .* seed 42; trustworthiness \(k = 5\) 0\.9\d+\.$/,
    )
    const rows = result.tables.find((table) => table.id === 'embedding-coordinates')!.rows
    expect(rows[0].slice(0, 2)).toEqual(['wine1', 'cultivar 1'])
    const datasets = (result.charts[0].data as { datasets: { label: string; data: { x: number; y: number }[] }[] })
      .datasets
    expect(datasets.map((set) => set.label)).toEqual([
      'cultivar 1 (n = 59)',
      'cultivar 2 (n = 71)',
      'cultivar 3 (n = 48)',
    ])
    // The chart draws the coordinates of the table, by group.
    expect(datasets[0].data[0]).toEqual({ x: rows[0][2], y: rows[0][3] })
    expectDrawable(result.charts)
  })

  it('gives the same coordinates for the same seed and other ones for another seed', async () => {
    const params = { epochs: 100 }
    const first = coordinates(await runModelDemo('UmapEmbedding', { params }))
    expect(coordinates(await runModelDemo('UmapEmbedding', { params }))).toEqual(first)
    expect(coordinates(await runModelDemo('UmapEmbedding', { params: { ...params, seed: 43 } }))).not.toEqual(first)
  })

  it('refuses as many neighbours as observations (1001)', async () => {
    const lines = ['a\tb', ...Array.from({ length: 12 }, (_, i) => `${i}\t${(i * 7) % 5}`)]
    expect(
      await modelFailure('UmapEmbedding', {
        table: lines.join('\n'),
        params: { group_column: '', label_column: '', neighbours: 12 },
      }),
    ).toEqual({
      code: '1001',
      text: '12 neighbours are too many for 12 observations: there must be fewer neighbours than observations. Choose fewer neighbours or use more observations.',
    })
  })
})
