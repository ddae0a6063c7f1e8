import { createHash } from 'node:crypto'
import type { FilterParameters, FilterSummary } from '../analysis/filter'
import { batchStoragePrefix } from './storage-paths'

/**
 * The OTU/ASV filter panel's worker contract (spec 03 §2.6): the web process never parses the
 * project's table; the `otu_filter_preview` job does, once per batch for the table viewer and the
 * per-sample read totals, and once per parameter set for a preview. Both land in file storage
 * under the batch folder's `cache/otu-filter/`, which the cloud files drawer does not list (the
 * files are not catalogued) and which any later job may rewrite byte for byte.
 */

/** The raw table viewer: 200 rows a page, at most the first 10000 rows (spec 03 §9). */
export const OTU_VIEWER_PAGE_SIZE = 200
export const OTU_VIEWER_MAX_ROWS = 10_000

/** Flattening draws reads at random; a fixed seed makes the same parameters give the same preview. */
export const OTU_FILTER_SEED = 1

/** A preview is named by the hash of its parameters: 20 hex digits of their SHA-256. */
export const PREVIEW_HASH_PATTERN = /^[0-9a-f]{20}$/

/**
 * Parsed parameters have their keys in the schema's order, so equal parameters serialise, and
 * hash, the same.
 */
export function previewHash(params: FilterParameters): string {
  return createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 20)
}

export function otuFilterCacheFolder(trackingNumber: string, batchId: string): string {
  return `${batchStoragePrefix(trackingNumber, batchId)}/cache/otu-filter`
}

/** Written last by the job, so its presence means every viewer page is there too. */
export const tableSummaryKey = (folder: string) => `${folder}/table.json`
export const viewerPageKey = (folder: string, page: number) => `${folder}/rows-${page}.json`
/** The parameters the web process asked a preview for (the job reads them; the page refills the form from them). */
export const previewRequestKey = (folder: string, hash: string) => `${folder}/preview-${hash}.request.json`
export const previewResultKey = (folder: string, hash: string) => `${folder}/preview-${hash}.json`

/** What the job learns of the table once: its size, header and each sample's read total. */
export interface OtuTableSummary {
  featureCount: number
  sampleIds: string[]
  /** Reads per sample in the raw table, in sampleIds' order. */
  sampleTotals: number[]
  /** The viewer's header: feature id, the samples, and `taxonomy` when the table has lineages. */
  header: string[]
  /** Rows the viewer pages hold: min(featureCount, OTU_VIEWER_MAX_ROWS). */
  rowsShown: number
  pageCount: number
  /** How long reading the table took in the job, for the operators' figures. */
  readMs: number
}

/** One viewer page: rows of cells as the header names them. */
export type OtuViewerPage = string[][]

export interface OtuFilterPreviewResult {
  params: FilterParameters
  /** Null when the parameters cannot be applied to this table (`error` says why). */
  summary: FilterSummary | null
  /** An i18n key, e.g. the table has no taxonomy for a taxonomy rule. */
  error: string | null
  /** Time spent filtering (reading the table not included). */
  filterMs: number
  readMs: number
}
