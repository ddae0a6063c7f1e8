import { renameSamples, type SampleNameMap } from '#core/sample-display-names'
import type { Language } from '#core/language'
import { renderResultTexts, type TranslateText } from '#core/result-text'
import { chartPngFileName, tableFileName, type StoredToolResult } from '#core/tool-results'
import { chartAxisTitles, isPlainStyle, type ChartStyle } from '#core/charts/chart-restyle'
import { chartResourceUrl, drawnChart, drawnChartVersion } from './tool-task-charts.server'
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
  /**
   * On `/task/:id`: each chart's restyle. Charts are linked, not inlined: the browser fetches each drawn spec
   * from its cached URL, so a large chart never weighs down the page, and every chart offers PNG, SVG and PDF
   * downloads. In a project the charts are linked the same way (without a restyle), except those drawn with the
   * project's display names, whose spec comes with the page.
   */
  chartStyle?: (chartIndex: number) => ChartStyle,
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
      result?.charts.map((chart, index) => {
        /** The stored PNG's path in the task's folder (what "save to my files" copies). */
        const filePath = `output/${chartPngFileName(chart, reader.language)}`
        // A project's chart that names no renamed sample is the stored one: it is linked too, without the restyle form.
        const linked = displayNames ? chart === storedResult?.charts[index] : chartStyle !== undefined
        if (linked) {
          const style = displayNames ? {} : chartStyle!(index)
          const spec = drawnChart(reader.t, chart, style)
          const version = drawnChartVersion(spec)
          const url = (format: 'json' | 'png' | 'svg' | 'pdf') =>
            chartResourceUrl(taskId, reader.language, index, format, style, version)
          const plain = isPlainStyle(style) ? spec : drawnChart(reader.t, chart, {})
          return {
            index,
            filePath,
            frame: { id: spec.id, title: spec.title, type: spec.type, width: spec.width, height: spec.height },
            spec: null,
            specUrl: url('json'),
            // The run's own PNG until a restyle asks for another drawing.
            pngUrl: isPlainStyle(style) ? fileUrl(filePath) : url('png'),
            downloads: { png: url('png'), svg: url('svg'), pdf: url('pdf') },
            style,
            /** What the chart shows before a restyle: the restyle form's placeholders (none: no restyle form). */
            original: displayNames
              ? null
              : { title: plain.title, width: plain.width, height: plain.height, ...chartAxisTitles(plain) },
          }
        }
        const spec = renderResultTexts(reader.t, chart.spec)
        return {
          index,
          filePath,
          frame: { id: spec.id, title: spec.title, type: spec.type, width: spec.width, height: spec.height },
          spec,
          specUrl: null,
          // renameSamples keeps a chart that names no renamed sample as it is: its stored PNG is right.
          pngUrl:
            displayNames && chart !== storedResult?.charts[index]
              ? displayNames.renamedChartPngUrl(chartPngFileName(chart, reader.language))
              : fileUrl(filePath),
          downloads: null,
          style: null,
          original: null,
        }
      }) ?? [],
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
