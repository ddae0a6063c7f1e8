import { describe, expect, it } from 'vitest'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.pca

describe('PCAPlot of iris (R: prcomp(iris[, 1:4], scale. = TRUE))', () => {
  it('labels the axes with the variance R explains: PC1 72.96 %, PC2 22.85 %', async () => {
    const result = await runDemo('PCAPlot')
    const scales = result.charts[0].options?.scales as {
      x: { title: { text: string } }
      y: { title: { text: string } }
    }
    expect(scales.x.title.text).toBe(`PC1 (${(expected.proportion[0] * 100).toFixed(2)}%)`)
    expect(scales.y.title.text).toBe('PC2 (22.85%)')
    const variance = result.tables.find((table) => table.id === 'pca-variance')!
    variance.rows.forEach((row, k) => close(row[2] as number, expected.proportion[k] * 100, 1e-9))
    expectDrawable(result.charts)
  })

  it('draws each species with its t ellipse, centred where MASS cov.trob puts setosa (up to axis signs)', async () => {
    const result = await runDemo('PCAPlot')
    const datasets = (result.charts[0].data as { datasets: { label: string; data: { x: number; y: number }[] }[] })
      .datasets
    expect(datasets.map((d) => d.label)).toEqual([
      'setosa (n = 50)',
      'setosa 95%',
      'versicolor (n = 50)',
      'versicolor 95%',
      'virginica (n = 50)',
      'virginica 95%',
    ])
    const outline = datasets[1].data.slice(0, -1)
    const centre = [
      outline.reduce((s, p) => s + p.x, 0) / outline.length,
      outline.reduce((s, p) => s + p.y, 0) / outline.length,
    ]
    close(Math.abs(centre[0]), Math.abs(expected.setosaCenter[0]), 1e-9)
    close(Math.abs(centre[1]), Math.abs(expected.setosaCenter[1]), 1e-9)
  })

  it('needs two different components on the axes (1001)', async () => {
    expectToolError(await runFailure('PCAPlot', { params: { pc_x: 2, pc_y: 2 } }), '1001', /different components/)
  })
})
