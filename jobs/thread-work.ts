import type { DrawnChartSpec } from '../core/charts/chart-spec'
import { computeBatchQc, mergeTaxonomyIntoTable, tableCarriesTaxonomy } from './batch-dataset'
import { readsManifestSamples, readsQcTable, sampleReadsSummaries } from './batch-reads-qc'
import { buildOcaDataset } from './oca-dataset'
import { buildOtuFilterCache } from './otu-filter-cache'
import { renderChartFile, renderChartPng } from './render-chart-png'
import type { ChartFileFormat } from '../core/charts/chart-files'

/**
 * Analysis work of the worker's tasks other than tool runs (the OTU filter panel's table cache and
 * preview, a one-click analysis's dataset, a batch's merged table and QC data (from its raw reads too), a chart redrawn with display names), by name. Like an analysis it runs in an executor thread, under the time and memory
 * limits (`ToolAnalyst.work`), so that no task reads or computes a dataset on the worker's main
 * thread, where nothing could stop it and every other job would wait.
 */
export const THREAD_WORK = {
  otuFilterCache: buildOtuFilterCache,
  ocaDataset: buildOcaDataset,
  mergeTaxonomyIntoTable,
  tableCarriesTaxonomy,
  batchQc: computeBatchQc,
  readsManifestSamples,
  sampleReadsSummaries,
  readsQcTable,
  drawChartPng: async (spec: DrawnChartSpec): Promise<Uint8Array> => renderChartPng(spec),
  drawChartFile: async ({ spec, format }: { spec: DrawnChartSpec; format: ChartFileFormat }): Promise<Uint8Array> =>
    renderChartFile(spec, format),
}

export type ThreadWorkName = keyof typeof THREAD_WORK
export type ThreadWorkInput<N extends ThreadWorkName> = Parameters<(typeof THREAD_WORK)[N]>[0]
export type ThreadWorkOutput<N extends ThreadWorkName> = Awaited<ReturnType<(typeof THREAD_WORK)[N]>>

export function runThreadWork<N extends ThreadWorkName>(
  name: N,
  input: ThreadWorkInput<N>,
): Promise<ThreadWorkOutput<N>> {
  // TypeScript cannot tie THREAD_WORK[N] to its own input and output types; the map above does.
  const work = THREAD_WORK[name] as (input: ThreadWorkInput<N>) => Promise<ThreadWorkOutput<N>>
  return work(input)
}
