import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { sampleTotals, selectTableSamples, type FeatureTable } from '../feature-table'
import { readAmpliconTable } from '../io/feature-table/delimited-text'
import { benjaminiHochberg } from '../stats/fdr'
import type { ExpressionDesign } from './differential-expression'
import { edgerExactTest, edgerQlfTest, tmmNormalisationFactors } from './edger'
import { estimateDispersions } from './edger-dispersion'

// edgeR 3.40.2's own results on the Marioni kidney/liver counts, by
// tests/fixtures/analysis/expression/edger/generate.R (its README says where and why we differ).
const DATA = 'tests/fixtures/analysis/expression/marioni'
const FIXTURE = 'tests/fixtures/analysis/expression/edger/marioni.json'

type Numbers = (number | null)[]
interface TestResult {
  logFC: Numbers
  pValue: Numbers
  f?: Numbers
  dfPrior?: number | null
  called: number[]
}
interface Analysis {
  condition: string
  reference: string
  treatment: string
  block: string | null
  normFactors: Numbers
  commonDispersion?: number
  trendedDispersion?: Numbers
  tagwiseDispersion?: Numbers
  dispersionPriorDf?: number | null
  aveLogCpm?: Numbers
  baseMean?: Numbers
  exact?: TestResult
  qlf: TestResult
}
const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  geneIds: string[]
  sampleIds: string[]
  analyses: Record<'tissue' | 'tissueBlockedByRun' | 'tissueRun', Analysis>
  simulated: { sampleIds: string[]; group: string[]; counts: number[][]; belowPoissonBound: number; analysis: Analysis }
}

const counts: FeatureTable = readAmpliconTable(readFileSync(`${DATA}/marioni.counts.tsv`, 'utf8'), {
  fileName: 'marioni.counts.tsv',
  maxCells: Number.MAX_SAFE_INTEGER,
})
const sampleSheet = readFileSync(`${DATA}/marioni.samples.tsv`, 'utf8').trim().split('\n')
const sampleColumns = sampleSheet[0].split('\t')
const sampleRows = sampleSheet.slice(1).map((line) => line.split('\t'))
const column = (name: string) => {
  const k = sampleColumns.indexOf(name)
  return counts.sampleIds.map((id) => sampleRows.find((row) => row[0] === id)![k])
}
const designOf = (analysis: Analysis): ExpressionDesign => ({
  condition: column(analysis.condition),
  reference: analysis.reference,
  treatment: analysis.treatment,
  block: analysis.block ? column(analysis.block) : undefined,
})

/** Every value within `relative` of edgeR's (plus `absolute`, for values that are differences near 0). */
function expectClose(actual: ArrayLike<number>, expected: Numbers, relative: number, absolute = 0) {
  expect(actual.length).toBe(expected.length)
  const misses: string[] = []
  for (let i = 0; i < expected.length; i++) {
    const e = expected[i] ?? NaN
    const a = actual[i]
    const ok = Number.isNaN(e) ? Number.isNaN(a) : Math.abs(a - e) <= relative * Math.abs(e) + absolute
    if (!ok && misses.length < 5) misses.push(`${fixture.geneIds[i] ?? i}: ${a} vs edgeR ${e}`)
  }
  expect(misses).toEqual([])
}

/** P-values below the smallest normal double (2.2e-308) keep fewer than six significant digits, in R too. */
const SUBNORMAL = 1e-307

const calledAt5Percent = (pAdjusted: Float64Array) => Array.from(pAdjusted.keys()).filter((g) => pAdjusted[g] < 0.05)

describe('tmmNormalisationFactors', () => {
  it("gives calcNormFactors' TMM factors", () => {
    expect(fixture.sampleIds).toEqual(counts.sampleIds)
    expectClose(tmmNormalisationFactors(counts), fixture.analyses.tissue.normFactors, 1e-9)
  })

  it('gives 1 to every library of a table without counts or with one sample', () => {
    const empty = { sampleIds: ['a', 'b'], featureIds: ['g'], counts: new Float64Array(2) }
    expect(Array.from(tmmNormalisationFactors(empty))).toEqual([1, 1])
    expect(Array.from(tmmNormalisationFactors(selectTableSamples(counts, [0])))).toEqual([1])
  })
})

describe.each(['tissue', 'tissueBlockedByRun'] as const)('estimateDispersions, %s', (name) => {
  const analysis = fixture.analyses[name]
  const design = designOf(analysis)
  const blocked = design.block !== undefined
  const genes = counts.featureIds.length
  const samples = counts.sampleIds.length
  const geneMajor = new Float64Array(genes * samples)
  for (let j = 0; j < samples; j++)
    for (let g = 0; g < genes; g++) geneMajor[g * samples + j] = counts.counts[j * genes + g]
  const factors = tmmNormalisationFactors(counts)
  const libraries = sampleTotals(counts).map((total, j) => total * factors[j])
  const columns = blocked ? 3 : 2
  const matrix = new Float64Array(samples * columns)
  design.condition.forEach((level, j) => {
    matrix[j * columns] = 1
    if (blocked) matrix[j * columns + 1] = design.block![j] === design.block![0] ? 0 : 1
    matrix[j * columns + columns - 1] = level === analysis.treatment ? 1 : 0
  })
  const estimates = estimateDispersions(geneMajor, genes, { samples, coefficients: columns, matrix }, libraries)

  it("gives estimateDisp's common, trended and tagwise dispersions", () => {
    expectClose([estimates.common], [analysis.commonDispersion!], 1e-7)
    expectClose(estimates.trended, analysis.trendedDispersion!, 1e-6)
    expect(estimates.priorDf).toBeCloseTo(analysis.dispersionPriorDf ?? Infinity, 6)
    // With a finite prior df the tagwise maximum of a near-Poisson gene sits on a flat likelihood
    // that rounding in R's own log-likelihood moves by 1e-5 (README).
    expectClose(estimates.tagwise, analysis.tagwiseDispersion!, blocked ? 3e-5 : 1e-6)
  })
})

describe.each(['tissue', 'tissueRun'] as const)('edgerExactTest, %s', (name) => {
  const analysis = fixture.analyses[name]
  const result = edgerExactTest(counts, designOf(analysis))

  it("gives exactTest's log fold changes, logCPM and p-values, and topTags' calls at FDR < 0.05", () => {
    expect(result.method).toBe('edger-exact')
    expectClose(result.sampleFactors, analysis.normFactors, 1e-9)
    expectClose(result.log2FoldChange, analysis.exact!.logFC, 1e-6)
    expectClose(result.pValue, analysis.exact!.pValue, 1e-6, SUBNORMAL)
    expectClose(result.pAdjusted, Array.from(benjaminiHochberg(analysis.exact!.pValue.map(Number))), 1e-6, SUBNORMAL)
    expect(calledAt5Percent(result.pAdjusted)).toEqual(analysis.exact!.called)
    expect(result.statistic.every(Number.isNaN)).toBe(true)
    if (analysis.aveLogCpm) expectClose(result.logCpm, analysis.aveLogCpm, 1e-9)
    if (analysis.baseMean) expectClose(result.baseMean, analysis.baseMean, 1e-12)
  })
})

describe.each(['tissue', 'tissueBlockedByRun', 'tissueRun'] as const)('edgerQlfTest, %s', (name) => {
  const analysis = fixture.analyses[name]
  const result = edgerQlfTest(counts, designOf(analysis))

  it("gives glmQLFTest's log fold changes, F statistics and p-values, and the same calls at FDR < 0.05", () => {
    expect(result.method).toBe('edger-qlf')
    // Levenberg-Marquardt fits (blocked designs) stop at edgeR's deviance tolerance, so a 1e-8
    // change in a dispersion can end them one iteration apart: 1e-7 absolute in log2 (README).
    expectClose(result.log2FoldChange, analysis.qlf.logFC, 1e-6, analysis.block ? 1e-7 : 0)
    // F near 0 is a difference of two deviances; 1e-10 absolute covers its rounding.
    expectClose(result.statistic, analysis.qlf.f!, 1e-6, 1e-10)
    expectClose(result.pValue, analysis.qlf.pValue, 1e-6, SUBNORMAL)
    expect(calledAt5Percent(result.pAdjusted)).toEqual(analysis.qlf.called)
  })
})

describe('a simulated table with varying dispersions, all-zero genes and genes below the Poisson bound', () => {
  const { simulated } = fixture
  const table: FeatureTable = {
    sampleIds: simulated.sampleIds,
    featureIds: simulated.counts[0].map((_, g) => `gene${g + 1}`),
    counts: Float64Array.from(simulated.counts.flat()),
  }
  const design = { condition: simulated.group, reference: 'control', treatment: 'treated' }
  const analysis = simulated.analysis

  it('gives edgeR’s exact test and quasi-likelihood F test', () => {
    expect(analysis.qlf.dfPrior).toBeLessThan(10)
    expect(simulated.belowPoissonBound).toBeGreaterThan(0)
    const exact = edgerExactTest(table, design)
    expectClose(exact.sampleFactors, analysis.normFactors, 1e-9)
    expectClose(exact.logCpm, analysis.aveLogCpm!, 1e-9)
    expectClose(exact.log2FoldChange, analysis.exact!.logFC, 1e-6)
    expectClose(exact.pValue, analysis.exact!.pValue, 1e-6, SUBNORMAL)
    expect(calledAt5Percent(exact.pAdjusted)).toEqual(analysis.exact!.called)
    const qlf = edgerQlfTest(table, design)
    expectClose(qlf.log2FoldChange, analysis.qlf.logFC, 1e-6)
    expectClose(qlf.statistic, analysis.qlf.f!, 1e-6, 1e-10)
    expectClose(qlf.pValue, analysis.qlf.pValue, 1e-6, SUBNORMAL)
    expect(calledAt5Percent(qlf.pAdjusted)).toEqual(analysis.qlf.called)
  })
})

describe('design problems', () => {
  const condition = column('tissue')
  const run = column('sequencing_run')
  const errorOf = (run: () => unknown) => {
    try {
      run()
    } catch (error) {
      return error instanceof AnalysisInputError ? error.code : error
    }
    return 'no error'
  }

  it('are AnalysisInputErrors the platform can translate', () => {
    const base = { condition, reference: 'Kidney', treatment: 'Liver' }
    expect(errorOf(() => edgerExactTest(counts, { ...base, block: run }))).toBe('edger.exactTestWithBlock')
    expect(errorOf(() => edgerQlfTest(counts, { ...base, treatment: 'Heart' }))).toBe('edger.levelWithoutSamples')
    expect(errorOf(() => edgerQlfTest(counts, { ...base, treatment: 'Kidney' }))).toBe('edger.sameLevels')
    expect(errorOf(() => edgerQlfTest(counts, { ...base, block: condition }))).toBe('edger.designNotFullRank')
    const pair = selectTableSamples(counts, [condition.indexOf('Kidney'), condition.indexOf('Liver')])
    expect(
      errorOf(() => edgerQlfTest(pair, { condition: ['Kidney', 'Liver'], reference: 'Kidney', treatment: 'Liver' })),
    ).toBe('edger.noResidualDegreesOfFreedom')
  })
})
