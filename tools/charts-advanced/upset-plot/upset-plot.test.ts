import { describe, expect, it } from 'vitest'
import { expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

describe('UpSetPlot of the genera found in eight Global Patterns environments', () => {
  it('finds the 112 non-empty intersections of R and draws the largest first (63 soil-only genera)', async () => {
    const result = await runDemo('UpSetPlot')
    const table = result.tables[0]
    expect(table.rows).toHaveLength(reference.upset.intersections)
    expect(table.rows.slice(0, 5).map((row) => row[2])).toEqual(reference.upset.largest)
    expect(table.rows[0][0]).toBe('Soil')
    // The 60 genera found everywhere: the second bar, all eight dots joined.
    expect(table.rows[1]).toEqual(expect.arrayContaining([8, 60]))
    const bars = (result.charts[0].data as { datasets: { data: { x: number; y: number }[] }[] }).datasets[0].data
    expect(bars.slice(0, 5).map((bar) => bar.y)).toEqual(reference.upset.largest)
    expect(bars).toHaveLength(20)
    expectDrawable(result.charts)
  })

  it('aligns the two charts: same width, padding and column axis', async () => {
    const [bars, matrix] = (await runDemo('UpSetPlot')).charts
    expect(bars.width).toBe(matrix.width)
    const geometry = (chart: typeof bars) => {
      const options = chart.options as { layout: { padding: { left: number; right: number } }; scales: { x: unknown } }
      return [options.layout.padding.left, options.layout.padding.right, options.scales.x]
    }
    expect(geometry(bars)).toEqual(geometry(matrix))
  })

  it('counts a small case by hand', async () => {
    // A = {a, b}, B = {b, c}, C = {c}: A only {a}, A∩B {b}, B∩C {c}; each 1.
    const result = await runDemo('UpSetPlot', { table: 'A\tB\tC\na\tb\tc\nb\tc\t\n', params: {} })
    expect(result.tables[0].rows.map((row) => [row[0], row[2]])).toEqual([
      ['A', 1],
      ['A ∩ B', 1],
      ['B ∩ C', 1],
    ])
  })

  it('needs two sets (1001)', async () => {
    expectToolError(await runFailure('UpSetPlot', { table: 'A\na\n' }), '1001', /at least 2 sets/)
  })
})
