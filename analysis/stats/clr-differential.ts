/**
 * Differential abundance between two groups on centred log-ratios, after ALDEx2 (Fernandes AD et al.
 * 2013, PLoS ONE 8:e67019; Fernandes AD et al. 2014, Microbiome 2:15; Bioconductor package ALDEx2,
 * functions aldex.clr, aldex.ttest and aldex.effect):
 *
 * - Monte-Carlo mode: each sample's composition is drawn `instances` times from Dirichlet(counts + 0.5)
 *   and taken to log2 centred log-ratios; every instance gets one Welch t-test and one Wilcoxon
 *   rank-sum test per feature and its own Benjamini-Hochberg adjustment, and the expected (mean)
 *   p and q over the instances are reported. diff.btw, diff.win and effect are the medians ALDEx2's
 *   aldex.effect takes over random pairings of the pooled instances (see `pairedEffect`).
 * - Point estimate (instances 0): the log2 CLR of counts + pseudocount, one test of each kind per
 *   feature, and the deterministic counterparts of the effect sizes (see `exhaustiveEffect`).
 */
import { createRandom, drawGamma, type Random } from '../random'
import { benjaminiHochberg } from './fdr'
import { wilcoxonRankSum } from './rank-tests'
import { welchTwoSidedPValue } from './t-tests'

/** ALDEx2's Dirichlet prior: 0.5 added to every count before drawing compositions. */
export const DIRICHLET_PRIOR = 0.5

/** ALDEx2's aldex.effect pairs at most this many pooled values of each group. */
const MOST_PAIRED = 10000

/** Instances × samples × features held at once (160 MB of doubles); beyond it, ask for fewer instances. */
export const MOST_CLR_VALUES = 20_000_000

export interface ClrDifferentialOptions {
  /** Monte-Carlo Dirichlet instances; 0 gives the point estimate. */
  readonly instances: number
  readonly seed: number
  /** Added to every count before the log in the point estimate. */
  readonly pseudocount: number
}

export interface ClrDifferentialResult {
  /** The features analysed: those with a read in at least one of the two groups' samples. */
  readonly features: Int32Array
  /** Mean log2 CLR over the samples (and instances) of the reference and the compared group. */
  readonly meanReference: Float64Array
  readonly meanCompared: Float64Array
  /** Compared minus reference, log2 units (ALDEx2 diff.btw). */
  readonly diffBetween: Float64Array
  /** The larger within-group dispersion (ALDEx2 diff.win). */
  readonly diffWithin: Float64Array
  readonly effect: Float64Array
  readonly welchP: Float64Array
  readonly welchQ: Float64Array
  readonly wilcoxonP: Float64Array
  readonly wilcoxonQ: Float64Array
}

/**
 * The analysis of a sample-major count table (`counts[s * width + f]`), `compared[s]` telling whether
 * sample s is in the compared group (true) or the reference group (false). Each group needs 2 samples.
 */
export function clrDifferential(
  counts: ArrayLike<number>,
  width: number,
  compared: readonly boolean[],
  { instances, seed, pseudocount }: ClrDifferentialOptions,
): ClrDifferentialResult {
  const samples = compared.length
  if (counts.length !== samples * width) throw new RangeError('the counts do not match samples × features')
  const referenceSamples = compared.flatMap((isCompared, s) => (isCompared ? [] : [s]))
  const comparedSamples = compared.flatMap((isCompared, s) => (isCompared ? [s] : []))
  if (referenceSamples.length < 2 || comparedSamples.length < 2)
    throw new RangeError('each group needs at least 2 samples')
  if (!Number.isInteger(instances) || instances < 0)
    throw new RangeError(`instances must be 0 or more, got ${instances}`)

  // As aldex.clr, features without a read in any sample are left out.
  const kept: number[] = []
  for (let f = 0; f < width; f++) {
    let total = 0
    for (let s = 0; s < samples; s++) total += counts[s * width + f]
    if (total > 0) kept.push(f)
  }
  const features = Int32Array.from(kept)
  const parts = features.length
  if (parts < 2) throw new RangeError('the centred log-ratio needs at least 2 features with reads')
  const draws = Math.max(1, instances)
  if (draws * samples * parts > MOST_CLR_VALUES) throw new RangeError('too many instances × samples × features')

  // clr[(k * samples + s) * parts + j]: log2 CLR of kept feature j in sample s, instance k.
  const clr = new Float64Array(draws * samples * parts)
  const random = createRandom(seed)
  for (let k = 0; k < draws; k++)
    for (let s = 0; s < samples; s++) {
      const offset = (k * samples + s) * parts
      let sum = 0
      for (let j = 0; j < parts; j++) {
        const count = counts[s * width + features[j]]
        // Dividing the gamma variates by their sum (the Dirichlet draw) would only shift every log
        // of the sample by the same amount, which centring removes.
        const value =
          instances === 0
            ? logPositive(count + pseudocount, 'a count plus the pseudocount')
            : logPositive(drawGamma(random, count + DIRICHLET_PRIOR), 'a gamma variate')
        clr[offset + j] = value
        sum += value
      }
      const centre = sum / parts
      for (let j = 0; j < parts; j++) clr[offset + j] -= centre
    }

  const welchP = new Float64Array(parts)
  const welchQ = new Float64Array(parts)
  const wilcoxonP = new Float64Array(parts)
  const wilcoxonQ = new Float64Array(parts)
  const reference = new Float64Array(referenceSamples.length)
  const comparedValues = new Float64Array(comparedSamples.length)
  const instanceWelch = new Float64Array(parts)
  const instanceWilcoxon = new Float64Array(parts)
  for (let k = 0; k < draws; k++) {
    for (let j = 0; j < parts; j++) {
      referenceSamples.forEach((s, i) => (reference[i] = clr[(k * samples + s) * parts + j]))
      comparedSamples.forEach((s, i) => (comparedValues[i] = clr[(k * samples + s) * parts + j]))
      instanceWelch[j] = welchTwoSidedPValue(comparedValues, reference)
      instanceWilcoxon[j] = wilcoxonRankSum(comparedValues, reference).pValue
    }
    const welchAdjusted = benjaminiHochberg(instanceWelch)
    const wilcoxonAdjusted = benjaminiHochberg(instanceWilcoxon)
    for (let j = 0; j < parts; j++) {
      welchP[j] += instanceWelch[j] / draws
      welchQ[j] += welchAdjusted[j] / draws
      wilcoxonP[j] += instanceWilcoxon[j] / draws
      wilcoxonQ[j] += wilcoxonAdjusted[j] / draws
    }
  }

  const meanReference = new Float64Array(parts)
  const meanCompared = new Float64Array(parts)
  const diffBetween = new Float64Array(parts)
  const diffWithin = new Float64Array(parts)
  const effect = new Float64Array(parts)
  const pooledReference = new Float64Array(draws * referenceSamples.length)
  const pooledCompared = new Float64Array(draws * comparedSamples.length)
  for (let j = 0; j < parts; j++) {
    pool(clr, j, parts, samples, draws, referenceSamples, pooledReference)
    pool(clr, j, parts, samples, draws, comparedSamples, pooledCompared)
    meanReference[j] = average(pooledReference)
    meanCompared[j] = average(pooledCompared)
    const sizes =
      instances === 0
        ? exhaustiveEffect(pooledReference, pooledCompared)
        : pairedEffect(pooledReference, pooledCompared, random)
    diffBetween[j] = sizes.between
    diffWithin[j] = sizes.within
    effect[j] = sizes.effect
  }
  return {
    features,
    meanReference,
    meanCompared,
    diffBetween,
    diffWithin,
    effect,
    welchP,
    welchQ,
    wilcoxonP,
    wilcoxonQ,
  }
}

export interface EffectSizes {
  readonly between: number
  readonly within: number
  readonly effect: number
}

/**
 * ALDEx2's aldex.effect (unpaired) on the pooled instances of one feature: within each group two
 * random permutations of its pooled values give |differences| (ALDEx2 `sample(x, length(x))` twice),
 * cut to the shorter group's length; between groups, equal random subsamples of the two give
 * compared − reference. diff.btw is the median of the between differences, diff.win the median of the
 * larger of the two groups' within differences, and effect the median of their ratio (0 where the
 * within difference is 0, as ALDEx2 sets NaN to 0). At most 10,000 values of a group are paired.
 */
export function pairedEffect(reference: Float64Array, compared: Float64Array, random: Random): EffectSizes {
  const withinReference = withinDifferences(reference, random)
  const withinCompared = withinDifferences(compared, random)
  const pairs = Math.min(withinReference.length, withinCompared.length)
  const size = Math.min(reference.length, compared.length, MOST_PAIRED)
  const fromReference = randomSubsample(reference, size, random)
  const fromCompared = randomSubsample(compared, size, random)
  const between = new Float64Array(size)
  for (let i = 0; i < size; i++) between[i] = fromCompared[i] - fromReference[i]
  const within = new Float64Array(pairs)
  for (let i = 0; i < pairs; i++) within[i] = Math.max(withinReference[i], withinCompared[i])
  // ALDEx2 recycles the shorter vector; both hold min(n1, n2) × instances values (at most 10,000).
  const ratios = new Float64Array(size)
  for (let i = 0; i < size; i++) {
    const ratio = between[i] / within[i % pairs]
    ratios[i] = Number.isNaN(ratio) ? 0 : ratio
  }
  return { between: median(between), within: median(within), effect: median(ratios) }
}

/**
 * The point estimate's effect sizes, without random pairing: diff.btw is the median of every
 * compared − reference difference b_j − a_i, diff.win the median over every choice of two distinct
 * samples of each group of max(|a_i − a_i'|, |b_j − b_j'|) (the distributions aldex.effect samples
 * from), and effect diff.btw / diff.win (0 when diff.win is 0).
 */
export function exhaustiveEffect(reference: Float64Array, compared: Float64Array): EffectSizes {
  const between = new Float64Array(reference.length * compared.length)
  compared.forEach((b, j) => reference.forEach((a, i) => (between[j * reference.length + i] = b - a)))
  const within = medianOfLarger(distinctPairDifferences(reference), distinctPairDifferences(compared))
  const middle = median(between)
  return { between: middle, within, effect: within === 0 ? 0 : middle / within }
}

function logPositive(value: number, what: string): number {
  if (!(value > 0)) throw new RangeError(`${what} is not positive: ${value}`)
  return Math.log2(value)
}

function pool(
  clr: Float64Array,
  feature: number,
  parts: number,
  samples: number,
  draws: number,
  members: readonly number[],
  into: Float64Array,
): void {
  let i = 0
  for (const s of members) for (let k = 0; k < draws; k++) into[i++] = clr[(k * samples + s) * parts + feature]
}

function average(values: Float64Array): number {
  let sum = 0
  for (const value of values) sum += value
  return sum / values.length
}

/** The first `size` values of a random permutation (a partial Fisher-Yates shuffle of a copy). */
function randomSubsample(values: Float64Array, size: number, random: Random): Float64Array {
  const copy = Float64Array.from(values)
  for (let i = 0; i < size; i++) {
    const j = i + random.nextInt(copy.length - i)
    const swap = copy[i]
    copy[i] = copy[j]
    copy[j] = swap
  }
  return copy.subarray(0, size)
}

function withinDifferences(values: Float64Array, random: Random): Float64Array {
  const size = Math.min(values.length, MOST_PAIRED)
  const first = randomSubsample(values, size, random)
  const second = randomSubsample(values, size, random)
  const differences = new Float64Array(size)
  for (let i = 0; i < size; i++) differences[i] = Math.abs(first[i] - second[i])
  return differences
}

/** |v_i − v_i'| for every ordered pair of distinct positions, sorted. */
function distinctPairDifferences(values: Float64Array): Float64Array {
  const n = values.length
  const differences = new Float64Array(n * (n - 1))
  let k = 0
  for (let i = 0; i < n; i++)
    for (let i2 = 0; i2 < n; i2++) if (i !== i2) differences[k++] = Math.abs(values[i] - values[i2])
  return differences.sort()
}

/**
 * The median of max(u, v) over every pair of u in `first` and v in `second` (both sorted), without
 * forming the |first| × |second| values: at most x lie first(x) · second(x) of them, first(x) and
 * second(x) counting the values ≤ x, so the k-th smallest is the least x where that reaches k.
 */
function medianOfLarger(first: Float64Array, second: Float64Array): number {
  const total = first.length * second.length
  const kthSmallest = (k: number) => {
    let i = 0
    let j = 0
    for (;;) {
      const x = Math.min(i < first.length ? first[i] : Infinity, j < second.length ? second[j] : Infinity)
      while (i < first.length && first[i] <= x) i++
      while (j < second.length && second[j] <= x) j++
      if (i * j >= k) return x
    }
  }
  return total % 2 === 1 ? kthSmallest((total + 1) / 2) : (kthSmallest(total / 2) + kthSmallest(total / 2 + 1)) / 2
}

/** R's median: the middle value, or the mean of the two middle ones. */
function median(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort()
  const n = sorted.length
  return n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
}
