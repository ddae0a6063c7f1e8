import { umap } from '../../../analysis/ordination/umap'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { embeddingResult, readEmbeddingTable } from '../embedding-shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * UMAP of the rows on the chosen numeric columns (analysis/ordination/umap.ts: umap-js on exact
 * neighbours, seeded), drawn coloured by group.
 */
export const umapEmbeddingExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { neighbours, min_dist: minDist, epochs, seed } = values
  const source = readEmbeddingTable(input, values)
  const n = source.data.rows
  if (neighbours >= n)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooManyNeighbours({ neighbours, rows: n }))
  const result = umap(source.data, { neighbours, minDist, epochs, seed })
  const features = source.data.columns
  return embeddingResult(
    source,
    {
      embedding: result.embedding,
      method: 'UMAP',
      chartId: 'umap',
      defaultTitle: text.chartTitle(),
      subtitle: ({ trustworthiness }) =>
        text.subtitle({ n, features, neighbours, minDist, epochs, seed, trustworthiness }),
      settings: [
        [text.neighbours(), neighbours],
        [text.minDist(), minDist],
        [text.epochs(), epochs],
      ],
      summary: ({ trustworthiness }) =>
        text.summary({ n, features, neighbours, minDist, epochs, seed, trustworthiness }),
    },
    values,
    seed,
  )
}
