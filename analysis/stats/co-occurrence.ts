import type { FeatureTable } from '../feature-table'
import { correlationTest } from './correlation'
import { benjaminiHochberg } from './fdr'

/** A pair of features whose Spearman correlation passed both thresholds. */
export interface CoOccurrenceEdge {
  /** Indexes into the `features` of the network (not the table). */
  readonly source: number
  readonly target: number
  readonly rho: number
  readonly pValue: number
  readonly qValue: number
}

export interface CoOccurrenceNetwork {
  /** The table's features that were tested, in table order. */
  readonly features: readonly number[]
  /** Every tested pair (i < j over `features`): Spearman ρ, its p (R's cor.test, exact = FALSE) and BH q over all pairs. */
  readonly pairs: readonly CoOccurrenceEdge[]
  /** The pairs with q < maxQ and |ρ| ≥ minRho. */
  readonly edges: readonly CoOccurrenceEdge[]
}

export interface CoOccurrenceOptions {
  /** Features present (value > 0) in fewer than this fraction of samples are not tested. */
  readonly minPrevalence: number
  /** At most this many features, the most abundant (by mean value) first; ties keep table order. */
  readonly maxFeatures: number
  readonly minRho: number
  readonly maxQ: number
}

/**
 * A co-occurrence network: Spearman's rank correlation between every pair of the kept features over
 * the samples (values as given: relative abundances, which leave ranks within a feature unchanged
 * from counts only when depths are equal), the p-value of R's `cor.test(method = "spearman", exact
 * = FALSE)`, Benjamini-Hochberg q-values over all tested pairs (`p.adjust(p, "BH")`), and the pairs
 * kept as edges where q < maxQ and |ρ| ≥ minRho. A constant feature has NaN ρ and p and no edge.
 */
export function coOccurrenceNetwork(table: FeatureTable, options: CoOccurrenceOptions): CoOccurrenceNetwork {
  const width = table.featureIds.length
  const samples = table.sampleIds.length
  const columns = Array.from({ length: width }, (_, f) =>
    Float64Array.from({ length: samples }, (__, s) => table.counts[s * width + f]),
  )
  const means = columns.map((values) => values.reduce((sum, v) => sum + v, 0) / samples)
  const prevalent = columns
    .map((values, f) => ({ f, present: values.filter((v) => v > 0).length / samples }))
    .filter(({ present }) => present >= options.minPrevalence && present > 0)
    .map(({ f }) => f)
  const features = prevalent
    .sort((a, b) => means[b] - means[a] || a - b)
    .slice(0, options.maxFeatures)
    .sort((a, b) => a - b)
  const tests: { source: number; target: number; rho: number; pValue: number }[] = []
  for (let i = 0; i < features.length; i++)
    for (let j = i + 1; j < features.length; j++) {
      const test = correlationTest(columns[features[i]], columns[features[j]], 'spearman')
      tests.push({ source: i, target: j, rho: test.estimate, pValue: test.pValue })
    }
  const q = benjaminiHochberg(tests.map((test) => test.pValue))
  const pairs = tests.map((test, k) => ({ ...test, qValue: q[k] }))
  const edges = pairs.filter((pair) => pair.qValue < options.maxQ && Math.abs(pair.rho) >= options.minRho)
  return { features, pairs, edges }
}
