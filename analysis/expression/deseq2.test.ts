import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { fromFeatureRows, type FeatureTable } from '../feature-table'
import { readFeatureTable } from '../io/feature-table/read'
import { readSampleMetadata } from '../io/metadata'
import { expectRelativelyClose, type RNumber } from '../stats/test-support'
import { deseq2 } from './deseq2'
import type { ExpressionDesign } from './differential-expression'
import { varianceStabilised } from './variance-stabilising'

interface DeseqReference {
  alpha: number
  sizeFactors: number[]
  fitType: string
  dispersionCoefficients: number[] | null
  dispersionMean: number | null
  dispPriorVar: number
  baseMean: number[]
  dispGeneEst: RNumber[]
  dispFit: RNumber[]
  dispersion: RNumber[]
  log2FoldChange: RNumber[]
  lfcSE: RNumber[]
  stat: RNumber[]
  pvalue: RNumber[]
  padj: RNumber[]
  filterTheta: number
  filterNumRej: number[]
  lowessNumRej: number[]
}
interface VstReference {
  coefficients: number[]
  rows: number[]
  values: number[][]
}
interface Reference {
  marioni: DeseqReference
  marioniMeanTrend: DeseqReference
  marioniBlocked: DeseqReference
  threeLevels: DeseqReference
  marioniVst: VstReference
  threeLevelsVst: VstReference
}

const here = new URL('../../tests/fixtures/analysis/expression/deseq2/', import.meta.url)
const marioniData = new URL('../../../shared/data/rnaseq-marioni/', import.meta.url)
const reference = JSON.parse(readFileSync(new URL('reference.json', here), 'utf8')) as Reference

async function dataset(folder: URL, name: string) {
  const table = await readFeatureTable(readFileSync(new URL(`${name}.counts.tsv`, folder)))
  const samples = readSampleMetadata(readFileSync(new URL(`${name}.samples.tsv`, folder)))
  return { table, samples }
}
const marioni = await dataset(marioniData, 'marioni')
const threeLevels = await dataset(here, 'example-3-levels')
const tissue = marioni.samples.column('tissue')
const kidneyVsLiver: ExpressionDesign = { condition: tissue, reference: 'Kidney', treatment: 'Liver' }

/**
 * Where DESeq2 1.38 is deterministic the numbers agree to 1e-6 (in practice 1e-10). Gene-wise
 * dispersions below 1e-4 are left out: there the profile likelihood is flat to ~1e-10 and which
 * point DESeq2's line search and grid settle on depends on its rounding (README.md).
 */
function expectSameAsDeseq2(result: ReturnType<typeof deseq2>, expected: DeseqReference): void {
  result.sampleFactors.forEach((f, j) => expectRelativelyClose(f, expected.sizeFactors[j], 1e-9))
  result.baseMean.forEach((b, g) => expectRelativelyClose(b, expected.baseMean[g], 1e-9))
  expected.dispGeneEst.forEach((d, g) => {
    if (d === null || d >= 1e-4) expectRelativelyClose(result.dispersions.geneWise[g], d, 1e-6)
  })
  const columns = [
    [result.dispersions.fitted, expected.dispFit],
    [result.dispersions.final, expected.dispersion],
    [result.log2FoldChange, expected.log2FoldChange],
    [result.lfcStandardError, expected.lfcSE],
    [result.statistic, expected.stat],
    [result.pValue, expected.pvalue],
    [result.pAdjusted, expected.padj],
  ] as const
  for (const [ours, theirs] of columns) theirs.forEach((v, g) => expectRelativelyClose(ours[g], v, 1e-6))
  expectRelativelyClose(result.dispersions.priorVariance, expected.dispPriorVar, 1e-6)
  expect(result.filtering.theta).toBe(expected.filterTheta)
  expect(Array.from(result.filtering.rejections)).toEqual(expected.filterNumRej)
  result.filtering.rejectionsCurve.forEach((y, t) => expectRelativelyClose(y, expected.lowessNumRej[t], 1e-9))
}

function calledAt(padj: ArrayLike<RNumber>, level = 0.05): Set<number> {
  const called = new Set<number>()
  Array.from(padj).forEach((q, g) => {
    if (q !== null && q < level) called.add(g)
  })
  return called
}

describe('deseq2 against DESeq2 1.38', () => {
  it('fits ~ sequencing_run + tissue on the Marioni kidney and liver counts as DESeq2 does', () => {
    const expected = reference.marioniBlocked
    const result = deseq2(
      marioni.table,
      { ...kidneyVsLiver, block: marioni.samples.column('sequencing_run') },
      { alpha: expected.alpha },
    )
    expect(result.dispersions.trend).toEqual({
      fitType: 'parametric',
      asymptoticDispersion: expect.closeTo(expected.dispersionCoefficients![0], 12),
      extraPoisson: expect.closeTo(expected.dispersionCoefficients![1], 9),
    })
    expectSameAsDeseq2(result, expected)
    expect(calledAt(result.pAdjusted)).toEqual(calledAt(expected.padj))
  })

  it('tests C vs B of a three-level factor, Cook-filtering and zeroing as DESeq2 does', () => {
    const expected = reference.threeLevels
    const result = deseq2(
      threeLevels.table,
      { condition: threeLevels.samples.column('condition'), reference: 'B', treatment: 'C' },
      { alpha: expected.alpha },
    )
    expectSameAsDeseq2(result, expected)
    expect(calledAt(result.pAdjusted, 0.1).size).toBeGreaterThan(0)
    expect(calledAt(result.pAdjusted, 0.1)).toEqual(calledAt(expected.padj, 0.1))
  })

  it('on ~ tissue, where the parametric trend fails, uses the mean trend and calls the genes DESeq2 does with it', () => {
    const result = deseq2(marioni.table, kidneyVsLiver, { alpha: 0.05 })
    const withMean = reference.marioniMeanTrend
    expect(result.dispersions.trend.fitType).toBe('mean')
    result.sampleFactors.forEach((f, j) => expectRelativelyClose(f, withMean.sizeFactors[j], 1e-9))
    withMean.dispGeneEst.forEach((d, g) => {
      if (d === null || d >= 1e-4) expectRelativelyClose(result.dispersions.geneWise[g], d, 1e-6)
    })
    // one nearly-Poisson gene's estimate (README.md) moves the trimmed mean by 1e-3
    expectRelativelyClose(result.dispersions.fitted[0], withMean.dispFit[0], 2e-3)
    const ours = calledAt(result.pAdjusted)
    const deseq2Calls = calledAt(withMean.padj)
    const differing =
      [...ours].filter((g) => !deseq2Calls.has(g)).length + [...deseq2Calls].filter((g) => !ours.has(g)).length
    expect(ours.size).toBeGreaterThan(2600)
    expect(differing).toBeLessThanOrEqual(2)
  })

  it('refuses designs it cannot fit, naming the problem', () => {
    const table = fromFeatureRows(
      ['a', 'b'],
      ['g1', 'g2'],
      [
        [1, 2],
        [3, 4],
      ],
    )
    const attempt =
      (design: ExpressionDesign, on: FeatureTable = table) =>
      () =>
        deseq2(on, design)
    expect(attempt({ condition: ['x', 'y'], reference: 'x', treatment: 'y' })).toThrow(AnalysisInputError)
    expect(attempt({ condition: ['x', 'y'], reference: 'x', treatment: 'z' })).toThrow(/"z"|z/)
    const zeros = fromFeatureRows(
      ['a', 'b', 'c', 'd'],
      ['g1', 'g2'],
      [
        [0, 2, 3, 4],
        [3, 0, 4, 5],
      ],
    )
    expect(attempt({ condition: ['x', 'x', 'y', 'y'], reference: 'x', treatment: 'y' }, zeros)).toThrow(/zero/)
    const fractional = fromFeatureRows(['a', 'b', 'c', 'd'], ['g1'], [[1.5, 2, 3, 4]])
    expect(attempt({ condition: ['x', 'x', 'y', 'y'], reference: 'x', treatment: 'y' }, fractional)).toThrow(/1\.5/)
  })
})

describe('varianceStabilised against DESeq2 vst(blind = TRUE)', () => {
  it.each([
    ['the Marioni counts (1000-gene subsample for the trend)', () => marioni.table, reference.marioniVst],
    ['500 genes (trend on all of them)', () => threeLevels.table, reference.threeLevelsVst],
  ])('transforms %s as DESeq2 does', (_, table, expected) => {
    const result = varianceStabilised(table())
    expect(result.trend).toMatchObject({ fitType: 'parametric' })
    expected.rows.forEach((g, k) =>
      expected.values[k].forEach((v, j) => expectRelativelyClose(result.values[g * result.samples + j], v, 1e-9)),
    )
  })
})
