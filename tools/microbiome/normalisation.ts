/**
 * Normalising a run's table before its analysis (parameter `normalisation`, see definitions.ts):
 * checks what each method needs and says in the reader's language what was done.
 */
import { sampleTotals, type FeatureTable } from '../../analysis/feature-table'
import { normaliseTable, type Normalisation } from '../../analysis/normalisation'
import type { MessageRef } from '../../core/result-text'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { formatNumber } from '../kit/chart-style'
import { ToolRunError } from '../kit/types'
import { microbiomeText } from './messages'
import { NUMBER_STYLE } from './shared'

export interface NormalisedForRun {
  readonly table: FeatureTable
  /** What was done, for the result's notes (empty for `none`). */
  readonly notes: MessageRef[]
  /** Rarefying: samples below the depth, left out of the table. */
  readonly droppedSampleIds: readonly string[]
  readonly depth?: number
  readonly cssQuantile?: number
  readonly cssFactors?: Float64Array
}

/** At most this many dropped samples are named. */
const LISTED_SAMPLES = 10

/**
 * The table normalised by `method`, or a data-validation error (1002) naming the sample that keeps
 * the method from applying: rarefying needs whole reads, the scalings a sample with reads, CSS two
 * features with counts per sample, CLR non-negative values (the pseudocount is positive).
 */
export function normalisedForRun(
  table: FeatureTable,
  method: Normalisation,
  options: { seed: number; pseudocount: number; depth?: number },
): NormalisedForRun {
  if (method === 'none') return { table, notes: [], droppedSampleIds: [] }
  requireCounts(table, method, options.depth === undefined)
  const result = normaliseTable(table, method, options)
  const notes: MessageRef[] = []
  if (method === 'rarefy') {
    const depthSource =
      options.depth === undefined ? microbiomeText.rarefyDepthSmallest() : microbiomeText.rarefyDepthChosen()
    notes.push(microbiomeText.normalisedRarefy({ depth: result.depth ?? 0, depthSource, seed: options.seed }))
    const dropped = result.droppedSampleIds ?? []
    if (dropped.length > 0) {
      const shown = dropped.slice(0, LISTED_SAMPLES).join(', ') + (dropped.length > LISTED_SAMPLES ? ', …' : '')
      notes.push(microbiomeText.rarefyDropped({ count: dropped.length, depth: result.depth ?? 0, samples: shown }))
    }
  } else if (method === 'tss') {
    notes.push(microbiomeText.normalisedTss())
  } else if (method === 'css') {
    const quantile = formatNumber(result.cssQuantile ?? 0.5, NUMBER_STYLE)
    notes.push(
      microbiomeText.normalisedCss({ quantile }),
      result.cssQuantileDefaulted
        ? microbiomeText.cssQuantileDefault()
        : microbiomeText.cssQuantileChosen({ quantile }),
    )
  } else {
    notes.push(microbiomeText.normalisedClr({ pseudocount: options.pseudocount }))
  }
  return {
    table: result.table,
    notes,
    droppedSampleIds: result.droppedSampleIds ?? [],
    depth: result.depth,
    cssQuantile: result.cssQuantile,
    cssFactors: result.cssFactors,
  }
}

function requireCounts(table: FeatureTable, method: Exclude<Normalisation, 'none'>, smallestDepth: boolean): void {
  const width = table.featureIds.length
  table.sampleIds.forEach((sample, s) => {
    for (let f = 0; f < width; f++) {
      const value = table.counts[s * width + f]
      if (value < 0) fail(microbiomeText.normaliseNegative({ sample, value }))
      if (method === 'rarefy' && !Number.isInteger(value)) fail(microbiomeText.normaliseNotReads({ sample, value }))
    }
  })
  if (method === 'clr') return
  const totals = sampleTotals(table)
  // Rarefying to a chosen depth drops shallow samples; to the smallest depth an empty sample would make it 0.
  const empty = table.sampleIds.findIndex((_, s) => totals[s] === 0)
  if (empty >= 0 && (method !== 'rarefy' || smallestDepth))
    fail(
      microbiomeText.normaliseEmptySample({
        method: microbiomeText[`method_${method}`](),
        sample: table.sampleIds[empty],
      }),
    )
  if (method === 'css') {
    table.sampleIds.forEach((sample, s) => {
      let count = 0
      for (let f = 0; f < width; f++) if (table.counts[s * width + f] > 0) count++
      if (count < 2) fail(microbiomeText.cssTooFewFeatures({ sample, count }))
    })
  }
}

function fail(text: MessageRef): never {
  throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text)
}

/**
 * The table of a distance-based tool normalised before its distances: CLR values are negative as
 * often as positive, so with CLR only the Euclidean metric applies (1001 otherwise). CLR takes a
 * pseudocount of 1, as the parameter's label says.
 */
export function normalisedForDistances(
  table: FeatureTable,
  method: Normalisation,
  metric: string,
  seed: number,
): NormalisedForRun {
  if (method === 'clr' && metric !== 'euclidean')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, microbiomeText.clrNeedsEuclidean())
  return normalisedForRun(table, method, { seed, pseudocount: 1 })
}
