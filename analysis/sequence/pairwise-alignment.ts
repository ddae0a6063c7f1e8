import { substitutionScore, type SubstitutionMatrix } from './substitution-matrices'

/**
 * Pairwise alignment scored exactly as EMBOSS 6.6.0 needle (global, Needleman-Wunsch with affine
 * gaps, end gaps free) and water (local, Smith-Waterman with affine gaps): a gap of length L costs
 * open + (L − 1) × extend. The recurrences, the order in which ties are broken and the traceback
 * follow EMBOSS's nucleus/embaln.c (embAlignPathCalcWithEndGapPenalties, embAlignPathCalcSW,
 * embAlignWalkSWMatrix), including its single-precision arithmetic, so score, alignment,
 * identity, similarity and gaps come out as EMBOSS prints them. The identity and similarity
 * counts follow EMBOSS's ajalign.c.
 */

export interface AlignmentScoring {
  readonly matrix: SubstitutionMatrix
  readonly gapOpen: number
  readonly gapExtend: number
}

export type AlignmentMode = 'global' | 'local'

export interface PairwiseAlignment {
  readonly mode: AlignmentMode
  /** The aligned sequences, `-` for gaps, letters in their input case. */
  readonly alignedA: string
  readonly alignedB: string
  /** One character per column: `|` identical, `:` similar (positive score), `.` other pair, space for a gap. */
  readonly markup: string
  /** 1-based position of the first residue of each sequence inside the alignment. */
  readonly startA: number
  readonly startB: number
  readonly score: number
  /** Columns, identical columns, similar columns (identical included), columns with a gap. */
  readonly length: number
  readonly identity: number
  readonly similarity: number
  readonly gaps: number
}

const f = Math.fround

/**
 * needle and water round both gap penalties to 16 significant bits before use (ajRoundFloat with 8
 * bits kept free "for cumulative error"), so an extension of 0.3 is really 0.30000305.
 */
export function embossGapPenalty(value: number): number {
  const KEPT_BITS = 16
  const single = f(value)
  if (single === 0 || !Number.isFinite(single)) return single
  const exponent = Math.floor(Math.log2(Math.abs(single))) + 1
  const mantissa = single / 2 ** exponent // in [0.5, 1), as C's frexp gives it
  const scaled = mantissa * 2 ** KEPT_BITS
  let whole = Math.trunc(scaled)
  const remainder = scaled - whole
  if (remainder > 0.5) whole += 1
  if (remainder < -0.5) whole -= 1
  return f((whole / 2 ** KEPT_BITS) * 2 ** exponent)
}
/** EMBOSS's U_FEPS and E_FPEQ: floats this close count as equal. */
const FLOAT_TOLERANCE = f(1.192e-6)
function nearlyEqual(a: number, b: number): boolean {
  return f(b - FLOAT_TOLERANCE) < a && a < f(b + FLOAT_TOLERANCE)
}

const DIAGONAL = 0
const LEFT = 1 // a gap in the first sequence: b[x] against nothing
const DOWN = 2 // a gap in the second sequence: a[y] against nothing

/** One byte per cell records what the global traceback asks of that cell. */
const EXTENDS_LEFT_GAP = 1 // ix here continues ix of the cell to the left
const EXTENDS_DOWN_GAP = 2 // iy here continues iy of the cell above
const MATCH_NOT_BELOW_LEFT = 4 // m ≥ ix
const MATCH_NOT_BELOW_DOWN = 8 // m ≥ iy
const MATCH_EQUALS_LEFT = 16
const MATCH_EQUALS_DOWN = 32
const LEFT_NOT_BELOW_DOWN = 64 // ix ≥ iy

/** Each residue's row in the substitution matrix (0 for a letter the matrix lacks). */
function matrixRows(sequence: string, matrix: SubstitutionMatrix): Uint8Array {
  const rows = new Uint8Array(sequence.length)
  for (let i = 0; i < sequence.length; i++) {
    const code = sequence.charCodeAt(i)
    rows[i] = code < 128 ? matrix.indexByCode[code] : 0
  }
  return rows
}

/** A scorer for cell (y, x) reading the matrix directly: the DP's innermost operation. */
function cellScorer(a: string, b: string, matrix: SubstitutionMatrix): (y: number, x: number) => number {
  const rowsA = matrixRows(a, matrix)
  const rowsB = matrixRows(b, matrix)
  const { scores, size } = matrix
  return (y, x) => scores[rowsA[y] * size + rowsB[x]]
}

/**
 * Global alignment as needle computes it: three score rows (match, gap in a, gap in b) with only
 * the previous row kept, and a byte per cell for the traceback, so 2,000 × 2,000 needs 4 MB.
 */
export function alignGlobal(a: string, b: string, scoring: AlignmentScoring): PairwiseAlignment {
  const lenA = a.length
  const lenB = b.length
  if (lenA === 0 || lenB === 0) throw new RangeError('alignGlobal: both sequences need at least one residue')
  const { matrix } = scoring
  const open = embossGapPenalty(scoring.gapOpen)
  const extend = embossGapPenalty(scoring.gapExtend)
  const score = cellScorer(a, b, matrix)

  let prevM = new Float32Array(lenB)
  let prevIx = new Float32Array(lenB)
  let prevIy = new Float32Array(lenB)
  let curM = new Float32Array(lenB)
  let curIx = new Float32Array(lenB)
  let curIy = new Float32Array(lenB)
  const trace = new Uint8Array(lenA * lenB)

  for (let y = 0; y < lenA; y++) {
    const lastRow = y === lenA - 1
    // Gap extensions in the first and last row are end gaps, which the traceback prices at 0.
    const rowExtend = y === 0 || lastRow ? 0 : extend
    // Column 0: a[0..y-1] before b[0] is a free end gap.
    if (y === 0) {
      curM[0] = score(0, 0)
      curIx[0] = lenA === 1 ? 0 : -open
      // EMBOSS sets the end cell of the first row to 0 only after filling the first column.
      curIy[0] = lenB === 1 ? 0 : -open
    } else {
      const fromMatch = f(prevM[0] - open)
      const fromGap = f((y === 1 ? -open : prevIy[0]) - extend)
      curIy[0] = fromMatch >= fromGap ? fromMatch : fromGap
      curM[0] = score(y, 0)
      curIx[0] = lastRow ? 0 : -open
    }
    for (let x = 1; x < lenB; x++) {
      const lastColumn = x === lenB - 1
      if (y === 0) {
        const fromMatch = f(curM[x - 1] - open)
        const fromGap = f(curIx[x - 1] - extend)
        curIx[x] = fromMatch >= fromGap ? fromMatch : fromGap
        curM[x] = score(0, x)
        curIy[x] = lastColumn ? 0 : -open
        continue
      }
      const mp = prevM[x - 1]
      const ixp = prevIx[x - 1]
      const iyp = prevIy[x - 1]
      curM[x] = f((mp > ixp && mp > iyp ? mp : ixp > iyp ? ixp : iyp) + score(y, x))

      let opened: number
      let extended: number
      if (lastColumn) {
        opened = prevM[x]
        extended = prevIy[x]
      } else {
        opened = f((prevM[x] < prevIx[x] ? prevIx[x] : prevM[x]) - open)
        extended = f(prevIy[x] - extend)
      }
      curIy[x] = opened > extended ? opened : extended

      if (lastRow) {
        opened = curM[x - 1]
        extended = curIx[x - 1]
      } else {
        opened = f((curM[x - 1] < curIy[x - 1] ? curIy[x - 1] : curM[x - 1]) - open)
        extended = f(curIx[x - 1] - extend)
      }
      curIx[x] = opened > extended ? opened : extended
    }
    for (let x = 0; x < lenB; x++) {
      const m = curM[x]
      const ix = curIx[x]
      const iy = curIy[x]
      let bits = 0
      if (x > 0 && nearlyEqual(rowExtend, f(curIx[x - 1] - ix))) bits |= EXTENDS_LEFT_GAP
      const columnExtend = x === 0 || x === lenB - 1 ? 0 : extend
      if (y > 0 && nearlyEqual(columnExtend, f(prevIy[x] - iy))) bits |= EXTENDS_DOWN_GAP
      if (m >= ix) bits |= MATCH_NOT_BELOW_LEFT
      if (m >= iy) bits |= MATCH_NOT_BELOW_DOWN
      if (nearlyEqual(m, ix)) bits |= MATCH_EQUALS_LEFT
      if (nearlyEqual(m, iy)) bits |= MATCH_EQUALS_DOWN
      if (ix >= iy) bits |= LEFT_NOT_BELOW_DOWN
      trace[y * lenB + x] = bits
    }
    ;[prevM, curM] = [curM, prevM]
    ;[prevIx, curIx] = [curIx, prevIx]
    ;[prevIy, curIy] = [curIy, prevIy]
  }

  // The last row is now in prev*; the alignment ends in the last cell (end gaps are in the recurrences).
  const lastM = prevM[lenB - 1]
  const lastIx = prevIx[lenB - 1]
  const lastIy = prevIy[lenB - 1]
  const finalScore = lastM > lastIx && lastM > lastIy ? lastM : lastIx > lastIy ? lastIx : lastIy

  const columnsA: number[] = []
  const columnsB: number[] = []
  let y = lenA - 1
  let x = lenB - 1
  let previous = DIAGONAL
  while (x >= 0 && y >= 0) {
    const bits = trace[y * lenB + x]
    let move: number
    if (previous === LEFT && (trace[y * lenB + x + 1] & EXTENDS_LEFT_GAP) !== 0) move = LEFT
    else if (previous === DOWN && (trace[(y + 1) * lenB + x] & EXTENDS_DOWN_GAP) !== 0) move = DOWN
    else if ((bits & MATCH_NOT_BELOW_LEFT) !== 0 && (bits & MATCH_NOT_BELOW_DOWN) !== 0) {
      if (previous === LEFT && (bits & MATCH_EQUALS_LEFT) !== 0) move = LEFT
      else if (previous === DOWN && (bits & MATCH_EQUALS_DOWN) !== 0) move = DOWN
      else move = DIAGONAL
    } else move = (bits & LEFT_NOT_BELOW_DOWN) !== 0 ? LEFT : DOWN
    if (move === DIAGONAL) {
      columnsA.push(y--)
      columnsB.push(x--)
    } else if (move === LEFT) {
      columnsA.push(-1)
      columnsB.push(x--)
    } else {
      columnsA.push(y--)
      columnsB.push(-1)
    }
    previous = move
  }
  for (; x >= 0; x--) {
    columnsA.push(-1)
    columnsB.push(x)
  }
  for (; y >= 0; y--) {
    columnsA.push(y)
    columnsB.push(-1)
  }
  columnsA.reverse()
  columnsB.reverse()
  return describeAlignment('global', a, b, columnsA, columnsB, finalScore, matrix)
}

/**
 * Local alignment as water computes it: one score matrix with running row and column gap maxima
 * and a direction per cell, then EMBOSS's walk back from the best cell, which re-derives each gap's
 * length from the scores. Needs the whole matrix (4 bytes + 1 byte per cell).
 */
export function alignLocal(a: string, b: string, scoring: AlignmentScoring): PairwiseAlignment {
  const lenA = a.length
  const lenB = b.length
  if (lenA === 0 || lenB === 0) throw new RangeError('alignLocal: both sequences need at least one residue')
  const { matrix } = scoring
  const open = embossGapPenalty(scoring.gapOpen)
  const extend = embossGapPenalty(scoring.gapExtend)
  const score = cellScorer(a, b, matrix)
  const path = new Float32Array(lenA * lenB)
  const compass = new Uint8Array(lenA * lenB)
  // Best horizontal-gap score ending in each row, carried from column to column (EMBOSS keeps it in double).
  const rowGap = new Float64Array(lenA)

  for (let y = 0; y < lenA; y++) {
    const result = score(y, 0)
    const cell = y * lenB
    const fromAbove = y === 0 ? 0 : f(path[cell - lenB] - (compass[cell - lenB] === DOWN ? extend : open))
    if (result > fromAbove && result > 0) {
      path[cell] = result
      compass[cell] = DIAGONAL
    } else if (fromAbove > 0) {
      path[cell] = fromAbove
      compass[cell] = DOWN
    } else {
      path[cell] = 0
      compass[cell] = DIAGONAL
    }
    rowGap[y] = f(y === 0 ? path[cell] - open : path[cell] - (compass[cell - lenB] === DOWN ? extend : open))
  }
  for (let x = 0; x < lenB; x++) {
    const result = score(0, x)
    const fromLeft = x === 0 ? 0 : f(path[x - 1] - (compass[x - 1] === LEFT ? extend : open))
    if (result > fromLeft && result > 0) {
      path[x] = result
      compass[x] = DIAGONAL
    } else if (fromLeft > 0) {
      path[x] = fromLeft
      compass[x] = LEFT
    } else {
      path[x] = 0
      compass[x] = DIAGONAL
    }
  }

  let best = -3.4028234663852886e38 // -FLT_MAX
  for (let x = 1; x < lenB; x++) {
    let columnGap = f(f(path[x] - open) - extend)
    for (let y = 1; y < lenA; y++) {
      const cell = y * lenB + x
      let cellScore = path[cell - lenB - 1] + score(y, x)
      compass[cell] = DIAGONAL
      path[cell] = cellScore
      rowGap[y] -= extend
      let opened = path[cell - 1] - open
      if (opened > rowGap[y]) rowGap[y] = opened
      if (rowGap[y] > cellScore) {
        cellScore = rowGap[y]
        path[cell] = cellScore
        compass[cell] = LEFT
      }
      columnGap -= extend
      opened = path[cell - lenB] - open
      if (opened > columnGap) columnGap = opened
      if (columnGap > cellScore) {
        cellScore = columnGap
        path[cell] = cellScore
        compass[cell] = DOWN
      }
      if (cellScore > best) best = f(cellScore)
      if (path[cell] < 0) path[cell] = 0
    }
  }
  // EMBOSS takes the score from the inner cells only; with a one-residue sequence there are none.
  if (lenA === 1 || lenB === 1) best = path.reduce((max, value) => Math.max(max, value), 0)

  // The walk starts in the best cell, the first one in row order on ties (EMBOSS scans backwards).
  let bestValue = -3.4028234663852886e38
  let y = 0
  let x = 0
  for (let cell = lenA * lenB - 1; cell >= 0; cell--) {
    // Compared in double precision, as EMBOSS does against its double `pmax`.
    if (
      path[cell] > bestValue ||
      (bestValue - FLOAT_TOLERANCE < path[cell] && path[cell] < bestValue + FLOAT_TOLERANCE)
    ) {
      bestValue = path[cell]
      y = Math.floor(cell / lenB)
      x = cell % lenB
    }
  }
  const columnsA: number[] = []
  const columnsB: number[] = []
  const GAP_MATCH_TOLERANCE = 0.01
  walk: while (x >= 0 && y >= 0) {
    const cell = y * lenB + x
    const direction = compass[cell]
    if (direction === DIAGONAL) {
      columnsA.push(y--)
      columnsB.push(x--)
      if (y >= 0 && x >= 0 && path[y * lenB + x] <= 0) break
      continue
    }
    // Find the gap's length: the nearest cell from which opening and extending gives this score.
    const cellScore = path[cell]
    let gapLength = 0
    let origin: number
    for (let at = direction === LEFT ? x - 1 : y - 1; ; at--, gapLength++) {
      const from = direction === LEFT ? path[y * lenB + at] : path[at * lenB + x]
      origin = f(f(from - open) - f(gapLength * extend))
      if (at === 0 || Math.abs(cellScore - origin) < GAP_MATCH_TOLERANCE) break
    }
    if (origin <= 0) break walk
    for (let k = 0; k <= gapLength; k++) {
      if (direction === LEFT) {
        columnsA.push(-1)
        columnsB.push(x--)
      } else {
        columnsA.push(y--)
        columnsB.push(-1)
      }
    }
  }
  columnsA.reverse()
  columnsB.reverse()
  return describeAlignment('local', a, b, columnsA, columnsB, best, matrix)
}

/**
 * Builds the aligned strings and EMBOSS's statistics from the columns (residue index or -1 for a
 * gap). A column is identical when both letters are the same matrix letter; similar when one of
 * the letters scores positively against itself and against the other (ajalign.c's consensus with
 * two sequences of weight 1). The markup is EMBOSS's: `|` identical and self-similar, `:` similar,
 * `.` a pair whose first letter scores positively only against itself, space otherwise.
 */
function describeAlignment(
  mode: AlignmentMode,
  a: string,
  b: string,
  columnsA: readonly number[],
  columnsB: readonly number[],
  score: number,
  matrix: SubstitutionMatrix,
): PairwiseAlignment {
  let alignedA = ''
  let alignedB = ''
  let markup = ''
  let identity = 0
  let similarity = 0
  let gaps = 0
  for (let c = 0; c < columnsA.length; c++) {
    const i = columnsA[c]
    const j = columnsB[c]
    alignedA += i < 0 ? '-' : a[i]
    alignedB += j < 0 ? '-' : b[j]
    if (i < 0 || j < 0) {
      gaps++
      markup += ' '
      continue
    }
    const codeA = a.charCodeAt(i)
    const codeB = b.charCodeAt(j)
    const indexA = codeA < 128 ? matrix.indexByCode[codeA] : 0
    const indexB = codeB < 128 ? matrix.indexByCode[codeB] : 0
    // A letter the matrix lacks scores 0 against everything, so it is never identical or similar.
    const pair = substitutionScore(matrix, codeA, codeB) > 0 ? 1 : 0
    const supportA = (substitutionScore(matrix, codeA, codeA) > 0 ? 1 : 0) + pair
    const supportB = (substitutionScore(matrix, codeB, codeB) > 0 ? 1 : 0) + pair
    const isIdentical = indexA !== 0 && indexA === indexB
    const isSimilar = supportA === 2 || supportB === 2
    if (isIdentical) identity++
    if (isSimilar) similarity++
    markup += supportA === 2 ? (isIdentical ? '|' : ':') : supportA === 1 ? '.' : ' '
  }
  const firstA = columnsA.find((index) => index >= 0)
  const firstB = columnsB.find((index) => index >= 0)
  return {
    mode,
    alignedA,
    alignedB,
    markup,
    startA: firstA === undefined ? 0 : firstA + 1,
    startB: firstB === undefined ? 0 : firstB + 1,
    score,
    length: columnsA.length,
    identity,
    similarity,
    gaps,
  }
}
