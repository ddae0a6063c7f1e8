import { describe, expect, it } from 'vitest'
import { clusteringReference } from '../../../analysis/stats/clustering-reference'
import { close, expectDrawable, modelFailure, runModelDemo } from '../model-testing/test-support'

const reference = clusteringReference.kmeans

describe('KMeansClustering of scale(USArrests) (the demo: k from 2 to 8 by mean silhouette width)', () => {
  it("reaches R kmeans()'s best of 200 starts for k = 2 to 6 and picks k = 2 as cluster::silhouette does", async () => {
    const result = await runModelDemo('KMeansClustering')
    const selection = result.tables.find((table) => table.id === 'k-selection')!.rows
    expect(selection.map((row) => row[0])).toEqual([2, 3, 4, 5, 6, 7, 8])
    for (const best of reference.arrestsScaled.best) {
      const [, withinSS, betweenShare, silhouette] = selection[best.k - 2] as number[]
      // Where R's two runs of 200 starts agree, that optimum is the one to reach; nothing can be lower.
      if (best.agreed) {
        close(withinSS, best.totWithinss, 1e-12)
        close(betweenShare, 100 * best.betweenOverTotal, 1e-12)
        close(silhouette, best.silhouetteMean, 1e-12)
      } else expect(withinSS).toBeGreaterThanOrEqual(best.totWithinss - 1e-9)
    }
    const summary = result.tables[0].rows
    expect(summary.slice(0, 5).map((row) => row[1])).toEqual([2, 50, 4, 'yes', 50])
    close(summary[10][1] as number, reference.arrestsScaled.best[0].silhouetteMean, 1e-12)
    const clusters = result.tables.find((table) => table.id === 'clusters')!.rows
    expect(clusters.map((row) => row[1]).sort()).toEqual(reference.arrestsScaled.best[0].size)
    expect(result.notes[0]).toBe(
      'k-means (Hartigan-Wong): 50 observations of 4 variables in k = 2 clusters of sizes 20, 30; between SS is 47.5% of the total SS, mean silhouette width 0.4085 (the best of 50 random starts, seed 1).',
    )
    expect(result.charts.map((chart) => chart.id)).toEqual(['kmeans-pca', 'silhouette', 'k-selection'])
    expectDrawable(result.charts.slice(1, 2))
  })

  it("iris[, 1:4] unscaled, k = 3: R's optimum, every silhouette width as cluster::silhouette", async () => {
    const columns = ['Sepal.Length', 'Sepal.Width', 'Petal.Length', 'Petal.Width']
    const data = reference.iris.data
    const table = [columns.join('\t'), ...data[0].map((_, i) => data.map((column) => column[i]).join('\t'))].join('\n')
    const result = await runModelDemo('KMeansClustering', {
      table,
      params: { columns, label_column: '', standardize: false, k_choice: 'fixed', k: 3 },
    })
    const summary = result.tables[0].rows
    close(summary[7][1] as number, reference.iris.best[0].totWithinss, 1e-12)
    // The R case started from rows 1, 51 and 101 reaches the same optimum; its clusters, renumbered
    // by first observation, are ours.
    const rCase = reference.iris.cases[1]
    close(rCase.totWithinss, reference.iris.best[0].totWithinss, 1e-12)
    const renumber = new Map<number, number>()
    for (const c of rCase.cluster) if (!renumber.has(c)) renumber.set(c, renumber.size + 1)
    const assignments = result.tables.find((t) => t.id === 'assignments')!.rows
    expect(assignments.map((row) => row[1])).toEqual(rCase.cluster.map((c) => renumber.get(c)))
    expect(assignments.map((row) => row[2])).toEqual(rCase.silhouette.neighbor.map((c) => renumber.get(c)))
    assignments.forEach((row, i) => close(row[3] as number, rCase.silhouette.width[i], 1e-12))
  })

  it('refuses to standardize a constant column, naming it (1002)', async () => {
    const table = 'name\ta\tb\nx\t1\t5\ny\t2\t5\nz\t4\t5\nw\t3\t5\n'
    expect(
      await modelFailure('KMeansClustering', {
        table,
        params: { columns: ['a', 'b'], label_column: 'name', k_choice: 'fixed', k: 2 },
      }),
    ).toEqual({
      code: '1002',
      text: 'The column "b" has the same value in every row, so it cannot be standardized: leave it out or do not standardize.',
    })
  })
})
