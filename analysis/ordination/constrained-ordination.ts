/**
 * Constrained ordination as vegan 2.6-4 computes it: redundancy analysis (`rda(Y ~ X)`) and
 * canonical correspondence analysis (`cca(Y ~ X)`), with vegan's scores at scaling 1 or 2 and the
 * permutation test of the whole model (`anova.cca`, reduced model).
 *
 * - RDA: Y is column-centred and divided by √(n − 1), so its total inertia ΣY² is the sum of the
 *   species' variances. CCA: Y is divided by its grand total, and each cell becomes
 *   (p_ij − r_i c_j) / √(r_i c_j) with row and column sums r, c, so ΣY² is the table's χ² / total.
 * - The constraints' model matrix (numbers as they are, a factor of k levels as k − 1 treatment
 *   dummies against its first level, as R's `model.matrix`) is centred (CCA: with the row weights,
 *   then its rows multiplied by √r) and decomposed by QR; a column that is a linear combination of
 *   earlier ones is aliased and left out (vegan's pivoting QR keeps the earlier columns too).
 * - The fitted values Ŷ = QQᵀY give the constrained axes (their SVD: eigenvalues d², site scores
 *   u ("lc"), species v, and weighted-average site scores Yv/d ("wa")); the residuals Y − Ŷ give
 *   the unconstrained axes. Biplot scores are the correlations of the (weighted) constraints with
 *   u; factor centroids are the (weighted) means of the wa scores of each level's sites.
 * - Scores: vegan's `scores.rda` and `scores.cca`. With λ an axis' eigenvalue, RDA multiplies by
 *   c = ((n − 1)·total inertia)^¼ and uses √(λ / total inertia); CCA uses c = 1 and √λ. Scaling 2
 *   (vegan's default, "species") multiplies species by that factor and leaves sites as they are;
 *   scaling 1 ("sites") the reverse, and multiplies biplot scores and centroids by it too.
 * - Test: F = (constrained inertia / q) / (residual inertia / (n − q − 1)), q the model's rank. The
 *   rows of the transformed Y are permuted and projected on the same model matrix (vegan 2.6-4's
 *   `permutest.cca` for RDA and CCA alike); p = (#{F_perm ≥ F − √ε} + 1) / (permutations + 1).
 */
import { createRandom } from '../random'
import { symmetricEigen } from './eigen'
import { PERMUTATION_TOLERANCE } from '../stats/permutation'

export const CONSTRAINED_METHODS = ['rda', 'cca'] as const
export type ConstrainedMethod = (typeof CONSTRAINED_METHODS)[number]

/** A constraint: a number per sample, or a text (factor level) per sample. */
export type ConstraintVariable =
  | { readonly kind: 'numeric'; readonly name: string; readonly values: ArrayLike<number> }
  | { readonly kind: 'factor'; readonly name: string; readonly values: readonly string[] }

export interface ConstrainedOrdinationOptions {
  readonly method: ConstrainedMethod
  /** RDA only: vegan `decostand(x, "hellinger")`, √(x / sample total), before centring. */
  readonly transform?: 'none' | 'hellinger'
  readonly permutations: number
  readonly seed: number
}

export interface OrdinationAxis {
  /** RDA1.., PC1.. (RDA); CCA1.., CA1.. (CCA), as vegan names them. */
  readonly name: string
  readonly eigenvalue: number
  readonly constrained: boolean
}

export interface ModelTest {
  /** Model and residual degrees of freedom. */
  readonly df: readonly [number, number]
  /** Constrained and unconstrained inertia. */
  readonly inertia: readonly [number, number]
  readonly f: number
  /** NaN without permutations. */
  readonly pValue: number
  readonly permutations: number
}

/** Scores on every axis (constrained first), per row. */
export interface OrdinationScores {
  /** Weighted averages of species scores ("wa"; vegan's `sites`). */
  readonly sites: Float64Array[]
  /** Linear combinations of the constraints ("lc"; vegan's `constraints`). */
  readonly constraints: Float64Array[]
  readonly species: Float64Array[]
  /** Per model-matrix column; 0 on unconstrained axes. */
  readonly biplot: Float64Array[]
  /** Per factor level; 0 on unconstrained axes. */
  readonly centroids: Float64Array[]
}

export interface ConstrainedOrdination {
  readonly method: ConstrainedMethod
  readonly sampleCount: number
  readonly totalInertia: number
  readonly constrainedInertia: number
  readonly unconstrainedInertia: number
  readonly axes: readonly OrdinationAxis[]
  /** The model matrix's columns that entered the model (numbers by name, dummies as name + level). */
  readonly modelColumns: readonly string[]
  /** Model-matrix columns left out as linear combinations of earlier ones. */
  readonly aliasedColumns: readonly string[]
  /** Factor levels with a centroid (name + level), in the order of `rawScores.centroids`. */
  readonly centroidNames: readonly string[]
  /** vegan's unscaled scores (scaling 0). */
  readonly rawScores: OrdinationScores
  readonly test: ModelTest
}

/** Eigenvalues below this (relative to the first, and absolutely) are rounding noise (vegan's ZERO). */
const ZERO = Math.sqrt(Number.EPSILON)
/** R's QR tolerance: a column whose part orthogonal to the earlier ones is below this share is aliased. */
const ALIAS_TOLERANCE = 1e-7
/** vegan drops centroids whose squared length on the constrained axes is below this. */
const SMALLEST_CENTROID = 1e-4

/**
 * `community[s][f]`: sample s's value for species f (non-negative; CCA needs every sample and
 * species total above 0). Each constraint has a value for every sample, in the same order.
 */
export function constrainedOrdination(
  community: readonly ArrayLike<number>[],
  constraints: readonly ConstraintVariable[],
  options: ConstrainedOrdinationOptions,
): ConstrainedOrdination {
  const n = community.length
  const speciesCount = community[0]?.length ?? 0
  if (n < 3) throw new Error(`constrained ordination needs at least 3 samples, got ${n}`)
  const isCca = options.method === 'cca'
  const { y, rowWeights, columnWeights } = isCca
    ? chiSquareResiduals(community)
    : centredScaled(options.transform === 'hellinger' ? hellinger(community) : community)
  const totalInertia = sumOfSquares(y)

  const model = modelMatrix(constraints, n)
  const weights = rowWeights ?? new Float64Array(n).fill(1 / n)
  const centred = model.columns.map((column) => {
    let mean = 0
    for (let i = 0; i < n; i++) mean += weights[i] * column[i]
    return Float64Array.from(column, (value, i) => (value - mean) * (rowWeights ? Math.sqrt(rowWeights[i]) : 1))
  })
  const { q, kept } = orthonormalBasis(centred)
  const rank = q.length
  if (rank === 0) throw new Error('no constraint varies between the samples')
  if (n - rank - 1 < 1) throw new Error(`${rank} model columns leave no residual degrees of freedom for ${n} samples`)

  // Ŷ = Q B with B = QᵀY, so Ŷ's SVD is Q times B's.
  const b = q.map((column) => {
    const row = new Float64Array(speciesCount)
    for (let i = 0; i < n; i++) {
      const weight = column[i]
      const yi = y[i]
      for (let j = 0; j < speciesCount; j++) row[j] += weight * yi[j]
    }
    return row
  })
  const fitted = thinSvd(b)
  const u = fitted.values.map((_, k) => {
    const axis = new Float64Array(n)
    for (let a = 0; a < rank; a++) for (let i = 0; i < n; i++) axis[i] += q[a][i] * fitted.left[k][a]
    return axis
  })
  const v = fitted.right
  const wa = fitted.values.map((value, k) => {
    const axis = new Float64Array(n)
    const scale = 1 / Math.sqrt(value)
    for (let i = 0; i < n; i++) axis[i] = dot(y[i], v[k]) * scale
    return axis
  })
  const biplot = kept.map((c) => {
    const column = centred[c]
    const length = Math.sqrt(dot(column, column))
    return Float64Array.from(u, (axis) => dot(column, axis) / length)
  })

  const residual = y.map((row, i) => {
    const out = Float64Array.from(row)
    for (let a = 0; a < rank; a++) {
      const weight = q[a][i]
      for (let j = 0; j < speciesCount; j++) out[j] -= weight * b[a][j]
    }
    return out
  })
  const unconstrained = thinSvd(residual)

  const unweightRows = (axis: Float64Array) =>
    rowWeights ? axis.map((value, i) => value / Math.sqrt(rowWeights[i])) : axis
  const unweightColumns = (axis: Float64Array) =>
    columnWeights ? axis.map((value, j) => value / Math.sqrt(columnWeights[j])) : axis
  const constrainedSites = u.map(unweightRows)
  const constrainedWa = wa.map(unweightRows)
  const residualSites = unconstrained.left.map(unweightRows)
  const speciesAxes = [...v, ...unconstrained.right].map(unweightColumns)
  const siteAxes = [...constrainedSites, ...residualSites]
  const waAxes = [...constrainedWa, ...residualSites]
  const axisCount = siteAxes.length

  const constrainedNames = fitted.values.map((_, k) => `${isCca ? 'CCA' : 'RDA'}${k + 1}`)
  const residualNames = unconstrained.values.map((_, k) => `${isCca ? 'CA' : 'PC'}${k + 1}`)
  const axes = [
    ...fitted.values.map((eigenvalue, k) => ({ name: constrainedNames[k], eigenvalue, constrained: true })),
    ...unconstrained.values.map((eigenvalue, k) => ({ name: residualNames[k], eigenvalue, constrained: false })),
  ]
  const centroids = factorCentroids(constraints, constrainedWa, rowWeights)
  const padded = (values: ArrayLike<number>) => {
    const out = new Float64Array(axisCount)
    out.set(values)
    return out
  }

  const constrainedInertia = sum(fitted.values)
  const unconstrainedInertia = sum(unconstrained.values)
  return {
    method: options.method,
    sampleCount: n,
    totalInertia,
    constrainedInertia,
    unconstrainedInertia,
    axes,
    modelColumns: kept.map((c) => model.names[c]),
    aliasedColumns: model.names.filter((_, c) => !kept.includes(c)),
    centroidNames: centroids.map((centroid) => centroid.name),
    rawScores: {
      sites: transpose(waAxes, n),
      constraints: transpose(siteAxes, n),
      species: transpose(speciesAxes, speciesCount),
      biplot: biplot.map(padded),
      centroids: centroids.map((centroid) => padded(centroid.scores)),
    },
    test: modelTest(y, q, constrainedInertia, unconstrainedInertia, options),
  }
}

/** vegan's scores at scaling 1 ("sites") or 2 ("species"), on every axis. */
export function scaledScores(ordination: ConstrainedOrdination, scaling: 1 | 2): OrdinationScores {
  const { rawScores, axes, totalInertia, method } = ordination
  const isRda = method === 'rda'
  const multiplier = isRda ? Math.sqrt(Math.sqrt((ordination.sampleCount - 1) * totalInertia)) : 1
  const axisFactor = axes.map((axis) => Math.sqrt(isRda ? axis.eigenvalue / totalInertia : axis.eigenvalue))
  const scaled = (rows: Float64Array[], byAxis: boolean, constant: number) =>
    rows.map((row) => row.map((value, a) => value * constant * (byAxis ? axisFactor[a] : 1)))
  return {
    species: scaled(rawScores.species, scaling === 2, multiplier),
    sites: scaled(rawScores.sites, scaling === 1, multiplier),
    constraints: scaled(rawScores.constraints, scaling === 1, multiplier),
    biplot: scaled(rawScores.biplot, scaling === 1, 1),
    centroids: scaled(rawScores.centroids, scaling === 1, multiplier),
  }
}

function centredScaled(community: readonly ArrayLike<number>[]) {
  const n = community.length
  const p = community[0].length
  const means = new Float64Array(p)
  for (const row of community) for (let j = 0; j < p; j++) means[j] += row[j] / n
  const scale = 1 / Math.sqrt(n - 1)
  return {
    y: community.map((row) => {
      const out = new Float64Array(p)
      for (let j = 0; j < p; j++) out[j] = (row[j] - means[j]) * scale
      return out
    }),
    rowWeights: null,
    columnWeights: null,
  }
}

function hellinger(community: readonly ArrayLike<number>[]): Float64Array[] {
  return community.map((row) => {
    const total = sum(row)
    if (!(total > 0)) throw new Error('a sample without counts has no Hellinger profile')
    const out = new Float64Array(row.length)
    for (let j = 0; j < row.length; j++) out[j] = Math.sqrt(row[j] / total)
    return out
  })
}

function chiSquareResiduals(community: readonly ArrayLike<number>[]) {
  const p = community[0].length
  const grandTotal = community.reduce((total, row) => total + sum(row), 0)
  const rowWeights = Float64Array.from(community, (row) => sum(row) / grandTotal)
  const columnWeights = new Float64Array(p)
  for (const row of community) for (let j = 0; j < p; j++) columnWeights[j] += row[j] / grandTotal
  if (!rowWeights.every((weight) => weight > 0)) throw new Error('CCA needs every sample total above 0')
  if (!columnWeights.every((weight) => weight > 0)) throw new Error('CCA needs every species total above 0')
  const y = community.map((row, i) => {
    const out = new Float64Array(p)
    for (let j = 0; j < p; j++) {
      const expected = rowWeights[i] * columnWeights[j]
      out[j] = (row[j] / grandTotal - expected) / Math.sqrt(expected)
    }
    return out
  })
  return { y, rowWeights, columnWeights }
}

/** Numbers as they are; a factor as dummies for its levels after the first (levels sorted). */
function modelMatrix(constraints: readonly ConstraintVariable[], n: number) {
  const columns: Float64Array[] = []
  const names: string[] = []
  for (const constraint of constraints) {
    if (constraint.values.length !== n) throw new Error(`constraint ${constraint.name} has no value for every sample`)
    if (constraint.kind === 'numeric') {
      columns.push(Float64Array.from(constraint.values))
      names.push(constraint.name)
      continue
    }
    for (const level of factorLevels(constraint.values).slice(1)) {
      columns.push(Float64Array.from(constraint.values, (value) => (value === level ? 1 : 0)))
      names.push(constraint.name + level)
    }
  }
  return { columns, names }
}

/** R's `factor()` levels: the distinct values sorted (here by code point, R's C locale). */
export function factorLevels(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

/** Gram-Schmidt (twice) over the columns in order; aliased columns are skipped. */
function orthonormalBasis(columns: readonly Float64Array[]): { q: Float64Array[]; kept: number[] } {
  const q: Float64Array[] = []
  const kept: number[] = []
  columns.forEach((column, c) => {
    const size = Math.sqrt(dot(column, column))
    const rest = Float64Array.from(column)
    for (let pass = 0; pass < 2; pass++) {
      for (const basis of q) {
        const projection = dot(basis, rest)
        for (let i = 0; i < rest.length; i++) rest[i] -= projection * basis[i]
      }
    }
    const norm = Math.sqrt(dot(rest, rest))
    if (!(norm > ALIAS_TOLERANCE * size)) return
    q.push(rest.map((value) => value / norm))
    kept.push(c)
  })
  return { q, kept }
}

/**
 * The SVD of a matrix given by rows (m × p), from the eigen-decomposition of the smaller of AAᵀ
 * and AᵀA: eigenvalues d² (vegan drops those below max(√ε, √ε·d₁²)), left vectors (length m) and
 * right vectors (length p), one per kept axis.
 */
function thinSvd(rows: readonly Float64Array[]): { values: number[]; left: Float64Array[]; right: Float64Array[] } {
  const m = rows.length
  const p = rows[0]?.length ?? 0
  const byRows = m <= p
  const size = byRows ? m : p
  const gram = new Float64Array(size * size)
  if (byRows) {
    for (let i = 0; i < m; i++) for (let k = i; k < m; k++) gram[i * m + k] = gram[k * m + i] = dot(rows[i], rows[k])
  } else {
    for (const row of rows)
      for (let j = 0; j < p; j++) {
        const value = row[j]
        if (value === 0) continue
        for (let k = j; k < p; k++) gram[j * p + k] += value * row[k]
      }
    for (let j = 0; j < p; j++) for (let k = 0; k < j; k++) gram[j * p + k] = gram[k * p + j]
  }
  const pairs = symmetricEigen(gram, size, size)
  const first = pairs.values[0] ?? 0
  const values: number[] = []
  const left: Float64Array[] = []
  const right: Float64Array[] = []
  pairs.values.forEach((value, k) => {
    if (!(value >= Math.max(ZERO, ZERO * first))) return
    const singular = Math.sqrt(value)
    const vector = pairs.vectors[k]
    values.push(value)
    if (byRows) {
      left.push(vector)
      const other = new Float64Array(p)
      for (let i = 0; i < m; i++) {
        const row = rows[i]
        const weight = vector[i] / singular
        for (let j = 0; j < p; j++) other[j] += row[j] * weight
      }
      right.push(other)
    } else {
      right.push(vector)
      left.push(Float64Array.from(rows, (row) => dot(row, vector) / singular))
    }
  })
  return { values, left, right }
}

function factorCentroids(
  constraints: readonly ConstraintVariable[],
  wa: readonly Float64Array[],
  rowWeights: Float64Array | null,
): { name: string; scores: Float64Array }[] {
  const centroids: { name: string; scores: Float64Array }[] = []
  for (const constraint of constraints) {
    if (constraint.kind !== 'factor') continue
    for (const level of factorLevels(constraint.values)) {
      let weightSum = 0
      const scores = new Float64Array(wa.length)
      constraint.values.forEach((value, i) => {
        if (value !== level) return
        const weight = rowWeights ? rowWeights[i] : 1
        weightSum += weight
        wa.forEach((axis, k) => (scores[k] += weight * axis[i]))
      })
      const mean = scores.map((value) => value / weightSum)
      if (dot(mean, mean) > SMALLEST_CENTROID) centroids.push({ name: constraint.name + level, scores: mean })
    }
  }
  return centroids
}

/**
 * The permuted model inertia ‖QQᵀPY‖² is Σ_ij H_ij G_π(i)π(j) with H = QQᵀ and G = YYᵀ, so each
 * permutation costs n² whatever the number of species.
 */
function modelTest(
  y: readonly Float64Array[],
  q: readonly Float64Array[],
  constrainedInertia: number,
  unconstrainedInertia: number,
  { permutations, seed }: { permutations: number; seed: number },
): ModelTest {
  const n = y.length
  const rank = q.length
  const residualDf = n - rank - 1
  const total = constrainedInertia + unconstrainedInertia
  const fOf = (model: number) => model / rank / ((total - model) / residualDf)
  const f = fOf(constrainedInertia)
  const hat = new Float64Array(n * n)
  const gram = new Float64Array(n * n)
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      let projection = 0
      for (const column of q) projection += column[i] * column[j]
      hat[i * n + j] = hat[j * n + i] = projection
      gram[i * n + j] = gram[j * n + i] = dot(y[i], y[j])
    }
  }
  const random = createRandom(seed)
  const order = Int32Array.from({ length: n }, (_, i) => i)
  let atLeast = 0
  for (let p = 0; p < permutations; p++) {
    random.shuffle(order)
    let model = 0
    for (let i = 0; i < n; i++) {
      const gramRow = order[i] * n
      const hatRow = i * n
      let rowSum = 0
      for (let j = 0; j < n; j++) rowSum += hat[hatRow + j] * gram[gramRow + order[j]]
      model += rowSum
    }
    if (fOf(model) >= f - PERMUTATION_TOLERANCE) atLeast++
  }
  return {
    df: [rank, residualDf],
    inertia: [constrainedInertia, unconstrainedInertia],
    f,
    pValue: permutations > 0 ? (atLeast + 1) / (permutations + 1) : NaN,
    permutations,
  }
}

function transpose(axes: readonly Float64Array[], rows: number): Float64Array[] {
  return Array.from({ length: rows }, (_, r) => {
    const row = new Float64Array(axes.length)
    for (let a = 0; a < axes.length; a++) row[a] = axes[a][r]
    return row
  })
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let total = 0
  for (let i = 0; i < a.length; i++) total += a[i] * b[i]
  return total
}

function sum(values: ArrayLike<number>): number {
  let total = 0
  for (let i = 0; i < values.length; i++) total += values[i]
  return total
}

function sumOfSquares(rows: readonly Float64Array[]): number {
  return rows.reduce((total, row) => total + dot(row, row), 0)
}
