import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ordinationViewChart } from '../../../core/charts/ordination-viewer'
import { renameSamplesInChart } from '../../../core/sample-display-names'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import type { ToolRunInput } from '../../kit/types'
import { column, expectClose, tableById } from '../test-support'
import { ordinationViewerExecutor } from './executor'

/** vegan 2.6-4's cmdscale(vegdist(dune, …), k = 5, eig = TRUE) and dune.env (tests/fixtures/analysis/microbiome/generate-ordination-viewer.R). */
interface RPcoa {
  coordinates: number[][]
  eigenvalues: number[]
  proportionOfPositiveSum: number[]
}
const vegan = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/microbiome/ordination-viewer.json', import.meta.url), 'utf8'),
) as { samples: string[]; braycurtis: RPcoa; jaccard: RPcoa; aitchison: RPcoa; metadata: Record<string, string[]> }

const run = async (input: ToolRunInput) => rendered(await ordinationViewerExecutor(input))

/** Our axes against R's: each axis may be mirrored, so its sign is taken from the first sample. */
function expectSameOrdination(viewer: { coordinates: number[][]; axes: { proportionExplained: number }[] }, r: RPcoa) {
  expect(viewer.axes).toHaveLength(5)
  for (let axis = 0; axis < 5; axis++) {
    expectClose(viewer.axes[axis].proportionExplained, r.proportionOfPositiveSum[axis], 1e-9)
    const sign = Math.sign(viewer.coordinates[0][axis]) === Math.sign(r.coordinates[0][axis]) ? 1 : -1
    viewer.coordinates.forEach((point, s) => expectClose(sign * point[axis], r.coordinates[s][axis], 1e-9))
  }
}

describe('ordination viewer (demo: vegan dune meadows, Bray-Curtis, coloured by Management, shaped by Use)', () => {
  it("carries the first 5 axes of vegan's cmdscale with the share of the positive eigenvalues each explains", async () => {
    const result = await run(demoInput('OrdinationViewer'))
    const viewer = result.charts[0].viewer!
    expect(viewer.sampleIds).toEqual(vegan.samples)
    expectSameOrdination(viewer, vegan.braycurtis)
    // R: eig / sum(eig[eig > 0]) = 0.3736 and 0.2226 for the first two axes.
    expect(viewer.axes.map((axis) => axis.title).slice(0, 2)).toEqual([
      'PCoA1 (37.36% of positive eigenvalues)',
      'PCoA2 (22.26% of positive eigenvalues)',
    ])
    const eigen = tableById(result.tables, 'pcoa-eigenvalues')
    column(eigen, 'Eigenvalue').forEach((value, axis) => expectClose(value, vegan.braycurtis.eigenvalues[axis], 1e-9))
  })

  it.each(['jaccard', 'aitchison'] as const)('gives vegan’s axes for %s distances too', async (metric) => {
    const result = await run(demoInput('OrdinationViewer', { params: { metric } }))
    expectSameOrdination(result.charts[0].viewer!, vegan[metric])
  })

  it('carries every metadata column, numbers as numbers and the others as categories with their levels', async () => {
    const { columns } = (await run(demoInput('OrdinationViewer'))).charts[0].viewer!
    expect(columns.map((c) => [c.name, c.type])).toEqual([
      ['A1', 'numeric'],
      ['Moisture', 'numeric'],
      ['Management', 'categorical'],
      ['Use', 'categorical'],
      ['Manure', 'numeric'],
    ])
    for (const c of columns) {
      const expected = vegan.metadata[c.name]
      expect(c.values).toEqual(c.type === 'numeric' ? expected.map(Number) : expected)
    }
    expect(columns.find((c) => c.name === 'Management')).toMatchObject({ levels: ['BF', 'HF', 'NM', 'SF'] })
  })

  it('draws axis 1 against 2 coloured by Management with a shape per Use, and redraws any view from the payload', async () => {
    const chart = (await run(demoInput('OrdinationViewer'))).charts[0]
    const legendOf = (spec: typeof chart) =>
      (spec.data as { datasets: { label: string; data: unknown[] }[] }).datasets.map((d) => d.label)
    expect(legendOf(chart)).toEqual(['BF', 'HF', 'NM', 'SF', 'Use: Hayfield', 'Use: Haypastu', 'Use: Pasture'])
    // Each colour's dataset: the legend swatch, then its samples (dune.env: 3 BF, 5 HF, 6 NM, 6 SF).
    const sizes = (chart.data as { datasets: { data: unknown[] }[] }).datasets.slice(0, 4).map((d) => d.data.length - 1)
    expect(sizes).toEqual([3, 5, 6, 6])

    const redrawn = ordinationViewChart(chart, { y: 2, colour: 'A1', shape: null })
    const scales = redrawn.options?.scales as { x: { title: { text: string } }; y: { title: { text: string } } }
    expect(scales.x.title.text).toBe('PCoA1 (37.36% of positive eigenvalues)')
    expect(scales.y.title.text).toMatch(/^PCoA3 \(/)
    // A1 runs from 2.8 to 11.5: five equal steps of the gradient.
    expect(legendOf(redrawn)).toEqual(['2.8 – 4.54', '4.54 – 6.28', '6.28 – 8.02', '8.02 – 9.76', '9.76 – 11.5'])
    const points = (redrawn.data as { datasets: { data: ({ x: number; y: number } | null)[] }[] }).datasets.flatMap(
      (d) => d.data.slice(1),
    )
    expect(points).toHaveLength(20)
    const site1 = chart.viewer!.coordinates[0]
    expect(points).toContainEqual({ x: site1[0], y: site1[2] })
  })

  it('renames the viewer’s samples with a project’s display names, never its metadata values', async () => {
    const chart = (await ordinationViewerExecutor(demoInput('OrdinationViewer'))).charts[0]
    const renamed = renameSamplesInChart(
      chart,
      new Map([
        ['site1', 'Meadow A'],
        ['SF', 'site-free'],
      ]),
    )
    expect(renamed.viewer!.sampleIds.slice(0, 2)).toEqual(['Meadow A', 'site2'])
    expect(renamed.viewer!.columns).toBe(chart.viewer!.columns)
    expect(chart.viewer!.sampleIds[0]).toBe('site1')
  })

  it('says in both languages which column is missing, and that a numeric column makes no shapes (1001)', async () => {
    expect(
      await runFailure(() =>
        ordinationViewerExecutor(demoInput('OrdinationViewer', { params: { colour_column: 'pH' } })),
      ),
    ).toMatchObject({
      code: '1001',
      text: 'Parameter colour_column: the sample metadata dune-env.tsv has no column "pH"; its columns: "A1", "Moisture", "Management", "Use", "Manure".',
    })
    expect(
      await runFailure(
        () => ordinationViewerExecutor(demoInput('OrdinationViewer', { params: { shape_column: 'A1' } })),
        'zh',
      ),
    ).toMatchObject({ code: '1001', text: expect.stringContaining('列 "A1" 的值都是数字，不能作为形状') })
  })

  it('names the table samples the metadata lacks (1002 by the run job)', async () => {
    const metadata = demoText('OrdinationViewer', 'dune-env.tsv')
      .split('\n')
      .filter((line) => !line.startsWith('site7\t'))
      .join('\n')
    await expect(ordinationViewerExecutor(demoInput('OrdinationViewer', { files: { metadata } }))).rejects.toThrow(
      'samples missing from the metadata: "site7"',
    )
  })

  it('keeps at most n − 1 axes and says so', async () => {
    const result = await run(demoInput('OrdinationViewer', { params: { axes: 10 } }))
    expect(result.charts[0].viewer!.axes).toHaveLength(10)
    const table = demoText('OrdinationViewer', 'dune.tsv')
      .split('\n')
      .map((line) => line.split('\t').slice(0, 5).join('\t'))
      .join('\n')
    const small = await run(demoInput('OrdinationViewer', { params: { axes: 10 }, files: { table } }))
    expect(small.charts[0].viewer!.axes).toHaveLength(3)
    expect(small.notes).toContain('4 samples have at most 3 PCoA axes, so 3 are kept (10 asked for).')
  })
})
