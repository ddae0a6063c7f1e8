/** The vegan reference of the constrained ordination tools and how their score tables are compared with it. */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { column, expectClose } from './test-support'

interface Scores {
  sites: number[][]
  constraints: number[][]
  species: number[][]
  biplot: number[][]
  centroids: number[][]
  centroidNames: string[]
}
export interface ConstrainedReference {
  sites: string[]
  species: string[]
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
export const constrainedReference = JSON.parse(
  readFileSync(
    new URL('../../tests/fixtures/analysis/microbiome/constrained-ordination.json', import.meta.url),
    'utf8',
  ),
) as Record<'duneRda' | 'duneHellingerRda' | 'varespecCca', ConstrainedReference>

interface Table {
  id: string
  columns: string[]
  rows: unknown[][]
}

/** Every axis' eigenvalue, constrained axes first, as the eigenvalue table lists them. */
export function expectEigenvalues(table: Table, reference: ConstrainedReference): void {
  const expected = [...reference.constrainedEigenvalues, ...reference.unconstrainedEigenvalues]
  const values = column(table, 'Eigenvalue')
  expect(values).toHaveLength(expected.length)
  values.forEach((value, k) => expectClose(value, expected[k], 1e-8))
}

/**
 * A score table's first column names its rows and the named axis columns hold the scores; each
 * axis may have the opposite sign of vegan's (an SVD leaves it free), the same for every row.
 */
export function expectScores(table: Table, names: string[], expected: number[][], axisColumns: string[]): void {
  expect(table.rows.map((row) => row[0])).toEqual(names)
  axisColumns.forEach((header, a) => {
    const ours = column(table, header) as number[]
    const sign = Math.sign(ours[0]) === Math.sign(expected[0][a]) ? 1 : -1
    ours.forEach((value, r) => expectClose(sign * value, expected[r][a], 1e-8))
  })
}
