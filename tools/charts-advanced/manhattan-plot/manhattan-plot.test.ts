import { describe, expect, it } from 'vitest'
import { chromosomeOrder } from './executor'
import { expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

describe('ManhattanPlot of the Marioni per-gene p-values on chromosomes 1-4', () => {
  it('counts the genes below the lines as R: sum(p < 1.5e-5) = 771, sum(p < 0.001) = 1641', async () => {
    const result = await runDemo('ManhattanPlot')
    expect(result.notes[0]).toBe(
      `3233 markers: ${reference.manhattan.belowGenomeWide} below the genome-wide line 1.50e-5, ${reference.manhattan.belowSuggestive} below the suggestive line 0.001.`,
    )
    expect(result.tables[0].rows).toHaveLength(reference.manhattan.belowGenomeWide)
    expect(result.tables[0].rows[0][0]).toBe(reference.manhattan.strongest)
    expectDrawable(result.charts)
  })

  it('puts the chromosomes side by side in order with alternating colours', async () => {
    const result = await runDemo('ManhattanPlot')
    const datasets = (
      result.charts[0].data as { datasets: { label: string; backgroundColor: string; data: { x: number }[] }[] }
    ).datasets
    expect(datasets.slice(0, 4).map((d) => d.label)).toEqual(reference.manhattan.chromosomes)
    expect(datasets[0].backgroundColor).toBe(datasets[2].backgroundColor)
    expect(datasets[0].backgroundColor).not.toBe(datasets[1].backgroundColor)
    // Every gene of chromosome 2 lies right of every gene of chromosome 1.
    expect(Math.min(...datasets[1].data.map((p) => p.x))).toBeGreaterThan(Math.max(...datasets[0].data.map((p) => p.x)))
  })

  it('orders chromosome names as a karyotype', () => {
    expect(chromosomeOrder(['chrX', 'chr10', 'chr2', 'MT', 'chr1', 'Y', 'scaffold_7'])).toEqual([
      'chr1',
      'chr2',
      'chr10',
      'chrX',
      'Y',
      'MT',
      'scaffold_7',
    ])
  })

  it('names a p-value above 1 with its line (1002)', async () => {
    const table = 'symbol\tchrom\tstart\tpvalue\nA\t1\t100\t0.5\nB\t1\t200\t2\n'
    expectToolError(await runFailure('ManhattanPlot', { table }), '1002', /Line 3, column "pvalue": 2 is not a p-value/)
  })
})
