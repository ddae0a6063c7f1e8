import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.survival

describe('SurvivalCurve of R survival::lung by sex', () => {
  it('reports the log-rank test of R survdiff: χ² = 10.33 on 1 df, p = 0.00131', async () => {
    const result = await runDemo('SurvivalCurve')
    const groups = result.tables.find((table) => table.id === 'survival-groups')!
    expect(result.notes).toContain('Log-rank test: χ² = 10.33, df = 1, p = 0.00131.')
    expect(expected.chiSquare.toFixed(2)).toBe('10.33')
    expect(expected.pValue.toPrecision(3)).toBe('0.00131')
    // median survival per group, R: summary(survfit(...))$table[, "median"]
    for (const [k, group] of expected.groups.entries())
      expect(groups.rows.find((row) => row[0] === group)![3]).toBe(expected.medians[k])
    expectDrawable(result.charts)
  })

  it('gives the Kaplan-Meier estimate and log CI of R at one year (summary(fit, times = 365))', async () => {
    const result = await runDemo('SurvivalCurve')
    const estimates = result.tables.find((table) => table.id === 'kaplan-meier')!
    for (const [k, group] of expected.groups.entries()) {
      const rows = estimates.rows.filter((row) => row[0] === group && (row[1] as number) <= 365)
      const last = rows[rows.length - 1]
      close(last[5] as number, expected.survival365[k], 1e-12)
      close(last[7] as number, expected.lower365[k], 1e-10)
      close(last[8] as number, expected.upper365[k], 1e-10)
    }
  })

  it('draws one step curve with censor crosses and one band per group', async () => {
    const result = await runDemo('SurvivalCurve')
    const datasets = (result.charts[0].data as { datasets: { label: string; pointRadius?: number[] }[] }).datasets
    expect(datasets.map((d) => d.label)).toEqual([
      'Male 95% CI',
      'Male (n = 138, median 270)',
      'Female 95% CI',
      'Female (n = 90, median 426)',
    ])
    // lung has 63 censored patients (status 1) at 61 distinct (sex, time) pairs, each marked once
    // (R: nrow(unique(lung[lung$status == 1, c("sex", "time")])) = 61).
    const marks = datasets.flatMap((d) => d.pointRadius ?? []).filter((radius) => radius > 0)
    expect(marks).toHaveLength(61)
  })

  it('compares the four ECOG groups in numeric order, leaving out the patient without a score', async () => {
    // R: survdiff(Surv(time, status) ~ ph.ecog, lung) gives chisq = 21.96 on 3 df, p = 6.64e-05;
    // observed deaths 37, 82, 44, 1 for ECOG 0, 1, 2, 3.
    const result = await runDemo('SurvivalCurve', { params: { group_column: 'ph.ecog' } })
    expect(result.notes).toContain('Log-rank test: χ² = 21.96, df = 3, p = 6.64e-5.')
    expect(result.notes).toContain(
      '1 rows lack a time, status or group (empty, NA, N/A, NaN or null) and were left out: line 15.',
    )
    const groups = result.tables.find((table) => table.id === 'survival-groups')!
    expect(groups.rows.map((row) => [row[0], row[4]])).toEqual([
      ['0', 37],
      ['1', 82],
      ['2', 44],
      ['3', 1],
    ])
  })

  it('asks for the event value when the status codes are not 0/1, 1/2 or TRUE/FALSE (1001)', async () => {
    const table = 'time\tstatus\n5\tdead\n8\talive\n'
    expectToolError(
      await runFailure('SurvivalCurve', { table, params: { group_column: '', event_value: '' } }),
      '1001',
      /enter the value that means an event/,
    )
  })

  it('refuses data where every case is censored, with or without groups, instead of "df -1, p = NA"', async () => {
    // R: survdiff(Surv(time, status) ~ arm) on this table prints "Chisq = 0 on -1 degrees of freedom, p = NA".
    const table = 'time\tstatus\tarm\n1\t0\ta\n2\t0\ta\n3\t0\tb\n4\t0\tb\n'
    for (const group_column of ['arm', '']) {
      const error = await runFailure('SurvivalCurve', { table, params: { group_column, event_value: '' } })
      expect(error).toBeInstanceOf(AnalysisInputError)
      expect((error as AnalysisInputError).code).toBe('survival.noEvents')
    }
  })

  it('tests a group without events against the others as R survdiff does (χ² = 0.83 on 1 df, p = 0.362)', async () => {
    // R: survdiff(Surv(t, s) ~ g) with t = 5, 6, 7, 1, 8; s = 1, 1, 0, 0, 0; g = a, a, a, b, b
    // gives chisq 0.83050847457627097, p 0.36212553949166232.
    const table = 'time\tstatus\tarm\n5\t1\ta\n6\t1\ta\n7\t0\ta\n1\t0\tb\n8\t0\tb\n'
    const result = await runDemo('SurvivalCurve', { table, params: { group_column: 'arm', event_value: '' } })
    expect(result.notes).toContain('Log-rank test: χ² = 0.83, df = 1, p = 0.362.')
    expect(result.notes).toContain('b: 2 subjects, 0 events, median survival not reached.')
  })

  it('refuses a log-rank test when only one group is at risk at the event times (R: "0 degrees of freedom")', async () => {
    const table = 'time\tstatus\tarm\n5\t1\ta\n6\t1\ta\n7\t0\ta\n1\t0\tb\n2\t0\tb\n'
    const error = await runFailure('SurvivalCurve', { table, params: { group_column: 'arm', event_value: '' } })
    expect((error as AnalysisInputError).code).toBe('survival.tooFewGroupsAtRisk')
  })

  it('draws one group without a test and says so; rows whose group is missing (na, N/A) are left out and named', async () => {
    const table = 'time\tstatus\tarm\n5\t1\ta\n6\t1\ta\n7\t0\ta\n1\t0\tna\n2\t1\t N/A \n'
    const result = await runDemo('SurvivalCurve', { table, params: { group_column: 'arm', event_value: '' } })
    expect(result.notes).toContain('Column "arm" has one group only (a): no log-rank test.')
    expect(result.notes).toContain(
      '2 rows lack a time, status or group (empty, NA, N/A, NaN or null) and were left out: line 5, 6.',
    )
    expect(result.tables[0].rows.map((row) => row[0])).toEqual(['a'])
  })
})
