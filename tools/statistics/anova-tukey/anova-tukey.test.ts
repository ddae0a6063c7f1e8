import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, reference, rowOf, runDemo, runDemoStored } from '../test-support'

describe('AnovaTukey of PlantGrowth (weight by group)', () => {
  const r = reference.anova.plantGrowth
  it('gives the ANOVA table of R summary(aov()) and the comparisons of R TukeyHSD', async () => {
    const result = await runDemo('AnovaTukey')
    const between = rowOf(result, 'anova', 'group')
    expect(between[1]).toBe(2)
    close(between[2], r.sumSq[0], 1e-12)
    close(between[3], r.meanSq[0], 1e-12)
    close(between[4], r.f, 1e-12)
    close(between[5], r.p, 1e-9)
    const residual = rowOf(result, 'anova', 'Residuals')
    expect(residual[1]).toBe(27)
    close(residual[2], r.sumSq[1], 1e-12)
    ;(r.tukey.pair as string[]).forEach((pair, i) => {
      const row = rowOf(result, 'tukey', pair.replace('-', ' − '))
      close(row[1], r.tukey.diff[i], 1e-12)
      close(row[2], r.tukey.lwr[i], 1e-8)
      close(row[3], r.tukey.upr[i], 1e-8)
      expect(Math.abs((row[4] as number) - r.tukey.p[i])).toBeLessThan(1e-8)
    })
    expect(result.notes[0]).toBe(
      'One-way ANOVA: F(2, 27) = 4.846, p = 0.01591; Tukey HSD: 1 of 3 pairs of groups have an adjusted p below 0.05.',
    )
    expectDrawable(result.charts)
  })

  it('stops when only one group has values (1002)', async () => {
    const failure = await runFailure(runDemoStored('AnovaTukey', { table: 'group\tweight\na\t1\na\t2\n' }))
    expect(failure.code).toBe('1002')
    expect(failure.text).toMatch(/^The test needs at least 2 groups with values; the group column "group" has 1\.$/)
  })
})
