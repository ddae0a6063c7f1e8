/** Shared by the feature-table format tests: fixtures, a reader by name and comparisons. */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import { AnalysisInputError } from '../../errors'
import type { FeatureTable } from '../../feature-table'
import { readFeatureTable } from './read'

export const FIXTURES = 'tests/fixtures/analysis/io/'
export const GLOBAL_PATTERNS_TSV = 'tests/fixtures/analysis/diversity/global-patterns/otu_table.tsv'

export interface BiomReference {
  featureIds: string[]
  sampleIds: string[]
  /** features x samples */
  matrix: number[][]
  taxonomy: (string[] | null)[] | null
  error?: string
}
export const biomReference = JSON.parse(readFileSync(`${FIXTURES}biom-reference.json`, 'utf8')) as Record<
  string,
  BiomReference
>

export const read = (bytes: Uint8Array | string, fileName = 'table.tsv') =>
  readFeatureTable(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes, { fileName })

export const readFixture = (path: string) => readFeatureTable(readFileSync(FIXTURES + path), { fileName: path })

/** Feature-major rows, the layout of the reference files. */
export function featureRows(table: FeatureTable): number[][] {
  const width = table.featureIds.length
  return table.featureIds.map((_, f) => table.sampleIds.map((_, s) => table.counts[s * width + f]))
}

/** Element-wise, because a deep equality over half a million counts takes vitest seconds. */
export function expectSameTable(actual: FeatureTable, expected: FeatureTable): void {
  expect(actual.sampleIds).toEqual(expected.sampleIds)
  expect(actual.featureIds).toEqual(expected.featureIds)
  expect(actual.taxonomy).toEqual(expected.taxonomy)
  expect(actual.counts.length).toBe(expected.counts.length)
  expect(actual.counts.filter((count, i) => count !== expected.counts[i]).length).toBe(0)
}

export async function inputError(promise: Promise<unknown>): Promise<AnalysisInputError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(AnalysisInputError)
  return error as AnalysisInputError
}

/** The table the writers are tested on: a decimal count, an id that needs quoting, a feature without taxonomy. */
export const WRITER_TABLE: FeatureTable = {
  sampleIds: ['S1', 'S 2'],
  featureIds: ['OTU_1', 'OTU\t2'],
  counts: new Float64Array([1, 0, 2.5, 7]),
  taxonomy: ['k__Bacteria; p__Firmicutes', null],
}

/** A sparse BIOM 1.0 document that lists its ids but holds only one count: a few MB declaring any size. */
export function hugeSparseBiom(features: number, samples: number): string {
  const rows = Array.from({ length: features }, (_, f) => `{"id":"F${f}","metadata":null}`).join(',')
  const columns = Array.from({ length: samples }, (_, s) => `{"id":"S${s}","metadata":null}`).join(',')
  return `{"id":"huge","format":"Biological Observation Matrix 1.0.0","type":"OTU table","matrix_type":"sparse","matrix_element_type":"int","shape":[${features},${samples}],"rows":[${rows}],"columns":[${columns}],"data":[[0,0,1]]}`
}
