/**
 * An undirected network from an edge list: names become node indexes in the order they first occur,
 * repeated pairs (in either direction) are one edge whose weight is the sum, self-loops are dropped,
 * and each node gets its degree (number of neighbours) and strength (sum of its edges' weights), as
 * igraph's `degree` and `strength` give them for `simplify(graph, edge.attr.comb = "sum")`.
 */
export interface NetworkEdge {
  source: number
  target: number
  weight: number
}

export interface UndirectedNetwork {
  names: string[]
  edges: NetworkEdge[]
  degree: number[]
  strength: number[]
  /** Rows whose two ends were the same node. */
  selfLoops: number
  /** Rows summed into an edge given earlier. */
  repeated: number
}

export function undirectedNetwork(
  rows: readonly { source: string; target: string; weight: number }[],
): UndirectedNetwork {
  const indexOf = new Map<string, number>()
  const names: string[] = []
  const nodeIndex = (name: string) => {
    let index = indexOf.get(name)
    if (index === undefined) {
      index = names.length
      indexOf.set(name, index)
      names.push(name)
    }
    return index
  }
  const byPair = new Map<string, NetworkEdge>()
  let selfLoops = 0
  let repeated = 0
  for (const row of rows) {
    const [a, b] = [nodeIndex(row.source), nodeIndex(row.target)]
    if (a === b) {
      selfLoops++
      continue
    }
    const key = a < b ? `${a} ${b}` : `${b} ${a}`
    const edge = byPair.get(key)
    if (edge) {
      edge.weight += row.weight
      repeated++
    } else byPair.set(key, { source: a, target: b, weight: row.weight })
  }
  const edges = [...byPair.values()]
  const degree = names.map(() => 0)
  const strength = names.map(() => 0)
  for (const { source, target, weight } of edges) {
    degree[source]++
    degree[target]++
    strength[source] += weight
    strength[target] += weight
  }
  return { names, edges, degree, strength, selfLoops, repeated }
}
