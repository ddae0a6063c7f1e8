/**
 * What every differential expression method of this library returns (the DESeq2 method in `deseq2.ts`,
 * edgeR's exact and quasi-likelihood F tests in `edger.ts`): one row per gene in the counts table's
 * order, NaN where the method gives NA. Stored results, the tools and the CLI read this shape only.
 */

/** The methods, by the names the CLI, the tools and stored results use. */
export const DE_METHODS = ['deseq2', 'edger-exact', 'edger-qlf'] as const
export type DeMethod = (typeof DE_METHODS)[number]

/**
 * The samples' design: the tested factor's level per sample (in the counts table's sample order), the
 * reference level the fold changes are against, the level compared with it, and optionally a blocking
 * factor's level per sample (`~ block + condition`).
 */
export interface ExpressionDesign {
  readonly condition: readonly string[]
  readonly reference: string
  readonly treatment: string
  readonly block?: readonly string[]
}

export interface DifferentialExpressionResult {
  readonly method: DeMethod
  readonly geneIds: readonly string[]
  readonly sampleIds: readonly string[]
  /**
   * Per sample: DESeq2's size factors, or edgeR's TMM normalisation factors (the effective library
   * size is library size × factor).
   */
  readonly sampleFactors: Float64Array
  /** DESeq2's baseMean (mean of normalised counts); for edgeR, the mean of counts per million scaled to the mean effective library size. */
  readonly baseMean: Float64Array
  /** edgeR's logCPM (average log2 counts per million); DESeq2 leaves it NaN. */
  readonly logCpm: Float64Array
  /** log2(treatment / reference). */
  readonly log2FoldChange: Float64Array
  /** DESeq2's Wald statistic, the quasi-likelihood F, or NaN for the exact test (it has none). */
  readonly statistic: Float64Array
  readonly pValue: Float64Array
  /** Benjamini-Hochberg; DESeq2's after independent filtering and Cook's outlier rules (NaN where DESeq2 gives NA). */
  readonly pAdjusted: Float64Array
}
