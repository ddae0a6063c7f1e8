import { edgerExactTest, edgerQlfTest } from '../../../analysis/expression/edger'
import { logCpm } from '../../../analysis/expression/log-cpm'
import type { ToolExecutor } from '../../kit/types'
import { expressionText } from '../messages'
import { expressionResult, readExpressionInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Differential expression by edgeR's method (`analysis/expression/edger.ts`, checked against edgeR
 * 3.40): the exact test or the quasi-likelihood F test of the treatment level against the reference
 * level; the sample plots on log2 CPM with the TMM factors.
 */
export const edgerExecutor: ToolExecutor = async (input) => {
  const values = parameters.parse(input)
  const expression = await readExpressionInput(input, values)
  const result =
    values.test === 'exact'
      ? edgerExactTest(expression.counts, expression.design)
      : edgerQlfTest(expression.counts, expression.design)
  return expressionResult({
    input: expression,
    values,
    result,
    transformed: {
      valuesBySample: logCpm(expression.counts, result.sampleFactors),
      name: expressionText.logCpm(),
    },
    factorName: text.normalisationFactor(),
    method: values.test === 'exact' ? text.exactMethod() : text.qlfMethod(),
    seed: input.seed,
  })
}
