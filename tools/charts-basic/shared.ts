/**
 * What the basic chart executors share: the input table, wide series and grouped values read from
 * it, the size their forms offer, and the limits that keep a chart of a large table readable.
 * Everything here is plain JSON shaping; numbers come from analysis/.
 */
import type { ChartSpec, ChartType } from '../../core/charts/chart-spec'
import { AnalysisInputError } from '../../analysis/errors'
import { numericColumn, readColumnTable, type ColumnTable } from '../../analysis/io/column-table'
import {
  drawnGroups,
  axisOptions,
  chartSize,
  chartSpec,
  groupOrder,
  titleOptions,
  type ChartSize,
} from '../kit/chart-style'
import { columnParam, columnsParam, textParam } from '../kit/params'
import { inLanguage, type Language } from '../../core/language'
import { ToolRunError, type ToolRunInput } from '../kit/types'
import { BASIC_CHART_SIZE_LIMITS } from '../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'

/** The data-file key of every basic chart: one table with a header row. */
export const TABLE_FILE = 'table'

/** The uploaded table, read by its header; parse problems become 1002 with file, line and column. */
export function readChartTable(input: ToolRunInput): ColumnTable {
  const file = input.files[TABLE_FILE]
  if (!file)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      inLanguage(input.language, '缺少数据表文件。', 'The data table file is missing.'),
    )
  return readColumnTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

/** The named columns of a table after the first, the default choice of "value columns". */
export function columnsAfterFirst(table: ColumnTable): string[] {
  return table.header.slice(1).filter((name) => name !== '')
}

// ---------------------------------------------------------------------------------------------
// Size and notes

/** The size a basic chart is drawn at when its form and executor name none. */
export const DEFAULT_CHART_SIZE: ChartSize = { width: 800, height: 520 }

/** Rows named by their file lines for a note: "lines 4, 9, 12, 15, 20 and 3 more". */
export function describeRows(table: ColumnTable, rowIndexes: readonly number[], language: Language): string {
  const shown = rowIndexes.slice(0, 5).map((r) => table.lines[r])
  const more = rowIndexes.length - shown.length
  return inLanguage(
    language,
    `第 ${shown.join('、')} 行${more > 0 ? ` 等 ${rowIndexes.length} 行` : ''}`,
    `line${shown.length > 1 ? 's' : ''} ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
  )
}

/** "Skipped, no value: lines 4, 9": a note when rows were left out for want of a value, else none. */
export function skippedRowsNotes(table: ColumnTable, rowIndexes: readonly number[], language: Language): string[] {
  if (rowIndexes.length === 0) return []
  return [
    inLanguage(
      language,
      `${describeRows(table, rowIndexes, language)}没有数值，已跳过。`,
      `Skipped, no value: ${describeRows(table, rowIndexes, language)}.`,
    ),
  ]
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

/** The series the form's `series_columns` picks (all columns after the first when none is picked). */
export function readWideSeries(input: ToolRunInput, table: ColumnTable, fieldKey = 'series_columns'): WideSeries {
  const names = columnsParam(input, fieldKey, columnsAfterFirst(table))
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
  groups: string[]
  values: number[][]
  /** Rows left out because their value is missing. */
  skippedRows: number[]
}

/** Without a group column (null) every value is in one group named after the value column. */
export function groupedValues(
  table: ColumnTable,
  groupName: string | null,
  valueName: string,
  language: Language,
): GroupedValues {
  const groupOf = groupName === null ? table.rows.map(() => valueName) : drawnGroups(table, groupName, language)
  const numbers = numericColumn(table, valueName, { allowMissing: true })
  const skippedRows: number[] = []
  const byGroup = new Map<string, number[]>()
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
      language,
      { zh: `分组（"${groupName}" 列的不同取值）`, en: `groups (distinct values of "${groupName}")` },
      byGroup.size,
      MAX_GROUPS,
      {
        zh: '请确认选择的是分组列而不是数值列。',
        en: 'Check that the group column holds groups, not measurements.',
      },
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

/** The form's group and value columns (the first two by default) and each group's values; no value at all is a data error. */
export function readGroupDistributions(input: ToolRunInput, table: ColumnTable): GroupDistributions {
  const groupName = columnParam(input, 'group_column', table.header[0])
  const valueName = columnParam(input, 'value_column', table.header[1] ?? table.header[0])
  const grouped = groupedValues(table, groupName, valueName, input.language)
  if (grouped.groups.length === 0)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      inLanguage(input.language, `"${valueName}" 列没有数值。`, `Column "${valueName}" has no values.`),
    )
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
  language: Language,
): string[] {
  const notes = skippedRowsNotes(table, distributions.skippedRows, language)
  if (points.asked && !points.drawn)
    notes.push(
      inLanguage(
        language,
        `数值多于 ${MAX_DRAWN_VALUES} 个，未逐个画出。`,
        `More than ${MAX_DRAWN_VALUES} values: not drawn one by one.`,
      ),
    )
  return notes
}

/**
 * A box or violin plot: one shape per group along the horizontal axis, no legend (the axis names
 * the groups), axes titled by the form or after the columns.
 */
export function distributionChart(
  input: ToolRunInput,
  distributions: GroupDistributions,
  chart: { id: string; title: string; type: ChartType; datasets: Record<string, unknown>[]; size: ChartSize },
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
          x: axisOptions(textParam(input, 'x_label', distributions.groupName), { grid: { display: false } }),
          y: axisOptions(textParam(input, 'y_label', distributions.valueName), { beginAtZero: false }),
        },
      },
    },
    chartSize(input, chart.size, BASIC_CHART_SIZE_LIMITS),
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

/** "This table has 12,345 categories; a bar chart shows at most 5,000." as a data error (1002). */
export function tooManyError(
  language: Language,
  what: { zh: string; en: string },
  count: number,
  limit: number,
  advice: { zh: string; en: string },
): ToolRunError {
  return new ToolRunError(
    TOOL_ERROR_CODE.dataValidation,
    inLanguage(
      language,
      `数据有 ${count} 个${what.zh}，本图最多显示 ${limit} 个。${advice.zh}`,
      `The data have ${count} ${what.en}; this chart shows at most ${limit}. ${advice.en}`,
    ),
  )
}
