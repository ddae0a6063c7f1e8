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

/**
 * DESeq2's "poscounts" size factors (`estimateSizeFactors(dds, type = "poscounts")`), for tables
 * where every gene has a zero (microbiome counts): each gene's geometric mean over its positive
 * counts only, but divided by the number of all samples (0 for an all-zero gene, which is skipped);
 * per sample the median over genes of count / that mean among its positive counts; then scaled so
 * the factors' geometric mean is 1. `counts` is genes × samples, row-major.
 */
export function positiveCountsSizeFactors(counts: Float64Array, genes: number, samples: number): Float64Array {
  const logGeometricMeans = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    let sum = 0
    let positive = 0
    for (let j = 0; j < samples; j++) {
      const count = counts[g * samples + j]
      if (count > 0) {
        sum += Math.log(count)
        positive++
      }
    }
    logGeometricMeans[g] = positive === 0 ? -Infinity : sum / samples
  }
  const ratios: number[] = []
  const factors = new Float64Array(samples)
  for (let j = 0; j < samples; j++) {
    ratios.length = 0
    for (let g = 0; g < genes; g++) {
      const count = counts[g * samples + j]
      if (Number.isFinite(logGeometricMeans[g]) && count > 0) ratios.push(Math.log(count) - logGeometricMeans[g])
    }
    if (ratios.length === 0) throw new AnalysisInputError('expression.everyGeneHasZero', {})
    factors[j] = Math.exp(median(Float64Array.from(ratios)))
  }
  let logMean = 0
  for (const factor of factors) logMean += Math.log(factor)
  logMean /= samples
  return factors.map((factor) => factor / Math.exp(logMean))
}
