import { describe, expect, it } from 'vitest'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.differential

describe('VolcanoPlot of the Marioni kidney-vs-liver t-tests', () => {
  it('counts up and down genes as R: sum(padj < 0.05 & log2FC >= 1) = 692, <= -1: 548', async () => {
    const result = await runDemo('VolcanoPlot')
    const datasets = (result.charts[0].data as { datasets: { label: string; data: unknown[] }[] }).datasets
    expect(datasets.map((d) => d.label)).toEqual([
      `Not significant (${expected.genes - expected.up - expected.down})`,
      `Down (${expected.down})`,
      `Up (${expected.up})`,
    ])
    expect(datasets.reduce((sum, d) => sum + d.data.length, 0)).toBe(expected.genes)
    expect(result.notes[0]).toBe(
      '3233 genes: 692 up, 548 down, 1993 not significant (called by padj < 0.05, |log2FC| ≥ 1).',
    )
    expect(result.tables[0].rows).toHaveLength(expected.up + expected.down)
    expect(result.tables[0].rows[0][0]).toBe(expected.mostSignificant)
    expectDrawable(result.charts)
  })

  it('draws the p cut-off line at the largest raw p of a significant gene (R: 0.0340939)', async () => {
    const result = await runDemo('VolcanoPlot')
    const annotations = (
      result.charts[0].options?.plugins as { annotation: { annotations: Record<string, { yMin?: number }> } }
    ).annotation.annotations
    close(annotations.pCutoff.yMin as number, -Math.log10(expected.largestSignificantP), 1e-12)
  })

  it('judged on the raw p-values alone, more genes pass (by hand: the adjusted values are larger)', async () => {
    const result = await runDemo('VolcanoPlot', { params: { significance_column: '' } })
    const up = Number(/(\d+) up/.exec(result.notes[0])![1])
    expect(up).toBeGreaterThan(expected.up)
  })

  it('reads a differential expression result as it is: called by p_adjusted, drawn at −log10 p_value', async () => {
    const table = [
      'gene\tbase_mean\tlog2_fold_change\tstatistic\tp_value\tp_adjusted',
      'A\t150.5\t2.5\t8.1\t1e-15\t4e-15',
      'B\t80\t-3\t-6.2\t5e-10\t1e-9',
      'C\t20\t0.1\t0.3\t0.01\t0.06',
      'D\t0\tNA\tNA\tNA\tNA',
    ].join('\n')
    const result = await runDemo('VolcanoPlot', {
      table,
      params: { fc_column: '', p_column: '', significance_column: '', label_column: '', fc_threshold: 0 },
    })
    expect(result.notes[0]).toBe(
      '3 genes: 1 up, 1 down, 1 not significant (called by p_adjusted < 0.05, |log2_fold_change| ≥ 0).',
    )
    expect(result.tables[0].rows.map((row) => row[0])).toEqual(['A', 'B'])
    const datasets = (result.charts[0].data as { datasets: { data: { y: number }[] }[] }).datasets
    expect(datasets[2].data[0].y).toBeCloseTo(15, 12)
  })

  it("without a chosen fold change column needs a result's log2_fold_change (1001)", async () => {
    expectToolError(
      await runFailure('VolcanoPlot', { params: { fc_column: '' } }),
      '1001',
      /Choose the column of fc_column: the table has no "log2_fold_change" column/,
    )
  })

  it('names a p-value outside [0, 1] with its line (1002)', async () => {
    const table = 'symbol\tlog2FC\tpvalue\tpadj\nA\t2\t0.01\t0.02\nB\t-3\t1.7\t0.5\n'
    expectToolError(
      await runFailure('VolcanoPlot', { table }),
      '1002',
      /Line 3, column "pvalue": 1.7 is not a p-value between 0 and 1/,
    )
  })
})
