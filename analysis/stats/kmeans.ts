/**
 * k-means clustering as R's `kmeans(x, centers, iter.max, nstart, algorithm = "Hartigan-Wong")`
 * (R 4.2.2), and silhouette widths as `cluster::silhouette` (cluster 2.1.4).
 *
 * `hartiganWong` is Algorithm AS 136 (Hartigan J A, Wong M A (1979) A K-means clustering
 * algorithm. Applied Statistics 28:100-108) step for step as R's double-precision version of it
 * (R's src/library/stats/src/kmns.f, which also caps the quick-transfer steps at 50·n): from the
 * same initial centres it visits the same points in the same order and makes the same transfers,
 * so clusters, centres, iterations and sums of squares are R's. `kMeans` adds R's random starts
 * (initial centres drawn among the distinct rows, the best total within-cluster sum of squares
 * kept), drawn with this library's seeded generator instead of R's.
 */
import type { DistanceMatrix } from '../distance-matrix'
import { symmetricEigen } from '../ordination/eigen'
import { createRandom } from '../random'

/** Observations as rows: `values[i * columns + j]` is observation i, variable j. */
export interface NumericRows {
  readonly values: Float64Array
  readonly rows: number
  readonly columns: number
}

export interface KMeansFit {
  /** Cluster of each observation, 0-based. */
  readonly cluster: Int32Array
  /** Per cluster, the mean of its observations. */
  readonly centres: Float64Array[]
  readonly sizes: Int32Array
  /** Per cluster, Σ squared distance of its observations to its centre. */
  readonly withinSS: Float64Array
  readonly totalWithinSS: number
  /** Σ squared distance of every observation to the overall mean (R's `totss`). */
  readonly totalSS: number
  /** totalSS − totalWithinSS (R's `betweenss`). */
  readonly betweenSS: number
  /** R's `iter`: the passes through the data; iterationLimit + 1 when the limit was reached. */
  readonly iterations: number
  /** R's `ifault`: 0 converged, 2 the iteration limit was reached, 4 the quick-transfer steps ran out. */
  readonly fault: 0 | 2 | 4
}

/** AS 136 stops with an empty cluster (R: "empty cluster: try a better set of initial centers"). */
export interface EmptyClusterFault {
  readonly fault: 1
}

/** R's BIG: the single-precision constant 1.E30 that kmns.f stores into a double. */
const BIG = Math.fround(1e30)

/**
 * Hartigan-Wong k-means from the given initial centres (k rows of `data.columns` numbers), as
 * `kmeans(x, centers = <these rows>, iter.max = iterationLimit)`. Needs 2 ≤ k < n.
 */
export function hartiganWong(
  data: NumericRows,
  initialCentres: readonly ArrayLike<number>[],
  iterationLimit = 10,
): KMeansFit | EmptyClusterFault {
  const { values: a, rows: m, columns: n } = data
  const k = initialCentres.length
  if (k < 2 || k >= m) throw new RangeError(`k-means needs 2 ≤ k < ${m} observations, got k = ${k}`)
  if (!Number.isInteger(iterationLimit) || iterationLimit < 1) throw new RangeError('iterationLimit must be ≥ 1')
  // The names of kmns.f: A data, C centres, IC1/IC2 closest and second closest centre (1-based
  // here as there, so LIVE and NCP keep their meaning), NC sizes, AN1/AN2 the size factors.
  const c = new Float64Array(k * n)
  initialCentres.forEach((centre, l) => {
    if (centre.length !== n) throw new RangeError(`centre ${l + 1} has ${centre.length} values, not ${n}`)
    for (let j = 0; j < n; j++) c[l * n + j] = centre[j]
  })
  const ic1 = new Int32Array(m + 1)
  const ic2 = new Int32Array(m + 1)
  const nc = new Int32Array(k + 1)
  const an1 = new Float64Array(k + 1)
  const an2 = new Float64Array(k + 1)
  const ncp = new Int32Array(k + 1)
  const d = new Float64Array(m + 1)
  const itran = new Int32Array(k + 1)
  const live = new Int32Array(k + 1)
  const A = (i: number, j: number) => a[(i - 1) * n + j]
  const C = (l: number) => (l - 1) * n

  // For each point, its two closest centres; it goes to the closest.
  for (let i = 1; i <= m; i++) {
    ic1[i] = 1
    ic2[i] = 2
    const dt = [0, 0]
    for (let il = 1; il <= 2; il++) {
      let sum = 0
      for (let j = 0; j < n; j++) {
        const da = A(i, j) - c[C(il) + j]
        sum += da * da
      }
      dt[il - 1] = sum
    }
    if (dt[0] > dt[1]) {
      ic1[i] = 2
      ic2[i] = 1
      const temp = dt[0]
      dt[0] = dt[1]
      dt[1] = temp
    }
    centres: for (let l = 3; l <= k; l++) {
      let db = 0
      for (let j = 0; j < n; j++) {
        const dc = A(i, j) - c[C(l) + j]
        db += dc * dc
        if (db >= dt[1]) continue centres
      }
      if (db >= dt[0]) {
        dt[1] = db
        ic2[i] = l
      } else {
        dt[1] = dt[0]
        ic2[i] = ic1[i]
        dt[0] = db
        ic1[i] = l
      }
    }
  }

  // Centres become the means of their points.
  c.fill(0)
  for (let i = 1; i <= m; i++) {
    const l = ic1[i]
    nc[l]++
    for (let j = 0; j < n; j++) c[C(l) + j] += A(i, j)
  }
  for (let l = 1; l <= k; l++) {
    if (nc[l] === 0) return { fault: 1 }
    const aa = nc[l]
    for (let j = 0; j < n; j++) c[C(l) + j] /= aa
    an2[l] = aa / (aa + 1)
    an1[l] = aa > 1 ? aa / (aa - 1) : BIG
    itran[l] = 1
    ncp[l] = -1
  }

  const state = { indx: 0, maxQuickTransferSteps: 50 * m }
  let fault: 0 | 2 | 4 = 2
  let iteration = 1
  for (; iteration <= iterationLimit; iteration++) {
    optimalTransfer()
    if (state.indx === m) {
      fault = 0
      break
    }
    quickTransfer()
    if (state.maxQuickTransferSteps < 0) {
      fault = 4
      break
    }
    if (k === 2) {
      fault = 0
      break
    }
    ncp.fill(0)
  }
  // Fortran's DO variable is one past the limit after the last pass: R reports that.

  // The final centres and within-cluster sums of squares, in kmns.f's order of summation.
  const withinSS = new Float64Array(k)
  c.fill(0)
  for (let i = 1; i <= m; i++) for (let j = 0; j < n; j++) c[C(ic1[i]) + j] += A(i, j)
  for (let j = 0; j < n; j++) {
    for (let l = 1; l <= k; l++) c[C(l) + j] /= nc[l]
    for (let i = 1; i <= m; i++) {
      const da = A(i, j) - c[C(ic1[i]) + j]
      withinSS[ic1[i] - 1] += da * da
    }
  }
  const totalWithinSS = withinSS.reduce((sum, v) => sum + v, 0)
  const totalSS = totalSumOfSquares(data)
  return {
    cluster: Int32Array.from({ length: m }, (_, i) => ic1[i + 1] - 1),
    centres: Array.from({ length: k }, (_, l) => c.slice(l * n, (l + 1) * n)),
    sizes: nc.slice(1),
    withinSS,
    totalWithinSS,
    totalSS,
    betweenSS: totalSS - totalWithinSS,
    iterations: fault === 2 ? iterationLimit + 1 : iteration,
    fault,
  }

  /** AS 136.1: one pass moving each point to the cluster that lowers the within SS most. */
  function optimalTransfer(): void {
    for (let l = 1; l <= k; l++) if (itran[l] === 1) live[l] = m + 1
    for (let i = 1; i <= m; i++) {
      state.indx++
      const l1 = ic1[i]
      if (nc[l1] !== 1) {
        if (ncp[l1] !== 0) {
          let de = 0
          for (let j = 0; j < n; j++) {
            const df = A(i, j) - c[C(l1) + j]
            de += df * df
          }
          d[i] = de * an1[l1]
        }
        let l2 = ic2[i]
        const ll = l2
        let da = 0
        for (let j = 0; j < n; j++) {
          const db = A(i, j) - c[C(l2) + j]
          da += db * db
        }
        let r2 = da * an2[l2]
        candidates: for (let l = 1; l <= k; l++) {
          if ((i >= live[l1] && i >= live[l]) || l === l1 || l === ll) continue
          const rr = r2 / an2[l]
          let dc = 0
          for (let j = 0; j < n; j++) {
            const dd = A(i, j) - c[C(l) + j]
            dc += dd * dd
            if (dc >= rr) continue candidates
          }
          r2 = dc * an2[l]
          l2 = l
        }
        if (r2 >= d[i]) {
          ic2[i] = l2
        } else {
          state.indx = 0
          live[l1] = m + i
          live[l2] = m + i
          ncp[l1] = i
          ncp[l2] = i
          transfer(i, l1, l2)
        }
      }
      if (state.indx === m) return
    }
    for (let l = 1; l <= k; l++) {
      itran[l] = 0
      live[l] -= m
    }
  }

  /** AS 136.2: swap points between their two closest clusters until nothing moves for n steps. */
  function quickTransfer(): void {
    let icoun = 0
    let istep = 0
    for (;;) {
      for (let i = 1; i <= m; i++) {
        icoun++
        istep++
        if (istep >= state.maxQuickTransferSteps) {
          state.maxQuickTransferSteps = -1
          return
        }
        const l1 = ic1[i]
        const l2 = ic2[i]
        if (nc[l1] !== 1) {
          if (istep <= ncp[l1]) {
            let da = 0
            for (let j = 0; j < n; j++) {
              const db = A(i, j) - c[C(l1) + j]
              da += db * db
            }
            d[i] = da * an1[l1]
          }
          if (istep < ncp[l1] || istep < ncp[l2]) {
            const r2 = d[i] / an2[l2]
            let dd = 0
            let moves = true
            for (let j = 0; j < n; j++) {
              const de = A(i, j) - c[C(l2) + j]
              dd += de * de
              if (dd >= r2) {
                moves = false
                break
              }
            }
            if (moves) {
              icoun = 0
              state.indx = 0
              itran[l1] = 1
              itran[l2] = 1
              ncp[l1] = istep + m
              ncp[l2] = istep + m
              transfer(i, l1, l2)
            }
          }
        }
        if (icoun === m) return
      }
    }
  }

  /** Point i leaves l1 for l2: both centres, sizes and size factors follow. */
  function transfer(i: number, l1: number, l2: number): void {
    const al1 = nc[l1]
    const alw = al1 - 1
    const al2 = nc[l2]
    const alt = al2 + 1
    for (let j = 0; j < n; j++) {
      c[C(l1) + j] = (c[C(l1) + j] * al1 - A(i, j)) / alw
      c[C(l2) + j] = (c[C(l2) + j] * al2 + A(i, j)) / alt
    }
    nc[l1]--
    nc[l2]++
    an2[l1] = alw / al1
    an1[l1] = alw > 1 ? alw / (alw - 1) : BIG
    an1[l2] = alt / al2
    an2[l2] = alt / (alt + 1)
    ic1[i] = l2
    ic2[i] = l1
  }
}

/** Σ over variables of Σ (x − column mean)², R's `sum(scale(x, scale = FALSE)^2)`. */
export function totalSumOfSquares(data: NumericRows): number {
  const { values, rows, columns } = data
  let total = 0
  for (let j = 0; j < columns; j++) {
    let sum = 0
    for (let i = 0; i < rows; i++) sum += values[i * columns + j]
    const mean = sum / rows
    for (let i = 0; i < rows; i++) total += (values[i * columns + j] - mean) ** 2
  }
  return total
}

/** The indices of the first occurrence of every distinct row (R's `unique(x)`), in order. */
export function distinctRows(data: NumericRows): number[] {
  const seen = new Set<string>()
  const kept: number[] = []
  for (let i = 0; i < data.rows; i++) {
    const key = Array.from(data.values.subarray(i * data.columns, (i + 1) * data.columns)).join(',')
    if (seen.has(key)) continue
    seen.add(key)
    kept.push(i)
  }
  return kept
}

export interface KMeansOptions {
  readonly k: number
  /** Random starts (R's `nstart`). */
  readonly starts: number
  readonly iterationLimit: number
  readonly seed: number
}

export interface KMeansResult extends KMeansFit {
  /** Starts that ended with an empty cluster and were dropped. */
  readonly failedStarts: number
  /** Starts that did not converge within the iteration limit (or ran out of quick-transfer steps). */
  readonly unconvergedStarts: number
}

/**
 * `kmeans(x, k, nstart = starts, iter.max = iterationLimit)`: every start draws k distinct rows of
 * the data as initial centres (R: `unique(x)[sample.int(mm, k), ]`) and runs Hartigan-Wong; the
 * run with the smallest total within-cluster sum of squares is kept (the first of equals). Its
 * clusters are then numbered in the order of their first observation, so that the result does not
 * depend on the order the random centres were drawn in. Null when every start met an empty cluster.
 * The caller checks that k is below the number of distinct rows.
 */
export function kMeans(data: NumericRows, options: KMeansOptions): KMeansResult | null {
  const { k, starts, iterationLimit, seed } = options
  const distinct = distinctRows(data)
  if (k > distinct.length) throw new RangeError(`${k} clusters but ${distinct.length} distinct rows`)
  const random = createRandom(seed)
  const pool = Int32Array.from(distinct)
  let best: KMeansFit | null = null
  let failedStarts = 0
  let unconvergedStarts = 0
  for (let start = 0; start < starts; start++) {
    // A partial Fisher-Yates shuffle: the first k entries are a uniform draw without replacement.
    for (let t = 0; t < k; t++) {
      const u = t + random.nextInt(pool.length - t)
      const swap = pool[t]
      pool[t] = pool[u]
      pool[u] = swap
    }
    const centres = Array.from(pool.subarray(0, k), (row) =>
      data.values.subarray(row * data.columns, (row + 1) * data.columns),
    )
    const fit = hartiganWong(data, centres, iterationLimit)
    if (fit.fault === 1) {
      failedStarts++
      continue
    }
    if (fit.fault !== 0) unconvergedStarts++
    if (best === null || fit.totalWithinSS < best.totalWithinSS) best = fit
  }
  if (best === null) return null
  return { ...numberedByFirstObservation(best), failedStarts, unconvergedStarts }
}

function numberedByFirstObservation(fit: KMeansFit): KMeansFit {
  const k = fit.centres.length
  const newNumber = new Int32Array(k).fill(-1)
  let next = 0
  for (const cluster of fit.cluster) if (newNumber[cluster] === -1) newNumber[cluster] = next++
  const order = new Int32Array(k)
  newNumber.forEach((to, from) => (order[to] = from))
  return {
    ...fit,
    cluster: fit.cluster.map((cluster) => newNumber[cluster]),
    centres: Array.from(order, (from) => fit.centres[from]),
    sizes: order.map((from) => fit.sizes[from]),
    withinSS: Float64Array.from(order, (from) => fit.withinSS[from]),
  }
}

/** The Euclidean distances between the rows, condensed (R: `dist(x)`), for `silhouette`. */
export function euclideanDistances(data: NumericRows, ids: readonly string[]): DistanceMatrix {
  const { values, rows, columns } = data
  if (ids.length !== rows) throw new RangeError(`${ids.length} ids for ${rows} rows`)
  const condensed = new Float64Array((rows * (rows - 1)) / 2)
  let k = 0
  for (let i = 0; i < rows; i++) {
    const a = i * columns
    for (let j = i + 1; j < rows; j++) {
      const b = j * columns
      let sum = 0
      for (let f = 0; f < columns; f++) {
        const d = values[a + f] - values[b + f]
        sum += d * d
      }
      condensed[k++] = Math.sqrt(sum)
    }
  }
  return { ids, condensed }
}

export interface Silhouette {
  /** Per observation: s(i) = (b − a) / max(a, b); 0 for the only member of a cluster. */
  readonly width: Float64Array
  /** Per observation, the nearest other cluster (0-based): the smallest mean distance b. */
  readonly neighbour: Int32Array
  /** Per cluster, the mean width of its observations. */
  readonly clusterMeans: Float64Array
  /** The mean width over all observations. */
  readonly mean: number
}

/**
 * Silhouette widths (Rousseeuw 1987) of a clustering (0-based, k clusters) over the distances, as
 * `cluster::silhouette(cluster, dist)`: a(i) is the mean distance to the other members of i's
 * cluster, b(i) the smallest mean distance to the members of another cluster (its neighbour, the
 * first of equals), s(i) = (b − a) / max(a, b), and 0 when a = b or i is alone in its cluster.
 */
export function silhouette(distances: DistanceMatrix, cluster: Int32Array, k: number): Silhouette {
  const n = cluster.length
  if (distances.ids.length !== n) throw new RangeError(`${n} observations but ${distances.ids.length} distances`)
  if (k < 2) throw new RangeError('a silhouette needs at least 2 clusters')
  const counts = new Int32Array(k)
  for (const c of cluster) counts[c]++
  // diC[i·k + c]: the sum, then the mean, of i's distances to cluster c.
  const diC = new Float64Array(n * k)
  let l = 0
  for (let i = 0; i < n; i++) {
    const ci = cluster[i]
    for (let j = i + 1; j < n; j++, l++) {
      const dij = distances.condensed[l]
      diC[k * i + cluster[j]] += dij
      diC[k * j + ci] += dij
    }
  }
  const width = new Float64Array(n)
  const neighbour = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    const ki = k * i
    const ci = cluster[i]
    let alone = false
    for (let c = 0; c < k; c++) {
      if (c === ci) {
        if (counts[c] === 1) alone = true
        else diC[ki + c] /= counts[c] - 1
      } else diC[ki + c] /= counts[c]
    }
    const a = diC[ki + ci]
    let b = ci === 0 ? diC[ki + 1] : diC[ki]
    neighbour[i] = ci === 0 ? 1 : 0
    for (let c = 1; c < k; c++) {
      if (c !== ci && b > diC[ki + c]) {
        b = diC[ki + c]
        neighbour[i] = c
      }
    }
    width[i] = !alone && b !== a ? (b - a) / Math.max(a, b) : 0
  }
  const sums = new Float64Array(k)
  for (let i = 0; i < n; i++) sums[cluster[i]] += width[i]
  return {
    width,
    neighbour,
    clusterMeans: sums.map((sum, c) => (counts[c] > 0 ? sum / counts[c] : NaN)),
    mean: width.reduce((sum, v) => sum + v, 0) / n,
  }
}

export interface PrincipalComponents {
  /** Per observation, its score on each axis (R's `prcomp(x)$x`, up to each axis's sign). */
  readonly scores: Float64Array[]
  /** Per axis, its share of the total variance. */
  readonly proportionExplained: Float64Array
  /** The column means the scores are centred on. */
  readonly means: Float64Array
  /** Per variable, its weight on each axis (`prcomp(x)$rotation`). */
  readonly loadings: Float64Array[]
}

/**
 * The leading principal components of the rows (centred, not scaled), from the eigenvectors of the
 * variables' covariance matrix: the plane a clustering is drawn on. Few variables and many
 * observations here, so the p×p covariance is the small matrix to decompose.
 */
export function principalComponents(data: NumericRows, axes: number): PrincipalComponents {
  const { values, rows, columns } = data
  const means = new Float64Array(columns)
  for (let i = 0; i < rows; i++) for (let j = 0; j < columns; j++) means[j] += values[i * columns + j]
  for (let j = 0; j < columns; j++) means[j] /= rows
  const covariance = new Float64Array(columns * columns)
  for (let i = 0; i < rows; i++)
    for (let a = 0; a < columns; a++) {
      const da = values[i * columns + a] - means[a]
      for (let b = a; b < columns; b++) covariance[a * columns + b] += da * (values[i * columns + b] - means[b])
    }
  let trace = 0
  for (let a = 0; a < columns; a++) {
    trace += covariance[a * columns + a]
    for (let b = a + 1; b < columns; b++) covariance[b * columns + a] = covariance[a * columns + b]
  }
  const count = Math.min(axes, columns)
  const pairs = symmetricEigen(covariance, columns, count)
  const loadings = Array.from({ length: columns }, (_, j) => Float64Array.from(pairs.vectors, (vector) => vector[j]))
  const scores = Array.from({ length: rows }, (_, i) => {
    const score = new Float64Array(count)
    for (let axis = 0; axis < count; axis++) {
      let sum = 0
      for (let j = 0; j < columns; j++) sum += (values[i * columns + j] - means[j]) * pairs.vectors[axis][j]
      score[axis] = sum
    }
    return score
  })
  return {
    scores,
    proportionExplained: Float64Array.from(pairs.values, (value) => (trace > 0 ? Math.max(value, 0) / trace : 0)),
    means,
    loadings,
  }
}
