import { eq, sql } from 'drizzle-orm'
import type { Task } from 'graphile-worker'
import { z } from 'zod'
import { AnalysisInputError } from '../analysis/errors'
import { selectTableSamples, type FeatureTable } from '../analysis/feature-table'
import { filterFeatureTable } from '../analysis/filter'
import { readDataset } from '../analysis/io/dataset'
import { writeFeatureTableTsv } from '../analysis/io/feature-table/delimited-text'
import { failOcaRecord, startOcaRecord } from '../db/analysis-batches'
import { getDb } from '../db/client'
import { fileStorage, type FileStorage } from '../db/file-storage'
import { ocaDatasetFiles } from '../db/oca-records'
import { storedFiles } from '../db/schema/files'
import { ocaRecords } from '../db/schema/project-tooling'
import { analysisBatches, orders } from '../db/schema/projects'
import { FILE_KIND } from '../core/files'
import { logger } from '../core/logger'
import { OCA_RECORD_STATUS } from '../core/project-tooling'
import { catalogueFolder, storageKeyFileName } from '../core/storage-paths'
import { inputProblemDetail } from '../core/tool-runs'

const payloadSchema = z.object({ ocaRecordId: z.number().int().positive() })

/** graphile-worker task `run_oca`: prepares a one-click analysis's dataset, then queues its runs. */
export const runOca: Task = async (payload, helpers) => {
  const parsed = payloadSchema.safeParse(payload)
  if (!parsed.success) {
    // A malformed payload will not get better on retry.
    helpers.logger.error(`run_oca: ignoring a job with an invalid payload ${JSON.stringify(payload)}`)
    return
  }
  await prepareOcaRecord(parsed.data.ocaRecordId)
}

/** The grouping the runs compare: group name per sample, in the solution's order. */
interface SolutionParams {
  solution_name: string
  groups: { name: string; samples: string[] }[]
}

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
 * Prepares the dataset of a submitted one-click analysis (status 0) and starts it: the batch's table
 * (with its taxonomy) restricted to the group solution's samples, filtered by the chosen filter
 * solution, with the samples renamed to their display names (the record's sample_map), and a
 * metadata file whose one column, named after the solution, holds each sample's group (the runs'
 * group_column). Safe to run again: the files are rewritten identically (the filter's rarefaction
 * seed is the record id) and startOcaRecord only acts on a record still at status 0.
 */
export async function prepareOcaRecord(ocaRecordId: number, storage: FileStorage = fileStorage()): Promise<void> {
  const [record] = await getDb()
    .select({
      status: ocaRecords.status,
      batchId: ocaRecords.batchId,
      analysisId: ocaRecords.analysisId,
      params: ocaRecords.params,
      datasetFiles: analysisBatches.datasetFiles,
      customerId: analysisBatches.customerId,
      trackingNumber: orders.trackingNumber,
    })
    .from(ocaRecords)
    .innerJoin(analysisBatches, eq(analysisBatches.id, ocaRecords.analysisId))
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(ocaRecords.id, ocaRecordId))
  if (!record || record.status !== OCA_RECORD_STATUS.pending) return
  const solution = record.params.sample_group_solution as SolutionParams
  const target = ocaDatasetFiles(record.trackingNumber, record.analysisId, record.batchId, record.datasetFiles)
  try {
    if (!record.datasetFiles.table) throw new OcaDatasetError('oca.noTable', {}, 'The project has no feature table.')
    const read = async (key: string) => ({ bytes: await storage.get(key), fileName: storageKeyFileName(key) })
    const dataset = await readDataset({
      table: await read(record.datasetFiles.table),
      ...(record.datasetFiles.taxonomy ? { taxonomy: await read(record.datasetFiles.taxonomy) } : {}),
    })
    const prepared = prepareTable(
      dataset.table,
      solution,
      record.params.otu_solution,
      record.params.sample_map,
      ocaRecordId,
    )
    const files: [string, string][] = [
      [target.files.table, writeFeatureTableTsv(prepared.table)],
      [target.files.metadata, metadataTsv(solution.solution_name, prepared.groupOf, prepared.table.sampleIds)],
    ]
    for (const [storageKey, text] of files) {
      const bytes = new TextEncoder().encode(text)
      await storage.put(storageKey, bytes)
      const row = {
        ownerId: record.customerId,
        kind: FILE_KIND.project,
        folder: catalogueFolder(storageKey),
        name: storageKeyFileName(storageKey),
        sizeBytes: bytes.byteLength,
        storageKey,
        contentType: 'text/tab-separated-values; charset=utf-8',
        analysisId: record.analysisId,
      }
      await getDb()
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({
          target: storedFiles.storageKey,
          set: { sizeBytes: row.sizeBytes, updatedAt: sql`now()` },
        })
    }
  } catch (error) {
    const reason =
      error instanceof AnalysisInputError
        ? { ...inputProblemDetail(error), log: error.message }
        : error instanceof OcaDatasetError
          ? { code: error.code, params: error.params, log: error.message }
          : null
    // Anything else (storage down, a bug) is thrown: graphile-worker retries the job.
    if (!reason) throw error
    logger.warn({ err: error, ocaRecordId }, 'one-click analysis: the dataset could not be prepared')
    await failOcaRecord(record.analysisId, ocaRecordId, reason)
    return
  }
  await startOcaRecord(record.analysisId, ocaRecordId)
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
