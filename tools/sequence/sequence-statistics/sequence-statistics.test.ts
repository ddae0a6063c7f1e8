import { describe, expect, it } from 'vitest'
import { run, table, expectChartsRender } from '../test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('SequenceStatistics', () => {
  it('demo: infoseq’s lengths and %GC (66.54, 54.56, 55.41), N50 2016, and a GC bar chart', async () => {
    const result = await run('SequenceStatistics')
    const sequences = table(result, 'sequences')
    const gc = sequences.columns.indexOf('GC (%)')
    expect(sequences.rows.map((row) => [row[0], row[1], row[gc]])).toEqual([
      ['X13776', 2167, 66.54],
      ['X65921', 2016, 54.56],
      ['X65923', 518, 55.41],
    ])
    // By hand: lengths 2167 + 2016 + 518 = 4701; 2167 < 4701 / 2 ≤ 2167 + 2016, so N50 = 2016.
    expect(Object.fromEntries(table(result, 'summary').rows)).toMatchObject({
      Sequences: 3,
      'Total length': 4701,
      Shortest: 518,
      Longest: 2167,
      N50: 2016,
    })
    expect(result.charts[0]).toMatchObject({ type: 'bar', data: { labels: ['X13776', 'X65921', 'X65923'] } })
    expectChartsRender(result)
  })

  it('says how N and other ambiguity codes count in GC%, as EMBOSS geecee counts them', async () => {
    // EMBOSS 6.6.0 geecee on this sequence: 0.50 (by hand: G + C + N/2 + S + R/2 over 8 bases = 4 / 8).
    const result = await run('SequenceStatistics', { params: { sequence: '>mixed\nGCNSRATA\n' } })
    const sequences = table(result, 'sequences')
    expect(sequences.rows[0][sequences.columns.indexOf('GC (%)')]).toBe(50)
    expect(result.notes).toContain(
      'GC content = (G + C) / length, where the length includes N and other ambiguity codes. As in EMBOSS geecee, an ambiguity code counts as the share of its bases that are G or C: N, R, Y, K and M count as half a G/C, S as one, B and V as two thirds, D and H as one third, W as none.',
    )
    expect(result.notes).toContain(
      'These sequences hold 1 N and 2 other ambiguity codes, counted in the GC content by those shares.',
    )
  })

  it('draws a GC histogram for more than 100 sequences', async () => {
    const many = Array.from(
      { length: 150 },
      (_, i) => `>s${i}\n${'GC'.repeat(i % 10)}${'AT'.repeat(10 - (i % 10))}\n`,
    ).join('')
    const result = await run('SequenceStatistics', { params: { sequence: many } })
    const counts = (result.charts[0].data as { datasets: { data: number[] }[] }).datasets[0].data
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(150)
    expectChartsRender(result)
  })
})
