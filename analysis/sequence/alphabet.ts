/**
 * The IUPAC alphabets (Cornish-Bowden 1985, NC-IUB nomenclature): nucleotide codes as sets of the
 * four bases, amino-acid letters, and the complement of every nucleotide code.
 */
import { AnalysisInputError, type InputLocation } from '../errors'

/** Bit per base: A 1, C 2, G 4, T/U 8; an ambiguity code is the union of the bases it stands for. */
export const BASE_BITS = { A: 1, C: 2, G: 4, T: 8 } as const

/** Each IUPAC nucleotide code (upper case) with the bases it stands for. */
export const NUCLEOTIDE_CODES: Readonly<Record<string, number>> = {
  A: 1,
  C: 2,
  G: 4,
  T: 8,
  U: 8,
  R: 1 | 4,
  Y: 2 | 8,
  S: 2 | 4,
  W: 1 | 8,
  K: 4 | 8,
  M: 1 | 2,
  B: 2 | 4 | 8,
  D: 1 | 4 | 8,
  H: 1 | 2 | 8,
  V: 1 | 2 | 4,
  N: 1 | 2 | 4 | 8,
}

/** The 20 standard amino acids, the ambiguity letters B, Z, X, J, the rare U and O, and `*` for stop. */
export const PROTEIN_LETTERS = 'ACDEFGHIKLMNPQRSTVWYBZXJUO*'

/** Base sets by character code (either case); 0 for a character that is no nucleotide code. */
export const NUCLEOTIDE_BITS_BY_CODE: Uint8Array = (() => {
  const table = new Uint8Array(128)
  for (const [letter, bits] of Object.entries(NUCLEOTIDE_CODES)) {
    table[letter.charCodeAt(0)] = bits
    table[letter.toLowerCase().charCodeAt(0)] = bits
  }
  return table
})()

const PROTEIN_BY_CODE: Uint8Array = (() => {
  const table = new Uint8Array(128)
  for (const letter of PROTEIN_LETTERS) {
    table[letter.charCodeAt(0)] = 1
    table[letter.toLowerCase().charCodeAt(0)] = 1
  }
  return table
})()

export function isNucleotideCode(charCode: number): boolean {
  return charCode < 128 && NUCLEOTIDE_BITS_BY_CODE[charCode] !== 0
}

export function isProteinCode(charCode: number): boolean {
  return charCode < 128 && PROTEIN_BY_CODE[charCode] !== 0
}

/** True when every letter of the sequence is an IUPAC nucleotide code. */
export function isNucleotideSequence(sequence: string): boolean {
  for (let i = 0; i < sequence.length; i++) if (!isNucleotideCode(sequence.charCodeAt(i))) return false
  return sequence.length > 0
}

const DNA_COMPLEMENT: Readonly<Record<string, string>> = {
  A: 'T',
  C: 'G',
  G: 'C',
  T: 'A',
  U: 'A',
  R: 'Y',
  Y: 'R',
  S: 'S',
  W: 'W',
  K: 'M',
  M: 'K',
  B: 'V',
  V: 'B',
  D: 'H',
  H: 'D',
  N: 'N',
}

function complementTable(adenineComplement: 'T' | 'U'): Uint8Array {
  const table = new Uint8Array(128)
  for (const [letter, complement] of Object.entries(DNA_COMPLEMENT)) {
    const target = complement === 'T' ? adenineComplement : complement
    table[letter.charCodeAt(0)] = target.charCodeAt(0)
    table[letter.toLowerCase().charCodeAt(0)] = target.toLowerCase().charCodeAt(0)
  }
  return table
}

const DNA_COMPLEMENT_BY_CODE = complementTable('T')
const RNA_COMPLEMENT_BY_CODE = complementTable('U')

/** How revseq turns a sequence round: reverse complement (the default), complement only (-noreverse) or reverse only (-nocomplement). */
export type StrandOperation = 'reverse-complement' | 'complement' | 'reverse'

/**
 * The reverse complement, case kept, ambiguity codes complemented (R↔Y, K↔M, B↔V, D↔H; S, W, N
 * are their own). A sequence with U and no T is RNA and stays RNA (A pairs with U).
 * Throws on a character that is no nucleotide code: callers validate input first.
 */
export function reverseComplement(sequence: string): string {
  return transformStrand(sequence, 'reverse-complement')
}

export function transformStrand(sequence: string, operation: StrandOperation): string {
  const isRna = /[Uu]/.test(sequence) && !/[Tt]/.test(sequence)
  const table = isRna ? RNA_COMPLEMENT_BY_CODE : DNA_COMPLEMENT_BY_CODE
  const reverse = operation !== 'complement'
  const complement = operation !== 'reverse'
  const length = sequence.length
  const out = new Uint8Array(length)
  for (let i = 0; i < length; i++) {
    const from = reverse ? length - 1 - i : i
    const code = sequence.charCodeAt(from)
    const result = !complement ? code : code < 128 ? table[code] : 0
    if (result === 0 || result >= 128)
      throw new RangeError(`transformStrand: "${sequence[from]}" is not a nucleotide code`)
    out[i] = result
  }
  return asciiString(out)
}

/** Decodes bytes that are known to be ASCII, in chunks (a 500,000-base string in one call overflows the argument list). */
export function asciiString(bytes: Uint8Array): string {
  const CHUNK = 0x8000
  let text = ''
  for (let start = 0; start < bytes.length; start += CHUNK)
    text += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  return text
}

/** Which letters a sequence may hold: IUPAC nucleotide codes, or amino-acid letters and `*`. */
export type SequenceAlphabet = 'nucleotide' | 'protein'

/** The input error for a letter outside the alphabet, naming the letter so a user can see it. */
export function invalidLetterError(
  character: string,
  alphabet: SequenceAlphabet,
  location: InputLocation,
): AnalysisInputError {
  return new AnalysisInputError(
    alphabet === 'nucleotide' ? 'sequence.invalidNucleotide' : 'sequence.invalidAminoAcid',
    { character: printable(character) },
    location,
  )
}

/** Shows a control character or a space as its code, so the message points at something visible. */
export function printable(character: string): string {
  const code = character.codePointAt(0) ?? 0
  return code <= 0x20 || code === 0x7f ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : character
}
