import type { Language } from '../language'

/**
 * A result chart's downloads: the PNG the run drew (or one drawn again with a restyle), and vector SVG and PDF
 * drawn on request by the worker from the stored spec (jobs/render-chart-file.ts).
 */
export const CHART_FILE_FORMATS = ['png', 'svg', 'pdf'] as const
export type ChartFileFormat = (typeof CHART_FILE_FORMATS)[number]

/** What the chart route answers: the chart's drawn spec as JSON (for the browser's chart.js), or a file. */
export const CHART_RESOURCE_FORMATS = ['json', ...CHART_FILE_FORMATS] as const
export type ChartResourceFormat = (typeof CHART_RESOURCE_FORMATS)[number]

export const CHART_FILE_CONTENT_TYPES: Record<ChartFileFormat, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
}

/**
 * Where a drawing of a chart is kept: beside the run's own PNG (so it goes with the task's folder), named for the
 * chart's place in the result, the language and the version of what was drawn (the spec in that language with its style), so a new
 * drawing never overwrites one a browser may hold.
 */
export function chartFileStorageKey(
  runPngStorageKey: string,
  chartIndex: number,
  language: Language,
  version: string,
  format: ChartFileFormat,
): string {
  const folder = runPngStorageKey.slice(0, runPngStorageKey.lastIndexOf('/'))
  return `${folder}/chart-files/${chartIndex}.${language}.${version}.${format}`
}

/** A file name for a chart's download: its id where that is a plain word, else `chart-<n>`. */
export function chartDownloadName(chartId: string, chartIndex: number, format: ChartFileFormat): string {
  const base = /^[A-Za-z0-9_-]{1,100}$/.test(chartId) ? chartId : `chart-${chartIndex + 1}`
  return `${base}.${format}`
}
