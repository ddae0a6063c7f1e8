import { createHash } from 'node:crypto'
import type { ChartSpec } from './charts/chart-spec'
import type { StoredResultTable, StoredToolResult } from './tool-results'

/**
 * A project's display names (spec 03 §2.4): original sample name to the name every chart and table
 * of the project shows. Results are stored as computed, with the original names; the names are
 * mapped when a result is viewed inside the project, by the functions below and nothing else.
 */
export type SampleNameMap = ReadonlyMap<string, string>

/**
 * Every string equal to an original sample name, anywhere in a JSON value (labels, dataset labels,
 * point labels, matrix cells' x/y, axis category lists), replaced by its display name. Object keys
 * are never renamed. Returns the value itself when nothing changed, so callers can tell.
 */
function renameInJson<T>(value: T, names: SampleNameMap): T {
  if (typeof value === 'string') return (names.get(value) ?? value) as T
  if (Array.isArray(value)) {
    let changed = false
    const renamed = value.map((element: unknown) => {
      const next = renameInJson(element, names)
      if (next !== element) changed = true
      return next
    })
    return (changed ? renamed : value) as T
  }
  if (value !== null && typeof value === 'object') {
    let changed = false
    const renamed: Record<string, unknown> = {}
    for (const [key, element] of Object.entries(value)) {
      const next = renameInJson(element, names)
      if (next !== element) changed = true
      renamed[key] = next
    }
    return (changed ? renamed : value) as T
  }
  return value
}

/** A chart spec with its sample names shown as display names; the same object when it names no renamed sample. */
export function renameSamplesInChart(spec: ChartSpec, names: SampleNameMap): ChartSpec {
  if (names.size === 0) return spec
  const data = renameInJson(spec.data, names)
  const options = spec.options === undefined ? undefined : renameInJson(spec.options, names)
  // Only the viewer's sample names: its metadata values are the user's data, even where one reads like a sample name.
  const viewerSampleIds = spec.viewer && renameInJson(spec.viewer.sampleIds, names)
  const viewer =
    spec.viewer && viewerSampleIds !== spec.viewer.sampleIds
      ? { ...spec.viewer, sampleIds: viewerSampleIds! }
      : spec.viewer
  return data === spec.data && options === spec.options && viewer === spec.viewer
    ? spec
    : { ...spec, data, options, ...(viewer ? { viewer } : {}) }
}

/** A result table whose headers and cells that equal an original sample name show its display name. */
export function renameSamplesInTable(table: StoredResultTable, names: SampleNameMap): StoredResultTable {
  if (names.size === 0) return table
  const columns = renameInJson(table.columns, names)
  const rows = renameInJson(table.rows, names)
  return columns === table.columns && rows === table.rows ? table : { ...table, columns, rows }
}

/**
 * A stored result as the project shows it: every chart and inline table with display names. Notes
 * (sentences) and output files (the downloads) stay as computed.
 */
export function renameSamples(result: StoredToolResult, names: SampleNameMap): StoredToolResult {
  if (names.size === 0) return result
  return {
    ...result,
    charts: result.charts.map((chart) => {
      const spec = renameSamplesInChart(chart.spec, names)
      return spec === chart.spec ? chart : { ...chart, spec }
    }),
    tables: result.tables.map((table) => renameSamplesInTable(table, names)),
  }
}

/**
 * A short digest of a name map: the chart PNGs drawn with display names are stored under it, so a
 * PNG drawn with older names is never served for newer ones (and browsers cache per version).
 */
export function displayNamesFingerprint(names: SampleNameMap): string {
  const entries = [...names].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16)
}

/**
 * Where a chart PNG drawn with display names lives: in the batch's folder (so it is listed and
 * deleted with the project), `display-names/<taskNumber>/<chart>.<fingerprint>.png`.
 */
export function displayNameChartStorageKey(
  batchFolder: string,
  taskNumber: string,
  pngFileName: string,
  fingerprint: string,
): string {
  return `${batchFolder}/display-names/${taskNumber}/${pngFileName.replace(/\.png$/i, '')}.${fingerprint}.png`
}
