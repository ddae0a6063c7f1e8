import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { boxPlotExecutor } from './executor'
import { demoInput, rendered } from '../../kit/test-support'
import { datasetsOf } from '../test-support'

// R: b <- boxplot(count ~ spray, InsectSprays, plot = FALSE); b$stats (columns A-F), b$out, b$group.
const R_STATS = {
  A: [7, 11, 14, 18.5, 23],
  B: [7, 12, 16.5, 18, 21],
  C: [0, 1, 1.5, 3, 4],
  D: [2, 3.5, 5, 5, 6],
  E: [1, 2.5, 3, 5, 6],
  F: [9, 12, 15, 23, 26],
}
const R_OUTLIERS = { A: [], B: [], C: [7], D: [12], E: [], F: [] }

interface Box {
  whiskerMin: number
  q1: number
  median: number
  q3: number
  whiskerMax: number
  outliers: number[]
  items: number[]
}

describe('BoxPlot on the InsectSprays demo', () => {
  it('draws the five numbers and outliers of R boxplot.stats for each spray', async () => {
    const result = await boxPlotExecutor(demoInput('BoxPlot'))
    const [chart] = result.charts
    expect(chart.type).toBe('boxplot')
    expect((chart.data as { labels: string[] }).labels).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    const boxes = datasetsOf(chart)[0].data as Box[]
    Object.entries(R_STATS).forEach(([spray, stats], g) => {
      const box = boxes[g]
      expect([box.whiskerMin, box.q1, box.median, box.q3, box.whiskerMax], spray).toEqual(stats)
      expect(box.outliers, spray).toEqual(R_OUTLIERS[spray as keyof typeof R_OUTLIERS])
      // The demo shows every plot's count over its box.
      expect(box.items).toHaveLength(12)
    })
    expect(result.tables[0].rows[2]).toEqual(['C', 12, 0, 1, 1.5, 3, 4, '7'])
  })

  it('extends the whiskers to the extremes with coefficient 0, as R boxplot.stats(coef = 0)', async () => {
    const [chart] = (await boxPlotExecutor(demoInput('BoxPlot', { params: { coef: 0 } }))).charts
    const sprayC = (datasetsOf(chart)[0].data as Box[])[2]
    expect([sprayC.whiskerMin, sprayC.whiskerMax, sprayC.outliers]).toEqual([0, 7, []])
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'spray\tcount\nA\t10\nA\tmany\n'
    expect(() => boxPlotExecutor(demoInput('BoxPlot', { table }))).toThrow(AnalysisInputError)
    expect(() => boxPlotExecutor(demoInput('BoxPlot', { table }))).toThrow(
      /line 3, column 2: column "count" holds "many"/,
    )
  })

  it('draws every row whose group is missing (empty, na, N/A, NULL) as one "(missing)" group', async () => {
    const table = 'spray\tcount\nA\t10\nA\t7\n\t3\nna\t4\n N/A \t5\nNULL\t6\nB\t1\n'
    const [chart] = (await boxPlotExecutor(demoInput('BoxPlot', { table }))).charts
    expect(rendered(chart.data as { labels: string[] }).labels).toEqual(['A', '(missing)', 'B'])
    expect((datasetsOf(chart)[0].data as Box[])[1].items).toHaveLength(4)
  })
})
