import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { copheneticDistances, hierarchicalClustering, type Linkage } from './clustering'
import { condensedIndex, type DistanceMatrix } from './distance-matrix'
import { AnalysisInputError } from './errors'
import { parseNewick } from './io/newick'

interface RClustering {
  heights: number[]
  cophenetic: number[]
  merge: number[][]
  order: number[]
}
interface Case {
  ids: string[]
  condensed: number[]
  hclust: Record<Linkage, RClustering>
}
const reference = JSON.parse(
  readFileSync(new URL('../tests/fixtures/analysis/clustering/hclust.json', import.meta.url), 'utf8'),
) as { dune: Case; globalPatterns: Case }

const LINKAGES: Linkage[] = ['average', 'single', 'complete']

/** Root-to-tip distance of every tip, read back with the library's own Newick parser. */
function tipDepths(newick: string): Map<string, number> {
  const tree = parseNewick(newick)
  const depths = new Map<string, number>()
  tree.tipNames.forEach((name, node) => {
    if (name === null) return
    let depth = 0
    for (let at = node; tree.parent[at] >= 0; at = tree.parent[at]) depth += tree.branchLength[at]
    depths.set(name, depth)
  })
  return depths
}

/** The length of the path between two tips of a Newick tree, through their last common ancestor. */
function tipToTipDistances(newick: string): (first: string, second: string) => number {
  const tree = parseNewick(newick)
  const pathToRoot = (name: string) => {
    const distances = new Map<number, number>()
    let distance = 0
    for (let at = tree.tipNames.indexOf(name); at >= 0; at = tree.parent[at]) {
      distances.set(at, distance)
      distance += tree.branchLength[at] ?? 0
    }
    return distances
  }
  return (first, second) => {
    const fromFirst = pathToRoot(first)
    let distance = 0
    for (let at = tree.tipNames.indexOf(second); at >= 0; at = tree.parent[at]) {
      const rest = fromFirst.get(at)
      if (rest !== undefined) return distance + rest
      distance += tree.branchLength[at]
    }
    throw new Error(`${first} and ${second} are not in one tree`)
  }
}

function matrixOf({ ids, condensed }: Case): DistanceMatrix {
  return { ids, condensed: Float64Array.from(condensed) }
}

describe.each([
  ['dune (Bray-Curtis)', reference.dune],
  ['Global Patterns (Bray-Curtis)', reference.globalPatterns],
])('hierarchicalClustering of %s against R hclust', (_, data) => {
  it.each(LINKAGES)('%s linkage: same merge heights and cophenetic distances', (linkage) => {
    const expected = data.hclust[linkage]
    const tree = hierarchicalClustering(matrixOf(data), linkage)
    expect(tree.heights).toHaveLength(expected.heights.length)
    tree.heights.forEach((height, k) => expect(Math.abs(height - expected.heights[k])).toBeLessThanOrEqual(1e-9))
    copheneticDistances(tree).forEach((d, k) => expect(Math.abs(d - expected.cophenetic[k])).toBeLessThanOrEqual(1e-9))
  })
})

describe('hierarchicalClustering', () => {
  const dune = matrixOf(reference.dune)

  it('numbers clusters as SciPy does and orders the leaves so that every cluster is contiguous', () => {
    for (const linkage of LINKAGES) {
      const tree = hierarchicalClustering(dune, linkage)
      const n = dune.ids.length
      expect([...tree.order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i))
      const members: number[][] = Array.from({ length: n }, (_, i) => [i])
      tree.merges.forEach(([first, second], k) => {
        expect(first).toBeLessThan(second)
        expect(second).toBeLessThan(n + k)
        members.push([...members[first], ...members[second]])
        const positions = members[n + k].map((leaf) => tree.order.indexOf(leaf)).sort((a, b) => a - b)
        expect(positions.at(-1)! - positions[0]).toBe(positions.length - 1)
      })
    }
  })

  it('writes an ultrametric Newick tree whose root-to-tip length is half the top merge height (ape)', () => {
    const tree = hierarchicalClustering(dune, 'average')
    const depths = tipDepths(tree.newick)
    expect([...depths.keys()].sort()).toEqual([...dune.ids].sort())
    for (const depth of depths.values())
      expect(depth).toBeCloseTo(reference.dune.hclust.average.heights.at(-1)! / 2, 12)
    expect(tree.newick.endsWith(';')).toBe(true)
  })

  it.each(LINKAGES)(
    "%s linkage: the Newick tree's tip-to-tip distances are R's cophenetic distances (as.phylo(hclust))",
    (linkage) => {
      const tree = hierarchicalClustering(dune, linkage)
      const between = tipToTipDistances(tree.newick)
      const { ids } = reference.dune
      const expected = reference.dune.hclust[linkage].cophenetic
      for (let i = 0; i < ids.length; i++) {
        for (let j = i + 1; j < ids.length; j++) {
          const distance = between(ids[i], ids[j])
          expect(Math.abs(distance - expected[condensedIndex(ids.length, i, j)])).toBeLessThanOrEqual(1e-9)
        }
      }
    },
  )

  it('puts two samples at their merge height from each other, by hand: 4 samples, UPGMA', () => {
    // d(a,b) = 2 joins first at 2; d(c,d) = 4 joins at 4; the two pairs join at the mean of the
    // four cross distances, (6 + 8 + 10 + 12) / 4 = 9. Condensed order: ab ac ad bc bd cd.
    const tree = hierarchicalClustering(
      { ids: ['a', 'b', 'c', 'd'], condensed: Float64Array.of(2, 6, 8, 10, 12, 4) },
      'average',
    )
    const between = tipToTipDistances(tree.newick)
    expect(between('a', 'b')).toBeCloseTo(2, 12)
    expect(between('c', 'd')).toBeCloseTo(4, 12)
    expect(between('a', 'c')).toBeCloseTo(9, 12)
    expect(between('b', 'd')).toBeCloseTo(9, 12)
  })

  it('quotes labels that Newick would split or change', () => {
    const tree = hierarchicalClustering(
      { ids: ['a b', "it's", 'x_y', 'plain'], condensed: Float64Array.of(1, 2, 3, 4, 5, 6) },
      'single',
    )
    expect(tree.newick).toContain("'a b'")
    expect(tree.newick).toContain("'it''s'")
    expect(tree.newick).toContain("'x_y'")
    expect([...tipDepths(tree.newick).keys()].sort()).toEqual(['a b', "it's", 'plain', 'x_y'])
  })

  it('handles one and two samples', () => {
    expect(hierarchicalClustering({ ids: ['only'], condensed: new Float64Array(0) }, 'average')).toEqual({
      merges: [],
      heights: new Float64Array(0),
      order: [0],
      newick: 'only;',
    })
    expect(hierarchicalClustering({ ids: ['a', 'b'], condensed: Float64Array.of(0.5) }, 'complete').newick).toBe(
      '(a:0.25,b:0.25);',
    )
  })

  it('rejects missing distances', () => {
    expect(() => hierarchicalClustering({ ids: ['a', 'b'], condensed: Float64Array.of(NaN) }, 'single')).toThrow(
      AnalysisInputError,
    )
  })

  it('gives non-decreasing heights and an ultrametric cophenetic matrix bounded as each linkage implies', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 14 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.integer({ min: 0, max: 9 }), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 }),
            ),
          ),
        ([n, values]) => {
          // small integers make ties common, the hard case for merge order
          const matrix = { ids: Array.from({ length: n }, (_, i) => `s${i}`), condensed: Float64Array.from(values) }
          const single = copheneticDistances(hierarchicalClustering(matrix, 'single'))
          const complete = copheneticDistances(hierarchicalClustering(matrix, 'complete'))
          for (const linkage of LINKAGES) {
            const tree = hierarchicalClustering(matrix, linkage)
            for (let k = 1; k < tree.heights.length; k++)
              expect(tree.heights[k]).toBeGreaterThanOrEqual(tree.heights[k - 1])
            const coph = copheneticDistances(tree)
            for (let i = 0; i < n; i++)
              for (let j = i + 1; j < n; j++)
                for (let k = 0; k < n; k++) {
                  if (k === i || k === j) continue
                  const ij = coph[condensedIndex(n, i, j)]
                  expect(ij).toBeLessThanOrEqual(
                    Math.max(coph[condensedIndex(n, i, k)], coph[condensedIndex(n, k, j)]) + 1e-12,
                  )
                }
          }
          // single linkage heights never exceed the distance; complete linkage heights are never below it
          values.forEach((d, k) => {
            expect(single[k]).toBeLessThanOrEqual(d)
            expect(complete[k]).toBeGreaterThanOrEqual(d)
          })
        },
      ),
      { numRuns: 60 },
    )
  })
})
