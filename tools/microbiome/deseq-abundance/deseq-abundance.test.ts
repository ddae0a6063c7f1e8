import { describe, expect, it } from 'vitest'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { methodsReference } from '../methods-test-support'
import { column, expectClose, tableById } from '../test-support'
import { deseqAbundanceExecutor } from './executor'

const reference = methodsReference.deseq

describe('DESeq2 differential abundance (demo: orders of 2,000 Global Patterns OTUs, human against nonhuman)', () => {
  it('gives every order the size factors, log2 fold change, p and padj of R DESeq2 with poscounts', async () => {
    const result = rendered(await deseqAbundanceExecutor(demoInput('DeseqAbundance')))
    const table = tableById(result.tables, 'deseq-abundance')
    const lineages = column(table, 'Lineage') as string[]
    expect([...lineages].sort()).toEqual([...reference.lineages].sort())
    const [baseMean, lfc, p, padj] = ['baseMean', 'log2FoldChange', 'pvalue', 'padj'].map((header) =>
      column(table, header),
    )
    lineages.forEach((lineage, row) => {
      const k = reference.lineages.indexOf(lineage)
      expectClose(baseMean[row], reference.baseMean[k], 1e-10)
      expectClose(lfc[row], reference.log2FoldChange[k], 1e-4)
      expectClose(p[row], reference.pvalue[k], 1e-3)
      expectClose(padj[row], reference.padj[k], 1e-3)
    })
    column(tableById(result.tables, 'size-factors'), 'Size factor').forEach((factor, s) =>
      expectClose(factor, reference.sizeFactors[s], 1e-12),
    )
    expect(result.notes[0]).toMatch(
      new RegExp(`^139 order-level taxa in 26 samples .*: ${reference.significant} have padj < 0.05`),
    )
    expect(result.notes[1]).toBe('Size factors: poscounts.')
  })

  it('draws a volcano plot of the features with a p-value, coloured by padj and fold change', async () => {
    const result = rendered(await deseqAbundanceExecutor(demoInput('DeseqAbundance')))
    const [chart] = result.charts
    expect(chart.type).toBe('scatter')
    const datasets = chart.data.datasets as { label: string; data: { x: number; y: number }[] }[]
    expect(datasets.map((dataset) => dataset.label)).toEqual(['Higher in human', 'Lower in human', 'Not significant'])
    const withP = reference.pvalue.filter((p) => p !== null).length
    expect(datasets.reduce((sum, dataset) => sum + dataset.data.length, 0)).toBe(withP)
    const higher = reference.padj.filter(
      (q, k) => q !== null && q < 0.05 && (reference.log2FoldChange[k] as number) >= 1,
    )
    expect(datasets[0].data).toHaveLength(higher.length)
  })

  it('uses the median of ratios automatically when a feature has no zero, and poscounts when every feature has one', async () => {
    const auto = rendered(
      await deseqAbundanceExecutor(demoInput('DeseqAbundance', { params: { size_factors: 'auto' } })),
    )
    // Some orders have reads in all 26 samples, so DESeq2's default applies.
    expect(auto.notes[1]).toBe('Size factors: median of ratios (the DESeq2 default).')
    const genera = rendered(
      await deseqAbundanceExecutor(demoInput('DeseqAbundance', { params: { size_factors: 'auto', level: 'Phylum' } })),
    )
    expect(genera.notes[1]).toMatch(/^(Every feature is zero in at least one sample|Size factors: median of ratios)/)
  })

  it('asks for the two groups to compare when the column has more than two', async () => {
    const failure = await runFailure(() =>
      deseqAbundanceExecutor(
        demoInput('DeseqAbundance', {
          params: { group_column: 'SampleType', reference_level: '', treatment_level: '' },
        }),
      ),
    )
    expect(failure.code).toBe('1001')
    expect(failure.text).toMatch(/^Column "SampleType" has 9 groups \("Soil", "Feces", .*\): name the two compared/)
    const unknown = await runFailure(() =>
      deseqAbundanceExecutor(demoInput('DeseqAbundance', { params: { treatment_level: 'alien' } })),
    )
    expect(unknown.text).toBe(
      'Parameter treatment_level: "alien" is not a group of column "human" (its groups: "nonhuman", "human").',
    )
  })
})
