import { AnalysisInputError, type InputProblemCode, type InputProblemParams } from '../errors'

/**
 * A rooted tree in flat typed arrays, nodes numbered in postorder (every child before its parent,
 * the root last), so phylogenetic metrics run as one loop over node indices with no recursion and
 * no per-node objects; a 19,000-tip tree is a few hundred kilobytes.
 */
export interface PhyloTree {
  /** Parent node index, -1 for the root. */
  readonly parent: Int32Array
  /** Length of the branch above each node; NaN where the Newick text gave none. */
  readonly branchLength: Float64Array
  /** Tip label per node; null for internal nodes. Labels are verbatim (underscores are kept). */
  readonly tipNames: (string | null)[]
  /** Label of each internal node (often a support value such as `0.995`), null when absent or a tip. */
  readonly internalLabels: (string | null)[]
}

export interface NewickOptions {
  readonly fileName?: string
}

/** Characters that end an unquoted label or a branch length. */
const DELIMITER = new Set(['(', ')', ',', ':', ';', '[', "'"])
const WHITESPACE = /\s/

/**
 * Parses one Newick tree. Iterative: the nesting depth of a real tree (a caterpillar-like
 * 19,000-tip tree nests thousands deep) would overflow the call stack of a recursive parser.
 *
 * Unlike the strict Newick rule that an unquoted `_` stands for a space, labels are kept verbatim,
 * because tip labels must equal the feature ids of a table (`OTU_1` stays `OTU_1`).
 * A missing final `;` is accepted; anything but whitespace or comments after it is an error.
 */
export function parseNewick(text: string, options: NewickOptions = {}): PhyloTree {
  const fail = <C extends InputProblemCode>(code: C, params: InputProblemParams<C>, offset: number): never => {
    const { line, column } = lineAndColumn(text, offset)
    throw new AnalysisInputError(code, params, { file: options.fileName, line, column })
  }

  // Nodes are created in preorder; `finishOrder` records when each one is complete, which is
  // postorder because a node closes only after all of its children.
  const createdParent: number[] = []
  const createdLength: number[] = []
  const createdLabel: (string | null)[] = []
  const createdIsTip: boolean[] = []
  const childCount: number[] = []
  const finishOrder: number[] = []

  const createNode = (parent: number): number => {
    createdParent.push(parent)
    createdLength.push(Number.NaN)
    createdLabel.push(null)
    createdIsTip.push(true)
    childCount.push(0)
    if (parent >= 0) {
      childCount[parent]++
      createdIsTip[parent] = false
    }
    return createdParent.length - 1
  }

  let position = 0
  const skipSpaceAndComments = () => {
    while (position < text.length) {
      const character = text[position]
      if (WHITESPACE.test(character)) {
        position++
      } else if (character === '[') {
        const close = text.indexOf(']', position + 1)
        if (close < 0) fail('newick.unclosedComment', {}, position)
        position = close + 1
      } else {
        return
      }
    }
  }

  const readLabel = (): string | null => {
    skipSpaceAndComments()
    if (text[position] === "'") {
      const start = position
      let label = ''
      position++
      for (;;) {
        const close = text.indexOf("'", position)
        if (close < 0) fail('newick.unclosedQuote', {}, start)
        label += text.slice(position, close)
        position = close + 1
        if (text[position] === "'") {
          label += "'"
          position++
        } else {
          return label
        }
      }
    }
    const start = position
    while (position < text.length && !DELIMITER.has(text[position]) && !WHITESPACE.test(text[position])) position++
    return position > start ? text.slice(start, position) : null
  }

  const readBranchLength = (node: number) => {
    skipSpaceAndComments()
    if (text[position] !== ':') return
    position++
    skipSpaceAndComments()
    const start = position
    while (position < text.length && /[0-9eE+\-.]/.test(text[position])) position++
    const token = text.slice(start, position)
    const length = Number(token)
    if (token === '' || !Number.isFinite(length)) fail('newick.branchLengthNotNumber', { value: token }, start)
    createdLength[node] = length
  }

  // Reads the label and length that may follow a tip or a ")", then marks the node complete.
  const finishNode = (node: number) => {
    const label = readLabel()
    createdLabel[node] = label
    readBranchLength(node)
    finishOrder.push(node)
  }

  skipSpaceAndComments()
  if (position >= text.length) fail('newick.empty', {}, 0)

  const open: number[] = []
  let current = createNode(-1)
  // `expectingNode` is true where a subtree must start: at the beginning, after "(" and after ",".
  let expectingNode = true
  for (;;) {
    skipSpaceAndComments()
    const character = text[position]
    if (expectingNode) {
      if (character === '(') {
        open.push(current)
        current = createNode(current)
        position++
        continue
      }
      const tipStart = position
      finishNode(current)
      if (createdLabel[current] === null && position === tipStart && character !== ',' && character !== ')') {
        if (character === undefined) fail('newick.unexpectedEnd', {}, position)
        else fail('newick.unexpectedInLabel', { character }, position)
      }
      expectingNode = false
      continue
    }
    if (character === ',') {
      if (open.length === 0) fail('newick.commaOutside', {}, position)
      current = createNode(open[open.length - 1])
      position++
      expectingNode = true
    } else if (character === ')') {
      if (open.length === 0) fail('newick.unmatchedClose', {}, position)
      current = open.pop() as number
      position++
      finishNode(current)
    } else if (character === ';' || character === undefined) {
      if (open.length > 0) fail('newick.unclosedParentheses', { count: open.length }, position)
      if (character === ';') {
        position++
        skipSpaceAndComments()
        if (position < text.length) fail('newick.textAfterTree', {}, position)
      }
      break
    } else {
      fail('newick.unexpectedAfterNode', { character }, position)
    }
  }

  const nodeCount = finishOrder.length
  const postorderIndex = new Int32Array(nodeCount)
  finishOrder.forEach((created, index) => (postorderIndex[created] = index))
  const parent = new Int32Array(nodeCount)
  const branchLength = new Float64Array(nodeCount)
  const tipNames: (string | null)[] = new Array(nodeCount)
  const internalLabels: (string | null)[] = new Array(nodeCount)
  for (let index = 0; index < nodeCount; index++) {
    const created = finishOrder[index]
    const createdParentIndex = createdParent[created]
    parent[index] = createdParentIndex < 0 ? -1 : postorderIndex[createdParentIndex]
    branchLength[index] = createdLength[created]
    const isTip = createdIsTip[created]
    tipNames[index] = isTip ? (createdLabel[created] ?? '') : null
    internalLabels[index] = isTip ? null : createdLabel[created]
  }
  return { parent, branchLength, tipNames, internalLabels }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text[index] === '\n') {
      line++
      lineStart = index + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}
