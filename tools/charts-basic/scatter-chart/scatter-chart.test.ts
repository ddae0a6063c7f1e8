import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { scatterChartExecutor } from './executor'
import { demoInput, rendered } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

describe('ScatterChart on the mtcars demo (mpg against weight, coloured by cylinders)', () => {
  it('fits the least-squares line R lm(mpg ~ wt) fits', async () => {
    const result = await scatterChartExecutor(demoInput('ScatterChart'))
    const [chart] = result.charts
    const datasets = datasetsOf(chart)
    // R: coef(lm(mpg ~ wt, mtcars)) = 37.285126, -5.344472; summary(...)$r.squared = 0.7528328.
    const line = datasets.find((dataset) => dataset.type === 'line')!
    const [from, to] = line.data as { x: number; y: number }[]
    // The line spans range(mtcars$wt) = 1.513 … 5.424.
    expect(from.x).toBe(1.513)
    expect(to.x).toBe(5.424)
    expectClose(from.y, 37.285126 - 5.344472 * 1.513, 1e-5)
    expectClose(to.y, 37.285126 - 5.344472 * 5.424, 1e-5)
    expect(rendered(result.notes)).toContain(
      'Least-squares fit: y = 37.29 − 5.344x,  R² = 0.7528,  n = 32 (Pearson r = -0.8677).',
    )
    expect((chart.options!.plugins as { subtitle: { text: string } }).subtitle.text).toBe(
      'y = 37.29 − 5.344x,  R² = 0.7528,  n = 32',
    )
  })

  it('colours the points by cylinders in increasing order, as many as R table(mtcars$cyl) counts', async () => {
    const result = rendered(await scatterChartExecutor(demoInput('ScatterChart')), 'zh')
    const points = datasetsOf(result.charts[0]).filter((dataset) => dataset.type === undefined)
    // R: table(mtcars$cyl) → 4: 11, 6: 7, 8: 14.
    expect(points.map((dataset) => [dataset.label, dataset.data.length])).toEqual([
      ['cyl = 4', 11],
      ['cyl = 6', 7],
      ['cyl = 8', 14],
    ])
    expect(datasetsOf(result.charts[0]).at(-1)!.label).toBe('最小二乘回归线')
    // The points table names each car, with the fitted value and residual of the line.
    const mazda = result.tables[0].rows[0]
    expect(mazda.slice(0, 4)).toEqual(['Mazda RX4', '6', 2.62, 21])
    expectClose(mazda[4] as number, 37.285126 - 5.344472 * 2.62, 1e-5)
  })

  it('leaves out rows missing X or Y and says which', async () => {
    const table = 'id\tx\ty\na\t1\t2\nb\t2\t\nc\t3\t5\nd\t4\t7\n'
    const result = await scatterChartExecutor(
      demoInput('ScatterChart', {
        table,
        params: { x_column: 'x', y_column: 'y', group_column: '', label_column: 'id' },
      }),
    )
    expect(datasetsOf(result.charts[0])[0].data).toEqual([
      { x: 1, y: 2 },
      { x: 3, y: 5 },
      { x: 4, y: 7 },
    ])
    expect(rendered(result.notes)).toContain('Not drawn, X or Y missing: line 3.')
    expect(rendered(result.notes, 'zh')).toContain('第 3 行缺少 X 或 Y，未绘制。')
  })

  it('draws a seeded sample of a large cloud but fits the line through every point', async () => {
    // y = 2x + 1 exactly, 6000 points: the fit must be exact and report all of them.
    const table = ['x\ty', ...Array.from({ length: 6000 }, (_, i) => `${i}\t${2 * i + 1}`)].join('\n')
    const input = demoInput('ScatterChart', {
      table,
      params: { x_column: 'x', y_column: 'y', group_column: '', label_column: '' },
    })
    const result = await scatterChartExecutor(input)
    const [points, line] = datasetsOf(result.charts[0])
    expect(points.data).toHaveLength(5000)
    expect(line.data).toEqual([
      { x: 0, y: 1 },
      { x: 5999, y: 11999 },
    ])
    expect(rendered(result.notes)).toContain(
      'Too many points to draw: the chart shows a random sample of 5000 (seed 1); the fit and the table use all 6000.',
    )
    expect(result.tables[0].rows).toHaveLength(6000)
    expect(datasetsOf((await scatterChartExecutor(input)).charts[0])[0].data).toEqual(points.data)
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'model\twt\tmpg\nA\t2.6\t21\nB\theavy\t18\n'
    const input = demoInput('ScatterChart', {
      table,
      params: { x_column: 'wt', y_column: 'mpg', group_column: '', label_column: '' },
    })
    expect(() => scatterChartExecutor(input)).toThrow(AnalysisInputError)
    expect(() => scatterChartExecutor(input)).toThrow(/line 3, column 2: column "wt" holds "heavy"/)
  })
})
