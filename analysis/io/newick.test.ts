import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { parseNewick, type PhyloTree } from './newick'

/** The tree as nested text again, to compare structure independent of node numbering. */
function render(tree: PhyloTree): string {
  const children: number[][] = Array.from(tree.parent, () => [])
  tree.parent.forEach((parent, node) => parent >= 0 && children[parent].push(node))
  const show = (node: number): string => {
    const length = Number.isNaN(tree.branchLength[node]) ? '' : `:${tree.branchLength[node]}`
    const label = tree.tipNames[node] ?? tree.internalLabels[node] ?? ''
    const inner = children[node].length > 0 ? `(${children[node].map(show).join(',')})` : ''
    return `${inner}${label}${length}`
  }
  return show(tree.parent.length - 1)
}

function errorOf(text: string): AnalysisInputError {
  try {
    parseNewick(text, { fileName: 'tree.nwk' })
  } catch (error) {
    if (error instanceof AnalysisInputError) return error
    throw error
  }
  throw new Error(`"${text}" parsed without error`)
}

describe('parseNewick', () => {
  it('numbers nodes in postorder with the root last', () => {
    const tree = parseNewick('((A:1,B:2)AB:3,C:4)root;')
    expect(tree.tipNames).toEqual(['A', 'B', null, 'C', null])
    expect(Array.from(tree.parent)).toEqual([2, 2, 4, 4, -1])
    expect(Array.from(tree.branchLength.subarray(0, 4))).toEqual([1, 2, 3, 4])
    expect(tree.branchLength[4]).toBeNaN()
    expect(tree.internalLabels).toEqual([null, null, 'AB', null, 'root'])
    for (let node = 0; node < tree.parent.length - 1; node++) expect(tree.parent[node]).toBeGreaterThan(node)
  })

  it('keeps underscores, unquotes quoted labels and undoubles their quotes', () => {
    const tree = parseNewick("(OTU_1:1,'Escherichia coli':2,'O''Brien''s, (strain)':3);")
    expect(tree.tipNames.slice(0, 3)).toEqual(['OTU_1', 'Escherichia coli', "O'Brien's, (strain)"])
  })

  it('reads scientific notation, skips comments and whitespace, keeps support values', () => {
    const tree = parseNewick('(\n  [&R] A:1e-3 [comment],\n  (B:2.5E+2,C : -0.5)0.95:.25\n)  ;  [trailing]\n')
    expect(render(tree)).toBe('(A:0.001,(B:250,C:-0.5)0.95:0.25)')
  })

  it('accepts unlabelled tips and a missing final semicolon', () => {
    expect(render(parseNewick('(,(,));'))).toBe('(,(,))')
    expect(render(parseNewick('(A,B)'))).toBe('(A,B)')
    expect(render(parseNewick('A;'))).toBe('A')
  })

  it('parses a 19,216-tip tree (Global Patterns) without recursion', () => {
    const text = readFileSync('tests/fixtures/analysis/diversity/global-patterns/tree.nwk', 'utf8')
    const tree = parseNewick(text)
    const tips = tree.tipNames.filter((name) => name !== null)
    expect(tips).toHaveLength(19216)
    expect(new Set(tips).size).toBe(19216)
    expect(tips[0]).toBe('549322')
    expect(tree.branchLength[0]).toBe(0.00892)
    expect(tree.internalLabels[tree.parent[0]]).toBe('1.000.2')
  })

  it('handles nesting 100,000 deep', () => {
    const depth = 100_000
    const tree = parseNewick(`${'('.repeat(depth)}A${',B)'.repeat(depth)};`)
    expect(tree.parent).toHaveLength(2 * depth + 1)
    expect(tree.tipNames[0]).toBe('A')
  })

  it.each([
    ['(A,B;', '1 "(" never closed', 1, 5],
    ['(A,B));', '")" without a matching "("', 1, 6],
    ['(A:x,B);', 'branch length "" is not a number', 1, 4],
    ['(A:1.2.3,B);', 'branch length "1.2.3" is not a number', 1, 4],
    ["('A,B);", 'quoted label is never closed', 1, 2],
    ['(A,B)[never closed;', 'comment opened with "[" is never closed', 1, 6],
    ['(A,B);\n(C,D);', 'text after the end of the tree', 2, 1],
    ['(A B,C);', 'unexpected "B"', 1, 4],
    ['   ', 'the text is empty', 1, 1],
  ])('rejects %j with its position', (text, problem, line, column) => {
    const error = errorOf(text)
    expect(error.message).toContain(problem)
    expect(error.location).toEqual({ file: 'tree.nwk', line, column })
  })
})
