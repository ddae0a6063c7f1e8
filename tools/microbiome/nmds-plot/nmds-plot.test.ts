import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { nmdsPlotExecutor } from './executor'
import { demoInput, demoText, rendered, runFailure } from '../../kit/test-support'
import { column, reference, tableById } from '../test-support'

/**
 * The symmetric Procrustes correlation of two centred 2-D configurations (vegan's `protest` r):
 * scale both to unit sum of squares; r is the sum of the singular values of XᵀY, which for a 2×2
 * matrix M is √(‖M‖²_F + 2|det M|).
 */
function procrustesCorrelation(x: number[][], y: number[][]): number {
  const centred = (points: number[][]) => {
    const mean = [0, 1].map((axis) => points.reduce((sum, point) => sum + point[axis], 0) / points.length)
    const shifted = points.map((point) => [point[0] - mean[0], point[1] - mean[1]])
    const norm = Math.sqrt(shifted.reduce((sum, point) => sum + point[0] ** 2 + point[1] ** 2, 0))
    return shifted.map((point) => [point[0] / norm, point[1] / norm])
  }
  const a = centred(x)
  const b = centred(y)
  const m = [0, 1].map((i) => [0, 1].map((j) => a.reduce((sum, point, s) => sum + point[i] * b[s][j], 0)))
  const frobenius = m[0][0] ** 2 + m[0][1] ** 2 + m[1][0] ** 2 + m[1][1] ** 2
  return Math.sqrt(frobenius + 2 * Math.abs(m[0][0] * m[1][1] - m[0][1] * m[1][0]))
}

describe('NMDS (demo: Bray-Curtis, Global Patterns by SampleType)', () => {
  it("reaches the stress of vegan's metaMDS and the same configuration up to rotation and reflection", async () => {
    const result = rendered(await nmdsPlotExecutor(demoInput('NMDSPlot')))
    const coordinates = tableById(result.tables, 'nmds-coordinates')
    const points = reference.sampleIds.map((_, s) => [
      column(coordinates, 'NMDS1')[s] as number,
      column(coordinates, 'NMDS2')[s] as number,
    ])
    // metaMDS(vegdist(x), k = 2, trymax = 100): stress 0.1711.
    const stress = Number(/stress = ([\d.]+)/.exec(result.notes[0])?.[1])
    expect(Math.abs(stress - reference.nmds.stress)).toBeLessThan(0.005)
    expect(procrustesCorrelation(points, reference.nmds.points)).toBeGreaterThan(0.95)
    const plugins = result.charts[0].options?.plugins as { subtitle: { text: string } }
    expect(plugins.subtitle.text).toMatch(/^stress = 0\.17\d*$/)
    expect(result.notes[0]).toContain('(fair)')
  })

  it('colours the samples by group and gives the same configuration for the same seed', async () => {
    const first = await nmdsPlotExecutor(demoInput('NMDSPlot', { seed: 5 }))
    const second = await nmdsPlotExecutor(demoInput('NMDSPlot', { seed: 5 }))
    expect(second.tables).toEqual(first.tables)
    const datasets = first.charts[0].data.datasets as { label: string; data: unknown[] }[]
    expect(datasets.map((dataset) => dataset.label)).toEqual([
      'Soil',
      'Feces',
      'Skin',
      'Tongue',
      'Freshwater',
      'Freshwater (creek)',
      'Ocean',
      'Sediment (estuary)',
      'Mock',
    ])
    expect(datasets.map((dataset) => dataset.data.length)).toEqual([3, 4, 3, 2, 2, 3, 3, 3, 3])
  })

  it('refuses fewer than 3 samples (1002 by the run job)', async () => {
    const twoSamples = demoText('NMDSPlot', 'otu_table.tsv')
      .split('\n')
      .map((line) => line.split('\t').slice(0, 3).join('\t'))
      .join('\n')
    const run = nmdsPlotExecutor(demoInput('NMDSPlot', { files: { table: twoSamples, metadata: null } }))
    await expect(run).rejects.toBeInstanceOf(AnalysisInputError)
    await expect(run).rejects.toThrow('NMDS needs at least 3 samples, got 2')
  })

  it('orders the samples by UniFrac over the demo tree, naming the metric in the chart and the table', async () => {
    const result = rendered(
      await nmdsPlotExecutor(demoInput('NMDSPlot', { params: { metric: 'weighted_normalized_unifrac', starts: 5 } })),
    )
    expect(result.charts[0].title).toBe('NMDS (Weighted UniFrac (normalized))')
    expect(tableById(result.tables, 'nmds-coordinates').title).toBe('NMDS coordinates (Weighted UniFrac (normalized))')
    expect(result.notes[0]).toMatch(/^Weighted UniFrac \(normalized\) distances between 26 samples, 2-dimensional NMDS/)
  })

  it('asks for the tree when UniFrac is chosen without one (1001)', async () => {
    const failure = await runFailure(
      () =>
        nmdsPlotExecutor(demoInput('NMDSPlot', { params: { metric: 'unweighted_unifrac' }, files: { tree: null } })),
      'zh',
    )
    expect(failure).toMatchObject({ code: '1001', text: expect.stringContaining('非加权 UniFrac 需要进化树') })
  })
})

describe('NMDS after normalisation', () => {
  it('says in the notes that the table was scaled to proportions before the distances', async () => {
    const result = rendered(
      await nmdsPlotExecutor(demoInput('NMDSPlot', { params: { normalisation: 'tss', starts: 2 } })),
    )
    expect(result.notes).toContain(
      "Normalised by total-sum scaling (TSS): each count over its sample's total, so every sample sums to 1.",
    )
  })
})
