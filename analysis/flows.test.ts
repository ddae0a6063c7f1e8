import { describe, expect, it } from 'vitest'
import { aggregateFlows, findCycle } from './flows'

describe('aggregateFlows', () => {
  it('sums repeated pairs and totals each node’s inflow and outflow', () => {
    const result = aggregateFlows([
      { from: 'a', to: 'b', flow: 2 },
      { from: 'a', to: 'c', flow: 1 },
      { from: 'a', to: 'b', flow: 3 },
      { from: 'b', to: 'c', flow: 4 },
    ])
    expect(result.flows).toEqual([
      { from: 'a', to: 'b', flow: 5 },
      { from: 'a', to: 'c', flow: 1 },
      { from: 'b', to: 'c', flow: 4 },
    ])
    expect(result.nodes).toEqual([
      { name: 'a', inflow: 0, outflow: 6 },
      { name: 'b', inflow: 5, outflow: 4 },
      { name: 'c', inflow: 5, outflow: 0 },
    ])
    expect(result.merged).toBe(1)
  })
})

describe('findCycle', () => {
  it('finds flows that come back to where they started, and nothing in a chain', () => {
    expect(
      findCycle([
        { from: 'a', to: 'b', flow: 1 },
        { from: 'b', to: 'c', flow: 1 },
      ]),
    ).toBeNull()
    expect(
      findCycle([
        { from: 'a', to: 'b', flow: 1 },
        { from: 'b', to: 'c', flow: 1 },
        { from: 'c', to: 'b', flow: 1 },
      ]),
    ).toEqual(['b', 'c', 'b'])
    expect(findCycle([{ from: 'a', to: 'a', flow: 1 }])).toEqual(['a', 'a'])
  })
})
