import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, reference, rowOf, runDemo, runDemoStored } from '../test-support'

describe("StudentTTest of ToothGrowth's tooth length, OJ against VC", () => {
  it('gives t, df, p, the difference and its 95% interval of R t.test(var.equal = TRUE)', async () => {
    const result = await runDemo('StudentTTest')
    const r = reference.tTests.student
    const row = rowOf(result, 't-test', 'OJ − VC')
    close(row[1], r.statistic, 1e-12)
    close(row[2], r.df, 1e-12)
    close(row[3], r.pValue, 1e-10)
    close(row[4], r.estimate, 1e-12)
    close(row[5], r.standardError, 1e-12)
    close(row[6], r.lower, 1e-11)
    close(row[7], r.upper, 1e-11)
    expect(result.notes[0]).toBe(
      "Student's t-test (equal variances) (two-sided): t = 1.915, df = 58, p = 0.06039; mean difference OJ − VC = 3.7 (95% CI -0.167 to 7.567).",
    )
    expect(rowOf(result, 'groups', 'VC').slice(0, 2)).toEqual(['VC', 30])
    expectDrawable(result.charts)
  })

  it('writes its words in Chinese too', async () => {
    const result = await runDemo('StudentTTest', {}, 'zh')
    expect(result.notes[0]).toMatch(/^Student t 检验（方差齐）（双侧）：t = 1.915/)
  })

  it('runs the one-sided test at another level as R does', async () => {
    const result = await runDemo('StudentTTest', { params: { alternative: 'greater' } })
    const row = rowOf(result, 't-test', 'OJ − VC')
    close(row[3], reference.tTests.studentGreater.pValue, 1e-10)
    close(row[6], reference.tTests.studentGreater.lower, 1e-11)
    expect(row[7]).toBeNull()
  })

  it('asks which two groups to compare when the column has more (1002), and refuses a missing group (1001)', async () => {
    const three = await runFailure(
      runDemoStored('StudentTTest', { params: { group_column: 'dose', first_group: '', second_group: '' } }),
    )
    expect(three.code).toBe('1002')
    expect(three.text).toBe(
      'The group column "dose" has 3 groups (0.5, 1, 2): name the two to compare in "First group" and "Second group".',
    )
    const missing = await runFailure(runDemoStored('StudentTTest', { params: { first_group: 'XX' } }))
    expect(missing.code).toBe('1001')
    expect(missing.text).toMatch(/has no group "XX"/)
  })
})
