import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { zScores } from './scaling'
import { expectRelativelyClose } from './test-support'

const { scaling } = JSON.parse(
  readFileSync(
    new URL('../../tests/fixtures/analysis/chart-statistics/scaling-ellipse-qq.json', import.meta.url),
    'utf8',
  ),
) as { scaling: { matrix: number[][]; rows: number[][]; columns: number[][] } }

describe('z-scores against R scale() on mtcars[1:8, c("mpg", "disp", "hp", "drat", "wt")]', () => {
  it.each(['rows', 'columns'] as const)('%s', (direction) => {
    const scaled = zScores(scaling.matrix, direction)
    scaled.forEach((row, i) => row.forEach((value, j) => expectRelativelyClose(value, scaling[direction][i][j], 1e-12)))
  })

  it('none copies the matrix', () => {
    expect(zScores(scaling.matrix, 'none').map((row) => [...row])).toEqual(scaling.matrix)
  })

  it('a constant row becomes 0 and NaN cells stay NaN without disturbing the rest', () => {
    const [constant, withGap] = zScores(
      [
        [5, 5, 5],
        [1, NaN, 3],
      ],
      'rows',
    )
    expect([...constant]).toEqual([0, 0, 0])
    // (1, 3): mean 2, sd √2, so z = ∓1/√2
    expectRelativelyClose(withGap[0], -Math.SQRT1_2, 1e-15)
    expect(withGap[1]).toBeNaN()
  })
})
