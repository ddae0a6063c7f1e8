import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectRelativelyClose } from '../../tests/fixtures/analysis/diversity/helpers'
import { fitVectors } from './envfit'

/** vegan 2.6-4's envfit on cmdscale(vegdist(varespec), k = 2) (tests/fixtures/analysis/envfit/generate.R). */
interface Fit {
  scores: number[][]
  variables: string[]
  r2: number[]
  arrows: number[][]
  p: number[]
  permutations: number
}
const reference = JSON.parse(readFileSync('tests/fixtures/analysis/envfit/reference.json', 'utf8')) as Record<
  'braycurtis' | 'euclidean',
  Fit
>
const chemistry = readFileSync('tools/microbiome/envfit/demo/varechem.tsv', 'utf8').trim().split('\n')
const variables = chemistry[0]
  .split('\t')
  .slice(1)
  .map((name, v) => ({ name, values: chemistry.slice(1).map((line) => Number(line.split('\t')[v + 1])) }))

describe.each(['braycurtis', 'euclidean'] as const)('envfit of varechem onto the PCoA of varespec (%s)', (metric) => {
  const expected = reference[metric]
  const fitted = fitVectors(expected.scores, variables, { permutations: 999, seed: 1 })

  it("gives vegan's r² and unit arrows to 1e-9", () => {
    expect(fitted.map((vector) => vector.name)).toEqual(expected.variables)
    expectRelativelyClose(
      fitted.map((vector) => vector.r2),
      expected.r2,
      1e-9,
    )
    fitted.forEach((vector, v) => expectRelativelyClose(vector.direction, expected.arrows[v], 1e-9))
  })

  it('gives p-values within sampling error of vegan with 99,999 permutations', () => {
    fitted.forEach((vector, v) => {
      const p = expected.p[v]
      expect(Math.abs(vector.pValue - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / 999) + 1 / 1000)
    })
  })

  it('keeps r² under a rotation and reflection of the ordination, and the same seed gives the same p', () => {
    const angle = 0.7
    const turned = expected.scores.map(([x, y]) => [
      Math.cos(angle) * x - Math.sin(angle) * y,
      -(Math.sin(angle) * x + Math.cos(angle) * y),
    ])
    const again = fitVectors(turned, variables, { permutations: 999, seed: 1 })
    expectRelativelyClose(
      again.map((vector) => vector.r2),
      expected.r2,
      1e-9,
    )
    expect(again.map((vector) => vector.pValue)).toEqual(fitted.map((vector) => vector.pValue))
  })
})
