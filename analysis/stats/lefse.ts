/**
 * LEfSe (Segata et al. 2011, Genome Biology 12:R60): features whose relative abundance differs
 * between classes, ranked by an LDA effect size. This follows the reference implementation
 * (SegataLab/lefse, `run_lefse.py` with its defaults, `lefse.py` `test_lda_r`) except where noted:
 *
 * 0. Samples without a class or without reads are left out, as R leaves out NA classes and the
 *    NaN proportions of an empty sample (`samplesToTest`); the result lists them.
 * 1. Each sample's counts are scaled to sum to 1,000,000 (`format_input.py -o 1000000`).
 * 2. Kruskal-Wallis across classes per feature; features with p < alpha (default 0.05) go on.
 *    Not done: LEfSe's pairwise Wilcoxon step between subclasses, since there are no subclasses
 *    here (with one subclass per class and fewer than 10 samples per class LEfSe only compares
 *    medians there).
 * 3. One LDA (MASS `lda`, tol 1e-10) of the class on all features that passed, fitted on all
 *    samples. LEfSe instead fits it on 30 bootstrap subsamples of 2/3 of the samples and first adds
 *    random noise to features with few distinct values per class; both make its scores random, so
 *    this library fits once on the data as they are, which makes the score a function of the data.
 *    Features that are constant within every class, which MASS refuses (LEfSe's noise hides them),
 *    get a discriminant coefficient of 0.
 * 4. With w the unit-length LD1 coefficients and LD = data · w, for every pair of classes (a, b):
 *    effect(a, b) = |mean LD in a - mean LD in b|, and per feature
 *    s_f(a, b) = (|mean_f in a - mean_f in b| + |w_f| · effect(a, b)) / 2.
 *    The LDA score is log10(1 + max over pairs of s_f(a, b)).
 * 5. Features with a score above ldaThreshold (default 2) are reported, highest score first, each
 *    with the class of its highest mean abundance.
 */
import { AnalysisInputError } from '../errors'
import { sampleTotals, selectTableSamples, type FeatureTable } from '../feature-table'
import { firstDiscriminant } from './linear-discriminant'
import { kruskalWallis } from './rank-tests'
import { samplesToTest, type DroppedSample } from './tested-samples'

export interface LefseFeature {
  readonly featureId: string
  /** The class in which the feature's mean relative abundance is highest. */
  readonly enrichedClass: string
  /** LEfSe's log10 LDA effect size. */
  readonly ldaScore: number
  readonly kruskalWallisPValue: number
}

export interface LefseResult {
  readonly features: LefseFeature[]
  /** Samples left out: without a class, or without reads (their proportions are undefined). */
  readonly droppedSamples: readonly DroppedSample[]
}

export interface LefseOptions {
  /** Kruskal-Wallis significance level, default 0.05. */
  readonly alpha?: number
  /** Smallest reported LDA score (exclusive), default 2. */
  readonly ldaThreshold?: number
}

const SCALED_TOTAL = 1_000_000
const LDA_TOLERANCE = 1e-10

export function lefse(
  allSamples: FeatureTable,
  allGrouping: readonly string[],
  { alpha = 0.05, ldaThreshold = 2 }: LefseOptions = {},
): LefseResult {
  const tested = samplesToTest(allSamples.sampleIds, allGrouping, { readTotals: sampleTotals(allSamples) })
  const table = tested.dropped.length === 0 ? allSamples : selectTableSamples(allSamples, tested.kept)
  const grouping = tested.grouping
  const droppedSamples = tested.dropped
  const classNames = [...new Set(grouping)].sort()
  if (classNames.length < 2) throw new AnalysisInputError('lefse.oneClass', {})
  const classIndex = new Map(classNames.map((name, c) => [name, c]))
  const classes = Int32Array.from(grouping, (name) => classIndex.get(name) as number)

  const passing = kruskalWallisFilter(table, classes, classNames.length, alpha)
  if (passing.length === 0) return { features: [], droppedSamples }
  const scores = ldaScores(passing, classes, classNames.length)
  const features = passing
    .map((feature, j) => ({
      featureId: table.featureIds[feature.index],
      enrichedClass: classNames[indexOfMax(feature.classMeans)],
      ldaScore: scores[j],
      kruskalWallisPValue: feature.pValue,
    }))
    .filter((feature) => feature.ldaScore > ldaThreshold)
    .sort((a, b) => b.ldaScore - a.ldaScore)
  return { features, droppedSamples }
}

interface PassingFeature {
  readonly index: number
  /** Relative abundance (per million) in every sample. */
  readonly values: Float64Array
  readonly classMeans: Float64Array
  readonly pValue: number
}

function kruskalWallisFilter(
  table: FeatureTable,
  classes: Int32Array,
  classCount: number,
  alpha: number,
): PassingFeature[] {
  const n = table.sampleIds.length
  const width = table.featureIds.length
  const totals = sampleTotals(table)
  const classSizes = new Int32Array(classCount)
  for (const c of classes) classSizes[c]++
  const passing: PassingFeature[] = []
  for (let f = 0; f < width; f++) {
    const values = new Float64Array(n)
    for (let s = 0; s < n; s++) values[s] = (table.counts[s * width + f] / totals[s]) * SCALED_TOTAL
    const byClass = Array.from(classSizes, (size) => new Float64Array(size))
    const filled = new Int32Array(classCount)
    for (let s = 0; s < n; s++) byClass[classes[s]][filled[classes[s]]++] = values[s]
    const { pValue } = kruskalWallis(byClass)
    if (!(pValue < alpha)) continue
    const classMeans = Float64Array.from(byClass, (group) => group.reduce((sum, v) => sum + v, 0) / group.length)
    passing.push({ index: f, values, classMeans, pValue })
  }
  return passing
}

function ldaScores(features: PassingFeature[], classes: Int32Array, classCount: number): Float64Array {
  const n = classes.length
  const variables = features.map((feature) => feature.values)
  const coefficients =
    firstDiscriminant({ variables, classes, classCount, tolerance: LDA_TOLERANCE }) ?? new Float64Array(features.length)
  let norm = 0
  for (const w of coefficients) norm += w * w
  norm = Math.sqrt(norm)
  if (norm > 0) for (let j = 0; j < coefficients.length; j++) coefficients[j] /= norm
  // class means of the projection LD = data · w
  const projectionMeans = new Float64Array(classCount)
  const classSizes = new Float64Array(classCount)
  for (let s = 0; s < n; s++) {
    let projection = 0
    features.forEach((feature, j) => {
      projection += feature.values[s] * coefficients[j]
    })
    projectionMeans[classes[s]] += projection
    classSizes[classes[s]]++
  }
  for (let c = 0; c < classCount; c++) projectionMeans[c] /= classSizes[c]

  return Float64Array.from(features, (feature, j) => {
    let largest = 0
    for (let a = 0; a < classCount; a++) {
      for (let b = a + 1; b < classCount; b++) {
        const effect = Math.abs(projectionMeans[a] - projectionMeans[b])
        const meanDifference = Math.abs(feature.classMeans[a] - feature.classMeans[b])
        largest = Math.max(largest, (meanDifference + Math.abs(coefficients[j]) * effect) / 2)
      }
    }
    return Math.log10(1 + largest)
  })
}

function indexOfMax(values: Float64Array): number {
  let best = 0
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i
  return best
}
