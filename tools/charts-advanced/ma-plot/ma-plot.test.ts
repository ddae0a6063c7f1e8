import { describe, expect, it } from 'vitest'
import { expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.differential

/** A result of the differential expression tools (their TSV's columns); gene D has no test (NA). */
const DE_RESULT = [
  'gene\tbase_mean\tlog2_fold_change\tstatistic\tp_value\tp_adjusted',
  'A\t150.5\t2.5\t8.1\t1e-15\t4e-15',
  'B\t80\t-3\t-6.2\t5e-10\t1e-9',
  'C\t20\t0.1\t0.3\t0.7\t0.8',
  'D\t0\tNA\tNA\tNA\tNA',
].join('\n')
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

  it('needs the mean expression column when the table is no differential expression result (1001)', async () => {
    expectToolError(
      await runFailure('MAPlot', { params: { a_column: '' } }),
      '1001',
      /Choose the column of a_column: the table has no "base_mean" column/,
    )
  })

  it('reads a differential expression result as it is: base_mean on a log axis, called by p_adjusted', async () => {
    const result = await runDemo('MAPlot', {
      table: DE_RESULT,
      params: { a_column: '', a_scale: 'linear', fc_column: '', significance_column: '', label_column: '' },
    })
    expect(result.notes[0]).toBe(
      '3 genes: 1 up, 1 down, 1 not significant (called by p_adjusted < 0.05, |log2_fold_change| ≥ 1).',
    )
    expect(result.notes[1]).toMatch(/^1 rows lack a value or have A ≤ 0/)
    expect((result.charts[0].options?.scales as { x: { type: string } }).x.type).toBe('logarithmic')
  })
})
