/**
 * The one in-memory shape every analysis in this library works on.
 *
 * Counts are dense and sample-major (`counts[s * featureIds.length + f]`), so that per-sample work
 * (alpha diversity, rarefaction, one row of a distance matrix) reads contiguous memory. Kernels
 * that gain from sparsity build a compressed view with `toSparseRows`.
 */
export interface FeatureTable {
  readonly sampleIds: readonly string[]
  readonly featureIds: readonly string[]
  readonly counts: Float64Array
  /** Raw taxonomy string per feature (Greengenes or SILVA style), when the source carried one. */
  readonly taxonomy?: readonly (string | null)[]
}

export interface SparseRows {
  /** rowStart[s]..rowStart[s+1] index into `featureIndex` and `values` for sample s. */
  readonly rowStart: Uint32Array
  readonly featureIndex: Uint32Array
  readonly values: Float64Array
}

export function sampleCount(table: FeatureTable): number {
  return table.sampleIds.length
}

export function featureCount(table: FeatureTable): number {
  return table.featureIds.length
}

export function sampleRow(table: FeatureTable, sample: number): Float64Array {
  const width = table.featureIds.length
  return table.counts.subarray(sample * width, (sample + 1) * width)
}

export function sampleTotals(table: FeatureTable): Float64Array {
  const n = table.sampleIds.length
  const width = table.featureIds.length
  const totals = new Float64Array(n)
  for (let s = 0; s < n; s++) {
    let sum = 0
    const offset = s * width
    for (let f = 0; f < width; f++) sum += table.counts[offset + f]
    totals[s] = sum
  }
  return totals
}

/** The table restricted to the samples at `indices`, in that order; features and taxonomy unchanged. */
export function selectTableSamples(table: FeatureTable, indices: readonly number[]): FeatureTable {
  const counts = new Float64Array(indices.length * table.featureIds.length)
  indices.forEach((sample, row) => counts.set(sampleRow(table, sample), row * table.featureIds.length))
  return { ...table, sampleIds: indices.map((sample) => table.sampleIds[sample]), counts }
}

export function toSparseRows(table: FeatureTable): SparseRows {
  const n = table.sampleIds.length
  const width = table.featureIds.length
  let nonZero = 0
  for (let i = 0; i < table.counts.length; i++) if (table.counts[i] !== 0) nonZero++
  const rowStart = new Uint32Array(n + 1)
  const featureIndex = new Uint32Array(nonZero)
  const values = new Float64Array(nonZero)
  let k = 0
  for (let s = 0; s < n; s++) {
    rowStart[s] = k
    const offset = s * width
    for (let f = 0; f < width; f++) {
      const v = table.counts[offset + f]
      if (v !== 0) {
        featureIndex[k] = f
        values[k] = v
        k++
      }
    }
  }
  rowStart[n] = k
  return { rowStart, featureIndex, values }
}

/** Builds a table from feature-major rows, the layout of amplicon files (features as rows). */
export function fromFeatureRows(
  sampleIds: readonly string[],
  featureIds: readonly string[],
  featureRows: ArrayLike<number>[],
  taxonomy?: readonly (string | null)[],
): FeatureTable {
  const n = sampleIds.length
  const width = featureIds.length
  const counts = new Float64Array(n * width)
  for (let f = 0; f < width; f++) {
    const row = featureRows[f]
    for (let s = 0; s < n; s++) counts[s * width + f] = row[s]
  }
  return { sampleIds, featureIds, counts, taxonomy }
}
