import { deseq2 } from '../../../analysis/expression/deseq2'
import { varianceStabilised, type VarianceStabilised } from '../../../analysis/expression/variance-stabilising'
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
  // The form's threshold is also the FDR DESeq2's independent filtering optimises for, as results(alpha = ...).
  const result = deseq2(expression.counts, expression.design, { alpha: values.alpha })
  return expressionResult({
    input: expression,
    values,
    result,
    transformed: { valuesBySample: bySample(varianceStabilised(expression.counts)), name: expressionText.vst() },
    factorName: text.sizeFactor(),
    method: text.method(),
    seed: input.seed,
  })
}

/** The transform's genes × samples matrix as one row of every gene per sample. */
function bySample(vst: VarianceStabilised): Float64Array[] {
  return Array.from({ length: vst.samples }, (_, s) =>
    Float64Array.from({ length: vst.genes }, (__, g) => vst.values[g * vst.samples + s]),
  )
}
