import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { benjaminiHochberg } from './fdr'
import { expectRelativelyClose, readStatsFixture, type RNumber } from './test-support'

interface Fixture {
  benjaminiHochberg: { name: string; p: RNumber[]; expected: RNumber[] }[]
}
const reference = readStatsFixture<Fixture>('rank-tests.json')

describe('benjaminiHochberg against R p.adjust(method = "BH")', () => {
  it.each(reference.benjaminiHochberg)('$name', ({ p, expected }) => {
    const adjusted = benjaminiHochberg(p.map((value) => value ?? NaN))
    expected.forEach((q, i) => expectRelativelyClose(adjusted[i], q, 1e-12))
  })

  it('leaves fewer than two p-values unchanged, as R does', () => {
    expect(Array.from(benjaminiHochberg([0.03]))).toEqual([0.03])
    expect(Array.from(benjaminiHochberg([NaN, 0.03]))).toEqual([NaN, 0.03])
    expect(benjaminiHochberg([])).toHaveLength(0)
  })

  const pValues = fc.array(fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(NaN)), { maxLength: 60 })

  it('q-values are at least p, at most 1, and ordered as the p-values', () => {
    fc.assert(
      fc.property(pValues, (p) => {
        const q = benjaminiHochberg(p)
        const tested = p.map((value, i) => ({ p: value, q: q[i] })).filter(({ p: value }) => !Number.isNaN(value))
        for (const { p: value, q: adjusted } of tested) {
          if (tested.length > 1) expect(adjusted).toBeGreaterThanOrEqual(value)
          expect(adjusted).toBeLessThanOrEqual(1)
        }
        tested.sort((a, b) => a.p - b.p)
        for (let k = 1; k < tested.length; k++) expect(tested[k].q).toBeGreaterThanOrEqual(tested[k - 1].q)
        p.forEach((value, i) => {
          if (Number.isNaN(value)) expect(q[i]).toBeNaN()
        })
      }),
    )
  })

  it('does not depend on the order of the input', () => {
    fc.assert(
      fc.property(pValues, fc.nat(), (p, rotation) => {
        const shift = p.length === 0 ? 0 : rotation % p.length
        const rotated = [...p.slice(shift), ...p.slice(0, shift)]
        const q = benjaminiHochberg(p)
        const qRotated = benjaminiHochberg(rotated)
        rotated.forEach((_, i) => expect(qRotated[i]).toBe(q[(i + shift) % p.length]))
      }),
    )
  })
})
