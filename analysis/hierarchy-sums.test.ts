import { describe, expect, it } from 'vitest'
import { sumByPath, totalsAtDepth } from './hierarchy-sums'

describe('sumByPath', () => {
  it('adds up the rows of each path and totals each level', () => {
    const sums = sumByPath(
      [
        ['A', 'x'],
        ['B', 'y'],
        ['A', 'x'],
        ['A', 'z'],
      ],
      [1, 2, 3, 4],
    )
    expect(sums).toEqual([
      { path: ['A', 'x'], value: 4, rows: 2 },
      { path: ['B', 'y'], value: 2, rows: 1 },
      { path: ['A', 'z'], value: 4, rows: 1 },
    ])
    expect(totalsAtDepth(sums, 1)).toEqual(
      new Map([
        ['["A"]', 8],
        ['["B"]', 2],
      ]),
    )
  })
})
