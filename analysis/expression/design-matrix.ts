/**
 * The model matrix of `~ condition` or `~ block + condition` as R's `model.matrix` builds it with
 * treatment contrasts: an intercept, one indicator column per non-first block level, then one per
 * condition level other than the reference. The reference level comes first, as DESeq2 users get
 * with `relevel(condition, ref)`, so the tested fold change is one coefficient.
 */
import { AnalysisInputError } from '../errors'
import type { ExpressionDesign } from './differential-expression'

export interface DesignMatrix {
  /** Samples × coefficients, row-major: `values[sample * columns + coefficient]`. */
  readonly values: Float64Array
  readonly samples: number
  readonly columns: number
  /** The coefficient of treatment vs reference. */
  readonly treatmentColumn: number
  /** Samples of the reference or the treatment level (what DESeq2 checks for all-zero contrasts). */
  readonly inContrast: Uint8Array
  /** Whether the design is a single two-level factor (DESeq2 then spares some Cook's outliers). */
  readonly singleTwoLevelFactor: boolean
}

export function designMatrix(design: ExpressionDesign, sampleCount: number): DesignMatrix {
  const { condition, reference, treatment, block } = design
  if (condition.length !== sampleCount || (block && block.length !== sampleCount)) {
    throw new AnalysisInputError('expression.designLength', { samples: sampleCount, values: condition.length })
  }
  const conditionLevels = distinctSorted(condition)
  for (const level of [reference, treatment]) {
    if (!conditionLevels.includes(level)) {
      throw new AnalysisInputError('expression.noSuchLevel', { level, levels: conditionLevels.join(', ') })
    }
  }
  if (reference === treatment) throw new AnalysisInputError('expression.sameLevels', { level: reference })
  const otherLevels = conditionLevels.filter((level) => level !== reference)
  const blockLevels = block ? distinctSorted(block).slice(1) : []
  const columns = 1 + blockLevels.length + otherLevels.length
  if (sampleCount <= columns) {
    throw new AnalysisInputError('expression.noReplicates', { samples: sampleCount, coefficients: columns })
  }
  const values = new Float64Array(sampleCount * columns)
  for (let s = 0; s < sampleCount; s++) {
    const row = s * columns
    values[row] = 1
    if (block) {
      const b = blockLevels.indexOf(block[s])
      if (b >= 0) values[row + 1 + b] = 1
    }
    const c = otherLevels.indexOf(condition[s])
    if (c >= 0) values[row + 1 + blockLevels.length + c] = 1
  }
  if (!fullRank(values, sampleCount, columns)) {
    throw new AnalysisInputError('expression.confoundedDesign', {})
  }
  return {
    values,
    samples: sampleCount,
    columns,
    treatmentColumn: 1 + blockLevels.length + otherLevels.indexOf(treatment),
    inContrast: Uint8Array.from(condition, (level) => (level === reference || level === treatment ? 1 : 0)),
    singleTwoLevelFactor: !block && conditionLevels.length === 2,
  }
}

function distinctSorted(values: readonly string[]): string[] {
  return [...new Set(values)].sort()
}

/** Gaussian elimination with partial pivoting on a copy; a pivot below 1e-9 means a dependent column. */
function fullRank(values: Float64Array, rows: number, columns: number): boolean {
  const a = Float64Array.from(values)
  let rank = 0
  for (let c = 0; c < columns && rank < rows; c++) {
    let pivot = rank
    for (let r = rank + 1; r < rows; r++) if (Math.abs(a[r * columns + c]) > Math.abs(a[pivot * columns + c])) pivot = r
    if (Math.abs(a[pivot * columns + c]) < 1e-9) return false
    for (let k = 0; k < columns; k++) {
      const t = a[rank * columns + k]
      a[rank * columns + k] = a[pivot * columns + k]
      a[pivot * columns + k] = t
    }
    for (let r = rank + 1; r < rows; r++) {
      const factor = a[r * columns + c] / a[rank * columns + c]
      for (let k = c; k < columns; k++) a[r * columns + k] -= factor * a[rank * columns + k]
    }
    rank++
  }
  return rank === columns
}

/**
 * Samples whose row of the model matrix is shared by at least `n` samples (DESeq2's
 * `nOrMoreInCell`): the cells Cook's distances and outlier replacement count replicates in.
 */
export function cellOf(design: DesignMatrix): Int32Array {
  const keys = new Map<string, number>()
  const cells = new Int32Array(design.samples)
  for (let s = 0; s < design.samples; s++) {
    const key = design.values.subarray(s * design.columns, (s + 1) * design.columns).join('_')
    if (!keys.has(key)) keys.set(key, keys.size)
    cells[s] = keys.get(key) as number
  }
  return cells
}

export function cellSizes(cells: Int32Array): Int32Array {
  let count = 0
  for (const c of cells) count = Math.max(count, c + 1)
  const sizes = new Int32Array(count)
  for (const c of cells) sizes[c]++
  return sizes
}
