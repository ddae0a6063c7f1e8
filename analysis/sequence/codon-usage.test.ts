import { describe, expect, it } from 'vitest'
import { cFixed } from './c-format'
import { codonCounts, codonUsage, effectiveNumberOfCodons } from './codon-usage'
import { cuspText } from './emboss-text'
import { parseSequences } from './fasta'
import { readEmbossOutput, readSequenceFixture } from './test-support'

/*
 * EMBOSS 6.6.0 cusp files and chips values, written by tests/fixtures/analysis/sequence/generate-codons.sh:
 * the 44 ORFs getorf -find 3 finds in X13776, X65921 and X65923, the three sequences, and the edge cases.
 */
const orfs = parseSequences(readEmbossOutput('nucleotides.getorf-find3.fasta'), { alphabet: 'nucleotide' })
const sequencesOf = (name: string) =>
  parseSequences(readSequenceFixture(name), { alphabet: 'nucleotide' }).map((record) => record.sequence)

describe('codonUsage (cusp)', () => {
  for (const [name, sequences] of [
    ['orfs.cusp', orfs.map((record) => record.sequence)],
    ['nucleotides.cusp', sequencesOf('nucleotides.fasta')],
    ['edge-cases.cusp', sequencesOf('edge-cases.fasta')],
  ] as const)
    it(`writes ${name} line for line`, () => {
      expect(cuspText(codonUsage(codonCounts(sequences)))).toBe(readEmbossOutput(name))
    })
})

describe('effectiveNumberOfCodons (chips)', () => {
  it('pooled: 50.990 for the ORFs, 58.896 for the three sequences', () => {
    expect(cFixed(Math.fround(effectiveNumberOfCodons(codonCounts(orfs.map((record) => record.sequence)))), 3)).toBe(
      '50.990',
    )
    expect(cFixed(Math.fround(effectiveNumberOfCodons(codonCounts(sequencesOf('nucleotides.fasta')))), 3)).toBe(
      '58.896',
    )
  })

  it('each ORF on its own (chips -nosum)', () => {
    const lines = orfs.map(
      (record) =>
        `${record.name.padEnd(20)} Nc = ${cFixed(Math.fround(effectiveNumberOfCodons(codonCounts([record.sequence]))), 3)}`,
    )
    expect(lines.join('\n') + '\n').toBe(readEmbossOutput('orfs-each.chips'))
  })
})
