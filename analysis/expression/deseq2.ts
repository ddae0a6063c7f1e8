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
import { cooksDistances, fQuantile, maximumCooksDistances } from './cooks-distance'
import { cellOf, cellSizes, designMatrix, type DesignMatrix } from './design-matrix'
import {
  dispersionPriorVariance,
  dispersionTrend,
  geneWiseDispersions,
  hatMatrixOf,
  maximumPosteriorDispersions,
  medianAbsoluteDeviation,
  trimmedMean,
  MIN_DISPERSION,
  startingDispersions,
  trendAt,
  type DispersionTrend,
} from './deseq2-dispersions'
import { fitGlms, leastSquaresOperator, MIN_MU } from './deseq2-glm'
import type { DifferentialExpressionResult, ExpressionDesign } from './differential-expression'
import { independentFiltering, type IndependentFiltering } from './independent-filtering'
import { medianOfRatiosSizeFactors, positiveCountsSizeFactors } from './size-factors'

export interface Deseq2Options {
  /** The FDR the independent filtering optimises rejections for (DESeq2's results() default, 0.1). */
  readonly alpha?: number
  /**
   * How size factors are estimated: DESeq2's default median of ratios ("ratio"), or "poscounts"
   * (`estimateSizeFactors(dds, type = "poscounts")`), which tables where every gene has a zero need.
   */
  readonly sizeFactorType?: 'ratio' | 'poscounts'
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
  const cells = cellOf(x)
  const sizeFactors =
    options.sizeFactorType === 'poscounts'
      ? positiveCountsSizeFactors(counts, genes, m)
      : medianOfRatiosSizeFactors(counts, genes, m)
  const baseMean = normalisedMeans(counts, genes, m, sizeFactors)
  const nonZero = genesWithCounts(counts, genes, m)

  const trend = estimateTrend(
    counts,
    nonZero,
    m,
    sizeFactors,
    x,
    Float64Array.from(nonZero, (g) => baseMean[g]),
  )
  const fit = fitGenes(
    counts,
    nonZero,
    m,
    sizeFactors,
    x,
    trend,
    Float64Array.from(nonZero, (g) => baseMean[g]),
    trend,
  )
  const cooks = cooksDistances(counts, nonZero, m, p, sizeFactors, fit.mu, fit.hat, cells)
  const perGene = new GeneResults(genes)
  perGene.store(nonZero, fit, maximumCooksDistances(cooks, m, p, cells), x.treatmentColumn, p)
  const cooksCutoff = fQuantile(0.99, p, m - p)
  const replaced = replaceOutliersAndRefit(
    counts,
    nonZero,
    m,
    sizeFactors,
    x,
    cells,
    cooks,
    cooksCutoff,
    trend,
    baseMean,
    perGene,
  )

  const { log2FoldChange, statistic, pValue } = perGene
  for (let i = 0; i < nonZero.length; i++) {
    const g = nonZero[i]
    if (zeroInContrast(counts, g, m, x)) {
      log2FoldChange[g] = 0
      statistic[g] = 0
      pValue[g] = 1
    }
    const outlierSample = largestAt(cooks, i, m)
    if (perGene.maxCooks[g] > cooksCutoff && !sparedOutlier(counts, g, m, x, outlierSample)) pValue[g] = NaN
    if (replaced[g] && baseMean[g] === 0) {
      log2FoldChange[g] = 0
      perGene.lfcStandardError[g] = 0
      statistic[g] = 0
      pValue[g] = 1
    }
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
    lfcStandardError: perGene.lfcStandardError,
    dispersions: { ...perGene.dispersions, trend: trend.trend, priorVariance: trend.priorVariance },
    maxCooks: perGene.maxCooks,
    filtering,
  }
}

function normalisedMeans(counts: Float64Array, genes: number, m: number, sizeFactors: Float64Array): Float64Array {
  const means = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    let sum = 0
    for (let j = 0; j < m; j++) sum += counts[g * m + j] / sizeFactors[j]
    means[g] = sum / m
  }
  return means
}

/** DESeq2 fits only the genes with a non-zero count. */
function genesWithCounts(counts: Float64Array, genes: number, m: number): Int32Array {
  const kept: number[] = []
  for (let g = 0; g < genes; g++) {
    for (let j = 0; j < m; j++) {
      if (counts[g * m + j] > 0) {
        kept.push(g)
        break
      }
    }
  }
  return Int32Array.from(kept)
}

/** The sample with the largest Cook's distance of the i-th fitted gene (R's which.max: the first). */
function largestAt(cooks: Float64Array, i: number, m: number): number {
  let at = 0
  for (let j = 1; j < m; j++) if (cooks[i * m + j] > cooks[i * m + at]) at = j
  return at
}

/** The per-gene columns of the result, NaN until a gene is fitted. */
class GeneResults {
  readonly log2FoldChange: Float64Array
  readonly lfcStandardError: Float64Array
  readonly statistic: Float64Array
  readonly pValue: Float64Array
  readonly maxCooks: Float64Array
  readonly dispersions: { geneWise: Float64Array; fitted: Float64Array; final: Float64Array; outlier: Uint8Array }
  constructor(genes: number) {
    const column = () => new Float64Array(genes).fill(NaN)
    this.log2FoldChange = column()
    this.lfcStandardError = column()
    this.statistic = column()
    this.pValue = column()
    this.maxCooks = column()
    this.dispersions = { geneWise: column(), fitted: column(), final: column(), outlier: new Uint8Array(genes) }
  }

  /** The Wald test of coefficient c (natural log scale in the fit, log2 in the result). */
  store(genes: Int32Array, fit: GeneFits, maxCooks: Float64Array, c: number, p: number): void {
    for (let i = 0; i < genes.length; i++) {
      const g = genes[i]
      this.dispersions.geneWise[g] = fit.geneWise[i]
      this.dispersions.fitted[g] = fit.fitted[i]
      this.dispersions.final[g] = fit.final[i]
      this.dispersions.outlier[g] = fit.outlier[i]
      this.maxCooks[g] = maxCooks[i]
      const lfc = fit.beta[i * p + c] / Math.LN2
      const se = Math.sqrt(Math.max(fit.betaVariance[i * p + c], 0)) / Math.LN2
      this.log2FoldChange[g] = lfc
      this.lfcStandardError[g] = se
      this.statistic[g] = lfc / se
      this.pValue[g] = 2 * normalUpperTail(Math.abs(lfc / se))
    }
  }
}

/** At least this many samples in a cell make its counts replaceable (`minReplicatesForReplace`). */
const MIN_REPLICATES_FOR_REPLACE = 7

/**
 * `refitWithoutOutliers` / `replaceOutliers`: in cells of 7 or more samples, counts whose Cook's
 * distance exceeds the cutoff become the gene's 20 %-trimmed mean of normalised counts times the
 * size factor (truncated to a whole count); the genes with a count above the cutoff anywhere get
 * new means (`baseMean` is updated in place), dispersions (on the first fit's trend and prior) and
 * Wald tests, and the maximum Cook's distance then only looks at the cells that could not be
 * replaced. Returns, per gene, whether it had a count above the cutoff.
 */
function replaceOutliersAndRefit(
  counts: Float64Array,
  fitted: Int32Array,
  m: number,
  sizeFactors: Float64Array,
  x: DesignMatrix,
  cells: Int32Array,
  cooks: Float64Array,
  cutoff: number,
  trend: TrendFit,
  baseMean: Float64Array,
  perGene: GeneResults,
): Uint8Array {
  const genes = baseMean.length
  const replaced = new Uint8Array(genes)
  const sizes = cellSizes(cells)
  const replaceable = Uint8Array.from(cells, (cell) => (sizes[cell] >= MIN_REPLICATES_FOR_REPLACE ? 1 : 0))
  if (!replaceable.some((r) => r === 1)) return replaced
  const newCounts = Float64Array.from(counts)
  const normalised = new Float64Array(m)
  let anyReplaced = false
  for (let i = 0; i < fitted.length; i++) {
    const g = fitted[i]
    for (let j = 0; j < m; j++) if (cooks[i * m + j] > cutoff) replaced[g] = 1
    if (!replaced[g]) continue
    anyReplaced = true
    for (let j = 0; j < m; j++) normalised[j] = counts[g * m + j] / sizeFactors[j]
    const trimmed = trimmedMean(normalised, 0.2)
    for (let j = 0; j < m; j++) {
      if (replaceable[j] && cooks[i * m + j] > cutoff) newCounts[g * m + j] = Math.trunc(trimmed * sizeFactors[j])
    }
  }
  if (!anyReplaced) return replaced
  baseMean.set(normalisedMeans(newCounts, genes, m, sizeFactors))
  const refitted: number[] = []
  for (let g = 0; g < genes; g++) if (replaced[g] && baseMean[g] > 0) refitted.push(g)
  if (refitted.length === 0) return replaced
  const refit = Int32Array.from(refitted)
  const fit = fitGenes(
    newCounts,
    refit,
    m,
    sizeFactors,
    x,
    trend,
    Float64Array.from(refit, (g) => baseMean[g]),
  )
  perGene.store(refit, fit, new Float64Array(refit.length).fill(NaN), x.treatmentColumn, x.columns)
  for (let g = 0; g < genes; g++) {
    if (replaced[g] && baseMean[g] === 0) {
      perGene.log2FoldChange[g] = NaN
      perGene.lfcStandardError[g] = NaN
      perGene.statistic[g] = NaN
      perGene.pValue[g] = NaN
    }
  }
  const unreplaceableCooks = Float64Array.from(cooks, (d, k) => (replaceable[k % m] ? 0 : d))
  const maxCooks = replaceable.every((r) => r === 1)
    ? new Float64Array(fitted.length).fill(NaN)
    : maximumCooksDistances(unreplaceableCooks, m, x.columns, cells)
  fitted.forEach((g, i) => (perGene.maxCooks[g] = maxCooks[i]))
  return replaced
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

/** What the first fit settles for all genes: the trend, the prior variance and the residuals' spread. */
interface TrendFit {
  readonly trend: DispersionTrend
  readonly priorVariance: number
  readonly varianceOfLogResiduals: number
  /** The gene-wise estimates and the means they were made with, for the first fit of the same genes. */
  readonly geneWise: Float64Array
  readonly mu: Float64Array
}

interface GeneFits {
  readonly geneWise: Float64Array
  readonly fitted: Float64Array
  readonly final: Float64Array
  readonly outlier: Uint8Array
  readonly beta: Float64Array
  readonly betaVariance: Float64Array
  readonly mu: Float64Array
  readonly hat: Float64Array
}

/** `estimateDispersionsGeneEst` and `estimateDispersionsFit`, then the prior variance for MAP. */
function estimateTrend(
  counts: Float64Array,
  genes: Int32Array,
  m: number,
  sizeFactors: Float64Array,
  x: DesignMatrix,
  baseMeans: Float64Array,
): TrendFit {
  const { geneWise, mu } = geneWiseEstimates(counts, genes, m, sizeFactors, x.values, x.columns, linearMeans(x))
  const trend = dispersionTrend(baseMeans, geneWise)
  const fitted = Float64Array.from(baseMeans, (mean) => trendAt(trend, mean))
  const varianceOfLogResiduals = varianceOfLogDispersionResiduals(geneWise, fitted)
  return {
    trend,
    priorVariance: dispersionPriorVariance(varianceOfLogResiduals, m, x.columns),
    varianceOfLogResiduals,
    geneWise,
    mu,
  }
}

/** Whether DESeq2 takes the gene-wise means from the linear model: when there are as many distinct samples' cells as coefficients. */
function linearMeans(x: DesignMatrix): boolean {
  return cellSizes(cellOf(x)).length === x.columns
}

/**
 * Dispersions (gene-wise, trend, MAP) and the GLM fit for `genes`: with the gene-wise estimates
 * the trend was fitted on when given (the first fit), fresh ones otherwise (replaced counts).
 */
function fitGenes(
  counts: Float64Array,
  genes: Int32Array,
  m: number,
  sizeFactors: Float64Array,
  x: DesignMatrix,
  trendFit: TrendFit,
  baseMeans: Float64Array,
  geneWiseFit?: { readonly geneWise: Float64Array; readonly mu: Float64Array },
): GeneFits {
  const p = x.columns
  const { geneWise, mu } = geneWiseFit ?? geneWiseEstimates(counts, genes, m, sizeFactors, x.values, p, linearMeans(x))
  const fitted = Float64Array.from(baseMeans, (mean) => trendAt(trendFit.trend, mean))
  const { dispersion, outlier } = maximumPosteriorDispersions({
    counts,
    genes,
    samples: m,
    x: x.values,
    coefficients: p,
    mu,
    geneEstimates: geneWise,
    fitted,
    priorVariance: trendFit.priorVariance,
    varianceOfLogResiduals: trendFit.varianceOfLogResiduals,
  })
  const glm = fitGlms({ counts, genes, samples: m, sizeFactors, x: x.values, coefficients: p, dispersions: dispersion })
  return {
    geneWise,
    fitted,
    final: dispersion,
    outlier,
    beta: glm.beta,
    betaVariance: glm.betaVariance,
    mu: glm.mu,
    hat: glm.hat,
  }
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
