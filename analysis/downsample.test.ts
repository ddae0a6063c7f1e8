import { describe, expect, it } from 'vitest'
import { envelopeRows, sampleRows } from './downsample'

describe('envelopeRows', () => {
  it('keeps every row of a short series', () => {
    expect(envelopeRows([[1, 2, 3, 4]], 4, 2)).toEqual([0, 1, 2, 3])
  })

  it("keeps each bucket's first row, the extremes of every series and the first gap", () => {
    // 12 rows in 3 buckets of 4 (rows 0-3, 4-7, 8-11). By hand:
    // bucket 0: first 0; a: min row 1 (−5), max row 3 (9); b: min 0, max 2 → 0, 1, 2, 3
    // bucket 1: first 4; a: min 6 (0), max 5 (7), gap none; b: gap at 5, min 4, max 7 → 4, 5, 6, 7
    // bucket 2: first 8; a: min 8, max 11; b: min 9, max 10 → 8, 9, 10, 11 — plus the last row.
    const a = [1, -5, 2, 9, 3, 7, 0, 1, 2, 3, 4, 5]
    const b = [0, 1, 8, 2, 1, null, 2, 3, 4, 0, 9, 5]
    expect(envelopeRows([a, b], 12, 3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    // With one bucket per 6 rows and only series a: first rows 0 and 6, a's extremes 1, 3, 6, 11.
    expect(envelopeRows([a], 12, 2).length).toBeLessThan(12)
    expect(envelopeRows([a], 12, 2)).toEqual([0, 1, 3, 6, 11])
  })

  it('draws a few thousand of a million rows, keeping the global extremes', () => {
    const rowCount = 1_000_000
    const wave = Array.from({ length: rowCount }, (_, row) => Math.sin(row / 5000) + (row === 123_457 ? 10 : 0))
    const rows = envelopeRows([wave], rowCount, 1000)
    expect(rows.length).toBeLessThanOrEqual(3001)
    expect(rows).toContain(123_457)
    expect(rows[0]).toBe(0)
    expect(rows.at(-1)).toBe(rowCount - 1)
  })
})

describe('sampleRows', () => {
  it('draws distinct rows in order, the same for the same seed', () => {
    const first = sampleRows(100_000, 500, 7)
    expect(first).toHaveLength(500)
    expect(new Set(first).size).toBe(500)
    expect([...first].sort((x, y) => x - y)).toEqual(first)
    expect(sampleRows(100_000, 500, 7)).toEqual(first)
    expect(sampleRows(100_000, 500, 8)).not.toEqual(first)
    expect(sampleRows(10, 500, 7)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})
