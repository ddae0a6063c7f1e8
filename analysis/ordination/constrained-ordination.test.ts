import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  constrainedOrdination,
  scaledScores,
  type ConstrainedOrdinationOptions,
  type ConstraintVariable,
} from './constrained-ordination'

interface Scores {
  sites: number[][]
  constraints: number[][]
  species: number[][]
  biplot: number[][]
  centroids: number[][]
  centroidNames: string[]
}
interface Model {
  sites: string[]
  totalInertia: number
  constrainedInertia: number
  unconstrainedInertia: number
  constrainedEigenvalues: number[]
  unconstrainedEigenvalues: number[]
  biplotNames: string[]
  scaling1: Scores
  scaling2: Scores
  anova: { df: number[]; inertia: number[]; F: number; p: number; permutations: number }
}

/** vegan 2.6-4 (tests/fixtures/analysis/microbiome/generate-constrained-ordination.R). */
const reference = JSON.parse(
  readFileSync(
    new URL('../../tests/fixtures/analysis/microbiome/constrained-ordination.json', import.meta.url),
    'utf8',
  ),
) as Record<'duneRda' | 'duneHellingerRda' | 'varespecCca' | 'varespecWeakCca' | 'varespecWeakRda', Model> & {
  data: {
    dune: number[][]
    duneEnv: { Management: string[]; A1: number[] }
    varespec: number[][]
    varechem: Record<string, number[]>
  }
}
const { data } = reference
const duneConstraints: ConstraintVariable[] = [
  { kind: 'factor', name: 'Management', values: data.duneEnv.Management },
  { kind: 'numeric', name: 'A1', values: data.duneEnv.A1 },
]
const chemistry = (...names: string[]): ConstraintVariable[] =>
  names.map((name) => ({ kind: 'numeric', name, values: data.varechem[name] }))

function expectClose(actual: number, expected: number, relative = 1e-8): void {
  const tolerance = relative * Math.max(1, Math.abs(expected))
  if (!(Math.abs(actual - expected) <= tolerance)) expect.fail(`${actual} is not within ${tolerance} of ${expected}`)
}

/** Row-wise scores on the first `axes` axes, each axis' sign taken from `sign`. */
function expectScores(actual: Float64Array[], expected: number[][], sign: number[]): void {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((row, r) => row.forEach((value, a) => expectClose(sign[a] * actual[r][a], value)))
}

function compare(model: Model, ordination: ReturnType<typeof constrainedOrdination>): void {
  expectClose(ordination.totalInertia, model.totalInertia)
  expectClose(ordination.constrainedInertia, model.constrainedInertia)
  expectClose(ordination.unconstrainedInertia, model.unconstrainedInertia)
  const constrained = ordination.axes.filter((axis) => axis.constrained).map((axis) => axis.eigenvalue)
  const unconstrained = ordination.axes.filter((axis) => !axis.constrained).map((axis) => axis.eigenvalue)
  expect(constrained).toHaveLength(model.constrainedEigenvalues.length)
  expect(unconstrained).toHaveLength(model.unconstrainedEigenvalues.length)
  constrained.forEach((value, k) => expectClose(value, model.constrainedEigenvalues[k]))
  unconstrained.forEach((value, k) => expectClose(value, model.unconstrainedEigenvalues[k]))
  expect(ordination.modelColumns).toEqual(model.biplotNames)
  expect(ordination.centroidNames).toEqual(model.scaling2.centroidNames)
  // An axis' sign is arbitrary: take ours from the first species score and hold all scores to it.
  const axes = model.constrainedEigenvalues.length
  for (const scaling of [1, 2] as const) {
    const scores = scaledScores(ordination, scaling)
    const expected = scaling === 1 ? model.scaling1 : model.scaling2
    const sign = Array.from({ length: axes }, (_, a) => Math.sign(scores.species[0][a] * expected.species[0][a]))
    expectScores(scores.species, expected.species, sign)
    expectScores(scores.sites, expected.sites, sign)
    expectScores(scores.constraints, expected.constraints, sign)
    expectScores(scores.biplot, expected.biplot, sign)
    expectScores(scores.centroids, expected.centroids, sign)
  }
  expect(ordination.test.df).toEqual(model.anova.df)
  ordination.test.inertia.forEach((value, k) => expectClose(value, model.anova.inertia[k]))
  expectClose(ordination.test.f, model.anova.F)
}

/** Within 4 binomial standard errors of vegan's p from 9999 permutations, plus the 1/(B + 1) floor. */
function expectPValue(actual: number, expected: number, permutations: number): void {
  const standardError = Math.sqrt((expected * (1 - expected)) / permutations)
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(4 * standardError + 1 / (permutations + 1))
}

const test = (options: Partial<ConstrainedOrdinationOptions> = {}): ConstrainedOrdinationOptions => ({
  method: 'rda',
  permutations: 999,
  seed: 1,
  ...options,
})

describe('constrainedOrdination (vegan 2.6-4 rda and cca)', () => {
  it('rda(dune ~ Management + A1): eigenvalues, inertia, scores at scalings 1 and 2, centroids, F', () => {
    const ordination = constrainedOrdination(data.dune, duneConstraints, test())
    compare(reference.duneRda, ordination)
    expect(ordination.axes.map((axis) => axis.name).slice(0, 5)).toEqual(['RDA1', 'RDA2', 'RDA3', 'RDA4', 'PC1'])
    expectPValue(ordination.test.pValue, reference.duneRda.anova.p, 999)
  })

  it('rda on Hellinger-transformed dune (decostand "hellinger")', () => {
    const ordination = constrainedOrdination(data.dune, duneConstraints, test({ transform: 'hellinger' }))
    compare(reference.duneHellingerRda, ordination)
  })

  it('cca(varespec ~ Al + P + K): the chi-square, row- and column-weighted version', () => {
    const ordination = constrainedOrdination(data.varespec, chemistry('Al', 'P', 'K'), test({ method: 'cca' }))
    compare(reference.varespecCca, ordination)
    expect(ordination.axes.map((axis) => axis.name).slice(0, 4)).toEqual(['CCA1', 'CCA2', 'CCA3', 'CA1'])
    expect(ordination.centroidNames).toEqual([])
  })

  it('permutes as vegan does: p of weak models within sampling error of 9999 vegan permutations', () => {
    const cca = constrainedOrdination(data.varespec, chemistry('S', 'Mo'), test({ method: 'cca' }))
    compare(reference.varespecWeakCca, cca)
    expectPValue(cca.test.pValue, reference.varespecWeakCca.anova.p, 999)
    const rda = constrainedOrdination(data.varespec, chemistry('Zn', 'S'), test())
    compare(reference.varespecWeakRda, rda)
    expectPValue(rda.test.pValue, reference.varespecWeakRda.anova.p, 999)
    // The same seed gives the same p; another seed another draw.
    expect(constrainedOrdination(data.varespec, chemistry('Zn', 'S'), test()).test.pValue).toBe(rda.test.pValue)
  })

  it('leaves out a constraint that repeats another, as vegan aliases it', () => {
    const doubled = [
      ...chemistry('Al', 'P'),
      { kind: 'numeric' as const, name: 'twiceAl', values: data.varechem.Al.map((v) => 2 * v) },
    ]
    const ordination = constrainedOrdination(data.varespec, doubled, test({ method: 'cca', permutations: 0 }))
    expect(ordination.modelColumns).toEqual(['Al', 'P'])
    expect(ordination.aliasedColumns).toEqual(['twiceAl'])
    expect(ordination.test.df).toEqual([2, 21])
    expect(ordination.test.pValue).toBeNaN()
  })
})
