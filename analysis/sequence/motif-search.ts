import { AnalysisInputError } from '../errors'
import { invalidLetterError, NUCLEOTIDE_BITS_BY_CODE, reverseComplement } from './alphabet'

/**
 * Fuzzy search for a nucleotide pattern with up to k mismatches, as EMBOSS fuzznuc
 * (`-pattern P -pmismatch k [-complement]`) reports it: every start position whose window differs
 * from the pattern in at most k places, overlapping hits included, on the forward strand and
 * optionally on the reverse strand.
 *
 * A pattern letter matches as fuzznuc's pattern compiler expands it: A, C, G, T and U only
 * themselves; an ambiguity code every letter that stands for some of its bases (R matches A, G
 * and R; B matches C, G, T, S, Y, K and B); N anything. So a sequence N is a mismatch for every
 * pattern letter but N.
 */

export interface MotifPattern {
  /** The pattern in upper case. */
  readonly text: string
  /** For each pattern position, which sequence character codes match it (128 entries). */
  readonly matches: readonly Uint8Array[]
}

const ANY = 'N'

/** Checks and compiles a pattern of IUPAC nucleotide letters (either case). */
export function parseMotifPattern(pattern: string, options: { source?: string } = {}): MotifPattern {
  const text = pattern.trim().toUpperCase()
  if (text.length === 0) throw new AnalysisInputError('sequence.noSequence', {}, { file: options.source })
  const leading = pattern.length - pattern.trimStart().length
  const matches = [...text].map((letter, i) => {
    const bits = NUCLEOTIDE_BITS_BY_CODE[letter.charCodeAt(0)] ?? 0
    if (letter.charCodeAt(0) >= 128 || bits === 0) {
      throw invalidLetterError(letter, 'nucleotide', { file: options.source, column: leading + i + 1 })
    }
    return matchTable(letter, bits)
  })
  return { text, matches }
}

function matchTable(letter: string, bits: number): Uint8Array {
  const table = new Uint8Array(128)
  if (letter === ANY) return table.fill(1)
  const isPlainBase = bits === 1 || bits === 2 || bits === 4 || bits === 8
  for (let code = 0; code < 128; code++) {
    const upper = String.fromCharCode(code).toUpperCase()
    if (isPlainBase) {
      table[code] = upper === letter ? 1 : 0
      continue
    }
    const candidate = NUCLEOTIDE_BITS_BY_CODE[upper.charCodeAt(0)]
    // U and N are never part of an ambiguity code's class in fuzznuc.
    table[code] = candidate !== 0 && upper !== 'U' && upper !== ANY && (candidate & ~bits) === 0 ? 1 : 0
  }
  return table
}

export interface MotifHit {
  /** 1-based positions on the forward strand, start ≤ end, for either strand. */
  readonly start: number
  readonly end: number
  readonly strand: '+' | '-'
  readonly mismatches: number
  /** The matched bases read along the hit's strand (the reverse complement for `-`), case kept. */
  readonly matched: string
}

/** All hits on the forward strand by position, then (if asked) all reverse-strand hits by position. */
export function searchMotif(
  sequence: string,
  pattern: MotifPattern,
  options: { mismatches: number; reverseStrand: boolean },
): MotifHit[] {
  const forward = scan(sequence, pattern, options.mismatches).map(({ offset, mismatches }) => ({
    start: offset + 1,
    end: offset + pattern.matches.length,
    strand: '+' as const,
    mismatches,
    matched: sequence.slice(offset, offset + pattern.matches.length),
  }))
  if (!options.reverseStrand) return forward
  const reverse = reverseComplement(sequence)
  const length = sequence.length
  const width = pattern.matches.length
  const reverseHits = scan(reverse, pattern, options.mismatches)
    .map(({ offset, mismatches }) => ({
      start: length - offset - width + 1,
      end: length - offset,
      strand: '-' as const,
      mismatches,
      matched: reverse.slice(offset, offset + width),
    }))
    .sort((a, b) => a.start - b.start)
  return [...forward, ...reverseHits]
}

function scan(sequence: string, pattern: MotifPattern, allowed: number): { offset: number; mismatches: number }[] {
  const hits: { offset: number; mismatches: number }[] = []
  const width = pattern.matches.length
  for (let offset = 0; offset + width <= sequence.length; offset++) {
    let mismatches = 0
    for (let p = 0; p < width && mismatches <= allowed; p++) {
      const code = sequence.charCodeAt(offset + p)
      if (code >= 128 || pattern.matches[p][code] === 0) mismatches++
    }
    if (mismatches <= allowed) hits.push({ offset, mismatches })
  }
  return hits
}
