import { describe, expect, it } from 'vitest'
import { ToolRunError } from '../../kit/types'
import { densityPlotExecutor } from './executor'
import { demoFileBytes, demoInput, rendered, runFailure } from '../../kit/test-support'
import { datasetsOf, expectClose } from '../test-support'

describe('DensityPlot on the Old Faithful waiting times', () => {
  it('draws the density R density(faithful$waiting) draws', async () => {
    const result = await densityPlotExecutor(demoInput('DensityPlot'))
    const points = datasetsOf(result.charts[0])[0].data as { x: number; y: number }[]
    expect(points).toHaveLength(512)
    // R: d <- density(faithful$waiting); d$bw = 3.987559; d$x[c(1, 128, 256, 384, 512)] and d$y there
    // (printed with 15 significant digits).
    const reference = [
      [31.0373235142625, 8.95119349850089e-6],
      [50.1557576187191, 0.0175247871527029],
      [69.4247305743919, 0.0138866678726127],
      [88.6937035300647, 0.0166851800053571],
      [107.962676485738, 5.881022516441e-6],
    ]
    ;[0, 127, 255, 383, 511].forEach((index, i) => {
      expectClose(points[index].x, reference[i][0], 1e-12)
      expectClose(points[index].y, reference[i][1], 1e-15)
    })
    expect(rendered(result.notes[0])).toBe('waiting: n = 272, bandwidth 3.988 (nrd0).')
    // R: d$x[which.max(d$y)] = 79.96245 — the higher of the two modes.
    expectClose(result.tables[0].rows[0][4] as number, 79.96, 0.2)
  })

  it('draws one curve per group with its own bandwidth (ToothGrowth by delivery)', async () => {
    const table = new TextDecoder().decode(demoFileBytes('ErrorBarChart', 'tooth-growth.tsv'))
    const result = await densityPlotExecutor(
      demoInput('DensityPlot', { table, params: { value_column: 'len', group_column: 'supp' } }),
    )
    expect(datasetsOf(result.charts[0]).map((dataset) => dataset.label)).toEqual(['VC', 'OJ'])
    // R: bw.nrd0(ToothGrowth$len[ToothGrowth$supp == "VC"]) = 3.768037059, "OJ": 3.011119347.
    expectClose(result.tables[0].rows[0][3] as number, 3.768037059, 1e-9)
    expectClose(result.tables[0].rows[1][3] as number, 3.011119347, 1e-9)
  })

  it('refuses a group with fewer than two values', async () => {
    const table = 'len\tsupp\n4.2\tVC\n11.5\tVC\n15.2\tOJ\n'
    const input = demoInput('DensityPlot', { table, params: { value_column: 'len', group_column: 'supp' } })
    expect(() => densityPlotExecutor(input)).toThrow(ToolRunError)
    expect((await runFailure(() => densityPlotExecutor(input))).text).toBe('OJ: a density needs at least 2 values.')
  })
})
