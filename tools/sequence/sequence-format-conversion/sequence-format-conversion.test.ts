import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fileText, fixture, inputProblem, run, table } from '../test-support'

/*
 * The runs, read in English, against EMBOSS 6.6.0 seqret on the same input
 * (tests/fixtures/analysis/sequence/emboss/*.seqret.*, written by generate-restrict-seqret.sh; the day seqret ran is
 * written there as DATE at the end of GenBank's LOCUS lines).
 */
const reference = (name: string) => readFileSync(fixture(`emboss/${name}`), 'utf8')
const undated = (genbank: string) => genbank.replace(/ UNC \d{2}-[A-Z]{3}-\d{4}$/gm, ' UNC DATE')

describe('SequenceFormatConversion', () => {
  it('demo: seqret’s FASTA, GenBank and EMBL byte for byte (but the LOCUS date), and the records', async () => {
    const started = performance.now()
    const result = await run('SequenceFormatConversion')
    expect(performance.now() - started).toBeLessThan(2000)
    expect(fileText(result, 'sequences.fasta')).toBe(reference('nucleotides.seqret.fasta'))
    expect(undated(fileText(result, 'sequences.gb'))).toBe(reference('nucleotides.seqret.genbank'))
    expect(fileText(result, 'sequences.embl')).toBe(reference('nucleotides.seqret.embl'))
    expect(table(result, 'records').rows).toEqual([
      [
        'X13776',
        'X13776',
        'X13776.1',
        2167,
        'DNA',
        'Pseudomonas aeruginosa amiC and amiR gene for aliphatic amidase regulation',
      ],
      ['X65921', 'X65921', 'X65921.1', 2016, 'DNA', 'H.sapiens fau 1 gene'],
      ['X65923', 'X65923', 'X65923.1', 518, 'DNA', 'H.sapiens fau mRNA'],
    ])
  })

  it('EMBL and GenBank entries, detected, written as seqret writes them', async () => {
    const embl = readFileSync(fixture('L46634.embl'), 'utf8')
    const fromEmbl = await run('SequenceFormatConversion', { params: { sequence: embl, outputFormat: 'fasta' } })
    expect(fileText(fromEmbl, 'sequences.fasta')).toBe(reference('L46634.embl.seqret.fasta'))
    const genbank = readFileSync(fixture('dna.genbank'), 'utf8')
    const fromGenbank = await run('SequenceFormatConversion', { params: { sequence: genbank, outputFormat: 'embl' } })
    expect(fileText(fromGenbank, 'sequences.embl')).toBe(reference('dna.genbank.seqret.embl'))
  })

  it('a protein letter is a data error (1002) naming its line and column', async () => {
    const bad = { params: { sequence: '>p\nMKLJ\n' } }
    expect(await inputProblem('SequenceFormatConversion', bad)).toEqual({
      code: 'sequence.invalidNucleotide',
      params: { character: 'L' },
      location: { file: 'sequence', line: 2, column: 3 },
    })
    await expect(run('SequenceFormatConversion', bad)).rejects.toThrow(
      'sequence, line 2, column 3: "L" is not a nucleotide letter (expected IUPAC nucleotide codes ACGTURYSWKMBDHVN)',
    )
  })
})
