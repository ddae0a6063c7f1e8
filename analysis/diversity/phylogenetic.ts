import type { DistanceMatrix } from '../distance-matrix'
import { AnalysisInputError } from '../errors'
import { toSparseRows, type FeatureTable } from '../feature-table'
import { MOST_FEATURES_NAMED_NOT_IN_TREE, quotedList } from '../input-problems'
import type { PhyloTree } from '../io/newick'

/**
 * For every node, the samples with counts below it and those counts, stored node after node.
 * Built in one postorder pass (a node's list is the sum of its children's), as scikit-bio's
 * `_vectorize_counts_and_tree` and Striped UniFrac do, but sparse: a branch carries only the
 * samples that reach it, so a tree of 38,000 nodes over hundreds of samples stays small.
 */
interface NodeCounts {
  readonly start: Uint32Array
  readonly sample: Uint32Array
  readonly count: Float64Array
}

/**
 * Faith's phylogenetic diversity: the total branch length joining each sample's features to the
 * root. The root's own branch length, if the Newick text gives one, is not counted: it joins
 * nothing (scikit-bio adds it when present; trees from QIIME or phyloseq have none).
 */
export function faithPd(table: FeatureTable, tree: PhyloTree): Float64Array {
  const nodes = countsByNode(table, tree)
  const pd = new Float64Array(table.sampleIds.length)
  const root = tree.parent.length - 1
  for (let node = 0; node < root; node++) {
    const length = tree.branchLength[node]
    for (let k = nodes.start[node]; k < nodes.start[node + 1]; k++) pd[nodes.sample[k]] += length
  }
  return pd
}

export interface UnifracOptions {
  readonly weighted: boolean
  /** Weighted only: divide by Σ_tips d(root, tip)(p_i + p_j), so distances lie in [0, 1]. Default false. */
  readonly normalized?: boolean
}

/**
 * UniFrac distances as scikit-bio's `beta_diversity('unweighted_unifrac' | 'weighted_unifrac')`:
 * - unweighted: Σ L_b [b in exactly one sample] / Σ L_b [b in either];
 * - weighted: Σ L_b |p_ib − p_jb| with p the share of a sample's counts below branch b;
 *   normalized divides by Σ_tips d(root, tip)(p_i + p_j).
 * Two samples without counts are at distance 0; with `normalized`, one empty sample is at 1.
 *
 * Every branch adds its length to the pairs it separates, visiting only the samples present on it;
 * the sums are accumulated term by term (no "total minus shared" subtraction), so nearly identical
 * samples keep full relative precision.
 */
export function unifrac(table: FeatureTable, tree: PhyloTree, options: UnifracOptions): DistanceMatrix {
  const nodes = countsByNode(table, tree)
  const n = table.sampleIds.length
  const pairs = (n * (n - 1)) / 2
  const rowOffset = new Float64Array(n)
  for (let i = 0; i < n; i++) rowOffset[i] = n * i - (i * (i + 1)) / 2 - i - 1
  const index = (a: number, b: number) => (a < b ? rowOffset[a] + b : rowOffset[b] + a)
  const root = tree.parent.length - 1
  const present = new Uint8Array(n)
  const condensed = new Float64Array(pairs)

  if (!options.weighted) {
    const shared = new Float64Array(pairs)
    for (let node = 0; node < root; node++) {
      const length = tree.branchLength[node]
      const start = nodes.start[node]
      const end = nodes.start[node + 1]
      if (length === 0 || start === end) continue
      for (let k = start; k < end; k++) present[nodes.sample[k]] = 1
      for (let k = start; k < end; k++) {
        const a = nodes.sample[k]
        for (let j = 0; j < n; j++) {
          if (!present[j]) condensed[index(a, j)] += length
          else if (j > a) shared[index(a, j)] += length
        }
      }
      for (let k = start; k < end; k++) present[nodes.sample[k]] = 0
    }
    for (let k = 0; k < pairs; k++) {
      const either = condensed[k] + shared[k]
      condensed[k] = either === 0 ? 0 : condensed[k] / either
    }
    return { ids: table.sampleIds, condensed }
  }

  const totals = new Float64Array(n)
  for (let k = nodes.start[root]; k < nodes.start[root + 1]; k++) totals[nodes.sample[k]] = nodes.count[k]
  const share = (k: number) => nodes.count[k] / totals[nodes.sample[k]]
  const shareHere = new Float64Array(n)
  for (let node = 0; node < root; node++) {
    const length = tree.branchLength[node]
    const start = nodes.start[node]
    const end = nodes.start[node + 1]
    if (length === 0 || start === end) continue
    for (let k = start; k < end; k++) {
      present[nodes.sample[k]] = 1
      shareHere[nodes.sample[k]] = share(k)
    }
    for (let k = start; k < end; k++) {
      const a = nodes.sample[k]
      const own = shareHere[a]
      for (let j = 0; j < n; j++) {
        if (!present[j]) condensed[index(a, j)] += length * own
        else if (j > a) condensed[index(a, j)] += length * Math.abs(own - shareHere[j])
      }
    }
    for (let k = start; k < end; k++) present[nodes.sample[k]] = 0
  }
  if (options.normalized) {
    const rootDistance = distancesFromRoot(tree)
    const meanTipDepth = new Float64Array(n)
    for (let node = 0; node < root; node++) {
      if (tree.tipNames[node] === null) continue
      for (let k = nodes.start[node]; k < nodes.start[node + 1]; k++)
        meanTipDepth[nodes.sample[k]] += rootDistance[node] * share(k)
    }
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const k = index(i, j)
        const scale = meanTipDepth[i] + meanTipDepth[j]
        condensed[k] = scale === 0 ? 0 : condensed[k] / scale
      }
    }
  }
  return { ids: table.sampleIds, condensed }
}

function distancesFromRoot(tree: PhyloTree): Float64Array {
  const count = tree.parent.length
  const distance = new Float64Array(count)
  // Reverse postorder visits every parent before its children.
  for (let node = count - 2; node >= 0; node--) distance[node] = distance[tree.parent[node]] + tree.branchLength[node]
  return distance
}

function countsByNode(table: FeatureTable, tree: PhyloTree): NodeCounts {
  const nodeCount = tree.parent.length
  const n = table.sampleIds.length
  const tipOfFeature = matchFeaturesToTips(table, tree)
  checkBranchLengths(tree)

  // Feature-major view of the table, so each tip finds its samples directly.
  const sparse = toSparseRows(table)
  for (let s = 0; s < n; s++) {
    for (let k = sparse.rowStart[s]; k < sparse.rowStart[s + 1]; k++) {
      const value = sparse.values[k]
      if (value > 0 && Number.isFinite(value)) continue
      throw new AnalysisInputError('diversity.invalidCount', {
        sample: table.sampleIds[s],
        value,
        feature: table.featureIds[sparse.featureIndex[k]],
      })
    }
  }
  const featureOfTip = new Int32Array(nodeCount).fill(-1)
  tipOfFeature.forEach((tip, feature) => (featureOfTip[tip] = feature))
  const columnStart = new Uint32Array(table.featureIds.length + 1)
  for (let k = 0; k < sparse.featureIndex.length; k++) columnStart[sparse.featureIndex[k] + 1]++
  for (let f = 0; f < table.featureIds.length; f++) columnStart[f + 1] += columnStart[f]
  const fill = columnStart.slice(0, -1)
  const columnSample = new Uint32Array(sparse.values.length)
  const columnCount = new Float64Array(sparse.values.length)
  for (let s = 0; s < n; s++) {
    for (let k = sparse.rowStart[s]; k < sparse.rowStart[s + 1]; k++) {
      const position = fill[sparse.featureIndex[k]]++
      columnSample[position] = s
      columnCount[position] = sparse.values[k]
    }
  }

  const firstChild = new Int32Array(nodeCount).fill(-1)
  const nextSibling = new Int32Array(nodeCount).fill(-1)
  for (let node = nodeCount - 2; node >= 0; node--) {
    const parent = tree.parent[node]
    nextSibling[node] = firstChild[parent]
    firstChild[parent] = node
  }

  const start = new Uint32Array(nodeCount + 1)
  let sample = new Uint32Array(Math.max(16, sparse.values.length * 2))
  let count = new Float64Array(sample.length)
  let used = 0
  const reserve = (extra: number) => {
    if (used + extra <= sample.length) return
    const capacity = Math.max(used + extra, sample.length * 2)
    const biggerSample = new Uint32Array(capacity)
    biggerSample.set(sample.subarray(0, used))
    const biggerCount = new Float64Array(capacity)
    biggerCount.set(count.subarray(0, used))
    sample = biggerSample
    count = biggerCount
  }
  const sum = new Float64Array(n)
  const touched = new Uint32Array(n)
  for (let node = 0; node < nodeCount; node++) {
    start[node] = used
    const feature = featureOfTip[node]
    if (feature >= 0) {
      const from = columnStart[feature]
      const to = columnStart[feature + 1]
      reserve(to - from)
      sample.set(columnSample.subarray(from, to), used)
      count.set(columnCount.subarray(from, to), used)
      used += to - from
      continue
    }
    let touchedCount = 0
    for (let child = firstChild[node]; child >= 0; child = nextSibling[child]) {
      for (let k = start[child]; k < start[child + 1]; k++) {
        const s = sample[k]
        if (sum[s] === 0) touched[touchedCount++] = s
        sum[s] += count[k]
      }
    }
    const samplesHere = touched.subarray(0, touchedCount).sort()
    reserve(touchedCount)
    for (const s of samplesHere) {
      sample[used] = s
      count[used++] = sum[s]
      sum[s] = 0
    }
  }
  start[nodeCount] = used
  return { start, sample: sample.subarray(0, used), count: count.subarray(0, used) }
}

function matchFeaturesToTips(table: FeatureTable, tree: PhyloTree): Int32Array {
  const tipByName = new Map<string, number>()
  const duplicated = new Set<string>()
  tree.tipNames.forEach((name, node) => {
    if (name === null) return
    if (tipByName.has(name)) duplicated.add(name)
    tipByName.set(name, node)
  })
  const tipOfFeature = new Int32Array(table.featureIds.length)
  const missing: string[] = []
  const ambiguous: string[] = []
  table.featureIds.forEach((id, feature) => {
    const tip = tipByName.get(id)
    if (tip === undefined) missing.push(id)
    else if (duplicated.has(id)) ambiguous.push(id)
    else tipOfFeature[feature] = tip
  })
  if (missing.length > 0) {
    throw new AnalysisInputError('diversity.featuresNotInTree', {
      count: missing.length,
      features: quotedList(missing, MOST_FEATURES_NAMED_NOT_IN_TREE),
    })
  }
  if (ambiguous.length > 0) {
    throw new AnalysisInputError('diversity.duplicateTips', { count: ambiguous.length, labels: quotedList(ambiguous) })
  }
  return tipOfFeature
}

function checkBranchLengths(tree: PhyloTree): void {
  const root = tree.parent.length - 1
  for (let node = 0; node < root; node++) {
    const length = tree.branchLength[node]
    if (Number.isFinite(length) && length >= 0) continue
    const branch = tree.tipNames[node] ?? tree.internalLabels[node]
    if (Number.isNaN(length)) {
      throw branch
        ? new AnalysisInputError('diversity.branchWithoutLength', { branch })
        : new AnalysisInputError('diversity.unnamedBranchWithoutLength', { node })
    }
    throw branch
      ? new AnalysisInputError('diversity.negativeBranchLength', { branch, length })
      : new AnalysisInputError('diversity.negativeUnnamedBranchLength', { node, length })
  }
}
