/**
 * edgeR's log counts per million, `cpm(y, log = TRUE, prior.count = 2)` of a DGEList whose
 * normalisation factors are set (edgeR 3.40): effective library sizes are library size × factor,
 * and the prior count is scaled by each library's size relative to the mean, so a gene with no reads
 * sits at the same low value in every sample and small counts do not dominate distances and PCA.
 */
import { sampleTotals, type FeatureTable } from '../feature-table'

export const DEFAULT_PRIOR_COUNT = 2

/** Per sample (in table order), the log2 CPM of every gene (in table order). */
export function logCpm(
  counts: FeatureTable,
  normalisationFactors: ArrayLike<number>,
  priorCount = DEFAULT_PRIOR_COUNT,
): Float64Array[] {
  const genes = counts.featureIds.length
  const totals = sampleTotals(counts)
  const librarySizes = Float64Array.from(totals, (total, s) => total * normalisationFactors[s])
  const meanLibrarySize = librarySizes.reduce((sum, size) => sum + size, 0) / librarySizes.length
  return counts.sampleIds.map((_, s) => {
    const prior = (priorCount * librarySizes[s]) / meanLibrarySize
    const adjustedLibrarySize = librarySizes[s] + 2 * prior
    const row = new Float64Array(genes)
    for (let g = 0; g < genes; g++)
      row[g] = Math.log2(((counts.counts[s * genes + g] + prior) / adjustedLibrarySize) * 1e6)
    return row
  })
}
