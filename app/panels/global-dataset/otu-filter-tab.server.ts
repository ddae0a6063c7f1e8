import { z } from 'zod'
import { fileStorage } from '#db/file-storage'
import { OTU_VIEWER_MAX_ROWS, OTU_VIEWER_PAGE_SIZE, PREVIEW_HASH_PATTERN } from '#core/otu-filter'
import { batchStoragePrefix, storageKeyFileName } from '#core/storage-paths'
import { findBatchFile } from '~/utils/analysis/project-files.server'
import type { PanelContext } from '../contract'
import { requestError } from '~/utils/http-errors.server'
import { optional, pageParam, parseSearchParams } from '~/utils/request-input.server'
import { filterFormValues, otuAsvKindOf, otuAsvTypeOf } from './otu-filter-form.server'
import { readPreview, readTableSummary, readViewerPage } from './otu-filter-preview.server'
import { listFilterSolutions, loadFilterBatch } from './otu-filter-solutions.server'

/** `preview=<hash>` shows a requested preview; `view=table&rows=<page>` opens the raw table viewer. */
const filterTabQuery = z.object({
  preview: optional(z.string().regex(PREVIEW_HASH_PATTERN)),
  view: optional(z.literal('table')),
  rows: optional(pageParam),
})

/**
 * With a separate taxonomy file the pipeline writes the table with lineages attached
 * (`dataset/otu_table_taxonomy.tsv`); that is the table the user sees and downloads, since the
 * taxonomy rules filter on its last column. Without one, the uploaded table is shown.
 */
const MERGED_TABLE_PATH = 'dataset/otu_table_taxonomy.tsv'

/**
 * The table the filter tab shows, downloads and saves into personal files: the merged table with
 * lineages when there is one, else the batch's table; null when its bytes are gone. `pathInBatch`
 * is null for a table stored outside the batch's folder (a demo's shared table), which has no
 * download address of the batch's own.
 */
export async function shownOtuTable(
  project: { id: string; trackingNumber: string },
  batch: { otuTablePath: string | null; datasetFiles: { taxonomy?: string | null } },
): Promise<{ name: string; storageKey: string; pathInBatch: string | null } | null> {
  const tableKey = batch.otuTablePath
  if (!tableKey || !(await fileStorage().exists(tableKey))) return null
  const merged = batch.datasetFiles.taxonomy
    ? await findBatchFile(project.trackingNumber, project.id, MERGED_TABLE_PATH)
    : null
  if (merged) return { name: merged.name, storageKey: merged.storageKey, pathInBatch: MERGED_TABLE_PATH }
  const prefix = `${batchStoragePrefix(project.trackingNumber, project.id)}/`
  return {
    name: storageKeyFileName(tableKey),
    storageKey: tableKey,
    pathInBatch: tableKey.startsWith(prefix) ? tableKey.slice(prefix.length) : null,
  }
}

/**
 * The global dataset group's OTU/ASV filter tab (spec 03 §2.6): the raw table (name, viewer,
 * download), the four rules' form filled from a preview, a saved solution or the defaults, the
 * preview, the sample depths and the order's saved solutions.
 */
export async function loadOtuFilterTab(context: PanelContext) {
  const { project, query } = context
  const own = context.request ? await parseSearchParams(context.request, filterTabQuery) : {}
  const batch = await loadFilterBatch(project.id)
  const kind = batch ? otuAsvKindOf(batch.additionalModules) : null
  if (!batch || !kind) return { tab: 'filter' as const, state: 'noModule' as const }
  const shown = await shownOtuTable(project, batch)
  if (!shown) return { tab: 'filter' as const, state: 'missingData' as const, kind }

  const cacheBatch = { id: project.id, trackingNumber: project.trackingNumber }
  const shownPath = shown.pathInBatch
  const downloadHref = shownPath
    ? `/resources/analysis-project-files/${project.id}/${shownPath.split('/').map(encodeURIComponent).join('/')}`
    : null

  const [solutions, tableSummary, preview] = await Promise.all([
    listFilterSolutions(batch.orderId, otuAsvTypeOf(kind)),
    readTableSummary(cacheBatch),
    own.preview ? readPreview(cacheBatch, own.preview) : null,
  ])
  const solution = solutions.find((candidate) => candidate.id === query.solution) ?? null
  const params = preview ? (preview.state === 'ready' ? preview.result.params : preview.params) : solution?.params
  const viewerPage = own.rows ?? 1
  // A page past the last one is a query that makes no sense, like any other bad query string.
  if (tableSummary && viewerPage > Math.max(1, tableSummary.pageCount) && context.request)
    throw await requestError(context.request, 400, 'errors.badRequest')
  const viewerRows = own.view === 'table' && tableSummary ? await readViewerPage(cacheBatch, viewerPage) : null

  return {
    tab: 'filter' as const,
    state: 'ready' as const,
    kind,
    table: { name: shown.name, downloadHref },
    solutions: solutions.map(({ id, name }) => ({ id, name })),
    solutionId: solution?.id ?? null,
    values: filterFormValues(params),
    preview: preview
      ? preview.state === 'ready'
        ? {
            state: 'ready' as const,
            hash: preview.hash,
            summary: preview.result.summary,
            error: preview.result.error,
            filterMs: preview.result.filterMs,
          }
        : { state: 'computing' as const, hash: preview.hash }
      : null,
    /** Per-sample read totals for the depth chart; null while the job prepares the table cache. */
    depths: tableSummary
      ? tableSummary.sampleIds.map((sampleId, index) => ({ sampleId, reads: tableSummary.sampleTotals[index] }))
      : null,
    featureCount: tableSummary?.featureCount ?? null,
    viewer:
      own.view === 'table'
        ? tableSummary
          ? {
              state: 'ready' as const,
              header: tableSummary.header,
              rows: viewerRows ?? [],
              page: viewerPage,
              pageCount: tableSummary.pageCount,
              pageSize: OTU_VIEWER_PAGE_SIZE,
              maxRows: OTU_VIEWER_MAX_ROWS,
              featureCount: tableSummary.featureCount,
            }
          : { state: 'preparing' as const }
        : null,
  }
}
