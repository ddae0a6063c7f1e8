import { type FeatureTable } from '../feature-table'

export const ALPHA_METRICS = [
  'observed',
  'shannon',
  'simpson',
  'invsimpson',
  'pielou',
  'chao1',
  'ace',
  'goods_coverage',
] as const
export type AlphaMetric = (typeof ALPHA_METRICS)[number]

/** vegan's `estimateR`: counts up to this value are "rare" for ACE. */
const ACE_RARE_THRESHOLD = 10

/**
 * Every alpha metric for every sample, in table order, from one pass over each sample's non-zero
 * counts.
 *
 * - shannon: −Σ p ln p (natural log, as vegan's `diversity` and scikit-bio's `shannon(base=e)`);
 * - simpson: 1 − Σ p²; invsimpson: 1 / Σ p²; pielou: H / ln S;
 * - chao1 and ace: vegan's `estimateR` (`S.chao1`, the bias-corrected S + F1(F1−1) / (2(F2+1)),
 *   and `S.ACE` with rare counts ≤ 10), including its NaN or Infinity where the formula has no
 *   value (ACE when every rare feature is a singleton);
 * - goods_coverage: 1 − F1 / N.
 *
 * A sample without counts has observed 0 and NaN for every other metric: a proportion of nothing
 * has no diversity. pielou is NaN for a single feature (0 / ln 1). chao1, ace and goods_coverage
 * count singletons and doubletons, so they are NaN for a sample with non-integer counts (vegan
 * refuses such input).
 */
export function alphaDiversity(table: FeatureTable): Record<AlphaMetric, Float64Array> {
  const n = table.sampleIds.length
  const width = table.featureIds.length
  const result = Object.fromEntries(ALPHA_METRICS.map((metric) => [metric, new Float64Array(n)])) as Record<
    AlphaMetric,
    Float64Array
  >
  // abundanceClass[c] = number of features with count c, for c = 1..10.
  const abundanceClass = new Float64Array(ACE_RARE_THRESHOLD + 1)

  for (let sample = 0; sample < n; sample++) {
    const offset = sample * width
    let observed = 0
    let total = 0
    let integerCounts = true
    for (let f = 0; f < width; f++) {
      const count = table.counts[offset + f]
      if (count === 0) continue
      observed++
      total += count
      if (!Number.isInteger(count)) integerCounts = false
    }
    result.observed[sample] = observed
    if (total === 0) {
      for (const metric of ALPHA_METRICS) if (metric !== 'observed') result[metric][sample] = Number.NaN
      continue
    }

    abundanceClass.fill(0)
    let entropy = 0
    let sumOfSquares = 0
    let rareSpecies = 0
    let rareIndividuals = 0
    for (let f = 0; f < width; f++) {
      const count = table.counts[offset + f]
      if (count === 0) continue
      const proportion = count / total
      entropy -= proportion * Math.log(proportion)
      sumOfSquares += proportion * proportion
      if (count <= ACE_RARE_THRESHOLD && integerCounts) {
        abundanceClass[count]++
        rareSpecies++
        rareIndividuals += count
      }
    }
    result.shannon[sample] = entropy
    result.simpson[sample] = 1 - sumOfSquares
    result.invsimpson[sample] = 1 / sumOfSquares
    result.pielou[sample] = entropy / Math.log(observed)

    if (!integerCounts) {
      result.chao1[sample] = result.ace[sample] = result.goods_coverage[sample] = Number.NaN
      continue
    }
    const singletons = abundanceClass[1]
    const doubletons = abundanceClass[2]
    result.chao1[sample] = observed + (singletons * (singletons - 1)) / (doubletons + 1) / 2
    result.goods_coverage[sample] = 1 - singletons / total

    // vegan's estimateR, term by term, so that its NaN and Infinity cases carry over.
    const coverage = 1 - singletons / rareIndividuals
    let weightedClasses = 0
    for (let c = 1; c <= ACE_RARE_THRESHOLD; c++) weightedClasses += c * (c - 1) * abundanceClass[c]
    const gamma = (weightedClasses * rareSpecies) / (coverage * rareIndividuals * (rareIndividuals - 1)) - 1
    const abundantSpecies = observed - rareSpecies
    // Math.max, like R's max, propagates NaN.
    result.ace[sample] = abundantSpecies + rareSpecies / coverage + (Math.max(gamma, 0) * singletons) / coverage
  }
  return result
}
