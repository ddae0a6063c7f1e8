import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectRelativelyClose } from '../stats/test-support'
import { confidenceEllipse, type EllipseType } from './ellipse'

interface Outline {
  x: number[]
  y: number[]
}
interface Species {
  x: number[]
  y: number[]
  t: Outline
  norm: Outline
  chisq: Outline
  trobCenter: number[]
  trobCov: number[]
}
const { ellipses } = JSON.parse(
  readFileSync(
    new URL('../../tests/fixtures/analysis/chart-statistics/scaling-ellipse-qq.json', import.meta.url),
    'utf8',
  ),
) as { ellipses: Record<string, Species> }

describe.each(Object.entries(ellipses))(
  '95%% ellipses of iris %s sepals against ggplot2 stat_ellipse',
  (_, species) => {
    it.each<EllipseType>(['t', 'norm', 'chisq'])('type %s: the same 52 outline points', (type) => {
      const ellipse = confidenceEllipse(species.x, species.y, { type })
      expect(ellipse.outline).toHaveLength(52)
      ellipse.outline.forEach((point, k) => {
        expectRelativelyClose(point.x, species[type].x[k], 1e-10)
        expectRelativelyClose(point.y, species[type].y[k], 1e-10)
      })
    })

    it('type t: centre and scatter of MASS cov.trob', () => {
      const ellipse = confidenceEllipse(species.x, species.y, { type: 't' })
      ellipse.center.forEach((c, i) => expectRelativelyClose(c, species.trobCenter[i], 1e-12))
      // R stores the 2×2 matrix column by column
      ;[ellipse.covariance[0][0], ellipse.covariance[1][0], ellipse.covariance[0][1], ellipse.covariance[1][1]].forEach(
        (v, i) => expectRelativelyClose(v, species.trobCov[i], 1e-12),
      )
    })
  },
)

describe('ellipse input checks', () => {
  it('needs four points, as ggplot2', () => {
    expect(() => confidenceEllipse([1, 2, 3], [1, 3, 2])).toThrow(/at least 4 points/)
  })
  it('has no ellipse for collinear points', () => {
    expect(() => confidenceEllipse([1, 2, 3, 4], [2, 4, 6, 8], { type: 'norm' })).toThrow(/on a line/)
  })
})
