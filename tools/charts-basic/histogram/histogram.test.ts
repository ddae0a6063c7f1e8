import { describe, expect, it } from 'vitest'
import { ToolRunError } from '../../kit/types'
import { histogramExecutor } from './executor'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

describe('Histogram on the Old Faithful demo', () => {
  it('bins the eruption durations as R hist(faithful$eruptions) does', async () => {
    const result = await histogramExecutor(demoInput('Histogram'))
    const [chart] = result.charts
    const [bars, curve] = datasetsOf(chart)
    // R: h <- hist(faithful$eruptions, plot = FALSE): breaks 1.5, 2, …, 5.5; counts 55 37 5 9 34 75 54 3.
    expect(bars.data).toEqual([55, 37, 5, 9, 34, 75, 54, 3].map((y, i) => ({ x: 1.75 + 0.5 * i, y })))
    expect(result.tables[0].rows.map((row) => row[0])).toEqual([
      '[1.5, 2]',
      '(2, 2.5]',
      '(2.5, 3]',
      '(3, 3.5]',
      '(3.5, 4]',
      '(4, 4.5]',
      '(4.5, 5]',
      '(5, 5.5]',
    ])
    expect(chart.options).toMatchObject({ scales: { x: { type: 'linear', min: 1.5, max: 5.5 } } })
    // R: bw.nrd0(faithful$eruptions) = 0.334777. On the frequency axis the density curve is scaled by
    // n × bin width = 272 × 0.5, so its area equals the bars' (272 × 0.5 = 136 count·minutes) to the
    // 0.1 % that R's binned estimate leaves.
    expect(rendered(curve)).toMatchObject({ type: 'line', label: 'Kernel density' })
    expect(rendered(result.notes[1])).toBe('Density curve: Gaussian kernel, bandwidth 0.3348 (bw.nrd0).')
    const points = curve.data as { x: number; y: number }[]
    const area = points
      .slice(1)
      .reduce((sum, point, i) => sum + ((point.y + points[i].y) / 2) * (point.x - points[i].x), 0)
    expectClose(area, 136, 0.136)
  })

  it('bins the waiting times by the Freedman–Diaconis rule and by 20 suggested classes as R', async () => {
    const run = async (params: Record<string, unknown>) => {
      const { tables } = await histogramExecutor(
        demoInput('Histogram', { params: { value_column: 'waiting', density_curve: false, ...params } }),
      )
      return {
        breaks: [tables[0].rows[0][1], ...tables[0].rows.map((row) => row[2])],
        counts: tables[0].rows.map((row) => row[3]),
      }
    }
    // R: hist(faithful$waiting, breaks = "FD", plot = FALSE)
    expect(await run({ bin_rule: 'fd' })).toEqual({
      breaks: [40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100],
      counts: [4, 22, 33, 24, 14, 10, 27, 54, 55, 23, 5, 1],
    })
    // R: hist(faithful$waiting, breaks = 20, plot = FALSE)
    expect(await run({ bin_rule: 'count', bin_count: 20 })).toEqual({
      breaks: [
        42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64, 66, 68, 70, 72, 74, 76, 78, 80, 82, 84, 86, 88, 90, 92, 94, 96,
      ],
      counts: [1, 8, 7, 10, 11, 16, 10, 7, 13, 4, 7, 5, 2, 6, 6, 13, 17, 27, 18, 25, 24, 12, 8, 9, 2, 3, 1],
    })
  })

  it('shows densities (counts / (n × width)) on request', async () => {
    const [chart] = (
      await histogramExecutor(demoInput('Histogram', { params: { y_scale: 'density', density_curve: false } }))
    ).charts
    // By hand: 55 / (272 × 0.5) = 0.404412.
    expectClose((datasetsOf(chart)[0].data[0] as { y: number }).y, 55 / 136, 1e-12)
  })

  it('refuses a column without numbers', async () => {
    const table = 'eruptions\twaiting\nNA\t79\n\t54\n'
    expect(() => histogramExecutor(demoInput('Histogram', { table }))).toThrow(ToolRunError)
    expect((await runFailure(() => histogramExecutor(demoInput('Histogram', { table })))).text).toBe(
      'Column "eruptions" has no values.',
    )
  })
})
