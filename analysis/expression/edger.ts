/**
 * Differential expression as edgeR 3.40 computes it with its documented defaults, from the counts:
 *
 *     y <- DGEList(counts, group = condition); y <- calcNormFactors(y)
 *     y <- estimateDisp(y, design)
 *     exactTest(y, pair = c(reference, treatment))              # edgerExactTest
 *     glmQLFTest(glmQLFit(y, design), coef = treatment)         # edgerQlfTest
 *
 * with `design = model.matrix(~ condition)` or `model.matrix(~ block + condition)`, the reference
 * level first. P-values are adjusted by Benjamini-Hochberg over all genes, in gene order (topTags).
 * Each step is ported from edgeR's and limma's source; `tests/fixtures/analysis/expression/edger/`
 * holds edgeR's own numbers for the Marioni data and says where this port differs.
 */
import { AnalysisInputError } from '../errors'
import { sampleTotals, type FeatureTable } from '../feature-table'
import { benjaminiHochberg } from '../stats/fdr'
import { regularizedBeta } from '../stats/distributions-extra'
import { chiSquareUpperTail } from '../stats/distributions'
import type { DifferentialExpressionResult, ExpressionDesign } from './differential-expression'
import { estimateDispersions, type DispersionEstimates } from './edger-dispersion'
import { exactTestDoubleTail, quantileToQuantile } from './edger-exact-test'
import {
  addPriorCount,
  fitNbGlm,
  fitOneGroup,
  nbDeviance,
  independentColumns,
  residualDegreesOfFreedom,
  subDesign,
  type Design,
} from './edger-glm'
import { tmmNormalisationFactors } from './edger-tmm'
import { squeezeVariances } from './limma-squeeze'

export { tmmNormalisationFactors } from './edger-tmm'

/** exactTest's and glmFit's prior count for log fold changes (scaled to each library's size). */
const FOLD_CHANGE_PRIOR_COUNT = 0.125

export function edgerExactTest(counts: FeatureTable, design: ExpressionDesign): DifferentialExpressionResult {
  if (design.block) throw new AnalysisInputError('edger.exactTestWithBlock', {})
  const data = prepare(counts, design)
  const { genes, samples, libraries, dispersions } = data
  const tagwise = dispersions.tagwise
  const inGroup = (level: string) => design.condition.flatMap((c, j) => (c === level ? [j] : []))
  const reference = inGroup(design.reference)
  const treatment = inGroup(design.treatment)
  const pair = [...reference, ...treatment]
  const pairLibraries = pair.map((j) => libraries[j])
  const meanLibrary = pairLibraries.reduce((a, b) => a + b, 0) / pair.length
  const averageLibrary = Math.exp(pairLibraries.reduce((a, b) => a + Math.log(b), 0) / pair.length)

  // log fold changes: each group's mean with a prior count of 0.125 scaled to library size
  const priors = libraries.map((library) => (FOLD_CHANGE_PRIOR_COUNT * library) / meanLibrary)
  const augmentedLibraries = libraries.map((library, j) => library + 2 * priors[j])
  const augmented = Float64Array.from(data.geneMajor, (count, i) => count + priors[i % samples])

  const log2FoldChange = new Float64Array(genes)
  const pseudoReference = new Float64Array(genes * reference.length)
  const pseudoTreatment = new Float64Array(genes * treatment.length)
  const pairIndices = Int32Array.from(pair)
  for (let g = 0; g < genes; g++) {
    const dispersion = tagwise[g]
    const referenceMean = fitOneGroup(augmented, g * samples, augmentedLibraries, reference, dispersion, NaN)
    const treatmentMean = fitOneGroup(augmented, g * samples, augmentedLibraries, treatment, dispersion, NaN)
    log2FoldChange[g] = (treatmentMean - referenceMean) / Math.LN2
    const abundance = Math.exp(fitOneGroup(data.geneMajor, g * samples, libraries, pairIndices, dispersion, NaN))
    reference.forEach((j, k) => {
      const count = data.geneMajor[g * samples + j]
      pseudoReference[g * reference.length + k] = quantileToQuantile(count, abundance * libraries[j], abundance * averageLibrary, dispersion)
    })
    treatment.forEach((j, k) => {
      const count = data.geneMajor[g * samples + j]
      pseudoTreatment[g * treatment.length + k] = quantileToQuantile(count, abundance * libraries[j], abundance * averageLibrary, dispersion)
    })
  }
  const pValue = exactTestDoubleTail(pseudoReference, reference.length, pseudoTreatment, treatment.length, tagwise)
  return result('edger-exact', counts, data, log2FoldChange, new Float64Array(genes).fill(NaN), pValue)
}

export function edgerQlfTest(counts: FeatureTable, design: ExpressionDesign): DifferentialExpressionResult {
  const data = prepare(counts, design)
  const { genes, samples, libraries, dispersions, model, treatmentCoefficient } = data
  const offsets = libraries.map(Math.log)
  const trended = dispersions.trended
  const p = model.coefficients

  const fit = fitNbGlm(data.geneMajor, genes, model, offsets, trended)
  const deviance = nbDeviance(data.geneMajor, fit.fitted, samples, trended)
  const shrunk = addPriorCount(data.geneMajor, samples, offsets, FOLD_CHANGE_PRIOR_COUNT)
  const shrunkFit = fitNbGlm(shrunk.counts, genes, model, shrunk.offsets, trended)
  const log2FoldChange = Float64Array.from({ length: genes }, (_, g) => shrunkFit.coefficients[g * p + treatmentCoefficient] / Math.LN2)

  const zero = new Uint8Array(genes * samples)
  for (let i = 0; i < zero.length; i++) zero[i] = fit.fitted[i] < 1e-4 && data.geneMajor[i] < 1e-4 ? 1 : 0
  const dfResidual = residualDegreesOfFreedom(zero, genes, model)
  const variances = Float64Array.from(dfResidual, (df, g) => (df === 0 ? 0 : Math.max(deviance[g] / df, 0)))
  const squeezed = squeezeVariances(variances, dfResidual, dispersions.averageLogCpm)

  const others = Array.from({ length: p }, (_, k) => k).filter((k) => k !== treatmentCoefficient)
  const nullModel = subDesign(model, Array.from({ length: samples }, (_, j) => j), others)
  const nullFit = fitNbGlm(data.geneMajor, genes, nullModel, offsets, trended)
  const nullDeviance = nbDeviance(data.geneMajor, nullFit.fitted, samples, trended)
  const maxDf = samples - p
  const statistic = new Float64Array(genes)
  const pValue = new Float64Array(genes)
  const belowPoissonBound: number[] = []
  for (let g = 0; g < genes; g++) {
    const f = (nullDeviance[g] - deviance[g]) / squeezed.varPost[g]
    const dfTotal = Math.min(squeezed.dfPrior + dfResidual[g], genes * maxDf)
    statistic[g] = f
    pValue[g] = fUpperTail(f, 1, dfTotal)
    for (let j = 0; j < samples; j++) {
      if ((fit.fitted[g * samples + j] * trended[g] + 1) * squeezed.varPost[g] < 1) {
        belowPoissonBound.push(g)
        break
      }
    }
  }
  // glmQLFTest's poisson.bound: a gene whose quasi-likelihood variance falls below the Poisson's is
  // not allowed a smaller p-value than the Poisson likelihood ratio test gives it.
  if (belowPoissonBound.length > 0) {
    const subset = new Float64Array(belowPoissonBound.length * samples)
    const start = new Float64Array(belowPoissonBound.length * p)
    belowPoissonBound.forEach((g, i) => {
      subset.set(data.geneMajor.subarray(g * samples, (g + 1) * samples), i * samples)
      start.set(fit.coefficients.subarray(g * p, (g + 1) * p), i * p)
    })
    const poisson = new Float64Array(belowPoissonBound.length)
    const full = fitNbGlm(subset, belowPoissonBound.length, model, offsets, poisson, start)
    const reduced = fitNbGlm(subset, belowPoissonBound.length, nullModel, offsets, poisson)
    const fullDeviance = nbDeviance(subset, full.fitted, samples, poisson)
    const reducedDeviance = nbDeviance(subset, reduced.fitted, samples, poisson)
    belowPoissonBound.forEach((g, i) => {
      pValue[g] = Math.max(pValue[g], chiSquareUpperTail(reducedDeviance[i] - fullDeviance[i], 1))
    })
  }
  return result('edger-qlf', counts, data, log2FoldChange, statistic, pValue)
}

/** P(F > f) for F with (d1, d2) degrees of freedom (R: `pf(f, d1, d2, lower.tail = FALSE)`). */
function fUpperTail(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 1
  if (d2 === Infinity) return chiSquareUpperTail(f * d1, d1)
  return regularizedBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2, (d1 * f) / (d2 + d1 * f))
}

interface PreparedData {
  readonly genes: number
  readonly samples: number
  readonly geneMajor: Float64Array
  readonly normalisationFactors: Float64Array
  /** Effective library sizes: column sums × TMM factors. */
  readonly libraries: Float64Array
  readonly model: Design
  readonly treatmentCoefficient: number
  readonly dispersions: DispersionEstimates
}

/** DGEList + calcNormFactors + estimateDisp(y, design). */
function prepare(counts: FeatureTable, design: ExpressionDesign): PreparedData {
  const genes = counts.featureIds.length
  const samples = counts.sampleIds.length
  const { model, treatmentCoefficient } = designMatrix(design, samples)
  const geneMajor = new Float64Array(genes * samples)
  for (let j = 0; j < samples; j++) for (let g = 0; g < genes; g++) geneMajor[g * samples + j] = counts.counts[j * genes + g]
  const normalisationFactors = tmmNormalisationFactors(counts)
  const totals = sampleTotals(counts)
  const libraries = Float64Array.from(totals, (total, j) => total * normalisationFactors[j])
  const dispersions = estimateDispersions(geneMajor, genes, model, libraries)
  return { genes, samples, geneMajor, normalisationFactors, libraries, model, treatmentCoefficient, dispersions }
}

/**
 * model.matrix(~ condition) or model.matrix(~ block + condition): an intercept, indicator columns for
 * the block levels after the first (in order of appearance), then for the condition levels other
 * than the reference (in order of appearance).
 */
function designMatrix(design: ExpressionDesign, samples: number): { model: Design; treatmentCoefficient: number } {
  const { condition, reference, treatment, block } = design
  for (const level of [reference, treatment])
    if (!condition.includes(level)) throw new AnalysisInputError('edger.levelWithoutSamples', { level })
  if (reference === treatment) throw new AnalysisInputError('edger.sameLevels', { level: reference })
  const blockLevels = block ? [...new Set(block)].slice(1) : []
  const conditionLevels = [...new Set(condition)].filter((level) => level !== reference)
  const columns = 1 + blockLevels.length + conditionLevels.length
  const matrix = new Float64Array(samples * columns)
  for (let j = 0; j < samples; j++) {
    matrix[j * columns] = 1
    blockLevels.forEach((level, k) => (matrix[j * columns + 1 + k] = block![j] === level ? 1 : 0))
    conditionLevels.forEach((level, k) => (matrix[j * columns + 1 + blockLevels.length + k] = condition[j] === level ? 1 : 0))
  }
  const model = { samples, coefficients: columns, matrix }
  if (independentColumns(model, () => true).length < columns) throw new AnalysisInputError('edger.designNotFullRank', {})
  if (samples <= columns) throw new AnalysisInputError('edger.noResidualDegreesOfFreedom', { samples, coefficients: columns })
  return { model, treatmentCoefficient: 1 + blockLevels.length + conditionLevels.indexOf(treatment) }
}

function result(
  method: 'edger-exact' | 'edger-qlf',
  counts: FeatureTable,
  data: PreparedData,
  log2FoldChange: Float64Array,
  statistic: Float64Array,
  pValue: Float64Array,
): DifferentialExpressionResult {
  const { genes, samples, libraries, geneMajor } = data
  const meanLibrary = libraries.reduce((a, b) => a + b, 0) / samples
  const baseMean = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    let sum = 0
    for (let j = 0; j < samples; j++) sum += geneMajor[g * samples + j] / libraries[j]
    baseMean[g] = (sum / samples) * meanLibrary
  }
  return {
    method,
    geneIds: counts.featureIds,
    sampleIds: counts.sampleIds,
    sampleFactors: data.normalisationFactors,
    baseMean,
    logCpm: data.dispersions.averageLogCpm,
    log2FoldChange,
    statistic,
    pValue,
    pAdjusted: benjaminiHochberg(pValue),
  }
}
