/**
 * Word (k-mer) composition as EMBOSS 6.6.0 compseq counts it: every overlapping word of `word`
 * letters in every sequence (upper-cased), words holding a letter outside the alphabet counted as
 * "Other"; the observed frequency of a word is its count over all words counted. The expected
 * frequency is either equal for every word (1 / number of possible words) or, with `calcfreq`, the
 * product of the observed single-letter frequencies. With `reverse` the reverse complement of a
 * nucleotide sequence is counted too.
 *
 * The alphabets are compseq's: A C G T for nucleotides (U and ambiguity codes are Other), and the 21
 * letters A C D E F G H I K L M N P Q R S T U V W Y for proteins (B, Z, X, J, O are Other).
 */
import { reverseComplement } from './alphabet'

export const NUCLEOTIDE_WORD_LETTERS = 'ACGT'
export const PROTEIN_WORD_LETTERS = 'ACDEFGHIKLMNPQRSTUVWY'

export interface WordCount {
  readonly word: string
  readonly count: number
  readonly observed: number
  readonly expected: number
  /** Observed / expected; compseq prints 10000000000 where the expected frequency is 0. */
  readonly ratio: number
}

export interface WordComposition {
  readonly wordSize: number
  readonly total: number
  /** Every possible word in alphabetical order (with `zeroCount`), or only those seen. */
  readonly words: WordCount[]
  readonly other: WordCount
}

/** compseq's ratio where the expected frequency is zero. */
export const NO_EXPECTATION = 10_000_000_000

function letterIndex(alphabet: string): Int8Array {
  const table = new Int8Array(128).fill(-1)
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i
  return table
}

/** The index of the word at `position`, or -1 when it holds a letter outside the alphabet (or runs past the end). */
function wordIndex(sequence: string, position: number, size: number, index: Int8Array, base: number): number {
  let result = 0
  for (let i = 0; i < size; i++) {
    const code = sequence.charCodeAt(position + i)
    const letter = code < 128 ? index[code] : -1
    if (letter < 0) return -1
    result = result * base + letter
  }
  return result
}

export function wordComposition(
  sequences: readonly string[],
  options: { wordSize: number; nucleotide: boolean; calcFreq: boolean; reverse: boolean; zeroCount: boolean },
): WordComposition {
  const alphabet = options.nucleotide ? NUCLEOTIDE_WORD_LETTERS : PROTEIN_WORD_LETTERS
  const index = letterIndex(alphabet)
  const base = alphabet.length
  const size = options.wordSize
  const possible = base ** size
  const counts = new Float64Array(possible)
  const singles = new Float64Array(base)
  let other = 0
  let total = 0
  let singleOther = 0
  let singleTotal = 0
  const count = (sequence: string, guardShort: boolean) => {
    // compseq reads up to position max(length − word, 1) when the sequence is no longer than the word.
    const last = guardShort && sequence.length <= size ? 1 : sequence.length - size
    for (let position = 0; position <= last; position++) {
      const found = wordIndex(sequence, position, size, index, base)
      if (found < 0) other++
      else counts[found]++
      total++
    }
    if (options.calcFreq)
      for (let position = 0; position < sequence.length; position++) {
        const found = wordIndex(sequence, position, 1, index, base)
        if (found < 0) singleOther++
        else singles[found]++
        singleTotal++
      }
  }
  for (const raw of sequences) {
    const sequence = raw.toUpperCase()
    count(sequence, true)
    if (options.nucleotide && options.reverse) count(reverseComplement(sequence), false)
  }
  const words: WordCount[] = []
  const letters = new Array<number>(size)
  for (let i = 0; i < possible; i++) {
    if (!options.zeroCount && counts[i] === 0) continue
    let rest = i
    for (let j = size - 1; j >= 0; j--) {
      letters[j] = rest % base
      rest = Math.floor(rest / base)
    }
    let expected = 1 / possible
    if (options.calcFreq) {
      expected = 1
      for (const letter of letters) expected *= singles[letter] / singleTotal
    }
    const observed = counts[i] / total
    words.push({
      word: letters.map((letter) => alphabet[letter]).join(''),
      count: counts[i],
      observed,
      expected,
      ratio: expected === 0 ? NO_EXPECTATION : observed / expected,
    })
  }
  const otherObserved = other / total
  const otherExpected = options.calcFreq ? singleOther / singleTotal : 0
  return {
    wordSize: size,
    total,
    words,
    other: {
      word: 'Other',
      count: other,
      observed: otherObserved,
      expected: otherExpected,
      ratio: otherExpected === 0 ? NO_EXPECTATION : otherObserved / otherExpected,
    },
  }
}
