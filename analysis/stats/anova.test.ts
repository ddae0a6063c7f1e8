import { describe, expect, it } from 'vitest'
import { oneWayAnova, tukeyHsd } from './anova'
import { statisticsReference } from './statistics-test-support'
import { studentizedRangeCdf, studentizedRangeQuantile, studentizedRangeUpperTail } from './studentized-range'
import { expectRelativelyClose } from './test-support'

const reference = statisticsReference.anova

describe('the studentized range distribution as R ptukey and qtukey', () => {
  it('matches ptukey over q, k and df, in both tails', () => {
    const { q, k, df, p, upper } = reference.ptukey as Record<string, number[]>
    q.forEach((value, i) => {
      // At df = 5 the reference is the definition integrated by R's integrate (ptukey is off by 1e-7 there).
      const tolerance = 1e-8
      expect(Math.abs(studentizedRangeCdf(value, k[i], df[i]) - p[i]), `q=${value} k=${k[i]} df=${df[i]}`).toBeLessThan(
        tolerance,
      )
      expect(Math.abs(studentizedRangeUpperTail(value, k[i], df[i]) - upper[i])).toBeLessThan(tolerance)
    })
  })
  it('is exact for two means at small df, where R ptukey is not', () => {
    const { q, df, p } = reference.twoMeans as Record<string, number[]>
    q.forEach((value, i) => expect(Math.abs(studentizedRangeCdf(value, 2, df[i]) - p[i])).toBeLessThan(1e-9))
  })
  it('matches qtukey to the precision R stops its search at', () => {
    const { p, k, df, q } = reference.qtukey as Record<string, number[]>
    p.forEach((probability, i) => expectRelativelyClose(studentizedRangeQuantile(probability, k[i], df[i]), q[i], 1e-7))
  })
})

function groupsOf(values: number[], labels: string[]): number[][] {
  const levels = [...new Set(labels)]
  return levels.map((level) => values.filter((_, i) => labels[i] === level))
}

describe('oneWayAnova and tukeyHsd as R aov and TukeyHSD', () => {
  const cases = {
    plantGrowth: [
      [4.17, 5.58, 5.18, 6.11, 4.5, 4.61, 5.17, 4.53, 5.33, 5.14],
      [4.81, 4.17, 4.41, 3.59, 5.87, 3.83, 6.03, 4.89, 4.32, 4.69],
      [6.31, 5.12, 5.54, 5.5, 5.37, 5.29, 4.92, 6.15, 5.8, 5.26],
    ],
    insectSprays: groupsOf(reference.insectSprays.count, reference.insectSprays.spray),
  }
  for (const [name, groups] of Object.entries(cases)) {
    it(`gives the ANOVA table and Tukey's intervals of ${name}`, () => {
      const r = reference[name]
      const anova = oneWayAnova(groups)
      anova.degreesOfFreedom.forEach((df, i) => expect(df).toBe(r.df[i]))
      anova.sumOfSquares.forEach((ss, i) => expectRelativelyClose(ss, r.sumSq[i], 1e-12))
      anova.meanSquares.forEach((ms, i) => expectRelativelyClose(ms, r.meanSq[i], 1e-12))
      expectRelativelyClose(anova.f, r.f, 1e-12)
      expectRelativelyClose(anova.pValue, r.p, 1e-9)
      const tukey = tukeyHsd(anova)
      expect(tukey).toHaveLength(r.tukey.diff.length)
      tukey.forEach((comparison, i) => {
        expectRelativelyClose(comparison.difference, r.tukey.diff[i], 1e-12)
        expectRelativelyClose(comparison.lower, r.tukey.lwr[i], 1e-8)
        expectRelativelyClose(comparison.upper, r.tukey.upr[i], 1e-8)
        expect(Math.abs(comparison.adjustedP - r.tukey.p[i])).toBeLessThan(1e-9)
      })
    })
  }
})
