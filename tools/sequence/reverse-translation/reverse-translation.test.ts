import { describe, expect, it } from 'vitest'
import { parseSequences } from '../../../analysis/sequence/fasta'
import { embossFasta } from '../../../analysis/sequence/test-support'
import { failure, fileText, run, table } from '../test-support'

/*
 * The demo run, read in English, against EMBOSS 6.6.0 backtranseq for the same proteins
 * (tests/fixtures/analysis/sequence/emboss/, written by generate-backtranseq.sh).
 */
const written = (result: Awaited<ReturnType<typeof run>>) =>
  parseSequences(fileText(result, 'backtranslated.fasta'), { alphabet: 'nucleotide' }).map((record) => [
    record.name,
    record.sequence,
  ])
const backtranseq = (table: string) =>
  embossFasta(`proteins.backtranseq-${table}.fasta`).map((record) => [record.name, record.sequence])

describe('ReverseTranslation', () => {
  it('demo: the human table’s codons, as backtranseq writes them', async () => {
    const result = await run('ReverseTranslation')
    expect(written(result)).toEqual(backtranseq('Ehuman'))
    expect(table(result, 'translations').rows[0].slice(0, 3)).toEqual(['HBA_HUMAN', 142, 426])
  })

  it('the E. coli table (backtranseq -cfile Eecoli.cut)', async () => {
    const result = await run('ReverseTranslation', { params: { table: 'Eecoli' } })
    expect(written(result)).toEqual(backtranseq('Eecoli'))
  })

  it('names a residue without a codon', async () => {
    const { code, message } = await failure('ReverseTranslation', { params: { sequence: '>p1\nMKUL' } })
    expect(code).toBe('1001')
    expect(message).toBe('Sequence p1 holds U, for which the codon usage table has no codon.')
  })
})
