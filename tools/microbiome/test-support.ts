/** Test support for the microbiome executors: the R references and how results are compared with them. */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'

type RNumber = number | null
interface GroupTestReference {
  statistic: number
  p: number
}
interface PermutationReference {
  anosimR: number
  anosimP: number
  permanovaF: number
  permanovaR2: number
  permanovaP: number
}

/** Written by tests/fixtures/tools/microbiome/generate.R (R 4.2, vegan 2.6-4, MASS) on the demo data. */
export interface MicrobiomeReference {
  sampleIds: string[]
  sampleType: string[]
  alpha: Record<string, RNumber[]>
  kruskal: Record<string, GroupTestReference>
  wilcoxonHuman: Record<string, GroupTestReference>
  pairwiseShannon: { groupA: string[]; groupB: string[]; adjustedP: number[] }
  rarefaction: {
    steps: number
    checkedK: number[]
    curves: { depths: number[]; richness: number[] }[]
    smallest: number
    atSmallest: number[]
    compareDepth: number
    comparedSamples: string[]
    atCompareDepth: number[]
  }
  beta: {
    braycurtis: number[]
    pcoaEigenvalues: number[]
    pcoaProportion: number[]
    pcoaCoordinates: number[][]
    sampleType: PermutationReference
    humanEuclidean: PermutationReference & { permutations: number }
  }
  nmds: { stress: number; points: number[][] }
  composition: {
    phylumTaxa: number
    phylumTop: string[]
    phylumTopPercent: number[][]
    phylumOthersPercent: number[]
    genusTaxa: number
    groups: string[]
    genusGroupTop: string[]
    genusGroupTopPercent: number[][]
  }
  lefse: { taxa: number; lineages: string[]; enrichedClass: string[]; ldaScore: number[]; p: number[] }
  filter: {
    removedByTaxonomy: number
    removedByPrevalence: number
    removedByTotal: number
    keptBeforeFlattening: string[]
    keptSampleTotals: number[]
    flatteningDepth: number
    readsBefore: number
  }
}

export const reference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/tools/microbiome/reference.json', import.meta.url), 'utf8'),
) as MicrobiomeReference

/** |actual − expected| ≤ relative · |expected|; null (R's NA/NaN) expects an empty cell or NaN. */
export function expectClose(actual: unknown, expected: RNumber, relative = 1e-9): void {
  if (expected === null) {
    expect(actual === null || Number.isNaN(actual)).toBe(true)
    return
  }
  expect(typeof actual).toBe('number')
  const tolerance = expected === 0 ? relative : relative * Math.abs(expected)
  if (!(Math.abs((actual as number) - expected) <= tolerance))
    expect.fail(`expected ${String(actual)} to be within ${relative} (relative) of ${expected}`)
}

/** A result table's rows of cells, as stored or as a reader sees them (`rendered`). */
interface TableOf<Cell> {
  readonly id: string
  readonly columns: readonly unknown[]
  readonly rows: readonly (readonly Cell[])[]
}

/** A table's column by header, in row order. */
export function column<Cell>(table: TableOf<Cell>, header: string): Cell[] {
  const index = table.columns.indexOf(header)
  expect(index, `column ${header} of ${table.id}`).toBeGreaterThanOrEqual(0)
  return table.rows.map((row) => row[index])
}

export function tableById<T extends { readonly id: string }>(tables: readonly T[], id: string): T {
  const table = tables.find((candidate) => candidate.id === id)
  if (!table) throw new Error(`no result table ${id}`)
  return table
}

/**
 * A permutation p-value agrees with a reference estimated from far more permutations when it lies
 * within 4 binomial standard errors of `permutations` draws (plus the 1/(permutations + 1) floor).
 */
export function expectPermutationPValue(actual: number, referenceP: number, permutations: number): void {
  const standardError = Math.sqrt((referenceP * (1 - referenceP)) / permutations)
  expect(Math.abs(actual - referenceP)).toBeLessThanOrEqual(4 * standardError + 1 / (permutations + 1))
}
