import { AnalysisInputError } from './errors'
import { sampleRow, sampleTotals, type FeatureTable } from './feature-table'
import { createRandom, type Random } from './random'

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
 * Draws reads one at a time from the reads still in the pool, picking the feature through a
 * Fenwick tree of remaining counts: O(F + k log F) for k draws, never an array of one entry per
 * read (samples hold millions). When more than half the reads are kept it draws the reads to drop
 * instead, which is the same distribution with fewer draws.
 */
function subsampleWithoutReplacement(
  row: Float64Array,
  total: number,
  depth: number,
  random: Random,
  out: Float64Array,
): void {
  const present: number[] = []
  for (let f = 0; f < row.length; f++) if (row[f] > 0) present.push(f)
  const pool = new FenwickTree(present.map((f) => row[f]))
  const dropping = depth > total - depth
  const draws = dropping ? total - depth : depth
  if (dropping) out.set(row)
  let remaining = total
  for (let draw = 0; draw < draws; draw++) {
    const item = pool.indexOfCumulative(random.nextInt(remaining))
    pool.add(item, -1)
    remaining--
    out[present[item]] += dropping ? -1 : 1
  }
}

/** Prefix sums over item weights with O(log n) update and search. */
class FenwickTree {
  private readonly tree: Float64Array
  private readonly topStep: number

  constructor(weights: readonly number[]) {
    const n = weights.length
    this.tree = new Float64Array(n + 1)
    for (let i = 1; i <= n; i++) {
      this.tree[i] += weights[i - 1]
      const parent = i + (i & -i)
      if (parent <= n) this.tree[parent] += this.tree[i]
    }
    this.topStep = n === 0 ? 0 : 2 ** Math.floor(Math.log2(n))
  }

  add(item: number, delta: number): void {
    for (let i = item + 1; i < this.tree.length; i += i & -i) this.tree[i] += delta
  }

  /** The item whose cumulative range [sum before it, sum through it) contains `target`. */
  indexOfCumulative(target: number): number {
    let position = 0
    let rest = target
    for (let step = this.topStep; step > 0; step >>= 1) {
      const next = position + step
      if (next < this.tree.length && this.tree[next] <= rest) {
        position = next
        rest -= this.tree[next]
      }
    }
    return position
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

/** ln Γ(x + h) - ln Γ(x) for integers x >= 1, h >= 1, without forming either large log-gamma. */
function logGammaIncrement(x: number, h: number): number {
  if (x < STIRLING_MIN) {
    let logFactorials = 0
    for (let k = x; k < STIRLING_MIN; k++) logFactorials += Math.log(k)
    return logFactorials + logGammaIncrement(STIRLING_MIN, x + h - STIRLING_MIN)
  }
  // Stirling: ln Γ(z) = (z - 1/2) ln z - z + ln √(2π) + c(z), differenced.
  return (x - 0.5) * Math.log1p(h / x) + h * Math.log(x + h) - h + stirlingCorrection(x + h) - stirlingCorrection(x)
}

const STIRLING_MIN = 16

/** The Stirling series remainder; its next term is below 1e-16 for z >= 16. */
function stirlingCorrection(z: number): number {
  const inverse = 1 / z
  const inverseSquare = inverse * inverse
  return (
    inverse *
    (1 / 12 +
      inverseSquare *
        (-1 / 360 +
          inverseSquare *
            (1 / 1260 + inverseSquare * (-1 / 1680 + inverseSquare * (1 / 1188 + inverseSquare * (-691 / 360360))))))
  )
}
