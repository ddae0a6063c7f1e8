/**
 * Values summed over a hierarchy (phylum › class › order), as a treemap or sunburst draws them:
 * every distinct path of names gets the sum of its rows' values (R: `aggregate(value ~ level1 +
 * level2, FUN = sum)`), and each level's totals are the sums of the paths beneath.
 */
export interface PathSum {
  path: string[]
  value: number
  /** Rows summed into this path. */
  rows: number
}

/** The distinct paths in the order they first occur, each with the sum of its rows' values. */
export function sumByPath(paths: readonly (readonly string[])[], values: ArrayLike<number>): PathSum[] {
  const byPath = new Map<string, PathSum>()
  paths.forEach((path, i) => {
    const key = JSON.stringify(path)
    const sum = byPath.get(key)
    if (sum) {
      sum.value += values[i]
      sum.rows += 1
    } else byPath.set(key, { path: [...path], value: values[i], rows: 1 })
  })
  return [...byPath.values()]
}

/** The total of every path prefix of length `depth` (the top level with depth 1), keyed by the joined names. */
export function totalsAtDepth(sums: readonly PathSum[], depth: number): Map<string, number> {
  const totals = new Map<string, number>()
  for (const { path, value } of sums) {
    const key = JSON.stringify(path.slice(0, depth))
    totals.set(key, (totals.get(key) ?? 0) + value)
  }
  return totals
}
