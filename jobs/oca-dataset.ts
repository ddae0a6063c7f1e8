import { AnalysisInputError } from '../analysis/errors'
import { selectTableSamples, type FeatureTable } from '../analysis/feature-table'
import { filterFeatureTable } from '../analysis/filter'
import { readDataset, type DatasetFile } from '../analysis/io/dataset'
import { writeFeatureTableTsv } from '../analysis/io/feature-table/delimited-text'
import { inputProblemDetail } from '../core/tool-runs'
import { tableCellLimit } from '../core/table-limits'

/** The grouping the runs compare: group name per sample, in the solution's order. */
export interface SolutionParams {
  solution_name: string
  groups: { name: string; samples: string[] }[]
}

export interface OcaDatasetInput {
  table: DatasetFile
  taxonomy?: DatasetFile
  solution: SolutionParams
  /** The filter solution's parameters, if one was chosen. */
  filter: unknown
  sampleMap: Record<string, string>
  /** The filter's rarefaction seed (the record id), so a retry writes the same files. */
  seed: number
}

/** The prepared files' text, or why the dataset cannot be analysed (`failOcaRecord`'s reason). */
export type OcaDatasetOutput =
  | { prepared: true; tableTsv: string; metadataTsv: string }
  | { prepared: false; reason: { code: string; params: Record<string, string | number>; log: string } }

/** Why a prepared dataset cannot be analysed. */
class OcaDatasetError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number>,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The analysis work of preparing a one-click analysis's dataset, done in an executor thread
 * (`thread-work.ts`): reads the table with its taxonomy, restricts, filters and renames it, and
 * writes the table and the one-column metadata as TSV text for the `run_oca` task to store.
 */
export async function buildOcaDataset(input: OcaDatasetInput): Promise<OcaDatasetOutput> {
  try {
    const dataset = await readDataset(
      { table: input.table, ...(input.taxonomy ? { taxonomy: input.taxonomy } : {}) },
      { maxCells: tableCellLimit() },
    )
    const prepared = prepareTable(dataset.table, input.solution, input.filter, input.sampleMap, input.seed)
    return {
      prepared: true,
      tableTsv: writeFeatureTableTsv(prepared.table),
      metadataTsv: metadataTsv(input.solution.solution_name, prepared.groupOf, prepared.table.sampleIds),
    }
  } catch (error) {
    if (error instanceof AnalysisInputError)
      return { prepared: false, reason: { ...inputProblemDetail(error), log: error.message } }
    if (error instanceof OcaDatasetError)
      return { prepared: false, reason: { code: error.code, params: error.params, log: error.message } }
    throw error
  }
}

/**
 * The table a one-click analysis analyses: the solution's samples (in the table's order; a sample
 * in two groups counts in the first), filtered, renamed by the display-name map.
 */
export function prepareTable(
  table: FeatureTable,
  solution: SolutionParams,
  filter: unknown,
  sampleMap: Record<string, string>,
  seed: number,
): { table: FeatureTable; groupOf: Map<string, string> } {
  const groupOfOriginal = new Map<string, string>()
  for (const group of solution.groups)
    for (const sample of group.samples) if (!groupOfOriginal.has(sample)) groupOfOriginal.set(sample, group.name)
  const indices = table.sampleIds.flatMap((sample, index) => (groupOfOriginal.has(sample) ? [index] : []))
  if (indices.length === 0)
    throw new OcaDatasetError(
      'oca.noSamples',
      { solution: solution.solution_name },
      `None of the samples of the group solution "${solution.solution_name}" are in the feature table.`,
    )
  let restricted = withoutEmptyFeatures(selectTableSamples(table, indices))
  if (filter) restricted = filterFeatureTable(restricted, filter, { seed }).table
  const renamed = restricted.sampleIds.map((sample) => sampleMap[sample] ?? sample)
  const groupOf = new Map(restricted.sampleIds.map((sample, i) => [renamed[i], groupOfOriginal.get(sample)!]))
  return { table: { ...restricted, sampleIds: renamed }, groupOf }
}

/** Features no chosen sample has: left in, they would be all-zero rows every tool had to skip. */
function withoutEmptyFeatures(table: FeatureTable): FeatureTable {
  const width = table.featureIds.length
  const samples = table.sampleIds.length
  const kept: number[] = []
  for (let f = 0; f < width; f++) {
    for (let s = 0; s < samples; s++)
      if (table.counts[s * width + f] !== 0) {
        kept.push(f)
        break
      }
  }
  if (kept.length === width) return table
  const counts = new Float64Array(samples * kept.length)
  for (let s = 0; s < samples; s++) kept.forEach((f, k) => (counts[s * kept.length + k] = table.counts[s * width + f]))
  return {
    sampleIds: table.sampleIds,
    featureIds: kept.map((f) => table.featureIds[f]),
    counts,
    ...(table.taxonomy ? { taxonomy: kept.map((f) => table.taxonomy![f]) } : {}),
  }
}

function metadataTsv(column: string, groupOf: Map<string, string>, sampleIds: readonly string[]): string {
  return [`#SampleID\t${column}`, ...sampleIds.map((sample) => `${sample}\t${groupOf.get(sample)}`)].join('\n') + '\n'
}
