import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { AnalysisInputError } from '../errors'
import { WORKER_FALLBACK_WARNING } from '../parallel'
import { createRandom } from '../random'
import { permanova, permanovaParallel } from './permanova'
import {
  distanceMatrixOf,
  expectWithinPermutationError,
  randomDistanceMatrix,
  veganReference,
} from './permutation-test-support'
import { expectRelativelyClose } from './test-support'

const PERMUTATIONS = 9999
const { globalPatterns, dune } = veganReference
const cases = [
  {
    name: 'dune (Bray-Curtis) by Management',
    matrix: distanceMatrixOf(dune),
    grouping: dune.management,
    vegan: dune.byManagement.permanova,
  },
  {
    name: 'Global Patterns (Bray-Curtis) by SampleType',
    matrix: distanceMatrixOf(globalPatterns),
    grouping: globalPatterns.sampleType,
    vegan: globalPatterns.bySampleType.permanova,
  },
  {
    name: 'Global Patterns (Bray-Curtis) by human',
    matrix: distanceMatrixOf(globalPatterns),
    grouping: globalPatterns.human,
    vegan: globalPatterns.byHuman.permanova,
  },
]

describe('permanova against vegan::adonis2', () => {
  it.each(cases)('$name: same F and R², p within permutation error', ({ matrix, grouping, vegan }) => {
    const result = permanova(matrix, grouping, { permutations: PERMUTATIONS, seed: 42 })
    expectRelativelyClose(result.statistic, vegan.statistic)
    expectRelativelyClose(result.r2, vegan.r2 as number)
    expect(result.permutations).toBe(PERMUTATIONS)
    expectWithinPermutationError(result.pValue, PERMUTATIONS, vegan)
  })
})

describe('permanova', () => {
  const matrix = distanceMatrixOf(dune)
  const grouping = dune.management

  it('gives the same result for the same seed, and NaN as the p-value of zero permutations', () => {
    expect(permanova(matrix, grouping, { permutations: 199, seed: 3 })).toEqual(
      permanova(matrix, grouping, { permutations: 199, seed: 3 }),
    )
    expect(permanova(matrix, grouping, { permutations: 0, seed: 3 }).pValue).toBeNaN()
  })

  it('does not change when distances are scaled or groups renamed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 14 }),
        fc.integer(),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (n, seed, scale) => {
          const random = createRandom(seed)
          const distances = randomDistanceMatrix(n, () => random.next())
          const labels = distances.ids.map((_, i) => `g${i % 3}`)
          const options = { permutations: 19, seed }
          const original = permanova(distances, labels, options)
          const scaled = permanova(
            { ids: distances.ids, condensed: distances.condensed.map((d) => d * scale) },
            labels,
            options,
          )
          // Pseudo-F near 0 is a difference of nearly equal sums, so compare on the scale of 1, not of F.
          expect(Math.abs(scaled.statistic - original.statistic)).toBeLessThanOrEqual(
            1e-12 * Math.max(1, Math.abs(original.statistic)),
          )
          expect(Math.abs(scaled.r2 - original.r2)).toBeLessThanOrEqual(1e-12)
          expect(scaled.pValue).toBe(original.pValue)
          expect(
            permanova(
              distances,
              labels.map((label) => `renamed ${label}`),
              options,
            ),
          ).toEqual(original)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('rejects groupings without residual degrees of freedom or of the wrong length', () => {
    const options = { permutations: 9, seed: 1 }
    expect(() => permanova(matrix, matrix.ids, options)).toThrow(AnalysisInputError)
    expect(() => permanova(matrix, grouping.slice(2), options)).toThrow(AnalysisInputError)
    expect(() =>
      permanova(
        matrix,
        grouping.map(() => 'one'),
        options,
      ),
    ).toThrow(AnalysisInputError)
  })
})

describe('permanovaParallel', () => {
  // 800 samples x 999 permutations is above the size at which workers are used.
  it('equals permanova for the same seed (workers fall back to this thread under Vitest)', async () => {
    const random = createRandom(5)
    const distances = randomDistanceMatrix(800, () => random.next())
    const labels = distances.ids.map((_, i) => `g${i % 4}`)
    const options = { permutations: 999, seed: 11 }
    const emitWarning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined)
    expect(await permanovaParallel(distances, labels, { ...options, workers: 2 })).toEqual(
      permanova(distances, labels, options),
    )
    // The only warning a fallback may give is the one that says the job ran on this thread.
    for (const [, warningOptions] of emitWarning.mock.calls)
      expect(warningOptions).toEqual({ code: WORKER_FALLBACK_WARNING })
    emitWarning.mockRestore()
  })

  it('equals permanova when its workers run under tsx', () => {
    const script = `
      import { createRandom } from './analysis/random'
      import { permanova, permanovaParallel } from './analysis/stats/permanova'
      const random = createRandom(5)
      const n = 800
      const matrix = { ids: Array.from({ length: n }, (_, i) => 'S' + i), condensed: Float64Array.from({ length: (n * (n - 1)) / 2 }, () => random.next()) }
      const labels = matrix.ids.map((_, i) => 'g' + (i % 4))
      const options = { permutations: 999, seed: 11 }
      const warnings = []
      process.on('warning', (warning) => warnings.push(warning.code))
      const parallel = await permanovaParallel(matrix, labels, { ...options, workers: 2 })
      console.log(JSON.stringify({ parallel, single: permanova(matrix, labels, options), warnings }))
    `
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    })
    const { parallel, single, warnings } = JSON.parse(output) as {
      parallel: unknown
      single: unknown
      warnings: string[]
    }
    expect(parallel).toEqual(single)
    // The workers really ran: no fallback to this thread was reported.
    expect(warnings).not.toContain(WORKER_FALLBACK_WARNING)
  })
})
