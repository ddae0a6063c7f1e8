/**
 * Fitting environmental variables onto an ordination as vectors, as vegan's `envfit` (`vectorfit`)
 * does: each variable, centred, is regressed on the centred ordination scores; its arrow points
 * along the regression coefficients (unit length), r² is the squared correlation between the
 * variable and its fitted values, and p comes from permuting the samples (rows) of all variables at
 * once: (number of permuted r² ≥ r² − √ε, + 1) / (permutations + 1).
 *
 * r² depends only on the space the scores span, so it is the same for any rotation, reflection or
 * scaling of the ordination (an NMDS configuration from another optimiser gives the same r² as
 * long as it is the same configuration up to those).
 */
import { createRandom } from '../random'
import { PERMUTATION_TOLERANCE } from './permutation'

export interface FittedVector {
  readonly name: string
  /** Unit vector along the variable's gradient in the ordination's axes. */
  readonly direction: Float64Array
  readonly r2: number
  /** NaN without permutations. */
  readonly pValue: number
}

/**
 * `scores[s]` holds sample s's coordinates on the ordination's axes (at least one); each variable
 * has one finite value per sample in the same order.
 */
export function fitVectors(
  scores: readonly ArrayLike<number>[],
  variables: readonly { name: string; values: ArrayLike<number> }[],
  options: { permutations: number; seed: number },
): FittedVector[] {
  const n = scores.length
  const axes = scores[0]?.length ?? 0
  if (n < axes + 2) throw new Error(`envfit needs more samples (${n}) than axes (${axes}) plus one`)
  const x = centredColumns(Array.from({ length: axes }, (_, a) => scores.map((row) => row[a])))
  const solve = leastSquares(x, n)
  const observed = variables.map((variable) => {
    const values = centred(Array.from(variable.values))
    const coefficients = solve(values)
    const length = Math.hypot(...coefficients)
    return {
      name: variable.name,
      values,
      direction: Float64Array.from(coefficients, (value) => value / length),
      r2: explained(x, coefficients, values),
    }
  })
  const atLeast = new Float64Array(variables.length)
  const random = createRandom(options.seed)
  const order = Int32Array.from({ length: n }, (_, i) => i)
  const permuted = new Float64Array(n)
  for (let p = 0; p < options.permutations; p++) {
    random.shuffle(order)
    observed.forEach((variable, v) => {
      for (let i = 0; i < n; i++) permuted[i] = variable.values[order[i]]
      const r2 = explained(x, solve(permuted), permuted)
      if (r2 >= variable.r2 - PERMUTATION_TOLERANCE) atLeast[v]++
    })
  }
  return observed.map((variable, v) => ({
    name: variable.name,
    direction: variable.direction,
    r2: variable.r2,
    pValue: options.permutations > 0 ? (atLeast[v] + 1) / (options.permutations + 1) : NaN,
  }))
}

function centred(values: number[]): Float64Array {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  return Float64Array.from(values, (value) => value - mean)
}

function centredColumns(columns: number[][]): Float64Array[] {
  return columns.map(centred)
}

/** The least-squares coefficients of y on the columns of x, by the normal equations (a few axes). */
function leastSquares(x: Float64Array[], n: number): (y: ArrayLike<number>) => number[] {
  const k = x.length
  const gram = Array.from({ length: k }, (_, a) =>
    Array.from({ length: k }, (_, b) => {
      let sum = 0
      for (let i = 0; i < n; i++) sum += x[a][i] * x[b][i]
      return sum
    }),
  )
  const inverse = invert(gram)
  return (y) => {
    const xty = x.map((column) => {
      let sum = 0
      for (let i = 0; i < n; i++) sum += column[i] * y[i]
      return sum
    })
    return inverse.map((row) => row.reduce((sum, value, b) => sum + value * xty[b], 0))
  }
}

/** ‖X β‖² / ‖y‖², which for least squares with centred data is cor(Xβ, y)². */
function explained(x: Float64Array[], coefficients: number[], y: ArrayLike<number>): number {
  let fitted = 0
  let total = 0
  for (let i = 0; i < y.length; i++) {
    let value = 0
    for (let a = 0; a < x.length; a++) value += x[a][i] * coefficients[a]
    fitted += value * value
    total += y[i] * y[i]
  }
  return total === 0 ? NaN : fitted / total
}

/** Gauss-Jordan inverse with partial pivoting of a small symmetric positive-definite matrix. */
function invert(matrix: number[][]): number[][] {
  const k = matrix.length
  const a = matrix.map((row, i) => [...row, ...Array.from({ length: k }, (_, j) => (i === j ? 1 : 0))])
  for (let c = 0; c < k; c++) {
    let pivot = c
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r
    ;[a[c], a[pivot]] = [a[pivot], a[c]]
    const scale = a[c][c]
    if (scale === 0) throw new Error('the ordination axes are linearly dependent')
    for (let j = 0; j < 2 * k; j++) a[c][j] /= scale
    for (let r = 0; r < k; r++) {
      if (r === c) continue
      const factor = a[r][c]
      for (let j = 0; j < 2 * k; j++) a[r][j] -= factor * a[c][j]
    }
  }
  return a.map((row) => row.slice(k))
}
