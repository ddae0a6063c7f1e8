/** The expression commands of `npm run -s analysis`: differential expression by DESeq2's or edgeR's method. */
import { writeFileSync } from 'node:fs'
import { AnalysisInputError } from '../errors'
import { deseq2 } from '../expression/deseq2'
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

const RESULT_COLUMNS = ['gene', 'base_mean', 'log2_fold_change', 'statistic', 'p_value', 'p_adjusted']

export const EXPRESSION_COMMANDS: Record<string, Command> = {
  de: {
    usage: `de --method ${DE_METHODS.join('|')} --counts F --samples F --column C --reference LEVEL [--treatment LEVEL] [--block COLUMN] [--alpha 0.05] [--factors OUT]`,
    options: {
      method: { type: 'string' },
      counts: { type: 'string' },
      samples: { type: 'string' },
      column: { type: 'string' },
      reference: { type: 'string' },
      treatment: { type: 'string' },
      block: { type: 'string' },
      alpha: { type: 'string', default: '0.05' },
      factors: { type: 'string' },
    },
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
  if (method === 'deseq2') return deseq2(table, design, { alpha })
  throw new UsageError(`--method ${method} is not available in this build`)
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

function resultTsv(result: DifferentialExpressionResult): string {
  const cell = (value: number) => (Number.isNaN(value) ? 'NA' : String(value))
  const lines = result.geneIds.map((gene, g) =>
    [
      gene,
      ...[result.baseMean, result.log2FoldChange, result.statistic, result.pValue, result.pAdjusted].map((column) =>
        cell(column[g]),
      ),
    ].join('\t'),
  )
  return `${RESULT_COLUMNS.join('\t')}\n${lines.join('\n')}\n`
}
