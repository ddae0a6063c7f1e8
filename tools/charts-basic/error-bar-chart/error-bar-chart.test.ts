import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { errorBarChartExecutor } from './executor'
import { demoInput, rendered } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

// R: aggregate(len ~ supp + dose, ToothGrowth, function(v) c(mean(v), sd(v), sd(v) / sqrt(length(v)))).
const R_SUMMARIES = {
  VC: [
    [7.98, 2.7466343, 0.868562],
    [16.77, 2.5153087, 0.7954104],
    [26.14, 4.7977309, 1.5171757],
  ],
  OJ: [
    [13.23, 4.4597085, 1.4102837],
    [22.7, 3.9109533, 1.236752],
    [26.06, 2.6550581, 0.8396031],
  ],
}

describe('ErrorBarChart on the ToothGrowth demo', () => {
  it('shows each dose × delivery mean ± SD as R computes them', async () => {
    const result = await errorBarChartExecutor(demoInput('ErrorBarChart'))
    const [chart] = result.charts
    expect(chart.type).toBe('barWithErrorBars')
    expect((chart.data as { labels: string[] }).labels).toEqual(['0.5', '1', '2'])
    const datasets = datasetsOf(chart)
    expect(datasets.map((dataset) => dataset.label)).toEqual(['supp = VC', 'supp = OJ'])
    ;(['VC', 'OJ'] as const).forEach((supp, s) => {
      R_SUMMARIES[supp].forEach(([mean, sd], dose) => {
        const bar = datasets[s].data[dose] as { y: number; yMin: number; yMax: number }
        expectClose(bar.y, mean, 1e-9)
        expectClose(bar.yMin, mean - sd, 1e-6)
        expectClose(bar.yMax, mean + sd, 1e-6)
      })
    })
    expect(result.tables[0].rows[0]).toEqual([
      '0.5',
      'VC',
      10,
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ])
    result.tables[0].rows.forEach((row) => {
      const [mean, sd, se] = R_SUMMARIES[row[1] as 'VC' | 'OJ'][['0.5', '1', '2'].indexOf(row[0] as string)]
      expectClose(row[3] as number, mean, 1e-9)
      expectClose(row[4] as number, sd, 1e-6)
      expectClose(row[5] as number, se, 1e-6)
    })
  })

  it('switches to mean ± SE', async () => {
    const [chart] = (await errorBarChartExecutor(demoInput('ErrorBarChart', { params: { error: 'se' } }))).charts
    const ojAtDose2 = datasetsOf(chart)[1].data[2] as { y: number; yMin: number; yMax: number }
    expectClose(ojAtDose2.yMax - ojAtDose2.y, 0.8396031, 1e-6)
  })

  it('names the first five rows it skips for want of a value and counts the rest, in either language', async () => {
    const table = ['len\tsupp\tdose', '4.2\tVC\t0.5', ...Array.from({ length: 7 }, () => '\tVC\t1'), '6\tOJ\t1'].join(
      '\n',
    )
    const result = await errorBarChartExecutor(demoInput('ErrorBarChart', { table }))
    expect(rendered(result.notes.at(-1))).toBe('Skipped, no value: lines 3, 4, 5, 6, 7 and 2 more.')
    expect(rendered(result.notes.at(-1), 'zh')).toBe('第 3、4、5、6、7 行及另外 2 行没有数值，已跳过。')
  })

  it('reports a value that is not a number with its line and column', () => {
    const table = 'len\tsupp\tdose\n4.2\tVC\t0.5\nshort\tVC\t0.5\n'
    expect(() => errorBarChartExecutor(demoInput('ErrorBarChart', { table }))).toThrow(AnalysisInputError)
    expect(() => errorBarChartExecutor(demoInput('ErrorBarChart', { table }))).toThrow(
      /line 3, column 1: column "len" holds "short"/,
    )
  })
})
