import { describe, expect, it } from 'vitest'
import { compseqText } from './emboss-text'
import { parseSequences } from './fasta'
import { readEmbossOutput, readSequenceFixture } from './test-support'
import { wordComposition } from './word-composition'

/*
 * Whole EMBOSS 6.6.0 compseq reports, written by tests/fixtures/analysis/sequence/generate-words.sh,
 * rewritten here from our counts line for line.
 */
const cases = [
  [
    'nucleotides.fasta',
    'nucleotides.word2.compseq',
    { wordSize: 2, nucleotide: true, calcFreq: false, reverse: false, zeroCount: true },
  ],
  [
    'nucleotides.fasta',
    'nucleotides.word3-calcfreq.compseq',
    { wordSize: 3, nucleotide: true, calcFreq: true, reverse: false, zeroCount: true },
  ],
  [
    'nucleotides.fasta',
    'nucleotides.word4-reverse-nozero.compseq',
    { wordSize: 4, nucleotide: true, calcFreq: false, reverse: true, zeroCount: false },
  ],
  [
    'edge-cases.fasta',
    'edge-cases.word2-calcfreq.compseq',
    { wordSize: 2, nucleotide: true, calcFreq: true, reverse: false, zeroCount: true },
  ],
  [
    'proteins.fasta',
    'proteins.word1.compseq',
    { wordSize: 1, nucleotide: false, calcFreq: false, reverse: false, zeroCount: true },
  ],
  [
    'proteins.fasta',
    'proteins.word2-calcfreq-nozero.compseq',
    { wordSize: 2, nucleotide: false, calcFreq: true, reverse: false, zeroCount: false },
  ],
] as const

describe('wordComposition (compseq)', () => {
  for (const [input, output, options] of cases)
    it(`${input} → ${output}`, () => {
      const records = parseSequences(readSequenceFixture(input), { alphabet: 'protein' })
      const composition = wordComposition(
        records.map((record) => record.sequence),
        options,
      )
      expect(
        compseqText(
          records.map((record) => record.name),
          composition,
          options,
        ),
      ).toBe(readEmbossOutput(output))
    })
})
