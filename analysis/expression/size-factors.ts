import { AnalysisInputError } from '../errors'
import { median } from './deseq2-dispersions'

/**
 * DESeq2's median-of-ratios size factors (`estimateSizeFactorsForMatrix`, type "ratio"): per sample,
 * the median over genes with no zero count of count / geometric mean of the gene's counts.
 * `counts` is genes × samples, row-major.
 */
export function medianOfRatiosSizeFactors(counts: Float64Array, genes: number, samples: number): Float64Array {
  const logGeometricMeans = new Float64Array(genes)
  let usable = 0
  for (let g = 0; g < genes; g++) {
    let sum = 0
    for (let j = 0; j < samples; j++) sum += Math.log(counts[g * samples + j])
    logGeometricMeans[g] = sum / samples
    if (Number.isFinite(logGeometricMeans[g])) usable++
  }
  if (usable === 0) throw new AnalysisInputError('expression.everyGeneHasZero', {})
  const ratios = new Float64Array(usable)
  const factors = new Float64Array(samples)
  for (let j = 0; j < samples; j++) {
    let k = 0
    for (let g = 0; g < genes; g++) {
      const count = counts[g * samples + j]
      if (Number.isFinite(logGeometricMeans[g]) && count > 0) ratios[k++] = Math.log(count) - logGeometricMeans[g]
    }
    factors[j] = Math.exp(median(ratios.subarray(0, k)))
  }
  return factors
}
