import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSequences } from '../../../analysis/sequence/fasta'
import { embossFasta } from '../../../analysis/sequence/test-support'
import { fileText, fixture, run, table } from '../test-support'

/*
 * The demo run, read in English, against EMBOSS 6.6.0 transeq -table N for the same input
 * (tests/fixtures/analysis/sequence/emboss/, written by generate-translation.sh).
 */
const written = (result: Awaited<ReturnType<typeof run>>) =>
  parseSequences(fileText(result, 'translations.fasta'), { alphabet: 'protein' }).map((record) => [
    record.name,
    record.sequence,
  ])
const transeq = (file: string, prefix = '') =>
  embossFasta(file)
    .filter((record) => record.name.startsWith(prefix))
    .map((record) => [record.name, record.sequence])

describe('Translation', () => {
  it('demo: the fau mRNA’s forward frames in the vertebrate mitochondrial code are transeq -frame F -table 2’s', async () => {
    const result = await run('Translation')
    expect(written(result)).toEqual(transeq('X65923.transeq-table2-frameF.fasta'))
    expect(table(result, 'frames').rows.map((row) => row[0])).toEqual(['X65923_1', 'X65923_2', 'X65923_3'])
    expect(result.notes[0]).toContain('NCBI genetic code 2, Vertebrate Mitochondrial')
  })

  it('all six frames of the fau gene in the bacterial code (transeq -frame 6 -table 11)', async () => {
    const sequence = readFileSync(fixture('X65921.fasta'), 'utf8')
    const result = await run('Translation', { params: { sequence, table: 11, frame: '6' } })
    expect(written(result)).toEqual(transeq('nucleotides.transeq-table11.fasta', 'X65921_'))
  })
})
