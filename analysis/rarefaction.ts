import { AnalysisInputError } from './errors'
import { sampleRow, sampleTotals, type FeatureTable } from './feature-table'
import { logGammaIncrement, STIRLING_MIN, stirlingCorrection } from './log-gamma'
import { createRandom, drawHypergeometric, type Random } from './random'

/**
 * Subsamples every sample to `depth` reads without replacement, as QIIME and vegan::rrarefy do.
 * Samples with fewer reads are dropped; all features are kept (some may become all-zero) so the
 * result lines up with the input's feature ids. One seeded stream serves the samples in table order.
 */
export function rarefy(table: FeatureTable, depth: number, seed: number): FeatureTable {
  requireDepth(depth)
  const width = table.featureIds.length
  const totals = sampleTotals(table)
  const kept = table.sampleIds.flatMap((_, s) => (totals[s] >= depth ? [s] : []))
  const counts = new Float64Array(kept.length * width)
  const random = createRandom(seed)
  kept.forEach((s, k) => {
    const row = sampleRow(table, s)
    requireIntegerCounts(row, table.sampleIds[s])
    subsampleWithoutReplacement(row, totals[s], depth, random, counts.subarray(k * width, (k + 1) * width))
  })
  return {
    sampleIds: kept.map((s) => table.sampleIds[s]),
    featureIds: table.featureIds,
    counts,
    taxonomy: table.taxonomy,
  }
}

function requireDepth(depth: number): void {
  if (!Number.isInteger(depth) || depth < 1) throw new AnalysisInputError('rarefaction.invalidDepth', { depth })
}

function requireIntegerCounts(counts: ArrayLike<number>, sampleId?: string): void {
  for (let i = 0; i < counts.length; i++) {
    const value = counts[i]
    if (!Number.isInteger(value) || value < 0) {
      throw sampleId === undefined
        ? new AnalysisInputError('rarefaction.notReadCountUnnamed', { value })
        : new AnalysisInputError('rarefaction.notReadCount', { value, sample: sampleId })
    }
  }
}

/**
 * The reads kept of each feature follow the multivariate hypergeometric law; it is drawn as a chain
 * of univariate ones (feature f keeps x of its reads when the depth still to fill is drawn from the
 * reads of features f, f+1, ...), so the work is one draw per feature whatever the depth, where
 * drawing read by read took time in proportion to the depth.
 */
function subsampleWithoutReplacement(
  row: Float64Array,
  total: number,
  depth: number,
  random: Random,
  out: Float64Array,
): void {
  let poolLeft = total
  let toDraw = depth
  for (let f = 0; f < row.length && toDraw > 0; f++) {
    const reads = row[f]
    if (reads === 0) continue
    const kept = drawHypergeometric(random, reads, poolLeft - reads, toDraw)
    out[f] = kept
    toDraw -= kept
    poolLeft -= reads
  }
}

/**
 * Expected number of features in a random subsample of `depth` reads (Hurlbert 1971, as
 * vegan::rarefy): sum over features of 1 - C(N - a, depth) / C(N, depth). At or beyond the sample's
 * own size it is the observed richness, as in vegan.
 */
export function expectedRichness(counts: ArrayLike<number>, depth: number): number {
  return rarefactionCurve(counts, [depth])[0]
}

/** Expected richness at each depth, sharing the abundance summary across depths. */
export function rarefactionCurve(counts: ArrayLike<number>, depths: readonly number[]): number[] {
  requireIntegerCounts(counts)
  // Features of equal abundance contribute equally, and there are far fewer distinct abundances.
  const featuresWithAbundance = new Map<number, number>()
  let total = 0
  for (let i = 0; i < counts.length; i++) {
    const abundance = counts[i]
    if (abundance === 0) continue
    total += abundance
    featuresWithAbundance.set(abundance, (featuresWithAbundance.get(abundance) ?? 0) + 1)
  }
  return depths.map((depth) => {
    if (!Number.isInteger(depth) || depth < 0) throw new AnalysisInputError('rarefaction.curveDepth', { depth })
    let expected = 0
    for (const [abundance, features] of featuresWithAbundance) {
      expected += features * (1 - probabilityAbsent(total, abundance, depth))
    }
    return expected
  })
}

/** Abundances up to this are summed term by term, which is exact to rounding and cheap. */
const TERMWISE_LIMIT = 100

/**
 * C(N - a, d) / C(N, d) = prod_{j<a} (N - d - j) / (N - j): the chance that none of a feature's
 * a reads is among d drawn. Computed in logs without subtracting large log-gammas, whose
 * cancellation would cost ~1e-8 relative accuracy on samples of millions of reads.
 */
function probabilityAbsent(total: number, abundance: number, depth: number): number {
  if (depth === 0) return 1
  if (total - abundance < depth) return 0
  if (abundance <= TERMWISE_LIMIT) {
    let logProbability = 0
    for (let j = 0; j < abundance; j++) logProbability += Math.log1p(-depth / (total - j))
    return Math.exp(logProbability)
  }
  // = Γ(x1 + a) Γ(x2) / (Γ(x1) Γ(x2 + a)) with x2 = N - a + 1, x1 = x2 - d.
  const x2 = total - abundance + 1
  const x1 = x2 - depth
  // Fewer than 16 reads would be left undrawn: the probability is astronomically small, so its
  // relative precision does not matter.
  if (x1 < STIRLING_MIN) return Math.exp(logGammaIncrement(x1, abundance) - logGammaIncrement(x2, abundance))
  // Two Stirling expansions subtracted term by term, so that no two terms of size a·ln N cancel.
  const h = abundance
  return Math.exp(
    (x1 - 0.5) * Math.log1p(h / x1) -
      (x2 - 0.5) * Math.log1p(h / x2) +
      h * Math.log1p(-depth / (x2 + h)) +
      stirlingCorrection(x1 + h) -
      stirlingCorrection(x1) -
      stirlingCorrection(x2 + h) +
      stirlingCorrection(x2),
  )
}
