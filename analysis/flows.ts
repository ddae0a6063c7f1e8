/**
 * Flows between named nodes, as a sankey diagram draws them: rows of (from, to, amount) summed per
 * pair (R: `aggregate(flow ~ from + to, FUN = sum)`), the nodes with what flows in and out of each,
 * and whether the flows go round in a circle (a sankey diagram has to read from left to right).
 */

export interface Flow {
  from: string
  to: string
  flow: number
}

export interface FlowNode {
  name: string
  /** Sum of the flows into the node. */
  inflow: number
  /** Sum of the flows out of the node. */
  outflow: number
}

export interface AggregatedFlows {
  /** One per distinct (from, to) pair, in the order each pair first occurs. */
  flows: Flow[]
  /** Every node, in the order it first occurs (as a source or a target). */
  nodes: FlowNode[]
  /** How many rows were summed into another row's pair. */
  merged: number
}

export function aggregateFlows(rows: readonly Flow[]): AggregatedFlows {
  const byPair = new Map<string, Flow>()
  const nodes = new Map<string, FlowNode>()
  const nodeOf = (name: string) => {
    let node = nodes.get(name)
    if (!node) {
      node = { name, inflow: 0, outflow: 0 }
      nodes.set(name, node)
    }
    return node
  }
  for (const row of rows) {
    const key = JSON.stringify([row.from, row.to])
    const pair = byPair.get(key)
    if (pair) pair.flow += row.flow
    else byPair.set(key, { ...row })
    nodeOf(row.from).outflow += row.flow
    nodeOf(row.to).inflow += row.flow
  }
  return { flows: [...byPair.values()], nodes: [...nodes.values()], merged: rows.length - byPair.size }
}

/** A list of nodes that flow round in a circle (the first repeated at the end), or null if there is none. */
export function findCycle(flows: readonly Flow[]): string[] | null {
  const next = new Map<string, string[]>()
  for (const { from, to } of flows) next.set(from, [...(next.get(from) ?? []), to])
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (node: string): string[] | null => {
    state.set(node, 'open')
    path.push(node)
    for (const target of next.get(node) ?? []) {
      if (state.get(target) === 'open') return [...path.slice(path.indexOf(target)), target]
      if (!state.has(target)) {
        const cycle = visit(target)
        if (cycle) return cycle
      }
    }
    path.pop()
    state.set(node, 'done')
    return null
  }
  for (const node of next.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node)
      if (cycle) return cycle
    }
  }
  return null
}
