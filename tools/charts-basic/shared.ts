/**
 * What the basic chart executors share: the input table, wide series and grouped values read from
 * it, the notes that name skipped rows, and the limits that keep a chart of a large table readable.
 * Everything here is plain JSON shaping; numbers come from analysis/; words are chartsBasicText's.
 */
import type { ChartSpec, ChartType } from '../../core/charts/chart-spec'
import { AnalysisInputError } from '../../analysis/errors'
import { numericColumn, readColumnTable, type ColumnTable } from '../../analysis/io/column-table'
import { axisOptions, chartSpec, groupOrder, groupsOfRows, titleOptions, type ChartSize } from '../kit/chart-style'
import type { MessageRef, ResultText, TextParam } from '../../core/result-text'
import { ToolRunError, type ToolRunInput } from '../kit/types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { chartsBasicText as text } from './messages'

/** The data-file key of every basic chart: one table with a header row. */
export const TABLE_FILE = 'table'

/** The uploaded table, read by its header; parse problems become 1002 with file, line and column. */
export function readChartTable(input: ToolRunInput): ColumnTable {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tableMissing())
  return readColumnTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

/** The named columns of a table after the first, the default choice of "value columns". */
export function columnsAfterFirst(table: ColumnTable): string[] {
  return table.header.slice(1).filter((name) => name !== '')
}

// ---------------------------------------------------------------------------------------------
// Notes

/** Items as a list in the reader's language ("4, 9, 12"; "4、9、12"). */
export function listOf(items: readonly TextParam[]): TextParam {
  return items.reduceRight((rest, first) => text.listOf({ first, rest }))
}

/** Names (groups, columns) listed with commas in every language, as the user wrote them. */
export function commaListOf(items: readonly TextParam[]): TextParam {
  return items.reduceRight((rest, first) => text.commaList({ first, rest }))
}

/** "supp = VC": a series or group named by its column. */
export function columnIs(column: string, value: ResultText): ResultText {
  return typeof value === 'string' ? `${column} = ${value}` : text.columnIs({ column, value })
}

/** Rows named by their file lines for a note: "lines 4, 9, 12, 15, 20 and 3 more". */
export function describeRows(table: ColumnTable, rowIndexes: readonly number[]): MessageRef {
  const shown = rowIndexes.slice(0, 5).map((r) => table.lines[r])
  const more = rowIndexes.length - shown.length
  const lines = listOf(shown)
  if (more > 0) return text.manyLines({ lines, more })
  return shown.length > 1 ? text.someLines({ lines }) : text.oneLine({ lines })
}

/** "Skipped, no value: lines 4, 9": a note when rows were left out for want of a value, else none. */
export function skippedRowsNotes(table: ColumnTable, rowIndexes: readonly number[]): MessageRef[] {
  if (rowIndexes.length === 0) return []
  return [text.skippedNoValue({ rows: describeRows(table, rowIndexes) })]
}

// ---------------------------------------------------------------------------------------------
// Wide tables: labels in the first column, one numeric series per other column

export interface WideSeries {
  /** The first column's header (may be empty). */
  labelHeader: string
  labels: string[]
  /** The first column as numbers when every label is one (a numeric axis), else null. */
  numericLabels: number[] | null
  series: { name: string; values: (number | null)[] }[]
}

/** The series of the picked columns (all columns after the first when none is picked). */
export function readWideSeries(table: ColumnTable, picked: readonly string[]): WideSeries {
  const names = picked.length > 0 ? picked : columnsAfterFirst(table)
  const labels = table.rows.map((row) => row[0])
  const series = names.map((name) => ({
    name,
    values: Array.from(numericColumn(table, name, { allowMissing: true }), (value) =>
      Number.isNaN(value) ? null : value,
    ),
  }))
  return { labelHeader: table.header[0], labels, numericLabels: labelsAsNumbers(table), series }
}

function labelsAsNumbers(table: ColumnTable): number[] | null {
  try {
    const numbers = Array.from(numericColumn(table, table.header[0]))
    return numbers.every(Number.isFinite) ? numbers : null
  } catch (error) {
    if (error instanceof AnalysisInputError) return null
    throw error
  }
}

/** Finite values of a numeric column split by the groups of a text column, in display order. */
export interface GroupedValues {
  /** The user's groups, and MISSING_GROUP for rows without one. */
  groups: ResultText[]
  values: number[][]
  /** Rows left out because their value is missing. */
  skippedRows: number[]
}

/** Without a group column (null) every value is in one group named after the value column. */
export function groupedValues(table: ColumnTable, groupName: string | null, valueName: string): GroupedValues {
  const groupOf: ResultText[] = groupName === null ? table.rows.map(() => valueName) : groupsOfRows(table, groupName)
  const numbers = numericColumn(table, valueName, { allowMissing: true })
  const skippedRows: number[] = []
  const byGroup = new Map<ResultText, number[]>()
  table.rows.forEach((_, r) => {
    if (Number.isNaN(numbers[r])) {
      skippedRows.push(r)
      return
    }
    const list = byGroup.get(groupOf[r]) ?? []
    list.push(numbers[r])
    byGroup.set(groupOf[r], list)
  })
  if (byGroup.size > MAX_GROUPS) {
    throw tooManyError(
      text.groupsOfColumn({ column: groupName ?? valueName }),
      byGroup.size,
      MAX_GROUPS,
      text.checkGroupColumn(),
    )
  }
  const groups = groupOrder([...byGroup.keys()])
  return { groups, values: groups.map((group) => byGroup.get(group)!), skippedRows }
}

// ---------------------------------------------------------------------------------------------
// Box and violin plots: one shape per group of a value column

/** A value column split by a group column, as the box and violin plots draw it. */
export interface GroupDistributions extends GroupedValues {
  groupName: string
  valueName: string
}

/** The values of the value column split by the group column; no value at all is a data error. */
export function readGroupDistributions(table: ColumnTable, groupName: string, valueName: string): GroupDistributions {
  const grouped = groupedValues(table, groupName, valueName)
  if (grouped.groups.length === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.columnHasNoValues({ column: valueName }))
  return { groupName, valueName, ...grouped }
}

/** Whether the values are drawn one by one over the shapes: when the form asks and a reader could still tell them apart. */
export function drawsEveryValue(showPoints: boolean, distributions: GroupDistributions): boolean {
  return showPoints && distributions.values.reduce((sum, group) => sum + group.length, 0) <= MAX_DRAWN_VALUES
}

/** The notes every box or violin plot ends with: rows skipped for want of a value, values asked for but too many to draw. */
export function distributionNotes(
  table: ColumnTable,
  distributions: GroupDistributions,
  points: { asked: boolean; drawn: boolean },
): MessageRef[] {
  const notes = skippedRowsNotes(table, distributions.skippedRows)
  if (points.asked && !points.drawn) notes.push(text.valuesNotDrawn({ limit: MAX_DRAWN_VALUES }))
  return notes
}

/**
 * A box or violin plot: one shape per group along the horizontal axis, no legend (the axis names
 * the groups), axes titled by the form (`xLabel`, `yLabel`) or after the columns.
 */
export function distributionChart(
  distributions: GroupDistributions,
  chart: {
    id: string
    title: ResultText
    type: ChartType
    datasets: Record<string, unknown>[]
    xLabel: string
    yLabel: string
    size: ChartSize
  },
): ChartSpec {
  return chartSpec(
    {
      id: chart.id,
      title: chart.title,
      type: chart.type,
      data: { labels: distributions.groups, datasets: chart.datasets },
      options: {
        plugins: { ...titleOptions(chart.title), legend: { display: false } },
        scales: {
          x: axisOptions(chart.xLabel || distributions.groupName, { grid: { display: false } }),
          y: axisOptions(chart.yLabel || distributions.valueName, { beginAtZero: false }),
        },
      },
    },
    chart.size,
  )
}

// ---------------------------------------------------------------------------------------------
// Limits. A chart of a 10 MB table must still draw in seconds and stay readable: long lines are
// thinned (analysis/downsample.ts), point clouds sampled, and charts whose every element
// must be drawn (bars, boxes, axes of a radar) refuse more than a reader could tell apart.

/** Runs of rows a long line or area is cut into; each keeps its extremes (a few thousand points). */
export const LINE_BUCKETS = 1000
/** Points a scatter plot draws at most (a random sample beyond); the fit uses every point. */
export const MAX_SCATTER_POINTS = 5000
/** Bubbles drawn at most (the largest). */
export const MAX_BUBBLES = 1000
/** Bars (categories × series) a bar or error-bar chart draws at most. */
export const MAX_BARS = 5000
/** Groups a box, violin or error-bar chart shows at most. */
export const MAX_GROUPS = 200
/** Axes of a radar chart at most. */
export const MAX_RADAR_AXES = 100
/** Lollipops drawn at most (the first after ordering). */
export const MAX_LOLLIPOPS = 500
/** Individual values drawn over boxes and violins at most. */
export const MAX_DRAWN_VALUES = 5000

/** "The data have 5200 bars (categories × series); this chart shows at most 5000." as a data error (1002). */
export function tooManyError(what: MessageRef, count: number, limit: number, advice: MessageRef): ToolRunError {
  return new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooMany({ count, what, limit, advice }))
}
