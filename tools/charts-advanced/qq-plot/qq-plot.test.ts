import { describe, expect, it } from 'vitest'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

describe('QQPlot', () => {
  it('p-value mode on the Marioni tests: λ = 24.21 as R median(qchisq(p, 1, lower.tail = FALSE)) / qchisq(0.5, 1)', async () => {
    const result = await runDemo('QQPlot')
    close(result.tables[0].rows[0][2] as number, reference.qq.inflation, 1e-10)
    const points = (result.charts[0].data as { datasets: { data: { x: number; y: number }[] }[] }).datasets[0].data
    close(points[0].x, reference.qq.expectedTop, 1e-12)
    close(points[0].y, reference.qq.observedTop, 1e-12)
    expect(result.notes[0]).toBe('pvalue: 3233 p-values, genomic inflation factor λ = 24.21.')
    expectDrawable(result.charts)
  })

  it('normal mode on five values, by hand: ppoints(5) = (1 − 3/8)/5.25 …, qqline through the quartiles', async () => {
    // x = 1, 2, 3, 4, 10: quartiles (type 7) 2 and 4; qnorm(0.75) = 0.6744898, so slope = 2 / 1.3489795 = 1.482602.
    const result = await runDemo('QQPlot', {
      table: 'x\n4\n1\n10\n3\n2\n',
      params: { mode: 'normal', value_column: 'x' },
    })
    const [slope, intercept] = result.tables[0].rows[0].slice(2) as number[]
    close(slope, 2 / (2 * 0.6744897501960817), 1e-12)
    close(intercept, 3, 1e-12)
    const points = (result.charts[0].data as { datasets: { data: { x: number; y: number }[] }[] }).datasets[0].data
    expect(points.map((p) => p.y)).toEqual([1, 2, 3, 4, 10])
    // (1 − 3/8) / (5 + 1 − 3/4) = 0.1190476; R: qnorm(ppoints(5))[1] = -1.1797611176118603
    close(points[0].x, -1.1797611176118603, 1e-12)
  })

  it('names a p-value above 1 with its line (1002)', async () => {
    expectToolError(
      await runFailure('QQPlot', { table: 'pvalue\n0.2\n1.5\n' }),
      '1002',
      /Line 3, column "pvalue": 1.5 is not a p-value/,
    )
  })

  it('needs a value column (1001)', async () => {
    expectToolError(
      await runFailure('QQPlot', { params: { value_column: '' } }),
      '1001',
      /Parameter value_column: "" is not valid; expected a column chosen from the header/,
    )
  })
})
