import { asciiString, NUCLEOTIDE_BITS_BY_CODE } from './alphabet'

/**
 * The standard genetic code, NCBI translation table 1, in NCBI's layout: codon i has the bases
 * BASE1[i] BASE2[i] BASE3[i] and codes for AMINO_ACIDS[i]. The same strings are EMBOSS's data
 * files EGC.0 and EGC.1, which differ only in their start codons.
 */
const AMINO_ACIDS = 'FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG'
const BASE1 = 'TTTTTTTTTTTTTTTTCCCCCCCCCCCCCCCCAAAAAAAAAAAAAAAAGGGGGGGGGGGGGGGG'
const BASE2 = 'TTTTCCCCAAAAGGGGTTTTCCCCAAAAGGGGTTTTCCCCAAAAGGGGTTTTCCCCAAAAGGGG'
const BASE3 = 'TCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAGTCAG'
/** Table 1's start codons TTG, CTG and ATG; EMBOSS's table 0 ("standard with AUG start only") keeps ATG alone. */
const TABLE_1_STARTS = '---M---------------M---------------M----------------------------'
const ATG_ONLY_STARTS = '-----------------------------------M----------------------------'

/** Which codons open an ORF: ATG only (EMBOSS's default table 0) or also TTG and CTG (NCBI table 1). */
export type StartCodons = 'atg' | 'ncbi1'

const STOP = '*'.charCodeAt(0)
const UNKNOWN = 'X'.charCodeAt(0)
const BASE_BIT: Readonly<Record<string, number>> = { A: 1, C: 2, G: 4, T: 8 }

/** Index of a codon given as three base sets (4-bit masks, 1..15). */
function codonIndex(first: number, second: number, third: number): number {
  return (first << 8) | (second << 4) | third
}

/**
 * The amino acid of every codon written with IUPAC codes: the one amino acid all the codons it
 * stands for agree on (GCN is A, TAR is stop), else X. A codon with a character that is no
 * nucleotide code is X.
 */
export type CodonTable = Uint8Array

/** The codon table of a genetic code given as NCBI's 64-letter `AAs` line (TTT, TTC, TTA, TTG, TCT... order). */
export function codonTable(aminoAcids: string): CodonTable {
  const unambiguous = new Map<number, number>()
  for (let i = 0; i < 64; i++)
    unambiguous.set(codonIndex(BASE_BIT[BASE1[i]], BASE_BIT[BASE2[i]], BASE_BIT[BASE3[i]]), aminoAcids.charCodeAt(i))
  const table = new Uint8Array(16 * 16 * 16).fill(UNKNOWN)
  const basesOf = (mask: number) => [1, 2, 4, 8].filter((bit) => (mask & bit) !== 0)
  for (let first = 1; first < 16; first++) {
    for (let second = 1; second < 16; second++) {
      for (let third = 1; third < 16; third++) {
        const codes = new Set<number>()
        for (const a of basesOf(first))
          for (const b of basesOf(second))
            for (const c of basesOf(third)) codes.add(unambiguous.get(codonIndex(a, b, c)) ?? UNKNOWN)
        table[codonIndex(first, second, third)] = codes.size === 1 ? [...codes][0] : UNKNOWN
      }
    }
  }
  return table
}

const AMINO_ACID_BY_CODON: CodonTable = codonTable(AMINO_ACIDS)

/** Start codons by codon index; only unambiguous codons start an ORF, as in EMBOSS. */
function startTable(starts: string): Uint8Array {
  const table = new Uint8Array(16 * 16 * 16)
  for (let i = 0; i < 64; i++)
    if (starts[i] === 'M') table[codonIndex(BASE_BIT[BASE1[i]], BASE_BIT[BASE2[i]], BASE_BIT[BASE3[i]])] = 1
  return table
}
const START_TABLES: Readonly<Record<StartCodons, Uint8Array>> = {
  atg: startTable(ATG_ONLY_STARTS),
  ncbi1: startTable(TABLE_1_STARTS),
}

const COMPLEMENT_BITS: Uint8Array = (() => {
  const table = new Uint8Array(16)
  for (let mask = 0; mask < 16; mask++)
    table[mask] = ((mask & 1) << 3) | ((mask & 2) << 1) | ((mask & 4) >> 1) | ((mask & 8) >> 3)
  return table
})()

function baseBits(charCode: number): number {
  return charCode < 128 ? NUCLEOTIDE_BITS_BY_CODE[charCode] : 0
}

/** Index into the codon tables of the codon at `position`, or -1 when a character is no nucleotide code. */
function forwardCodon(sequence: string, position: number): number {
  const first = baseBits(sequence.charCodeAt(position))
  const second = baseBits(sequence.charCodeAt(position + 1))
  const third = baseBits(sequence.charCodeAt(position + 2))
  return first && second && third ? codonIndex(first, second, third) : -1
}

/** The amino acid (character code) of the codon starting at `position` on the given strand's reading. */
export function translateCodonAt(sequence: string, position: number, table: CodonTable = AMINO_ACID_BY_CODON): number {
  const index = forwardCodon(sequence, position)
  return index < 0 ? UNKNOWN : table[index]
}

/** What a codon means to an ORF search: 1 start, -1 stop, 0 neither (a start codon counts as start first, as in EMBOSS). */
export function codonRole(sequence: string, position: number, startCodons: StartCodons): -1 | 0 | 1 {
  const index = forwardCodon(sequence, position)
  if (index < 0) return 0
  if (START_TABLES[startCodons][index]) return 1
  return AMINO_ACID_BY_CODON[index] === STOP ? -1 : 0
}

/** Reading frames as EMBOSS transeq numbers them: 1..3 forward, -1..-3 reverse. */
export type ReadingFrame = 1 | 2 | 3 | -1 | -2 | -3
export const SIX_FRAMES: readonly ReadingFrame[] = [1, 2, 3, -1, -2, -3]

/**
 * Translates one frame as EMBOSS transeq does. Forward frame f reads codons from base f; one
 * leftover base at the end becomes X, two become the amino acid their codon has whatever the
 * third base (GC… is A), else X. Reverse frame −f reads the codons of forward frame f on the
 * reverse strand, from the 3′ end; the one (−2) or two (−3) bases before them are translated the
 * same way. So frame −1 and frame 1 use the same triplets, as EMBOSS defines it.
 */
export function translateFrame(sequence: string, frame: ReadingFrame, table: CodonTable = AMINO_ACID_BY_CODON): string {
  const length = sequence.length
  const offset = Math.abs(frame) - 1
  const codons = Math.max(0, Math.floor((length - offset) / 3))
  const leftover = frame > 0 ? Math.max(0, length - offset - 3 * codons) : offset
  const out = new Uint8Array(codons + (leftover > 0 ? 1 : 0))
  if (frame > 0) {
    for (let c = 0; c < codons; c++) out[c] = translateCodonAt(sequence, offset + 3 * c, table)
    if (leftover > 0)
      out[codons] =
        leftover === 2
          ? partialCodon(baseBits(sequence.charCodeAt(length - 2)), baseBits(sequence.charCodeAt(length - 1)), table)
          : UNKNOWN
  } else {
    for (let c = 0; c < codons; c++) {
      const position = offset + 3 * (codons - 1 - c)
      out[c] = reverseCodon(sequence, position, table)
    }
    if (leftover > 0) {
      out[codons] =
        leftover === 2 && length >= 2
          ? partialCodon(
              COMPLEMENT_BITS[baseBits(sequence.charCodeAt(1))],
              COMPLEMENT_BITS[baseBits(sequence.charCodeAt(0))],
              table,
            )
          : UNKNOWN
    }
  }
  return asciiString(out)
}

/** The amino acid of the reverse complement of the codon at `position`. */
function reverseCodon(sequence: string, position: number, table: CodonTable): number {
  const first = COMPLEMENT_BITS[baseBits(sequence.charCodeAt(position + 2))]
  const second = COMPLEMENT_BITS[baseBits(sequence.charCodeAt(position + 1))]
  const third = COMPLEMENT_BITS[baseBits(sequence.charCodeAt(position))]
  return first && second && third ? table[codonIndex(first, second, third)] : UNKNOWN
}

/** Two bases and an unknown third: the amino acid when all four completions agree. */
function partialCodon(first: number, second: number, table: CodonTable): number {
  return first && second ? table[codonIndex(first, second, 15)] : UNKNOWN
}

export interface FrameTranslation {
  /** As transeq names them: the sequence name and `_1`..`_3` forward, `_4`..`_6` for frames −1..−3. */
  readonly name: string
  readonly frame: ReadingFrame
  readonly protein: string
}

export function sixFrameTranslation(name: string, sequence: string): FrameTranslation[] {
  return SIX_FRAMES.map((frame) => ({
    name: `${name}_${frame > 0 ? frame : 3 - frame}`,
    frame,
    protein: translateFrame(sequence, frame),
  }))
}
