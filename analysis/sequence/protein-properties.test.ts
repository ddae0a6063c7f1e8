import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSequences } from './fasta'
import { chargeText, iepText, pepstatsText } from './emboss-text'
import {
  chargeCurve,
  isoelectricPoint,
  ionisableCounts,
  proteinResidues,
  proteinStatistics,
  windowCharge,
} from './protein-properties'

/*
 * Whole EMBOSS 6.6.0 outputs (pepstats, iep, charge) for haemoglobin α, β and AMIR_PSEAE, written by
 * tests/fixtures/analysis/sequence/generate-protein.sh, rewritten here from our numbers line for line.
 */
const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/analysis/sequence/${name}`, import.meta.url), 'utf8')
const proteins = parseSequences(fixture('proteins.fasta'), { alphabet: 'protein' })

describe('proteinStatistics (pepstats)', () => {
  it('writes pepstats’s whole report: mass, charge, pI, extinction, solubility, composition, classes', () => {
    const text = proteins
      .map((record) => pepstatsText(record.name, proteinStatistics(record.sequence, { termini: true, mono: false })))
      .join('')
    expect(text).toBe(fixture('emboss/proteins.pepstats'))
  })

  it('without termini and with monoisotopic masses (pepstats -notermini -mono)', () => {
    const text = proteins
      .map((record) => pepstatsText(record.name, proteinStatistics(record.sequence, { termini: false, mono: true })))
      .join('')
    expect(text).toBe(fixture('emboss/proteins-notermini-mono.pepstats'))
  })

  it('shares B and Z out in Dayhoff’s proportions and ignores stops', () => {
    const counts = ionisableCounts(proteinResidues('BBBBZZZ*'), true)
    // round(4 · 5.5 / 9.8) = 2 D and 2 N; round(3 · 6.0 / 9.9) = 2 E and 1 Q.
    expect([counts[3], counts[13], counts[4], counts[16], counts[1], counts[25]]).toEqual([2, 2, 2, 1, 0, 0])
  })

  it('has no pI when the charge never changes sign', () => {
    expect(isoelectricPoint(ionisableCounts('KKKK', false))).toBeNull()
  })
})

describe('chargeCurve (iep)', () => {
  it('writes iep’s report: the pI and protons bound and charge from pH 1 to 14', () => {
    const text = proteins
      .map((record) => {
        const residues = proteinResidues(record.sequence)
        return iepText(
          record.name,
          residues.length,
          isoelectricPoint(ionisableCounts(residues, true)),
          chargeCurve(residues, { step: 0.5, termini: true }),
        )
      })
      .join('')
    expect(text).toBe(fixture('emboss/proteins.iep'))
  })

  it('in steps of 0.1 without termini (iep -step 0.1 -notermini)', () => {
    const text = proteins
      .map((record) => {
        const residues = proteinResidues(record.sequence)
        return iepText(
          record.name,
          residues.length,
          isoelectricPoint(ionisableCounts(residues, false)),
          chargeCurve(residues, { step: 0.1, termini: false }),
        )
      })
      .join('')
    expect(text).toBe(fixture('emboss/proteins-step0.1-notermini.iep'))
  })
})

describe('windowCharge (charge)', () => {
  for (const [window, file] of [
    [5, 'emboss/proteins.charge'],
    [9, 'emboss/proteins-window9.charge'],
  ] as const)
    it(`writes charge’s report with window ${window}`, () => {
      const text = proteins
        .map((record) => chargeText(record.name, record.sequence.length, window, windowCharge(record.sequence, window)))
        .join('')
      expect(text).toBe(fixture(file))
    })
})
