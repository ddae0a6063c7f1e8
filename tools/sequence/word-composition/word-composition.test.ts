import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectChartsRender, failure, fileText, fixture, run, table } from '../test-support'

/*
 * The demo run, read in English, against EMBOSS 6.6.0 compseq for the same input
 * (tests/fixtures/analysis/sequence/emboss/, written by generate-words.sh).
 */
describe('WordComposition', () => {
  it('demo: dinucleotides with expected frequencies from the bases, compseq’s report line for line', async () => {
    const result = await run('WordComposition')
    expect(fileText(result, 'compseq.txt')).toBe(
      readFileSync(fixture('emboss/nucleotides.word2-calcfreq.compseq'), 'utf8'),
    )
    const words = table(result, 'words')
    expect(words.rows).toHaveLength(17)
    // compseq: CG 397 times, observed 0.0845040, expected 0.0905368, ratio 0.9333673.
    expect(words.rows.find((row) => row[0] === 'CG')).toEqual(['CG', 397, 0.084504, 0.0905368, 0.9333673])
    expectChartsRender(result)
  })

  it('codons with equal expected frequencies, both strands, seen words only (compseq -word 4 -reverse -nozerocount)', async () => {
    const result = await run('WordComposition', { params: { word: 4, expected: 'equal', reverse: true, zero: false } })
    expect(fileText(result, 'compseq.txt')).toBe(
      readFileSync(fixture('emboss/nucleotides.word4-reverse-nozero.compseq'), 'utf8'),
    )
  })

  it('proteins: residue pairs seen, expected from the residues (compseq -word 2 -calcfreq -nozerocount)', async () => {
    const sequence = readFileSync(fixture('proteins.fasta'), 'utf8')
    const result = await run('WordComposition', { params: { sequence, word: 2, zero: false } })
    expect(fileText(result, 'compseq.txt')).toBe(
      readFileSync(fixture('emboss/proteins.word2-calcfreq-nozero.compseq'), 'utf8'),
    )
    expectChartsRender(result)
  })

  it('refuses protein words longer than 3', async () => {
    const { code, message } = await failure('WordComposition', { params: { sequence: 'MKVLLEEPQ', word: 4 } })
    expect(code).toBe('1001')
    expect(message).toBe('Words in proteins may be at most 3 letters long (21^k words); 4 was given.')
  })
})
