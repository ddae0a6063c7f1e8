import { describe, expect, it } from 'vitest'
import { backTranslate, preferredCodons } from './codon-usage'
import { CODON_USAGE_FILES } from './codon-usage-files'
import { parseSequences } from './fasta'
import { embossFasta, readSequenceFixture } from './test-support'

/*
 * EMBOSS 6.6.0 backtranseq with Ehuman.cut and Eecoli.cut, written by
 * tests/fixtures/analysis/sequence/generate-backtranseq.sh.
 */
describe('backTranslate (backtranseq)', () => {
  for (const table of ['Ehuman', 'Eecoli'] as const)
    for (const input of ['proteins', 'all-residues'])
      it(`${input} with ${table}.cut`, () => {
        const preferred = preferredCodons(CODON_USAGE_FILES[table])
        const ours = parseSequences(readSequenceFixture(`${input}.fasta`), { alphabet: 'protein' }).map((record) => [
          record.name,
          backTranslate(record.sequence, preferred).sequence,
        ])
        expect(ours).toEqual(
          embossFasta(`${input}.backtranseq-${table}.fasta`).map((record) => [record.name, record.sequence]),
        )
      })

  it('names a residue the table has no codon for', () => {
    expect(backTranslate('MJK', preferredCodons(CODON_USAGE_FILES.Ehuman))).toEqual({ sequence: 'ATG', missing: 'J' })
  })
})
