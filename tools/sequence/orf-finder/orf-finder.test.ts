import { describe, expect, it } from 'vitest'
import { parseSequences } from '../../../analysis/sequence/fasta'
import { embossFasta } from '../../../analysis/sequence/test-support'
import { run, failure, table, fileText, expectChartsRender } from '../test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('OrfFinder', () => {
  it('demo: getorf -find 1’s ORFs of X13776, amiR (1289–1876) among them, with getorf’s FASTA headers', async () => {
    const result = await run('OrfFinder')
    const getorf = embossFasta('nucleotides.getorf-find1.fasta').filter((record) => record.name.startsWith('X13776_'))
    const rows = table(result, 'orfs').rows
    expect(rows.map((row) => [row[0], row[4], row[5]])).toEqual(
      getorf.map((record) => {
        const [, first, last] = /^\[(\d+) - (\d+)\]/.exec(record.description) ?? []
        return [record.name, Number(first), Number(last)]
      }),
    )
    expect(rows.find((row) => row[4] === 1289)?.slice(0, 8)).toEqual([
      'X13776_5',
      'X13776',
      '+',
      2,
      1289,
      1876,
      588,
      196,
    ])
    const written = parseSequences(fileText(result, 'orfs.fasta'), { alphabet: 'protein' })
    expect(written.map((record) => record.sequence)).toEqual(getorf.map((record) => record.sequence))
    expect(written[0].description).toBe(
      '[135 - 1289] X13776.1 Pseudomonas aeruginosa amiC and amiR gene for aliphatic amidase regulation',
    )
    expectChartsRender(result)
  })

  it('nucleotide ORFs between stops on the reverse strand only: getorf -find 2’s reverse-sense entries', async () => {
    const result = await run('OrfFinder', { params: { find: '2', strands: 'reverse' } })
    const reverse = embossFasta('nucleotides.getorf-find2.fasta').filter(
      (record) => record.name.startsWith('X13776_') && record.description.includes('(REVERSE SENSE)'),
    )
    expect(
      parseSequences(fileText(result, 'orfs.fasta'), { alphabet: 'nucleotide' }).map((record) => record.sequence),
    ).toEqual(reverse.map((record) => record.sequence))
  })

  it('refuses more than 100,000 characters (1001)', async () => {
    expect(await failure('OrfFinder', { params: { sequence: 'ACGT'.repeat(25_001) } })).toMatchObject({
      code: '1001',
      message: 'Parameter "Sequences" is longer than its limit of 100,000 characters (100,004 given).',
    })
  })
})
