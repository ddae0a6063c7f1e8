import { deseq2, varianceStabilised } from '../../../analysis/expression/deseq2'
import type { ToolExecutor } from '../../kit/types'
import { expressionText } from '../messages'
import { expressionResult, readExpressionInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Differential expression by DESeq2's method (`analysis/expression/deseq2.ts`, checked against DESeq2
 * 1.38): the treatment level against the reference level of the grouping column, optionally
 * adjusted for a blocking column; the sample plots on the variance-stabilised values.
 */
export const deseq2Executor: ToolExecutor = async (input) => {
  const values = parameters.parse(input)
  const expression = await readExpressionInput(input, values)
  const result = deseq2(expression.counts, expression.design)
  return expressionResult({
    input: expression,
    values,
    result,
    transformed: { valuesBySample: varianceStabilised(expression.counts), name: expressionText.vst() },
    factorName: text.sizeFactor(),
    method: text.method(),
    seed: input.seed,
  })
}
