import { renameSamples, type SampleNameMap } from '#core/sample-display-names'
import type { Language } from '#core/language'
import { renderResultTexts, type TranslateText } from '#core/result-text'
import { chartPngFileName, tableFileName, type StoredToolResult } from '#core/tool-results'
import { isFeatureTableFileName } from '~/utils/analysis/feature-table-files'
import { pageOfTable } from './tool-task-view.server'

/** The URL of a file in a task's folder (`input/<key>/<name>` or `output/<name>`), served to whoever may open the task. */
export function toolTaskFileUrl(taskId: number, path: string): string {
  return `/resources/tool-task-files/${taskId}/${path.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * Inside an analysis project, its display names: every chart and table shows them, and a chart
 * that names a renamed sample gets its PNG from `renamedChartPngUrl` (drawn with the display names).
 */
export interface ResultDisplayNames {
  names: SampleNameMap
  renamedChartPngUrl: (pngFileName: string) => string
}

/** Who reads a result: their language and its translate function (the merged translations). */
export interface ResultReader {
  language: Language
  t: TranslateText
}

/**
 * A run's stored result as the result view shows it (charts with their PNG, one page of each
 * table, notes, other output files): the same on `/task/:id` and inside an analysis project, in
 * the reader's language (results are stored without one; the chart PNG is the one drawn for it).
 * `pagedTable` names the table whose `requestedPage` is shown; the others show their first page.
 */
export function toolResultView(
  reader: ResultReader,
  taskId: number,
  storedResult: StoredToolResult | null,
  pagedTable: string | undefined,
  requestedPage: number,
  displayNames?: ResultDisplayNames,
) {
  const result = storedResult && displayNames ? renameSamples(storedResult, displayNames.names) : storedResult
  const fileUrl = (path: string) => toolTaskFileUrl(taskId, path)
  // A feature table among the outputs can start a project (`Use as a project dataset`).
  const datasetUrl = (name: string) =>
    isFeatureTableFileName(name)
      ? `/projects/myAnalysis/new?${new URLSearchParams({ fromTask: String(taskId), file: name })}`
      : null
  return {
    charts:
      result?.charts.map((chart, index) => ({
        /** The stored PNG's path in the task's folder (what "save to my files" copies). */
        filePath: `output/${chartPngFileName(chart, reader.language)}`,
        spec: renderResultTexts(reader.t, chart.spec),
        // renameSamples keeps a chart that names no renamed sample as it is: its stored PNG is right.
        pngUrl:
          displayNames && chart !== storedResult?.charts[index]
            ? displayNames.renamedChartPngUrl(chartPngFileName(chart, reader.language))
            : fileUrl(`output/${chartPngFileName(chart, reader.language)}`),
      })) ?? [],
    tables:
      result?.tables.map((table) => ({
        table: renderResultTexts(reader.t, pageOfTable(table, table.id === pagedTable ? requestedPage : 1)),
        filePath: `output/${tableFileName(table, reader.language)}`,
        downloadUrl: fileUrl(`output/${tableFileName(table, reader.language)}`),
        datasetUrl: datasetUrl(tableFileName(table, reader.language)),
      })) ?? [],
    notes: renderResultTexts(reader.t, result?.notes ?? []),
    warnings: result?.warnings ?? [],
    extraFiles:
      result?.files
        .filter((file) => file.role === 'file')
        .map((file) => ({
          name: file.name,
          filePath: `output/${file.name}`,
          url: fileUrl(`output/${file.name}`),
          datasetUrl: datasetUrl(file.name),
        })) ?? [],
  }
}

export type ToolResultView = ReturnType<typeof toolResultView>
