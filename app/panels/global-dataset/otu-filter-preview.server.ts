import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { enqueue } from '#db/job-queue'
import type { FilterParameters } from '#analysis/filter'
import {
  otuFilterCacheFolder,
  previewHash,
  previewRequestKey,
  previewResultKey,
  tableSummaryKey,
  viewerPageKey,
  type OtuFilterPreviewResult,
  type OtuTableSummary,
  type OtuViewerPage,
} from '#core/otu-filter'

/**
 * The web side of the filter panel's worker contract (core/otu-filter.ts): it only reads the small
 * files the `otu_filter_preview` job wrote, and queues the job when one is missing.
 */

interface CacheBatch {
  id: string
  trackingNumber: string
}

const folderOf = (batch: CacheBatch) => otuFilterCacheFolder(batch.trackingNumber, batch.id)

async function readJson<T>(key: string): Promise<T | null> {
  const storage = fileStorage()
  if (!(await storage.exists(key))) return null
  return JSON.parse(new TextDecoder().decode(await storage.get(key))) as T
}

async function queueJob(batchId: string, hash: string | null) {
  await enqueue(getDb(), 'otu_filter_preview', hash ? { analysisId: batchId, preview: hash } : { analysisId: batchId })
}

/**
 * Asks for the preview of `params`: stores the request and queues the job, unless the result is
 * already there (the same parameters give the same preview). Returns the preview's hash.
 */
export async function requestPreview(batch: CacheBatch, params: FilterParameters): Promise<string> {
  const hash = previewHash(params)
  const folder = folderOf(batch)
  const storage = fileStorage()
  if (await storage.exists(previewResultKey(folder, hash))) return hash
  await storage.put(previewRequestKey(folder, hash), new TextEncoder().encode(JSON.stringify(params)))
  await queueJob(batch.id, hash)
  return hash
}

export type PreviewState =
  | { state: 'ready'; hash: string; result: OtuFilterPreviewResult }
  | { state: 'computing'; hash: string; params: FilterParameters }

/** A requested preview: its result, or its parameters while the job runs; null for a hash never requested here. */
export async function readPreview(batch: CacheBatch, hash: string): Promise<PreviewState | null> {
  const folder = folderOf(batch)
  const result = await readJson<OtuFilterPreviewResult>(previewResultKey(folder, hash))
  if (result) return { state: 'ready', hash, result }
  const params = await readJson<FilterParameters>(previewRequestKey(folder, hash))
  return params ? { state: 'computing', hash, params } : null
}

/**
 * The table's cached summary (size, header, sample totals); null while the job prepares it, which
 * this queues (the job key makes repeated page views queue it once).
 */
export async function readTableSummary(batch: CacheBatch): Promise<OtuTableSummary | null> {
  const summary = await readJson<OtuTableSummary>(tableSummaryKey(folderOf(batch)))
  if (!summary) await queueJob(batch.id, null)
  return summary
}

/** One page of the viewer (1-based), or null past the last page. */
export async function readViewerPage(batch: CacheBatch, page: number): Promise<OtuViewerPage | null> {
  return readJson<OtuViewerPage>(viewerPageKey(folderOf(batch), page))
}
