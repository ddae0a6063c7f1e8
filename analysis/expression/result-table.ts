/**
 * The differential expression result as a table: the columns the CLI prints, the tools' downloadable
 * TSV has and the volcano and MA tools recognise, so one method's output opens in the next tool.
 */
import type { DifferentialExpressionResult } from './differential-expression'

export const DE_RESULT_COLUMNS = [
  'gene',
  'base_mean',
  'log2_fold_change',
  'statistic',
  'p_value',
  'p_adjusted',
] as const

/** What a method gives no value for (DESeq2's NA, the exact test's statistic). */
export const DE_MISSING_VALUE = 'NA'

/** One row per gene in the counts table's order: numbers in full precision, NaN as `NA`. */
export function deResultRows(result: DifferentialExpressionResult): string[][] {
  const value = (x: number) => (Number.isNaN(x) ? DE_MISSING_VALUE : String(x))
  return result.geneIds.map((gene, g) => [
    gene,
    value(result.baseMean[g]),
    value(result.log2FoldChange[g]),
    value(result.statistic[g]),
    value(result.pValue[g]),
    value(result.pAdjusted[g]),
  ])
}
