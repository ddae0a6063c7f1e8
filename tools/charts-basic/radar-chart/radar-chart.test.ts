import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { radarChartExecutor } from './executor'
import { demoInput } from '../../kit/test-support'
import { datasetsOf } from '../test-support'

describe('RadarChart on the iris species means', () => {
  it('draws one polygon per species over the four measurements', async () => {
    const [chart] = (await radarChartExecutor(demoInput('RadarChart'))).charts
    expect(chart.type).toBe('radar')
    expect((chart.data as { labels: string[] }).labels).toEqual([
      'Sepal.Length',
      'Sepal.Width',
      'Petal.Length',
      'Petal.Width',
    ])
    // R: aggregate(. ~ Species, iris, mean): setosa 5.006 3.428 1.462 0.246; virginica 6.588 2.974 5.552 2.026.
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual(['setosa', 'versicolor', 'virginica'])
    expect(datasets[0].data).toEqual([5.006, 3.428, 1.462, 0.246])
    expect(datasets[2].data).toEqual([6.588, 2.974, 5.552, 2.026])
    expect(chart.options).toMatchObject({ scales: { r: { beginAtZero: true } } })
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'Measurement\tsetosa\nSepal.Length\t5.006\nSepal.Width\twide\n'
    expect(() => radarChartExecutor(demoInput('RadarChart', { table, params: { series_columns: [] } }))).toThrow(
      AnalysisInputError,
    )
    expect(() => radarChartExecutor(demoInput('RadarChart', { table, params: { series_columns: [] } }))).toThrow(
      /line 3, column 2/,
    )
  })
})
