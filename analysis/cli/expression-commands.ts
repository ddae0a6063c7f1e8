/** The expression commands of `npm run -s analysis`: differential expression by DESeq2's or edgeR's method. */
import { writeFileSync } from 'node:fs'
import { AnalysisInputError } from '../errors'
import { deseq2 } from '../expression/deseq2'
import { edgerExactTest, edgerQlfTest } from '../expression/edger'
import { DE_RESULT_COLUMNS, deResultRows } from '../expression/result-table'
import {
  DE_METHODS,
  type DeMethod,
  type DifferentialExpressionResult,
  type ExpressionDesign,
} from '../expression/differential-expression'
import type { FeatureTable } from '../feature-table'
import { readDataset } from '../io/dataset'
import { groupingFor } from '../io/metadata'
import { inputFile, requiredOption, UsageError, type Command, type Values } from './command'

const FIXTURES = 'tests/fixtures/analysis/expression/deseq2'

export const EXPRESSION_COMMANDS: Record<string, Command> = {
  de: {
    description:
      "differential expression between two levels of a sample-sheet column: DESeq2 1.38's method, or edgeR 3.40's exact or quasi-likelihood F test",
    usage: `de --method ${DE_METHODS.join('|')} --counts COUNTS --samples SAMPLES --column COLUMN --reference LEVEL [--treatment LEVEL] [--block COLUMN] [--alpha 0.05] [--factors FILE]`,
    options: {
      method: { type: 'string', description: `the method: ${DE_METHODS.join(', ')}` },
      counts: { type: 'string', description: 'the counts: genes as rows, one column per sample (TSV or CSV)' },
      samples: {
        type: 'string',
        description: 'the sample sheet: sample ids in the first column, one column per variable',
      },
      column: { type: 'string', description: 'the sample-sheet column whose levels are compared' },
      reference: { type: 'string', description: 'the level the fold changes are relative to (the denominator)' },
      treatment: {
        type: 'string',
        description:
          'the level compared with the reference (the numerator); needed when the column has more than two levels',
      },
      block: {
        type: 'string',
        description: 'a blocking column of the sample sheet: the design becomes ~ block + column',
      },
      alpha: {
        type: 'string',
        default: '0.05',
        description: "the adjusted p-value DESeq2's independent filtering aims at (the edgeR methods do no filtering)",
      },
      factors: {
        type: 'string',
        description:
          'also write the size factors (DESeq2) or TMM normalisation factors (edgeR) per sample to this file',
      },
    },
    output: `TSV with the header ${DE_RESULT_COLUMNS.join(' ')} (tab-separated), genes in the counts file's order, NA where the method gives NA (DESeq2's independent filtering and Cook's outliers, genes with no counts); statistic is DESeq2's Wald statistic, edgeR's QL F, NA for the exact test`,
    example: `de --method deseq2 --counts ${FIXTURES}/example-replicated.counts.tsv --samples ${FIXTURES}/example-replicated.samples.tsv --column condition --reference A --treatment B`,
    async run(values) {
      const method = requiredOption(values, 'method')
      if (!(DE_METHODS as readonly string[]).includes(method)) {
        throw new UsageError(`--method ${method}: expected ${DE_METHODS.join(', ')}`)
      }
      const alpha = Number(requiredOption(values, 'alpha'))
      if (!(alpha > 0 && alpha < 1))
        throw new UsageError(`--alpha ${String(values.alpha)}: expected a number between 0 and 1`)
      const { table, design } = await loadExperiment(values)
      const result = differentialExpression(method as DeMethod, table, design, alpha)
      process.stdout.write(resultTsv(result))
      if (typeof values.factors === 'string') {
        const rows = result.sampleIds.map((id, s) => `${id}\t${result.sampleFactors[s]}\n`)
        writeFileSync(values.factors, `sample\tfactor\n${rows.join('')}`)
      }
    },
  },
}

function differentialExpression(
  method: DeMethod,
  table: FeatureTable,
  design: ExpressionDesign,
  alpha: number,
): DifferentialExpressionResult {
  switch (method) {
    case 'deseq2':
      return deseq2(table, design, { alpha })
    case 'edger-exact':
      return edgerExactTest(table, design)
    case 'edger-qlf':
      return edgerQlfTest(table, design)
  }
}

/** The counts table (genes as rows) and the sample sheet's design for it, read as the batch readers do. */
async function loadExperiment(values: Values): Promise<{ table: FeatureTable; design: ExpressionDesign }> {
  const { table, metadata } = await readDataset({
    table: inputFile(requiredOption(values, 'counts')),
    metadata: inputFile(requiredOption(values, 'samples')),
  })
  if (!metadata) throw new UsageError('--samples is required')
  const condition = groupingFor(metadata, requiredOption(values, 'column'), table.sampleIds)
  const reference = requiredOption(values, 'reference')
  const block = typeof values.block === 'string' ? groupingFor(metadata, values.block, table.sampleIds) : undefined
  return { table, design: { condition, reference, treatment: treatmentLevel(values, condition, reference), block } }
}

/** Without --treatment, the one level besides the reference; with more levels the user must say which. */
function treatmentLevel(values: Values, condition: readonly string[], reference: string): string {
  if (typeof values.treatment === 'string' && values.treatment !== '') return values.treatment
  const levels = [...new Set(condition)].sort()
  if (!levels.includes(reference))
    throw new AnalysisInputError('expression.noSuchLevel', { level: reference, levels: levels.join(', ') })
  const others = levels.filter((level) => level !== reference)
  if (others.length !== 1)
    throw new UsageError(`--treatment is required: the column has the levels ${levels.join(', ')}`)
  return others[0]
}

/** The tools' downloadable table, as TSV: one method's output opens in the next tool. */
function resultTsv(result: DifferentialExpressionResult): string {
  return [DE_RESULT_COLUMNS, ...deResultRows(result)].map((row) => `${row.join('\t')}\n`).join('')
}
