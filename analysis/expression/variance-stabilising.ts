/**
 * DESeq2's variance-stabilising transformation, blind to the design (`vst(blind = TRUE)` in DESeq2
 * 1.38): the dispersion trend is fitted under `~ 1` — on 1000 genes spread evenly over the ranked
 * means of those with mean normalised count above 5 when there are that many, as `vst` does, and
 * on every gene otherwise, as `varianceStabilizingTransformation` does — and each normalised count
 * q goes through the closed-form integral of the parametric trend (log2 scale).
 */
import type { FeatureTable } from '../feature-table'
import { dispersionTrend, type DispersionTrend } from './deseq2-dispersions'
import { geneMajorCounts, geneWiseEstimates } from './deseq2'
import { medianOfRatiosSizeFactors } from './size-factors'

const SUBSAMPLE = 1000

export interface VarianceStabilised {
  /** Genes × samples, row-major, in the table's gene and sample order. */
  readonly values: Float64Array
  readonly genes: number
  readonly samples: number
  readonly trend: DispersionTrend
}

export function varianceStabilised(table: FeatureTable): VarianceStabilised {
  const m = table.sampleIds.length
  const genes = table.featureIds.length
  const counts = geneMajorCounts(table)
  const sizeFactors = medianOfRatiosSizeFactors(counts, genes, m)
  const baseMean = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    let sum = 0
    for (let j = 0; j < m; j++) sum += counts[g * m + j] / sizeFactors[j]
    baseMean[g] = sum / m
  }
  const forTrend = trendGenes(baseMean)
  const intercept = new Float64Array(m).fill(1)
  const { geneWise } = geneWiseEstimates(counts, forTrend, m, sizeFactors, intercept, 1, true)
  const trend = dispersionTrend(
    Float64Array.from(forTrend, (g) => baseMean[g]),
    geneWise,
  )
  const values = new Float64Array(genes * m)
  for (let g = 0; g < genes; g++) {
    for (let j = 0; j < m; j++) values[g * m + j] = transform(trend, counts[g * m + j] / sizeFactors[j])
  }
  return { values, genes, samples: m, trend }
}

/** The genes the trend is fitted on: vst's even subsample (R's round() halves to even), or all with a non-zero count. */
function trendGenes(baseMean: Float64Array): Int32Array {
  const aboveFive: number[] = []
  for (let g = 0; g < baseMean.length; g++) if (baseMean[g] > 5) aboveFive.push(g)
  if (baseMean.length < SUBSAMPLE || aboveFive.length < SUBSAMPLE) {
    const nonZero: number[] = []
    for (let g = 0; g < baseMean.length; g++) if (baseMean[g] > 0) nonZero.push(g)
    return Int32Array.from(nonZero)
  }
  const ordered = aboveFive.map((g, k) => [baseMean[g], k, g]).sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const step = (ordered.length - 1) / (SUBSAMPLE - 1)
  return Int32Array.from({ length: SUBSAMPLE }, (_, i) => {
    const position = i === SUBSAMPLE - 1 ? ordered.length : 1 + i * step
    return ordered[roundHalfEven(position) - 1][2]
  })
}

function roundHalfEven(value: number): number {
  const floor = Math.floor(value)
  const fraction = value - floor
  if (fraction !== 0.5) return Math.round(value)
  return floor % 2 === 0 ? floor : floor + 1
}

function transform(trend: DispersionTrend, q: number): number {
  if (trend.fitType === 'mean') {
    const alpha = trend.mean
    return (2 * Math.asinh(Math.sqrt(alpha * q)) - Math.log(alpha) - Math.log(4)) / Math.LN2
  }
  const a0 = trend.asymptoticDispersion
  const a1 = trend.extraPoisson
  return Math.log((1 + a1 + 2 * a0 * q + 2 * Math.sqrt(a0 * q * (1 + a1 + a0 * q))) / (4 * a0)) / Math.LN2
}
