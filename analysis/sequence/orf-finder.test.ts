import { describe, expect, it } from 'vitest'
import { findOrfs, formatOrfFasta, type OrfOptions } from './orf-finder'
import { parseSequences } from './fasta'
import { embossFasta, nucleotideFixture, readSequenceFixture } from './test-support'

const DEFAULTS: OrfOptions = {
  region: 'start-to-stop',
  output: 'protein',
  minLength: 30,
  strands: 'both',
  startCodons: 'atg',
}

describe('findOrfs against EMBOSS getorf', () => {
  const records = nucleotideFixture('nucleotides.fasta')

  it.each([
    ['-find 0', { region: 'stop-to-stop', output: 'protein' }, 'nucleotides.getorf-find0.fasta'],
    ['-find 1', {}, 'nucleotides.getorf-find1.fasta'],
    ['-find 2', { region: 'stop-to-stop', output: 'nucleotide' }, 'nucleotides.getorf-find2.fasta'],
    ['-find 3', { output: 'nucleotide' }, 'nucleotides.getorf-find3.fasta'],
    ['-find 1 -minsize 300', { minLength: 300 }, 'nucleotides.getorf-find1-min300.fasta'],
    ['-find 1 -table 1', { startCodons: 'ncbi1' }, 'nucleotides.getorf-find1-table1.fasta'],
  ] as const)('getorf %s: same ORFs, positions, strands and sequences', (_, options, output) => {
    const ours = records.flatMap((record) => findOrfs(record.name, record.sequence, { ...DEFAULTS, ...options }))
    const expected = embossFasta(output).map((record) => {
      const [, first, last, reverse] = /^\[(\d+) - (\d+)\] (\(REVERSE SENSE\) )?/.exec(record.description) ?? []
      return {
        name: record.name,
        first: Number(first),
        last: Number(last),
        strand: reverse ? '-' : '+',
        sequence: record.sequence,
      }
    })
    expect(expected.length).toBeGreaterThan(0)
    expect(
      ours.map(({ name, first, last, strand, sequence }) => ({
        name,
        first,
        last,
        strand,
        sequence: sequence.toUpperCase(),
      })),
    ).toEqual(expected.map((orf) => ({ ...orf, sequence: orf.sequence.toUpperCase() })))
  })

  it('finds the amiR gene of X13776: the 196 residues of UniProt P10932 (AMIR_PSEAE) but 5', () => {
    const x13776 = records[0]
    const amiR = findOrfs(x13776.name, x13776.sequence, DEFAULTS).find((orf) => orf.first === 1289)
    expect(amiR).toMatchObject({ last: 1876, strand: '+', frame: 2 })
    const uniprot = parseSequences(readSequenceFixture('AMIR_PSEAE.fasta'), { alphabet: 'protein' })[0].sequence
    expect(amiR?.sequence).toHaveLength(uniprot.length)
    // The EMBL entry and the UniProt record differ at residues 48, 64, 141, 154 and 170.
    const differing = [...uniprot].flatMap((residue, i) => (residue === amiR?.sequence[i] ? [] : [i + 1]))
    expect(differing).toEqual([48, 64, 141, 154, 170])
  })

  it('keeps one strand when asked, numbering from 1', () => {
    const x65923 = records[2]
    const both = findOrfs(x65923.name, x65923.sequence, DEFAULTS)
    const reverse = findOrfs(x65923.name, x65923.sequence, { ...DEFAULTS, strands: 'reverse' })
    expect(reverse.map((orf) => [orf.first, orf.last])).toEqual(
      both.filter((orf) => orf.strand === '-').map((orf) => [orf.first, orf.last]),
    )
    expect(reverse[0].name).toBe('X65923_1')
    expect(
      findOrfs(x65923.name, x65923.sequence, { ...DEFAULTS, strands: 'forward' }).every((orf) => orf.strand === '+'),
    ).toBe(true)
  })

  it('writes getorf’s FASTA headers', () => {
    const text = formatOrfFasta(
      [{ name: 's_1', strand: '-', frame: 1, first: 90, last: 1, sequence: 'MK' }],
      'test sequence',
    )
    expect(text).toBe('>s_1 [90 - 1] (REVERSE SENSE) test sequence\nMK\n')
  })
})
