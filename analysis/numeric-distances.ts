/**
 * Distances between the rows of a numeric matrix (genes or samples of a heatmap, items of a
 * dendrogram), as R computes them for `hclust`:
 * - euclidean: `dist(x)`;
 * - correlation: 1 − Pearson r between rows, `as.dist(1 - cor(t(x)))` (pheatmap's "correlation");
 * - braycurtis: vegan's `vegdist(x, "bray")`, for non-negative abundances (from diversity/beta.ts).
 */
import { betaDiversity } from './diversity/beta'
import type { DistanceMatrix } from './distance-matrix'
import { AnalysisInputError } from './errors'
import { fromFeatureRows } from './feature-table'
import { pearson } from './stats/correlation'

export const ROW_DISTANCES = ['euclidean', 'correlation', 'braycurtis'] as const
export type RowDistance = (typeof ROW_DISTANCES)[number]

export function rowDistances(
  rows: readonly ArrayLike<number>[],
  ids: readonly string[],
  metric: RowDistance,
): DistanceMatrix {
  const n = rows.length
  if (ids.length !== n) throw new RangeError(`${ids.length} ids for ${n} rows`)
  rows.forEach((row, i) => {
    for (let j = 0; j < row.length; j++) {
      if (!Number.isFinite(row[j])) throw new AnalysisInputError('distance.missingValue', { id: ids[i] })
      if (metric === 'braycurtis' && row[j] < 0)
        throw new AnalysisInputError('distance.negativeForBrayCurtis', { id: ids[i], value: row[j] })
    }
  })
  if (metric === 'braycurtis') {
    const width = rows[0]?.length ?? 0
    // betaDiversity compares the samples of a feature table: each row here is one such sample.
    const featureRows = Array.from({ length: width }, (_, f) => Float64Array.from(rows, (row) => row[f]))
    const table = fromFeatureRows(
      ids,
      Array.from({ length: width }, (_, f) => String(f)),
      featureRows,
    )
    return betaDiversity(table, 'braycurtis')
  }
  const condensed = new Float64Array((n * (n - 1)) / 2)
  let k = 0
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (metric === 'euclidean') {
        let sum = 0
        for (let f = 0; f < rows[i].length; f++) sum += (rows[i][f] - rows[j][f]) ** 2
        condensed[k++] = Math.sqrt(sum)
      } else {
        const r = pearson(rows[i], rows[j])
        if (Number.isNaN(r))
          throw new AnalysisInputError('distance.constantForCorrelation', {
            id: ids[Number.isNaN(pearson(rows[i], rows[i])) ? i : j],
          })
        condensed[k++] = 1 - r
      }
    }
  }
  return { ids, condensed }
}
