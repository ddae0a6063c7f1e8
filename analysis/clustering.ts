/**
 * Agglomerative hierarchical clustering of a distance matrix with single, complete or average
 * (UPGMA) linkage; the same tree and merge heights as R's `hclust(d, method)`.
 *
 * The nearest-neighbour chain algorithm (Murtagh 1983; Müllner 2011, "Modern hierarchical,
 * agglomerative clustering algorithms", arXiv:1109.2378) finds the merges in O(n²) time on a
 * working copy of the condensed matrix (O(n²/2) memory). It is exact for these three linkages
 * because they are reducible: merging two clusters never brings the result closer to a third
 * cluster than both were. Merges are found out of height order and sorted afterwards.
 */
import { condensedIndex, type DistanceMatrix } from './distance-matrix'
import { AnalysisInputError } from './errors'

export type Linkage = 'average' | 'single' | 'complete'

export interface Dendrogram {
  /**
   * Merge k joins two clusters numbered as in SciPy: 0..n-1 are the samples (in matrix order),
   * n + k is the cluster formed by merge k. The smaller number comes first.
   */
  readonly merges: [number, number][]
  /** Height of merge k (the linkage distance between its clusters), non-decreasing. */
  readonly heights: Float64Array
  /** Sample indices in dendrogram order (left to right), for drawing without crossings. */
  readonly order: number[]
  /**
   * The tree in Newick format as R's `ape::as.phylo(hclust)` writes it: a node sits at half its merge
   * height, so the path between two samples is their cophenetic distance (the height at which they
   * join), which is what ape's and scikit-bio's tip-to-tip distances read back.
   */
  readonly newick: string
}

export function hierarchicalClustering(matrix: DistanceMatrix, linkage: Linkage): Dendrogram {
  const n = matrix.ids.length
  if (n === 0) throw new AnalysisInputError('distance.noSamples', {})
  for (const d of matrix.condensed) {
    if (!Number.isFinite(d)) {
      throw new AnalysisInputError('distance.notFinite', { value: String(d) })
    }
  }
  const found = nearestNeighbourChain(matrix.condensed, n, linkage)
  const { merges, heights } = labelMerges(found, n)
  return { merges, heights, order: leafOrder(merges, n), newick: toNewick(merges, heights, matrix.ids) }
}

interface FoundMerge {
  /** Slots (sample indices that represent the clusters at the time of the merge). */
  readonly first: number
  readonly second: number
  readonly height: number
}

function nearestNeighbourChain(condensed: Float64Array, n: number, linkage: Linkage): FoundMerge[] {
  const distances = condensed.slice()
  const rowOffsets = new Float64Array(n)
  for (let i = 0; i < n; i++) rowOffsets[i] = n * i - (i * (i + 1)) / 2 - i - 1
  const at = (i: number, j: number) => (i < j ? rowOffsets[i] + j : rowOffsets[j] + i)
  const sizes = new Float64Array(n).fill(1)
  const active = new Uint8Array(n).fill(1)
  const chain = new Int32Array(n)
  let chainLength = 0
  const found: FoundMerge[] = []

  for (let remaining = n; remaining > 1; remaining--) {
    if (chainLength === 0) chain[chainLength++] = active.indexOf(1)
    let a: number
    let b: number
    let nearest: number
    for (;;) {
      a = chain[chainLength - 1]
      // Preferring the previous chain element on ties guarantees the chain ends in a reciprocal pair.
      b = chainLength >= 2 ? chain[chainLength - 2] : -1
      nearest = b >= 0 ? distances[at(a, b)] : Infinity
      for (let x = 0; x < n; x++) {
        if (x === a || active[x] === 0) continue
        const d = distances[at(a, x)]
        if (d < nearest) {
          nearest = d
          b = x
        }
      }
      if (chainLength >= 2 && b === chain[chainLength - 2]) break
      chain[chainLength++] = b
    }
    chainLength -= 2
    found.push({ first: a, second: b, height: nearest })

    // The merged cluster lives on in slot b; slot a is retired.
    const sizeA = sizes[a]
    const sizeB = sizes[b]
    for (let x = 0; x < n; x++) {
      if (x === a || x === b || active[x] === 0) continue
      const toA = distances[at(a, x)]
      const toB = distances[at(b, x)]
      distances[at(b, x)] =
        linkage === 'single'
          ? Math.min(toA, toB)
          : linkage === 'complete'
            ? Math.max(toA, toB)
            : (sizeA * toA + sizeB * toB) / (sizeA + sizeB)
    }
    sizes[b] = sizeA + sizeB
    active[a] = 0
  }
  return found
}

/** Sorts the merges by height (stably, so a cluster is formed before it is merged again) and numbers the clusters. */
function labelMerges(found: FoundMerge[], n: number): { merges: [number, number][]; heights: Float64Array } {
  const sorted = found
    .map((merge, discovered) => ({ merge, discovered }))
    .sort((x, y) => x.merge.height - y.merge.height || x.discovered - y.discovered)
  // union-find over cluster numbers; a root is the number of the cluster its members are in now
  const parent = Int32Array.from({ length: 2 * n - 1 }, (_, i) => i)
  const find = (x: number) => {
    let root = x
    while (parent[root] !== root) root = parent[root]
    while (parent[x] !== root) {
      const next = parent[x]
      parent[x] = root
      x = next
    }
    return root
  }
  const merges: [number, number][] = []
  const heights = new Float64Array(sorted.length)
  sorted.forEach(({ merge }, k) => {
    const first = find(merge.first)
    const second = find(merge.second)
    merges.push(first < second ? [first, second] : [second, first])
    heights[k] = merge.height
    parent[first] = parent[second] = n + k
  })
  return { merges, heights }
}

function leafOrder(merges: [number, number][], n: number): number[] {
  const order: number[] = []
  const stack = [n + merges.length - 1]
  while (stack.length > 0) {
    const cluster = stack.pop() as number
    if (cluster < n) order.push(cluster)
    else stack.push(merges[cluster - n][1], merges[cluster - n][0])
  }
  return order
}

function toNewick(merges: [number, number][], heights: Float64Array, ids: readonly string[]): string {
  const n = ids.length
  // built bottom-up rather than recursively: a single-linkage tree can be n levels deep
  const subtrees: string[] = ids.map(newickLabel)
  const heightOf = (cluster: number) => (cluster < n ? 0 : heights[cluster - n])
  merges.forEach(([first, second], k) => {
    const branch = (child: number) => `${subtrees[child]}:${(heights[k] - heightOf(child)) / 2}`
    subtrees.push(`(${branch(first)},${branch(second)})`)
  })
  return `${subtrees[subtrees.length - 1]};`
}

/** Quotes labels that Newick would otherwise split or alter (underscores read as spaces). */
function newickLabel(label: string): string {
  return /^[^\s()[\]':;,_]+$/.test(label) ? label : `'${label.replaceAll("'", "''")}'`
}

/**
 * The height at which each pair of samples first joins (R's `cophenetic`), condensed in the
 * distance matrix's order: each merge sets the pairs across its two clusters.
 */
export function copheneticDistances(tree: Dendrogram): Float64Array {
  const n = tree.order.length
  const members: number[][] = Array.from({ length: n }, (_, s) => [s])
  const condensed = new Float64Array((n * (n - 1)) / 2)
  tree.merges.forEach(([a, b], k) => {
    for (const i of members[a]) {
      for (const j of members[b]) {
        condensed[condensedIndex(n, i, j)] = tree.heights[k]
      }
    }
    members.push([...members[a], ...members[b]])
  })
  return condensed
}
