import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { parseSequences } from '../../../analysis/sequence/fasta'
import { alignmentSection, readEmbossOutput } from '../../../analysis/sequence/test-support'
import { run, failure, table, fileText, fixture } from '../test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('PairwiseAlignment', () => {
  it('demo: HBA vs HBB as EMBOSS needle reports it (score 292.5, identity 65/149)', async () => {
    const result = await run('PairwiseAlignment')
    const statistics = Object.fromEntries(table(result, 'statistics').rows)
    expect(statistics).toMatchObject({
      Matrix: 'EBLOSUM62',
      Score: '292.5',
      Length: 149,
      Identity: '65/149 (43.6%)',
      Similarity: '90/149 (60.4%)',
      Gaps: '9/149 (6.0%)',
    })
    expect(alignmentSection(fileText(result, 'alignment.needle.txt'))).toBe(
      alignmentSection(readEmbossOutput('hba-hbb.needle')),
    )
    expect(table(result, 'alignment').rows[0]).toEqual([
      'HBA_HUMAN',
      1,
      'MV-LSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF-D',
      48,
    ])
  })

  it('local mode: as EMBOSS water (score 293.5, identity 63/145)', async () => {
    const result = await run('PairwiseAlignment', { params: { mode: 'local' } })
    expect(Object.fromEntries(table(result, 'statistics').rows)).toMatchObject({
      Score: '293.5',
      Identity: '63/145 (43.4%)',
      Similarity: '88/145 (60.7%)',
      Gaps: '8/145 (5.5%)',
    })
    expect(alignmentSection(fileText(result, 'alignment.water.txt'))).toBe(
      alignmentSection(readEmbossOutput('hba-hbb.water')),
    )
  })

  it('picks EDNAFULL for two nucleotide sequences', async () => {
    const mrna = readFileSync(fixture('X65923.fasta'), 'utf8')
    const stretch = parseSequences(mrna, { alphabet: 'nucleotide' })[0].sequence.slice(100, 400)
    const result = await run('PairwiseAlignment', {
      params: { sequence_a: mrna, sequence_b: `>part\n${stretch}\n`, mode: 'local' },
    })
    // 300 identical bases, 5 each in EDNAFULL: 1500.
    expect(Object.fromEntries(table(result, 'statistics').rows)).toMatchObject({
      Matrix: 'EDNAFULL',
      Score: '1500.0',
      Identity: '300/300 (100.0%)',
    })
  })

  it('refuses a sequence over 2,000 characters (1001) and two sequences in one box (1002)', async () => {
    const gene = readFileSync(fixture('X65921.fasta'), 'utf8')
    const tooLong = await failure('PairwiseAlignment', { params: { sequence_a: gene } })
    expect(tooLong).toMatchObject({
      code: '1001',
      message: `Parameter "Sequence A" is longer than its limit of 2,000 characters (${gene.length.toLocaleString('en-US')} given).`,
    })
    const two = await failure('PairwiseAlignment', { params: { sequence_b: '>a\nMKV\n>b\nMKV\n' } })
    expect(two).toMatchObject({ code: '1002', message: '"Sequence B" holds 2 sequences: paste one per box.' })
  })
})
