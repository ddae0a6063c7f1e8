import { describe, expect, it } from 'vitest'
import { parseSequences } from '../../../analysis/sequence/fasta'
import { embossFasta } from '../../../analysis/sequence/test-support'
import { run, table, fileText } from '../test-support'

/*
 * Each tool runs its own demo, as a user who presses "load demo" and submits, and its result is read
 * in English; the numbers are EMBOSS 6.6.0's for the same input (tests/fixtures/analysis/sequence/,
 * written by its generate.sh).
 */

describe('SixFrameTranslation', () => {
  it('demo: the six translations of the fau mRNA are transeq’s, and frame 3 holds the 133-residue coding frame', async () => {
    const result = await run('SixFrameTranslation')
    const written = parseSequences(fileText(result, 'translations.fasta'), { alphabet: 'protein' })
    const transeq = embossFasta('nucleotides.transeq.fasta').filter((record) => record.name.startsWith('X65923_'))
    expect(written.map((record) => [record.name, record.sequence])).toEqual(
      transeq.map((record) => [record.name, record.sequence]),
    )
    const frames = table(result, 'frames')
    const longest = frames.columns.indexOf('Longest stretch without stop')
    const frame3 = frames.rows.find((row) => row[2] === '+3')
    expect(frame3?.[longest]).toBeGreaterThanOrEqual(133)
  })

  it('forward frames only', async () => {
    const result = await run('SixFrameTranslation', { params: { frames: 'forward' } })
    expect(table(result, 'frames').rows.map((row) => row[0])).toEqual(['X65923_1', 'X65923_2', 'X65923_3'])
  })
})
