import { describe, expect, it } from 'vitest'
import { renderChartPng } from '../../../jobs/render-chart-png'
import { demoInput, rendered, runFailure } from '../../kit/test-support'
import { moreChartsReference } from '../more-charts-reference'
import { datasetsOf, expectClose } from '../test-support'
import { parallelCoordinatesExecutor } from './executor'

const reference = moreChartsReference.parallel as {
  axes: string[]
  species: string[]
  firstRows: number[][]
  lastRow: number[]
  firstRowZ: number[]
  lastRowZ: number[]
  sd: number[]
  mean: number[]
}

type Point = { x: string; y: number | null }

describe('ParallelCoordinates of the Palmer penguins', () => {
  it('draws every penguin across the four measurements, scaled as MASS::parcoord scales them', async () => {
    const result = rendered(await parallelCoordinatesExecutor(demoInput('ParallelCoordinates')))
    const [chart] = result.charts
    expect((chart.data as { labels: string[] }).labels).toEqual(reference.axes)
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual(reference.species)
    const adelie = datasets[0].data as Point[]
    // Rows are separated by a point without a value, so each penguin is its own line.
    expect(adelie.slice(0, 9).map((point) => point.x)).toEqual([
      ...reference.axes,
      reference.axes[0],
      ...reference.axes,
    ])
    expect(adelie[4].y).toBeNull()
    reference.firstRows.forEach((row, i) => row.forEach((value, a) => expectClose(adelie[i * 5 + a].y, value, 1e-12)))
    const chinstrap = datasets[2].data as Point[]
    reference.lastRow.forEach((value, a) => expectClose(chinstrap[chinstrap.length - 4 + a].y, value, 1e-12))
    const lines = datasets.reduce(
      (sum, dataset) => sum + dataset.data.filter((point) => (point as Point).y === null).length + 1,
      0,
    )
    expect(lines).toBe(342)
    expect(result.notes[0]).toBe('342 lines (one per row) across 4 axes.')
    result.tables[0].rows.forEach((row, a) => {
      expectClose(row[4] as number, reference.mean[a], 1e-9 * reference.mean[a])
      expectClose(row[5] as number, reference.sd[a], 1e-9 * reference.sd[a])
    })
    expect(renderChartPng(chart, 1).byteLength).toBeGreaterThan(5000)
  })

  it('standardises as R’s scale() does', async () => {
    const result = rendered(
      await parallelCoordinatesExecutor(demoInput('ParallelCoordinates', { params: { scaling: 'zscore' } })),
    )
    const datasets = datasetsOf(result.charts[0])
    const adelie = datasets[0].data as Point[]
    reference.firstRowZ.forEach((value, a) => expectClose(adelie[a].y, value, 1e-12))
    const chinstrap = datasets[2].data as Point[]
    reference.lastRowZ.forEach((value, a) => expectClose(chinstrap[chinstrap.length - 4 + a].y, value, 1e-12))
  })

  it('needs two axes', async () => {
    const failure = await runFailure(() =>
      parallelCoordinatesExecutor(demoInput('ParallelCoordinates', { params: { variables: ['body_mass_g'] } })),
    )
    expect(failure).toEqual({
      code: '1001',
      text: 'A parallel coordinates plot needs at least 2 numeric columns as axes.',
    })
  })
})
