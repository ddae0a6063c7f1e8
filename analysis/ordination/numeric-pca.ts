/**
 * PCA of an ordinary numeric table (observations × variables, any sign), as R's
 * `prcomp(x, center = TRUE, scale. = scale)`, computed by `pca()`.
 *
 * `pca()` takes non-negative counts. Centring removes any constant added to a column, so each
 * column is first shifted to start at 0 (and, with `scale`, divided by its standard deviation):
 * the centred matrix, and with it every variance, score and loading, is the one prcomp decomposes.
 */
import { AnalysisInputError } from '../errors'
import { pca, type PcaResult } from './pca'

export interface NumericPcaOptions {
  /** Divide each variable by its standard deviation first (a correlation-matrix PCA). */
  readonly scale: boolean
  readonly dimensions?: number
}

/** `rows[i][j]`: observation i, variable j. */
export function numericPca(
  rows: readonly ArrayLike<number>[],
  ids: readonly string[],
  variables: readonly string[],
  options: NumericPcaOptions,
): PcaResult {
  const n = rows.length
  const p = variables.length
  if (ids.length !== n) throw new RangeError(`${ids.length} ids for ${n} rows`)
  if (p < 2) throw new AnalysisInputError('pca.tooFewVariables', { count: p })
  const counts = new Float64Array(n * p)
  for (let j = 0; j < p; j++) {
    let minimum = Infinity
    let sum = 0
    for (let i = 0; i < n; i++) {
      const value = rows[i][j]
      if (!Number.isFinite(value))
        throw new AnalysisInputError('pca.missingValue', { observation: ids[i], variable: variables[j] })
      minimum = Math.min(minimum, value)
      sum += value
    }
    const mean = sum / n
    let squares = 0
    for (let i = 0; i < n; i++) squares += (rows[i][j] - mean) ** 2
    const sd = Math.sqrt(squares / (n - 1))
    if (options.scale && !(sd > 0)) throw new AnalysisInputError('pca.constantVariable', { variable: variables[j] })
    const divisor = options.scale ? sd : 1
    for (let i = 0; i < n; i++) counts[i * p + j] = (rows[i][j] - minimum) / divisor
  }
  return pca({ sampleIds: ids, featureIds: variables, counts }, { transform: 'none', dimensions: options.dimensions })
}
