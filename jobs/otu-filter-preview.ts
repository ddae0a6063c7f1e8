import { eq } from 'drizzle-orm'
import type { Task } from 'graphile-worker'
import { parseFilterParameters } from '../analysis/filter'
import { getDb } from '../db/client'
import { fileStorage, type FileStorage } from '../db/file-storage'
import { analysisBatches, orders } from '../db/schema/projects'
import {
  otuFilterCacheFolder,
  previewRequestKey,
  previewResultKey,
  tableSummaryKey,
  viewerPageKey,
  type OtuFilterPreviewResult,
} from '../core/otu-filter'
import { storageKeyFileName } from '../core/storage-paths'
import { TOOL_ERROR_CODE } from '../core/tool-runs'
import type { ToolAnalyst } from './tool-analysis'
import { ToolRunError } from '../tools/kit/types'

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))

/**
 * graphile-worker task `otu_filter_preview`: reads the batch's dataset table (with its taxonomy
 * file's lineages) and writes what the filter panel shows: the table cache once per batch and,
 * when the payload names one, the preview of a parameter set the web process stored as a request.
 * Reading and filtering the table run in an executor thread, under the analysis limits.
 * Safe to run twice: each output is a pure function of the dataset and the request, and a job
 * whose outputs all exist returns without reading the table.
 */
export function createOtuFilterPreviewTask(analyst: ToolAnalyst): Task<'otu_filter_preview'> {
  return async ({ analysisId, preview }) => {
    await writeOtuFilterCache(analysisId, preview ?? null, analyst)
  }
}

/** The work of the task, callable from tests. Returns what it wrote (empty when everything already existed). */
export async function writeOtuFilterCache(
  analysisId: string,
  preview: string | null,
  analyst: ToolAnalyst,
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

  const read = async (key: string) => ({ bytes: await storage.get(key), fileName: storageKeyFileName(key) })
  const taxonomyKey = batch.datasetFiles.taxonomy
  const request: unknown = needsPreview
    ? JSON.parse(new TextDecoder().decode(await storage.get(previewRequestKey(folder, preview))))
    : null
  let cache
  try {
    cache = await analyst.work('otuFilterCache', {
      table: await read(tableKey),
      ...(taxonomyKey ? { taxonomy: await read(taxonomyKey) } : {}),
      wantsTable: needsTable,
      request,
    })
  } catch (error) {
    // Over a limit: the panel says so instead of waiting for a preview that will never come.
    const overLimit = error instanceof ToolRunError && error.code === TOOL_ERROR_CODE.analysis
    if (!overLimit || !needsPreview || preview === null) throw error
    const stopped: OtuFilterPreviewResult = {
      params: parseFilterParameters(request),
      summary: null,
      error: 'otuFilter.jobErrors.overLimit',
      filterMs: 0,
      readMs: 0,
    }
    await storage.put(previewResultKey(folder, preview), encode(stopped))
    return { table: false, preview: true }
  }
  if (cache.table) {
    for (const [index, rows] of cache.table.pages.entries())
      await storage.put(viewerPageKey(folder, index + 1), encode(rows))
    await storage.put(tableSummaryKey(folder), encode(cache.table.summary))
  }
  if (cache.preview && preview !== null) await storage.put(previewResultKey(folder, preview), encode(cache.preview))
  return { table: needsTable, preview: needsPreview }
}
