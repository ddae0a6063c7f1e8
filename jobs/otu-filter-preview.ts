import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import type { Task } from 'graphile-worker'
import { z } from 'zod'
import { AnalysisInputError } from '../analysis/errors'
import { sampleTotals, type FeatureTable } from '../analysis/feature-table'
import { filterFeatureTable, parseFilterParameters } from '../analysis/filter'
import { readDataset } from '../analysis/io/dataset'
import { getDb } from '../db/client'
import { fileStorage, type FileStorage } from '../db/file-storage'
import { analysisBatches, orders } from '../db/schema/projects'
import {
  OTU_FILTER_SEED,
  OTU_VIEWER_MAX_ROWS,
  OTU_VIEWER_PAGE_SIZE,
  PREVIEW_HASH_PATTERN,
  otuFilterCacheFolder,
  previewRequestKey,
  previewResultKey,
  tableSummaryKey,
  viewerPageKey,
  type OtuFilterPreviewResult,
  type OtuTableSummary,
} from '../core/otu-filter'
import { storageKeyFileName } from '../core/storage-paths'

const payloadSchema = z.object({
  analysisId: z.string().min(1),
  /** Absent: only the table cache (viewer pages and sample totals) is wanted. */
  preview: z.string().regex(PREVIEW_HASH_PATTERN).optional(),
})

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

/**
 * graphile-worker task `otu_filter_preview`: reads the batch's dataset table (with its taxonomy
 * file's lineages) and writes what the filter panel shows: the table cache once per batch and,
 * when the payload names one, the preview of a parameter set the web process stored as a request.
 * Safe to run twice: each output is a pure function of the dataset and the request, and a job
 * whose outputs all exist returns without reading the table.
 */
export const otuFilterPreview: Task = async (payload, helpers) => {
  const parsed = payloadSchema.safeParse(payload)
  if (!parsed.success) {
    helpers.logger.error(`otu_filter_preview: ignoring an invalid payload ${JSON.stringify(payload)}`)
    return
  }
  await writeOtuFilterCache(parsed.data.analysisId, parsed.data.preview ?? null)
}

/** The work of the task, callable from tests. Returns what it wrote (empty when everything already existed). */
export async function writeOtuFilterCache(
  analysisId: string,
  preview: string | null,
  storage: FileStorage = fileStorage(),
): Promise<{ table: boolean; preview: boolean }> {
  const [batch] = await getDb()
    .select({ datasetFiles: analysisBatches.datasetFiles, trackingNumber: orders.trackingNumber })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(analysisBatches.id, analysisId))
  const tableKey = batch?.datasetFiles.table
  if (!batch || !tableKey) return { table: false, preview: false }
  const folder = otuFilterCacheFolder(batch.trackingNumber, analysisId)
  const needsTable = !(await storage.exists(tableSummaryKey(folder)))
  const needsPreview =
    preview !== null &&
    !(await storage.exists(previewResultKey(folder, preview))) &&
    (await storage.exists(previewRequestKey(folder, preview)))
  if (!needsTable && !needsPreview) return { table: false, preview: false }

  const readStarted = performance.now()
  const read = async (key: string) => ({ bytes: await storage.get(key), fileName: storageKeyFileName(key) })
  const taxonomyKey = batch.datasetFiles.taxonomy
  const { table } = await readDataset({
    table: await read(tableKey),
    ...(taxonomyKey ? { taxonomy: await read(taxonomyKey) } : {}),
  })
  const readMs = Math.round(performance.now() - readStarted)

  if (needsTable) await writeTableCache(storage, folder, table, readMs)
  if (needsPreview) {
    const request: unknown = JSON.parse(new TextDecoder().decode(await storage.get(previewRequestKey(folder, preview))))
    await storage.put(previewResultKey(folder, preview), encode(computePreview(table, request, readMs)))
  }
  return { table: needsTable, preview: needsPreview }
}

/** Filters the table with the requested parameters; a table that cannot take them says why instead. */
export function computePreview(table: FeatureTable, request: unknown, readMs: number): OtuFilterPreviewResult {
  const params = parseFilterParameters(request)
  const started = performance.now()
  try {
    const { summary } = filterFeatureTable(table, params, { seed: OTU_FILTER_SEED })
    return { params, summary, error: null, filterMs: Math.round(performance.now() - started), readMs }
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    return { params, summary: null, error: `otuFilter.jobErrors.${error.code}`, filterMs: 0, readMs }
  }
}

async function writeTableCache(storage: FileStorage, folder: string, table: FeatureTable, readMs: number) {
  const width = table.featureIds.length
  const { taxonomy } = table
  const rowsShown = Math.min(width, OTU_VIEWER_MAX_ROWS)
  const pageCount = Math.ceil(rowsShown / OTU_VIEWER_PAGE_SIZE)
  for (let page = 1; page <= pageCount; page++) {
    const rows: string[][] = []
    const end = Math.min(rowsShown, page * OTU_VIEWER_PAGE_SIZE)
    for (let f = (page - 1) * OTU_VIEWER_PAGE_SIZE; f < end; f++) {
      const row = [table.featureIds[f]]
      for (let s = 0; s < table.sampleIds.length; s++) row.push(String(table.counts[s * width + f]))
      if (taxonomy) row.push(taxonomy[f] ?? '')
      rows.push(row)
    }
    await storage.put(viewerPageKey(folder, page), encode(rows))
  }
  const summary: OtuTableSummary = {
    featureCount: width,
    sampleIds: [...table.sampleIds],
    sampleTotals: Array.from(sampleTotals(table)),
    header: ['#OTU ID', ...table.sampleIds, ...(taxonomy ? ['taxonomy'] : [])],
    rowsShown,
    pageCount,
    readMs,
  }
  await storage.put(tableSummaryKey(folder), encode(summary))
}
