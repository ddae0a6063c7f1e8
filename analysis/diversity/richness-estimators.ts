import { type FeatureTable } from '../feature-table'

/** Per sample, in table order: vegan's `estimateR` (S.obs, S.chao1, se.chao1, S.ACE, se.ACE). */
export interface RichnessEstimates {
  readonly observed: Float64Array
  readonly chao1: Float64Array
  readonly chao1StandardError: Float64Array
  readonly ace: Float64Array
  readonly aceStandardError: Float64Array
}

/** Counts up to this value are "rare" for ACE (vegan's estimateR). */
const RARE = 10

/**
 * The richness estimators Chao1 and ACE with their standard errors, exactly as vegan 2.6's
 * `estimateR` computes them (the bias-corrected Chao1 S + F1(F1 − 1) / (2(F2 + 1)) and its delta-
 * method variance; ACE with counts ≤ 10 as rare, and its standard error from vegan's gradient of
 * the estimate in the abundance classes F1..F10, its `gradF`). Where a formula has no value
 * (ACE when every rare feature is a singleton) the result is NaN or Infinity, as in vegan.
 *
 * A sample without reads has observed 0 and NaN elsewhere; a sample with counts that are not whole
 * numbers has NaN everywhere except observed (vegan refuses such input).
 */
export function richnessEstimators(table: FeatureTable): RichnessEstimates {
  const n = table.sampleIds.length
  const width = table.featureIds.length
  const column = () => new Float64Array(n)
  const out = {
    observed: column(),
    chao1: column(),
    chao1StandardError: column(),
    ace: column(),
    aceStandardError: column(),
  }
  const a = new Float64Array(RARE) // a[i - 1]: features with count i
  for (let s = 0; s < n; s++) {
    a.fill(0)
    let observed = 0
    let rareSpecies = 0
    let rareReads = 0
    let whole = true
    for (let f = 0; f < width; f++) {
      const count = table.counts[s * width + f]
      if (count <= 0) continue
      observed++
      if (!Number.isInteger(count)) whole = false
      else if (count <= RARE) {
        a[count - 1]++
        rareSpecies++
        rareReads += count
      }
    }
    out.observed[s] = observed
    if (observed === 0 || !whole) {
      out.chao1[s] = out.chao1StandardError[s] = out.ace[s] = out.aceStandardError[s] = NaN
      continue
    }
    const [f1, f2] = a
    const chao1 = observed + (f1 * (f1 - 1)) / (f2 + 1) / 2
    out.chao1[s] = chao1
    out.chao1StandardError[s] = Math.sqrt(chao1Variance(f1, f2, chao1))

    const coverage = 1 - f1 / rareReads
    let pairs = 0
    for (let i = 1; i <= RARE; i++) pairs += i * (i - 1) * a[i - 1]
    const gamma = (pairs * rareSpecies) / (coverage * rareReads * (rareReads - 1)) - 1
    const ace = observed - rareSpecies + rareSpecies / coverage + (Math.max(gamma, 0) * f1) / coverage
    out.ace[s] = ace
    const gradient = aceGradient(a)
    // sum over j, k of D_j D_k (δ_jk a_j − a_j a_k / S.ACE)
    let squared = 0
    let weighted = 0
    for (let j = 0; j < RARE; j++) {
      squared += gradient[j] * gradient[j] * a[j]
      weighted += gradient[j] * a[j]
    }
    out.aceStandardError[s] = Math.sqrt(squared - (weighted * weighted) / ace)
  }
  return out
}

/** vegan's `sd.Chao1` before the square root (its expanded polynomial, term for term). */
function chao1Variance(a1: number, a2: number, chao1: number): number {
  return (
    (a1 *
      ((-a2 * a2 + (-2 * a2 - a1) * a1) * a1 +
        (-1 +
          (-4 + (-5 - 2 * a2) * a2) * a2 +
          (-2 + (-1 + (2 * a2 + 2) * a2) * a2 + (4 + (6 + 4 * a2) * a2 + a1 * a2) * a1) * a1) *
          chao1)) /
    4 /
    (a2 + 1) ** 4 /
    chao1
  )
}

/** vegan's `gradF(a, i)` (estimateR's derivative of ACE in the classes a_1..a_10), transcribed. */
function aceGradient(a: Float64Array): Float64Array {
  const k = a.length
  let e4 = 0
  let e10 = 0
  let e12 = 0
  for (let i = 1; i <= k; i++) {
    e4 += i * a[i - 1]
    e10 += a[i - 1]
    e12 += i * (i - 1) * a[i - 1]
  }
  const a1 = a[0]
  const e7 = 1 - a1 / (1 - e4)
  const e8 = 1 / e7
  const e13 = e10 * e12
  const e14 = e7 * e4
  const e15 = e4 - 1
  const e16 = e14 * e15
  const e18 = e13 / e16 - 1
  const e20 = e10 + a1 * e18
  const e23 = (1 - e4) ** 2
  const e25 = 1 / (1 - e4) + a1 / (1 - e4) ** 2
  const e26 = e7 * e7
  const e35 = e16 * e16
  const gradient = new Float64Array(k)
  for (let i = 1; i <= k; i++) {
    gradient[i - 1] =
      ((a1 * i) / (e23 * e26)) * e20 +
      e8 *
        (1 + a1 * ((e12 + e10 * i * (i - 1)) / e16 - (e13 * ((e7 * i - ((a1 * i) / e23) * e4) * e15 + e14 * i)) / e35))
  }
  gradient[0] = (e25 / e26) * e20 + e8 * (1 + (e18 + a1 * (e12 / e16 - (e13 * ((e7 - e25 * e4) * e15 + e14)) / e35)))
  return gradient
}
