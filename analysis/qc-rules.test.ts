import { describe, expect, it } from 'vitest'
import { evaluateQc, type QcRule } from './qc-rules'

// Worked examples of the rules in spec 03, sections 4 and 9.
const header = ['Sample', 'Reads', 'Q30 (%)', 'GC', 'QCMETRICS', 'Note', 'Lane']
const rule: QcRule = {
  Reads: { failLow: 10000, failHigh: null, warningLow: 30000, warningHigh: null },
  'Q30 (%)': { failLow: '80', failHigh: '', warningLow: '85', warningHigh: null },
  GC: { failLow: 30, failHigh: 70, warningLow: 40, warningHigh: 60 },
  QCMETRICS: { failLow: 1, failHigh: 1, warningLow: 1, warningHigh: 1 },
  Note: { failLow: 0, failHigh: 0, warningLow: null, warningHigh: null },
  Lane: { failLow: null, failHigh: null, warningLow: null, warningHigh: null },
}

describe('evaluateQc', () => {
  it('fails outside the fail bounds, else warns outside the warning bounds, else passes', () => {
    const rows = [
      ['A', 50000, 90, 50, 'x', 'ok', 1], // everything inside: Pass
      ['B', 20000, 90, 50, 'x', 'ok', 1], // Reads between fail and warning low: Warn
      ['C', 5000, 90, 50, 'x', 'ok', 1], // Reads below fail low: Fail
      ['D', 50000, 84.9, 65, 'x', 'ok', 1], // Q30 and GC warn: Warn
      ['E', 50000, 90, 71, 'x', 'ok', 1], // GC above fail high: Fail
      ['F', 10000, 80, 30, 'x', 'ok', 1], // bounds themselves are inside: Reads, Q30, GC warn
    ]
    const evaluation = evaluateQc({ header, rows, rule })
    expect(evaluation.rows.map((row) => row.sampleStatus)).toEqual(['Pass', 'Warn', 'Fail', 'Warn', 'Fail', 'Warn'])
    expect(evaluation.rows[3].sampleStatusMap).toEqual({ Reads: 'Pass', 'Q30 (%)': 'Warn', GC: 'Warn' })
    expect(evaluation.rows[4].sampleStatusMap).toEqual({ Reads: 'Pass', 'Q30 (%)': 'Pass', GC: 'Fail' })
    expect(evaluation.rows[5].sampleStatusMap).toEqual({ Reads: 'Warn', 'Q30 (%)': 'Warn', GC: 'Warn' })
    expect(evaluation.rows[0].sample).toBe('A')
  })

  it('always ignores QCMETRICS, skips metrics without bounds, and non-numeric values', () => {
    const evaluation = evaluateQc({ header, rows: [['A', '50000', 'n/a', '', 'x', 'ok', 1]], rule })
    // Note has bounds but text values; Lane has no bounds; QCMETRICS is never a metric.
    expect(evaluation.evaluatedMetrics).toEqual(['Reads', 'Q30 (%)', 'GC', 'Note'])
    expect(evaluation.rows[0].sampleStatusMap).toEqual({ Reads: 'Pass' })
    expect(evaluation.rows[0].sampleStatus).toBe('Pass')
  })

  it('ignores ignore_keys compared without spaces and upper-cased', () => {
    const rows = [['A', 5000, 90, 50, 'x', 'ok', 1]]
    expect(evaluateQc({ header, rows, rule, ignoreKeys: ['r e a d s'] }).rows[0]).toMatchObject({
      sampleStatus: 'Pass',
      sampleStatusMap: { 'Q30 (%)': 'Pass', GC: 'Pass' },
    })
    expect(evaluateQc({ header, rows, rule, ignoreKeys: ['Q30(%)', 'gc'] }).evaluatedMetrics).toEqual(['Reads', 'Note'])
  })

  it('matches rule keys to columns ignoring spaces and case', () => {
    const evaluation = evaluateQc({
      header: ['Sample', 'Total Reads'],
      rows: [['A', 10]],
      rule: { TOTALREADS: { failLow: 100 } },
    })
    expect(evaluation.rows[0].sampleStatus).toBe('Fail')
  })

  it('rounds the percentages to 2 decimals and adds the remainder to Pass', () => {
    // 1 pass, 1 warn, 1 fail: 33.33 + 33.33 leaves 33.34 for Pass.
    const threeRows = [
      ['A', 50000, 90, 50],
      ['B', 20000, 90, 50],
      ['C', 5000, 90, 50],
    ]
    const three = evaluateQc({ header: header.slice(0, 4), rows: threeRows, rule })
    expect(three.percentages).toEqual({ Pass: 33.34, Warn: 33.33, Fail: 33.33 })
    expect(three.counts).toEqual({ Pass: 1, Warn: 1, Fail: 1 })
    expect(three.chartData).toEqual([
      { name: 'Pass', value: 1 },
      { name: 'Warn', value: 1 },
      { name: 'Fail', value: 1 },
    ])
    expect(three.sampleCount).toBe(3)

    // 0 pass, 1 warn, 5 fails of 6: 16.67 + 83.33 = 100, nothing left for Pass.
    const sixRows = [['W', 20000], ...Array.from({ length: 5 }, (_, i) => [`F${i}`, 10])]
    expect(evaluateQc({ header: ['Sample', 'Reads'], rows: sixRows, rule }).percentages).toEqual({
      Pass: 0,
      Warn: 16.67,
      Fail: 83.33,
    })

    // 2 warn, 1 fail of 7 (28.571..., 14.285...): Pass takes 100 - 28.57 - 14.29 = 57.14.
    const sevenRows = [
      ['W1', 20000],
      ['W2', 20000],
      ['F', 10],
      ...Array.from({ length: 4 }, (_, i) => [`P${i}`, 50000]),
    ]
    expect(evaluateQc({ header: ['Sample', 'Reads'], rows: sevenRows, rule }).percentages).toEqual({
      Pass: 57.14,
      Warn: 28.57,
      Fail: 14.29,
    })
  })

  it('has all-zero percentages without samples', () => {
    expect(evaluateQc({ header, rows: [], rule }).percentages).toEqual({ Pass: 0, Warn: 0, Fail: 0 })
  })
})
