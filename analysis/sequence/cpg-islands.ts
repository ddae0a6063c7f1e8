/**
 * CpG islands as EMBOSS 6.6.0 cpgplot finds them (Gardiner-Garden & Frommer 1987): the observed/expected
 * CpG ratio and the C+G percentage of a window centred on each base, and the stretches where both stay
 * above their thresholds for long enough. cpgplot works in C floats; each step is rounded to single
 * precision here (Math.fround) where cpgplot rounds it.
 */

import { cFixed } from './c-format'

const f = Math.fround

/** IUPAC codes as sets of bases (A 1, C 2, G 4, T/U 8), as EMBOSS's ajBaseAlphaToBin; anything else is 0. */
const BASE_BITS: Readonly<Record<string, number>> = {
  A: 1,
  C: 2,
  G: 4,
  T: 8,
  U: 8,
  M: 3,
  R: 5,
  W: 9,
  S: 6,
  Y: 10,
  K: 12,
  V: 7,
  H: 11,
  D: 13,
  B: 14,
  N: 15,
  X: 15,
}
const C_BIT = 2
const G_BIT = 4
const N_BITS = 15

export interface CpgOptions {
  /** Bases per window (cpgplot -window, default 100). */
  window: number
  /** Shortest island reported (cpgplot -minlen, default 200). */
  minLength: number
  /** Observed/expected CpG ratio an island must exceed (cpgplot -minoe, default 0.6). */
  minObservedExpected: number
  /** C+G percentage an island must exceed (cpgplot -minpc, default 50). */
  minPercent: number
}

export interface CpgProfile {
  /** Per base (0-based index): observed/expected CpG of the window centred there, 0 where no window is. */
  observedExpected: Float32Array
  /** Per base: C+G percentage of that window. */
  percent: Float32Array
  /** Per base: inside an island. */
  island: Uint8Array
  /** 0-based indices of the first and last base a window is centred on (last < first when none). */
  first: number
  last: number
  /** Islands, 1-based first and last base as cpgplot reports them, and the length it prints. */
  islands: { start: number; end: number; length: number }[]
}

/** One window's C count, G count and CpG count, N counted as a quarter of each (the base after the window included). */
function countWindow(bits: Uint8Array, from: number, window: number): { c: number; g: number; cg: number } {
  let c = 0
  let g = 0
  let cg = 0
  let next = bits[from] ?? 0
  for (let i = 0; i < window; i++) {
    const here = next
    next = bits[from + i + 1] ?? 0
    if (here === N_BITS) {
      c += 0.25
      if (next === N_BITS) cg += 0.0625
      continue
    }
    if (here !== 0 && (here & (15 - C_BIT)) === 0) {
      c += 1
      if (next !== 0 && (next & (15 - G_BIT)) === 0) cg += 1
    }
    if (here !== 0 && (here & (15 - G_BIT)) === 0) g += 1
  }
  return { c, g, cg }
}

/** cpgplot's profile and islands for one sequence. */
export function cpgIslands(sequence: string, options: CpgOptions): CpgProfile {
  const length = sequence.length
  const bits = Uint8Array.from(sequence.toUpperCase(), (code) => BASE_BITS[code] ?? 0)
  const observedExpected = new Float32Array(length)
  const percent = new Float32Array(length)
  const window = options.window
  const windowF = f(window)
  const offset = Math.floor(window / 2)
  for (let i = 0; i < length - window + 1; i++) {
    const j = i + offset
    const { c, g, cg } = countWindow(bits, i, window)
    const expected = f(f(c * g) / windowF)
    observedExpected[j] = expected === 0 ? 0 : f(cg / expected)
    percent[j] = f(f(f(c / windowF) * 100) + f(f(g / windowF) * 100))
  }
  // Islands: the mean of 11 values divided by 10, as cpgplot averages them, above both thresholds.
  const average = 10
  const island = new Uint8Array(length)
  const minObservedExpected = f(options.minObservedExpected)
  const minPercent = f(options.minPercent)
  let run = 0
  let first = 0
  for (let pos = 0; pos < length - average; pos++) {
    let sumPercent = 0
    let sumRatio = 0
    for (let i = pos; i <= pos + average; i++) {
      sumPercent = f(sumPercent + (percent[i] ?? 0))
      sumRatio = f(sumRatio + (observedExpected[i] ?? 0))
    }
    if (f(sumRatio / average) > minObservedExpected && f(sumPercent / average) > minPercent) {
      if (run === 0) first = pos
      run += 1
    } else {
      if (run >= options.minLength) island.fill(1, first, pos)
      run = 0
    }
  }
  if (run >= options.minLength) island.fill(1, first, length)
  const islands: CpgProfile['islands'] = []
  let start = -1
  for (let i = 0; i < length; i++) {
    if (island[i] && start < 0) start = i
    else if (!island[i] && start >= 0) {
      islands.push({ start: start + 1, end: i, length: i - start })
      start = -1
    }
  }
  if (start >= 0) islands.push({ start: start + 1, end: length - 1, length: length - start + 1 })
  return { observedExpected, percent, island, first: offset, last: length - window + offset, islands }
}

/** cpgplot's island report (-outfile) for one sequence. */
export function cpgplotReport(name: string, length: number, profile: CpgProfile, options: CpgOptions): string {
  const lines = [
    '',
    '',
    'CPGPLOT islands of unusual CG composition',
    `${name} from 1 to ${length}`,
    '',
    `     Observed/Expected ratio > ${cFixed(f(options.minObservedExpected), 2)}`,
    `     Percent C + Percent G > ${cFixed(f(options.minPercent), 2)}`,
    `     Length > ${options.minLength}`,
  ]
  for (const found of profile.islands) lines.push('', ` Length ${found.length} (${found.start}..${found.end})`)
  return lines.join('\n') + '\n'
}
