import { describe, expect, it } from 'vitest'
import { undirectedNetwork } from './network-degrees'

describe('undirectedNetwork', () => {
  it('merges a pair given both ways, drops self-loops and counts degree and strength', () => {
    const network = undirectedNetwork([
      { source: 'a', target: 'b', weight: 1 },
      { source: 'b', target: 'a', weight: 2 },
      { source: 'b', target: 'c', weight: 0.5 },
      { source: 'c', target: 'c', weight: 9 },
    ])
    expect(network.names).toEqual(['a', 'b', 'c'])
    expect(network.edges).toEqual([
      { source: 0, target: 1, weight: 3 },
      { source: 1, target: 2, weight: 0.5 },
    ])
    expect(network.degree).toEqual([1, 2, 1])
    expect(network.strength).toEqual([3, 3.5, 0.5])
    expect([network.selfLoops, network.repeated]).toEqual([1, 1])
  })
})
