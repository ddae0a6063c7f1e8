import { performance } from 'node:perf_hooks'
import { AnalysisInputError } from '../analysis/errors'
import { sampleTotals, type FeatureTable } from '../analysis/feature-table'
import { filterFeatureTable, parseFilterParameters } from '../analysis/filter'
import { readDataset, type DatasetFile } from '../analysis/io/dataset'
import {
  OTU_FILTER_SEED,
  OTU_VIEWER_MAX_ROWS,
  OTU_VIEWER_PAGE_SIZE,
  type OtuFilterPreviewResult,
  type OtuTableSummary,
} from '../core/otu-filter'
import { tableCellLimit } from '../core/table-limits'

export interface OtuFilterCacheInput {
  table: DatasetFile
  taxonomy?: DatasetFile
  /** Whether the table cache (viewer pages and summary) is wanted. */
  wantsTable: boolean
  /** The stored preview request to filter with, if a preview is wanted. */
  request: unknown
}

export interface OtuFilterCacheOutput {
  table: { summary: OtuTableSummary; pages: string[][][] } | null
  preview: OtuFilterPreviewResult | null
}

/**
 * The analysis work of the OTU filter panel, done in an executor thread (`thread-work.ts`): reads the
 * dataset, lays out the viewer pages and the table summary, and filters with the requested
 * parameters. It returns what the `otu_filter_preview` task then stores.
 */
export async function buildOtuFilterCache(input: OtuFilterCacheInput): Promise<OtuFilterCacheOutput> {
  const readStarted = performance.now()
  const { table } = await readDataset(
    { table: input.table, ...(input.taxonomy ? { taxonomy: input.taxonomy } : {}) },
    { maxCells: tableCellLimit() },
  )
  const readMs = Math.round(performance.now() - readStarted)
  return {
    table: input.wantsTable ? tableCache(table, readMs) : null,
    preview: input.request === null ? null : computePreview(table, input.request, readMs),
  }
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

function tableCache(table: FeatureTable, readMs: number): { summary: OtuTableSummary; pages: string[][][] } {
  const width = table.featureIds.length
  const { taxonomy } = table
  const rowsShown = Math.min(width, OTU_VIEWER_MAX_ROWS)
  const pageCount = Math.ceil(rowsShown / OTU_VIEWER_PAGE_SIZE)
  const pages: string[][][] = []
  for (let page = 1; page <= pageCount; page++) {
    const rows: string[][] = []
    const end = Math.min(rowsShown, page * OTU_VIEWER_PAGE_SIZE)
    for (let f = (page - 1) * OTU_VIEWER_PAGE_SIZE; f < end; f++) {
      const row = [table.featureIds[f]]
      for (let s = 0; s < table.sampleIds.length; s++) row.push(String(table.counts[s * width + f]))
      if (taxonomy) row.push(taxonomy[f] ?? '')
      rows.push(row)
    }
    pages.push(rows)
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
  return { summary, pages }
}
