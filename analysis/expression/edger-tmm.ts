/**
 * edgeR 3.40's `calcNormFactors(method = "TMM")` with its defaults: the reference library is the one
 * whose upper-quartile/library-size ratio is closest to the mean of those ratios; each library's
 * factor is the precision-weighted mean of its log ratios to the reference over the genes left after
 * trimming 30% of the log ratios and 5% of the average log expressions at each end; the factors are
 * scaled to a geometric mean of 1.
 */
import { sampleTotals, type FeatureTable } from '../feature-table'
import { averageRanks } from '../stats/ranks'

const LOG_RATIO_TRIM = 0.3
const SUM_TRIM = 0.05

/** One factor per sample, in the table's order; effective library size = column sum × factor. */
export function tmmNormalisationFactors(table: FeatureTable): Float64Array {
  const samples = table.sampleIds.length
  const width = table.featureIds.length
  const libraries = sampleTotals(table)
  const expressed: number[] = []
  for (let f = 0; f < width; f++) {
    let any = false
    for (let s = 0; s < samples && !any; s++) any = table.counts[s * width + f] > 0
    if (any) expressed.push(f)
  }
  if (expressed.length === 0 || samples === 1) return new Float64Array(samples).fill(1)
  const column = (s: number) => Float64Array.from(expressed, (f) => table.counts[s * width + f])

  const upperQuartiles = Float64Array.from({ length: samples }, (_, s) => {
    const sorted = column(s).sort()
    return quantileType7(sorted, 0.75) / libraries[s]
  })
  let reference = 0
  if (medianOf(upperQuartiles) < 1e-20) {
    let best = -Infinity
    for (let s = 0; s < samples; s++) {
      const sum = column(s).reduce((total, count) => total + Math.sqrt(count), 0)
      if (sum > best) {
        best = sum
        reference = s
      }
    }
  } else {
    const mean = upperQuartiles.reduce((a, b) => a + b, 0) / samples
    for (let s = 1; s < samples; s++)
      if (Math.abs(upperQuartiles[s] - mean) < Math.abs(upperQuartiles[reference] - mean)) reference = s
  }
  const referenceCounts = column(reference)
  const factors = Float64Array.from({ length: samples }, (_, s) =>
    tmmFactor(column(s), referenceCounts, libraries[s], libraries[reference]),
  )
  const logMean = factors.reduce((sum, f) => sum + Math.log(f), 0) / samples
  return factors.map((f) => f / Math.exp(logMean))
}

/** `.calcFactorTMM` for one library against the reference. */
function tmmFactor(obs: Float64Array, ref: Float64Array, obsLibrary: number, refLibrary: number): number {
  const logRatios: number[] = []
  const absoluteExpressions: number[] = []
  const variances: number[] = []
  for (let i = 0; i < obs.length; i++) {
    const logRatio = Math.log2(obs[i] / obsLibrary / (ref[i] / refLibrary))
    const absoluteExpression = (Math.log2(obs[i] / obsLibrary) + Math.log2(ref[i] / refLibrary)) / 2
    if (!Number.isFinite(logRatio) || !Number.isFinite(absoluteExpression)) continue
    logRatios.push(logRatio)
    absoluteExpressions.push(absoluteExpression)
    variances.push((obsLibrary - obs[i]) / obsLibrary / obs[i] + (refLibrary - ref[i]) / refLibrary / ref[i])
  }
  if (logRatios.every((r) => Math.abs(r) < 1e-6)) return 1
  const n = logRatios.length
  const lowRatio = Math.floor(n * LOG_RATIO_TRIM) + 1
  const highRatio = n + 1 - lowRatio
  const lowSum = Math.floor(n * SUM_TRIM) + 1
  const highSum = n + 1 - lowSum
  const ratioRanks = averageRanks(logRatios).ranks
  const expressionRanks = averageRanks(absoluteExpressions).ranks
  let weighted = 0
  let weights = 0
  for (let i = 0; i < n; i++) {
    if (ratioRanks[i] < lowRatio || ratioRanks[i] > highRatio) continue
    if (expressionRanks[i] < lowSum || expressionRanks[i] > highSum) continue
    weighted += logRatios[i] / variances[i]
    weights += 1 / variances[i]
  }
  const f = weighted / weights
  return 2 ** (Number.isNaN(f) ? 0 : f)
}

function quantileType7(sorted: Float64Array, p: number): number {
  const index = (sorted.length - 1) * p
  const low = Math.floor(index)
  const h = index - low
  return h === 0 ? sorted[low] : (1 - h) * sorted[low] + h * sorted[low + 1]
}

function medianOf(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort()
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
