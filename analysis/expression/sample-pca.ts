/**
 * The sample PCA of an RNA-seq experiment as DESeq2's `plotPCA` draws it: the genes with the largest
 * variance across samples of transformed expression (variance-stabilised or log-CPM values), centred
 * and not scaled (`prcomp(t(x[top, ]))`). The most variable genes carry the differences between
 * samples; thousands of flat, noisy genes would only add noise.
 */
import { numericPca } from '../ordination/numeric-pca'
import type { PcaResult } from '../ordination/pca'

/** plotPCA's `ntop`. */
export const PCA_TOP_GENES = 500

/** The genes (indices) of largest sample variance, largest first; ties keep table order as R's `order` does. */
export function mostVariableGenes(valuesBySample: readonly ArrayLike<number>[], count: number): number[] {
  const samples = valuesBySample.length
  const genes = valuesBySample[0]?.length ?? 0
  const variance = new Float64Array(genes)
  for (let g = 0; g < genes; g++) {
    let sum = 0
    for (let s = 0; s < samples; s++) sum += valuesBySample[s][g]
    const mean = sum / samples
    let squares = 0
    for (let s = 0; s < samples; s++) squares += (valuesBySample[s][g] - mean) ** 2
    variance[g] = squares / (samples - 1)
  }
  return Array.from({ length: genes }, (_, g) => g)
    .sort((a, b) => variance[b] - variance[a] || a - b)
    .slice(0, count)
}

/** `valuesBySample[s][g]`: transformed expression of gene g in sample s. */
export function samplePca(
  valuesBySample: readonly ArrayLike<number>[],
  sampleIds: readonly string[],
  geneIds: readonly string[],
  top = PCA_TOP_GENES,
): PcaResult & { genes: number[] } {
  const genes = mostVariableGenes(valuesBySample, top)
  const rows = valuesBySample.map((row) => Float64Array.from(genes, (g) => row[g]))
  const result = numericPca(
    rows,
    sampleIds,
    genes.map((g) => geneIds[g]),
    { scale: false, dimensions: 2 },
  )
  return { ...result, genes }
}
