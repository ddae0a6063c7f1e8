import { NUCLEOTIDE_BITS_BY_CODE } from './alphabet'

/** Residue counts of one nucleotide sequence; `ambiguous` counts every IUPAC code other than A, C, G, T, U and N. */
export interface BaseComposition {
  readonly length: number
  readonly a: number
  readonly c: number
  readonly g: number
  /** T and U together. */
  readonly t: number
  readonly n: number
  readonly ambiguous: number
  /** Expected G+C count: each ambiguity code counts the share of its bases that are G or C (N 1/2, S 1, B 2/3). */
  readonly gcCount: number
}

/** Share of G or C among the bases of each 4-bit base set (see alphabet.ts). */
const GC_SHARE_BY_BITS: Float64Array = (() => {
  const share = new Float64Array(16)
  for (let mask = 1; mask < 16; mask++) {
    let bases = 0
    let gc = 0
    for (const bit of [1, 2, 4, 8]) {
      if ((mask & bit) === 0) continue
      bases++
      if (bit === 2 || bit === 4) gc++
    }
    share[mask] = gc / bases
  }
  return share
})()

/**
 * Counts the bases of a nucleotide sequence (either case). The G+C count weighs ambiguity codes
 * by the share of their bases that are G or C — EMBOSS geecee's rule — so GC content is
 * `gcCount / length`.
 */
export function baseComposition(sequence: string): BaseComposition {
  const counts = new Float64Array(16)
  const length = sequence.length
  for (let i = 0; i < length; i++) {
    const code = sequence.charCodeAt(i)
    counts[code < 128 ? NUCLEOTIDE_BITS_BY_CODE[code] : 0]++
  }
  let gcCount = 0
  let ambiguous = 0
  for (let mask = 1; mask < 16; mask++) {
    gcCount += counts[mask] * GC_SHARE_BY_BITS[mask]
    if (mask !== 1 && mask !== 2 && mask !== 4 && mask !== 8 && mask !== 15) ambiguous += counts[mask]
  }
  return { length, a: counts[1], c: counts[2], g: counts[4], t: counts[8], n: counts[15], ambiguous, gcCount }
}

/** GC content as a fraction of the length, as EMBOSS geecee computes it. */
export function gcFraction(sequence: string): number {
  const composition = baseComposition(sequence)
  return composition.length === 0 ? 0 : composition.gcCount / composition.length
}

/**
 * N50: the length L such that sequences of length L or longer hold at least half of all bases
 * (lengths sorted from the longest; the first whose running total reaches half the total).
 */
export function n50(lengths: ArrayLike<number>): number {
  const sorted = Float64Array.from(lengths).sort().reverse()
  let total = 0
  for (const length of sorted) total += length
  let running = 0
  for (const length of sorted) {
    running += length
    if (running * 2 >= total) return length
  }
  return 0
}

export interface SequenceSetSummary {
  readonly count: number
  readonly totalLength: number
  readonly minLength: number
  readonly maxLength: number
  readonly meanLength: number
  readonly n50: number
  /** G+C over all bases of all sequences (each ambiguity code weighed as in `baseComposition`). */
  readonly gcFraction: number
}

export function summarizeSequenceSet(compositions: readonly BaseComposition[]): SequenceSetSummary {
  const lengths = compositions.map((composition) => composition.length)
  const totalLength = lengths.reduce((sum, length) => sum + length, 0)
  const gcCount = compositions.reduce((sum, composition) => sum + composition.gcCount, 0)
  return {
    count: compositions.length,
    totalLength,
    minLength: lengths.reduce((min, length) => Math.min(min, length), lengths.length ? Infinity : 0),
    maxLength: lengths.reduce((max, length) => Math.max(max, length), 0),
    meanLength: compositions.length ? totalLength / compositions.length : 0,
    n50: n50(lengths),
    gcFraction: totalLength ? gcCount / totalLength : 0,
  }
}
