import { perplexityLimit, tsne } from '../../../analysis/ordination/tsne'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { formatNumber } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { embeddingResult, readEmbeddingTable } from '../embedding-shared'
import { MODEL_NUMBER_STYLE } from '../model-shared'
import { text } from './messages'
import { parameters } from './parameters'

/** observations² × iterations: each iteration visits every pair, some 5-10 ns each, so at most about 40 s. */
export const MAX_WORK = 4_000_000_000

const format = (value: number) => formatNumber(value, MODEL_NUMBER_STYLE)

/**
 * Exact t-SNE of the rows on the chosen numeric columns (analysis/ordination/tsne.ts; scikit-learn's
 * `TSNE(method="exact", init="random", learning_rate="auto")`), drawn coloured by group.
 */
export const tsneEmbeddingExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { perplexity, iterations, seed } = values
  const source = readEmbeddingTable(input, values)
  const n = source.data.rows
  const limit = perplexityLimit(n)
  if (perplexity >= limit)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.perplexityTooLarge({ perplexity, rows: n, limit: format(limit) }),
    )
  const work = n * n * iterations
  if (work > MAX_WORK)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooMuchWork({ work, limit: MAX_WORK }))
  const result = tsne(source.data, { perplexity, iterations, seed })
  const features = source.data.columns
  return embeddingResult(
    source,
    {
      embedding: result.embedding,
      method: 't-SNE',
      chartId: 'tsne',
      defaultTitle: text.chartTitle(),
      subtitle: ({ trustworthiness }) => text.subtitle({ n, features, perplexity, iterations, seed, trustworthiness }),
      settings: [
        [text.perplexity(), perplexity],
        [text.iterations(), iterations],
        [text.learningRate(), result.learningRate],
        [text.klDivergence(), result.klDivergence],
      ],
      summary: ({ trustworthiness }) =>
        text.summary({
          n,
          features,
          perplexity,
          iterations,
          learningRate: format(result.learningRate),
          seed,
          kl: format(result.klDivergence),
          trustworthiness,
        }),
    },
    values,
    seed,
  )
}
