import { describe, expect, it } from 'vitest'
import { expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.differential

describe('MAPlot of the Marioni kidney-vs-liver t-tests', () => {
  it('places every gene at (mean log2 CPM, log2FC) and colours as the volcano: 692 up, 548 down', async () => {
    const result = await runDemo('MAPlot')
    const datasets = (result.charts[0].data as { datasets: { label: string; data: { x: number; y: number }[] }[] })
      .datasets
    expect(datasets.map((d) => d.label)).toEqual([
      'Not significant (1993)',
      `Down (${expected.down})`,
      `Up (${expected.up})`,
    ])
    const xs = datasets.flatMap((d) => d.data.map((p) => p.x))
    // R: range(de$log2CPM)
    expect([Math.min(...xs), Math.max(...xs)]).toEqual(expected.aRange)
    expect(datasets[2].data.every((p) => p.y >= 1)).toBe(true)
    expectDrawable(result.charts)
  })

  it('on a log axis leaves out genes with A ≤ 0 and says how many (by hand: one of three)', async () => {
    const table = 'gene\tbaseMean\tlog2FC\tpadj\nA\t0\t2\t0.01\nB\t150\t-3\t0.001\nC\t20\t0.1\t0.9\n'
    const result = await runDemo('MAPlot', {
      table,
      params: { a_column: 'baseMean', a_scale: 'log10', label_column: 'gene' },
    })
    expect(result.notes[0]).toBe('2 genes: 0 up, 1 down, 1 not significant (called by padj < 0.05, |log2FC| ≥ 1).')
    expect(result.notes[1]).toMatch(/^1 rows lack a value or have A ≤ 0/)
  })

  it('needs the mean expression column (1001)', async () => {
    expectToolError(
      await runFailure('MAPlot', { params: { a_column: '' } }),
      '1001',
      /Parameter a_column: "" is not valid; expected a column chosen from the header/,
    )
  })
})
