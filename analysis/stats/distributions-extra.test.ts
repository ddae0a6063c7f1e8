import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  chiSquareQuantileTwo,
  fQuantileTwoNumerator,
  normalQuantile,
  regularizedBeta,
  studentTTwoSided,
  studentTUpperTail,
} from './distributions-extra'
import { normalCdf } from './distributions'
import { expectRelativelyClose } from './test-support'

interface Fixture {
  distributions: {
    studentT: { t: number[]; df: number[]; upper: number[] }
    beta: { x: number[]; a: number[]; b: number[]; value: number[] }
    normalQuantile: { p: number[]; value: number[] }
    fQuantile: { p: number[]; df2: number[]; value: number[] }
    chiSquareQuantile: { p: number[]; value: number[] }
  }
}
const { distributions: reference } = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/chart-statistics/distributions.json', import.meta.url), 'utf8'),
) as Fixture

describe('Student t tail against R pt', () => {
  it('matches the upper tail to 1e-12 relative, far into the tails and for fractional df', () => {
    reference.studentT.t.forEach((t, i) => {
      expectRelativelyClose(studentTUpperTail(t, reference.studentT.df[i]), reference.studentT.upper[i], 1e-12)
    })
  })

  it('gives a two-sided p of 1 at t = 0 and 0 at infinity', () => {
    expect(studentTTwoSided(0, 7)).toBe(1)
    expect(studentTTwoSided(-Infinity, 7)).toBe(0)
  })
})

describe('regularized incomplete beta against R pbeta', () => {
  it('matches on both sides of the continued fraction switch', () => {
    reference.beta.x.forEach((x, i) =>
      expectRelativelyClose(
        regularizedBeta(x, reference.beta.a[i], reference.beta.b[i]),
        reference.beta.value[i],
        1e-12,
      ),
    )
  })
})

describe('normal quantile against R qnorm', () => {
  it('matches from p = 1e-300 to 1 - 1e-12', () => {
    reference.normalQuantile.p.forEach((p, i) =>
      expectRelativelyClose(normalQuantile(p), reference.normalQuantile.value[i], 1e-13),
    )
  })

  it('inverts the normal distribution function', () => {
    for (const z of [-8, -1.2, 0.4, 3]) expectRelativelyClose(normalQuantile(normalCdf(z)), z, 1e-12)
  })
})

describe('closed-form quantiles against R', () => {
  it('qf(p, 2, df2)', () => {
    reference.fQuantile.p.forEach((p, i) =>
      expectRelativelyClose(fQuantileTwoNumerator(p, reference.fQuantile.df2[i]), reference.fQuantile.value[i], 1e-13),
    )
  })

  it('qchisq(p, 2)', () => {
    reference.chiSquareQuantile.p.forEach((p, i) =>
      expectRelativelyClose(chiSquareQuantileTwo(p), reference.chiSquareQuantile.value[i], 1e-14),
    )
  })
})
