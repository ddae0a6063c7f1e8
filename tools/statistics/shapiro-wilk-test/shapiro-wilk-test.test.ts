import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runFailure } from '../../kit/test-support'
import { close, expectDrawable, runDemo, runDemoStored } from '../test-support'

/** R 4.2.2 shapiro.test (tests/fixtures/analysis/statistics/generate-one-sample.R). */
const r = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/statistics/one-sample.json', import.meta.url), 'utf8'),
).shapiroWilk

describe('ShapiroWilkTest of ToothGrowth tooth length by supplement', () => {
  it('gives W and p of R shapiro.test in each group, and draws the Q-Q plot at qqnorm positions', async () => {
    const result = await runDemo('ShapiroWilkTest')
    const rows = result.tables[0].rows
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['len', 'VC', 30],
      ['len', 'OJ', 30],
    ])
    close(rows[0][3], r.toothVC.statistic, 1e-13)
    close(rows[0][4], r.toothVC.pValue, 1e-11)
    close(rows[1][3], r.toothOJ.statistic, 1e-13)
    close(rows[1][4], r.toothOJ.pValue, 1e-11)
    expect(rows.map((row) => row[5])).toEqual(['no departure shown', 'departs from normal'])
    expect(result.notes[1]).toBe('len (OJ): W = 0.9178, p = 0.02359 (n = 30), departs from normal.')
    const oj = (result.charts[0].data as { datasets: { data: { x: number; y: number }[] }[] }).datasets[2]
    oj.data.forEach((point, i) => {
      close(point.x, r.toothOJQq.theoretical[i], 1e-14)
      expect(point.y).toBe(r.toothOJQq.sample[i])
    })
    expectDrawable(result.charts)
  })

  it('tests whole columns, one chart each, and lists what it could not test', async () => {
    const rows = r.eruptions.x.map((value: number, i: number) => `${value}\t${r.waiting.x[i]}\t${i < 2 ? i : ''}`)
    const result = await runDemo('ShapiroWilkTest', {
      params: { value_columns: [], group_column: '' },
      table: ['eruptions\twaiting\tfew', ...rows].join('\n'),
    })
    const table = result.tables[0].rows
    close(table[0][2], r.eruptions.statistic, 1e-13)
    close(table[0][3], r.eruptions.pValue, 1e-11)
    close(table[1][2], r.waiting.statistic, 1e-13)
    close(table[1][3], r.waiting.pValue, 1e-11)
    expect(table[2]).toEqual(['few', 2, null, null, 'not tested'])
    expect(result.charts.map((chart) => chart.title)).toEqual([
      'Normal Q-Q plot: eruptions',
      'Normal Q-Q plot: waiting',
    ])
    expect(result.notes[2]).toBe('few has 2 values; the Shapiro-Wilk test takes 3 to 5000, so it was not tested.')
  })

  it('matches R for n = 3 (exact p) to n = 12, and in Chinese', async () => {
    for (const name of ['n3', 'n4', 'n5', 'n7', 'n10', 'n11', 'n12']) {
      const result = await runDemo('ShapiroWilkTest', {
        params: { value_columns: ['x'], group_column: '' },
        table: ['x', ...r[name].x].join('\n'),
      })
      close(result.tables[0].rows[0][2], r[name].statistic, 1e-13)
      close(result.tables[0].rows[0][3], r[name].pValue, 1e-11)
    }
    const chinese = await runDemo('ShapiroWilkTest', {}, 'zh')
    expect(chinese.notes[1]).toBe('len（OJ）：W = 0.9178，P = 0.02359（n = 30），偏离正态。')
  })

  it('stops when nothing can be tested (1002)', async () => {
    const failure = await runFailure(
      runDemoStored('ShapiroWilkTest', { table: 'len\tsupp\tdose\n1\tVC\t1\n2\tOJ\t1\n' }),
    )
    expect(failure.code).toBe('1002')
    expect(failure.text).toBe(
      'Nothing could be tested: the Shapiro-Wilk test needs 3 to 5000 values, not all the same, in a column (or group).',
    )
  })
})
