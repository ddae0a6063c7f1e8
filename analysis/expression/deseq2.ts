/**
 * DESeq2's method (Love, Huber & Anders 2014) as DESeq2 1.38's `DESeq(dds)` followed by
 * `results(dds, contrast = c(factor, treatment, reference), alpha)` does it by default: median-of-
 * ratios size factors, gene-wise dispersions by Cox-Reid adjusted profile likelihood, the parametric
 * trend, MAP shrinkage towards it, the negative binomial GLM and its Wald test, Cook's distance
 * outliers, independent filtering and Benjamini-Hochberg. The reference values in
 * tests/fixtures/analysis/expression/deseq2/ come from DESeq2 itself; its README says where this
 * implementation departs from it.
 */
import { AnalysisInputError } from '../errors'
import type { FeatureTable } from '../feature-table'
import { normalUpperTail } from '../stats/distributions'
import { fQuantile, maximumCooksDistances } from './cooks-distance'
import { cellOf, cellSizes, designMatrix, type DesignMatrix } from './design-matrix'
import {
  dispersionPriorVariance,
  dispersionTrend,
  geneWiseDispersions,
  hatMatrixOf,
  maximumPosteriorDispersions,
  medianAbsoluteDeviation,
  MIN_DISPERSION,
  startingDispersions,
  trendAt,
  type DispersionTrend,
} from './deseq2-dispersions'
import { fitGlms, leastSquaresOperator, MIN_MU } from './deseq2-glm'
import type { DifferentialExpressionResult, ExpressionDesign } from './differential-expression'
import { independentFiltering, type IndependentFiltering } from './independent-filtering'
import { medianOfRatiosSizeFactors } from './size-factors'

export interface Deseq2Options {
  /** The FDR the independent filtering optimises rejections for (DESeq2's results() default, 0.1). */
  readonly alpha?: number
}

export interface Deseq2Result extends DifferentialExpressionResult {
  readonly method: 'deseq2'
  readonly lfcStandardError: Float64Array
  /** Per gene (NaN for all-zero genes): gene-wise, trend and final dispersions, and the 2 SD outliers kept gene-wise. */
  readonly dispersions: {
    readonly geneWise: Float64Array
    readonly fitted: Float64Array
    readonly final: Float64Array
    readonly outlier: Uint8Array
    readonly trend: DispersionTrend
    readonly priorVariance: number
  }
  readonly maxCooks: Float64Array
  readonly filtering: IndependentFiltering
}

export function deseq2(table: FeatureTable, design: ExpressionDesign, options: Deseq2Options = {}): Deseq2Result {
  const alpha = options.alpha ?? 0.1
  const m = table.sampleIds.length
  const genes = table.featureIds.length
  const counts = geneMajorCounts(table)
  const x = designMatrix(design, m)
  const p = x.columns
  const sizeFactors = medianOfRatiosSizeFactors(counts, genes, m)

  const baseMean = new Float64Array(genes)
  const tested: number[] = []
  for (let g = 0; g < genes; g++) {
    let sum = 0
    let total = 0
    for (let j = 0; j < m; j++) {
      sum += counts[g * m + j] / sizeFactors[j]
      total += counts[g * m + j]
    }
    baseMean[g] = sum / m
    if (total > 0) tested.push(g)
  }
  const nonZero = Int32Array.from(tested)
  const testedMeans = Float64Array.from(nonZero, (g) => baseMean[g])

  const fit = estimateDispersions(counts, nonZero, m, sizeFactors, x, testedMeans)
  const glm = fitGlms({
    counts,
    genes: nonZero,
    samples: m,
    sizeFactors,
    x: x.values,
    coefficients: p,
    dispersions: fit.final,
  })
  const cooks = maximumCooksDistances(counts, nonZero, m, p, sizeFactors, glm.mu, glm.hat, cellOf(x))

  const log2FoldChange = new Float64Array(genes).fill(NaN)
  const lfcStandardError = new Float64Array(genes).fill(NaN)
  const statistic = new Float64Array(genes).fill(NaN)
  const pValue = new Float64Array(genes).fill(NaN)
  const maxCooks = new Float64Array(genes).fill(NaN)
  const dispersions = {
    geneWise: new Float64Array(genes).fill(NaN),
    fitted: new Float64Array(genes).fill(NaN),
    final: new Float64Array(genes).fill(NaN),
    outlier: new Uint8Array(genes),
    trend: fit.trend,
    priorVariance: fit.priorVariance,
  }
  const cooksCutoff = fQuantile(0.99, p, m - p)
  const c = x.treatmentColumn
  for (let i = 0; i < nonZero.length; i++) {
    const g = nonZero[i]
    dispersions.geneWise[g] = fit.geneWise[i]
    dispersions.fitted[g] = fit.fitted[i]
    dispersions.final[g] = fit.final[i]
    dispersions.outlier[g] = fit.outlier[i]
    maxCooks[g] = cooks.maximum[i]
    const lfc = glm.beta[i * p + c] / Math.LN2
    const se = Math.sqrt(Math.max(glm.betaVariance[i * p + c], 0)) / Math.LN2
    const stat = lfc / se
    log2FoldChange[g] = lfc
    lfcStandardError[g] = se
    statistic[g] = stat
    pValue[g] = 2 * normalUpperTail(Math.abs(stat))
    if (zeroInContrast(counts, g, m, x)) {
      log2FoldChange[g] = 0
      statistic[g] = 0
      pValue[g] = 1
    }
    if (cooks.maximum[i] > cooksCutoff && !sparedOutlier(counts, g, m, x, cooks.sample[i])) pValue[g] = NaN
  }
  const filtering = independentFiltering(baseMean, pValue, alpha)
  return {
    method: 'deseq2',
    geneIds: table.featureIds,
    sampleIds: table.sampleIds,
    sampleFactors: sizeFactors,
    baseMean,
    logCpm: new Float64Array(genes).fill(NaN),
    log2FoldChange,
    statistic,
    pValue,
    pAdjusted: filtering.adjusted,
    lfcStandardError,
    dispersions,
    maxCooks,
    filtering,
  }
}

/** The counts genes × samples (the library's tables are sample-major); DESeq2 takes whole, non-negative counts. */
export function geneMajorCounts(table: FeatureTable): Float64Array {
  const m = table.sampleIds.length
  const genes = table.featureIds.length
  const counts = new Float64Array(genes * m)
  for (let j = 0; j < m; j++) {
    for (let g = 0; g < genes; g++) {
      const value = table.counts[j * genes + g]
      if (!(value >= 0) || !Number.isInteger(value)) {
        throw new AnalysisInputError('expression.notCounts', {
          value,
          gene: table.featureIds[g],
          sample: table.sampleIds[j],
        })
      }
      counts[g * m + j] = value
    }
  }
  return counts
}

interface DispersionFit {
  readonly geneWise: Float64Array
  readonly fitted: Float64Array
  readonly final: Float64Array
  readonly outlier: Uint8Array
  readonly trend: DispersionTrend
  readonly priorVariance: number
}

/** `estimateDispersions`: gene-wise estimates, the trend through them, and MAP shrinkage (DESeq2's defaults). */
function estimateDispersions(
  counts: Float64Array,
  genes: Int32Array,
  m: number,
  sizeFactors: Float64Array,
  x: DesignMatrix,
  baseMeans: Float64Array,
): DispersionFit {
  const p = x.columns
  const { geneWise, mu } = geneWiseEstimates(
    counts,
    genes,
    m,
    sizeFactors,
    x.values,
    p,
    cellSizes(cellOf(x)).length === p,
  )
  const trend = dispersionTrend(baseMeans, geneWise)
  const fitted = Float64Array.from(baseMeans, (mean) => trendAt(trend, mean))
  const varianceOfLogResiduals = varianceOfLogDispersionResiduals(geneWise, fitted)
  const priorVariance = dispersionPriorVariance(varianceOfLogResiduals, m, p)
  const { dispersion, outlier } = maximumPosteriorDispersions({
    counts,
    genes,
    samples: m,
    x: x.values,
    coefficients: p,
    mu,
    geneEstimates: geneWise,
    fitted,
    priorVariance,
    varianceOfLogResiduals,
  })
  return { geneWise, fitted, final: dispersion, outlier, trend, priorVariance }
}

/**
 * `estimateDispersionsGeneEst`'s means and estimates: when every sample's cell has its own
 * coefficient (one factor, or blocks crossed with nothing left over) the means are the linear
 * model's fit of the normalised counts, otherwise a GLM fit at the starting dispersions; floored at 0.5.
 */
export function geneWiseEstimates(
  counts: Float64Array,
  genes: Int32Array,
  m: number,
  sizeFactors: Float64Array,
  x: Float64Array,
  p: number,
  linearMeans: boolean,
): { geneWise: Float64Array; mu: Float64Array } {
  const hatMatrix = hatMatrixOf(x, m, p, leastSquaresOperator(x, m, p))
  const start = startingDispersions(counts, genes, m, sizeFactors, x, p, hatMatrix)
  let mu: Float64Array
  if (linearMeans) {
    mu = new Float64Array(genes.length * m)
    for (let i = 0; i < genes.length; i++) {
      const row = genes[i] * m
      for (let j = 0; j < m; j++) {
        let sum = 0
        for (let k = 0; k < m; k++) sum += (counts[row + k] / sizeFactors[k]) * hatMatrix[k * m + j]
        mu[i * m + j] = sum * sizeFactors[j]
      }
    }
  } else {
    mu = fitGlms({ counts, genes, samples: m, sizeFactors, x, coefficients: p, dispersions: start }).mu
  }
  for (let k = 0; k < mu.length; k++) if (mu[k] < MIN_MU) mu[k] = MIN_MU
  const geneWise = geneWiseDispersions({ counts, genes, samples: m, sizeFactors, x, coefficients: p, mu, start })
  return { geneWise, mu }
}

/** The squared MAD of log gene-wise estimates around the trend, over estimates of at least 100 × 1e-8. */
function varianceOfLogDispersionResiduals(geneWise: Float64Array, fitted: Float64Array): number {
  const residuals: number[] = []
  for (let i = 0; i < geneWise.length; i++) {
    if (geneWise[i] >= 100 * MIN_DISPERSION) residuals.push(Math.log(geneWise[i]) - Math.log(fitted[i]))
  }
  return medianAbsoluteDeviation(residuals) ** 2
}

/** DESeq2 sets the fold change to 0 and the p-value to 1 where both compared levels have only zeros. */
function zeroInContrast(counts: Float64Array, g: number, m: number, x: DesignMatrix): boolean {
  for (let j = 0; j < m; j++) if (x.inContrast[j] && counts[g * m + j] !== 0) return false
  return true
}

/**
 * results()'s heuristic for one two-level factor: a Cook's outlier keeps its p-value when three or
 * more samples have a larger count than the sample with the largest Cook's distance.
 */
function sparedOutlier(counts: Float64Array, g: number, m: number, x: DesignMatrix, sample: number): boolean {
  if (!x.singleTwoLevelFactor) return false
  const outlierCount = counts[g * m + sample]
  let larger = 0
  for (let j = 0; j < m; j++) if (counts[g * m + j] > outlierCount) larger++
  return larger >= 3
}
