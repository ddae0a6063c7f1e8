import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { ridgelinePlotExecutor } from './executor'

const reference = moreChartsReference.ridgeline as {
  groups: string[]
  densities: { n: number; bw: number; x: number[]; y: number[]; peakAt: number; peak: number }[]
}

describe('RidgelinePlot of chick weights by feed', () => {
  it('stacks each feed’s density as R’s density() computes it, first feed on top', async () => {
    const result = rendered(await ridgelinePlotExecutor(demoInput('RidgelinePlot')))
    const [chart] = result.charts
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual(reference.groups)
    const tallest = Math.max(...reference.densities.map((density) => density.peak))
    reference.densities.forEach((density, g) => {
      const baseline = reference.groups.length - 1 - g
      expect(datasets[g].fill).toEqual({ value: baseline })
      const points = datasets[g].data as { x: number; y: number }[]
      expect(points).toHaveLength(512)
      density.x.forEach((x, i) => {
        expectClose(points[i].x, x, 1e-9 * Math.abs(x))
        // Every curve on one scale: the tallest peak rises 1.6 rows above its baseline.
        expectClose(((points[i].y - baseline) / 1.6) * tallest, density.y[i], 1e-9 * tallest)
      })
      const [group, n, bandwidth, peakAt, peak] = result.tables[0].rows[g] as [string, number, number, number, number]
      expect([group, n]).toEqual([reference.groups[g], density.n])
      expectClose(bandwidth, density.bw, 1e-12 * density.bw)
      expectClose(peakAt, density.peakAt, 1e-9 * density.peakAt)
      expectClose(peak, density.peak, 1e-9 * density.peak)
    })
    expect(result.notes[0]).toMatch(/^6 groups, each a Gaussian kernel density .* bandwidth rule nrd0\)/)
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('needs two values in every group', async () => {
    const table = 'feed\tweight\na\t1\na\t2\nb\t3\n'
    expect((await runFailure(() => ridgelinePlotExecutor(demoInput('RidgelinePlot', { table })))).text).toBe(
      'A density needs at least 2 values in every group: b.',
    )
  })
})
