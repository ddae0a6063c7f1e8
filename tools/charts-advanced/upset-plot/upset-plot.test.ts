import { writeFileSync } from 'node:fs'
import { createCanvas } from '@napi-rs/canvas'
import type { ChartConfiguration } from 'chart.js'
import { describe, expect, it } from 'vitest'
import { registerChartTypes } from '../../../core/charts/register-chart-types'
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
  })

  it('draws bars and dot matrix as one figure: bar i stands exactly above column i, the bars above the matrix', async () => {
    const { charts } = await runDemo('UpSetPlot')
    expect(charts).toHaveLength(1)
    const [spec] = charts
    // Drawn by chart.js as the PNG is: where each bar and each dot lands.
    const Chart = registerChartTypes()
    const canvas = createCanvas(spec.width, spec.height)
    const chart = new Chart(
      canvas as unknown as HTMLCanvasElement,
      {
        type: spec.type,
        data: structuredClone(spec.data),
        options: { ...structuredClone(spec.options), animation: false, responsive: false, devicePixelRatio: 1 },
      } as unknown as ChartConfiguration,
    )
    try {
      const bars = chart.getDatasetMeta(0).data as unknown as { x: number; y: number; base: number }[]
      const dots = [2, 3].flatMap((index) => chart.getDatasetMeta(index).data as unknown as { x: number; y: number }[])
      const matrixTop = Math.min(...dots.map((dot) => dot.y))
      bars.forEach((bar) => {
        const columnDots = dots.filter((dot) => Math.abs(dot.x - bar.x) < 0.5)
        expect(columnDots).toHaveLength(8) // one dot per set, under its bar
        expect(bar.base).toBeLessThan(matrixTop)
      })
      expect(new Set(dots.map((dot) => Math.round(dot.x))).size).toBe(bars.length)
      if (process.env.UPSET_PNG) writeFileSync(process.env.UPSET_PNG, canvas.toBuffer('image/png'))
    } finally {
      chart.destroy()
    }
    expectDrawable(charts)
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
