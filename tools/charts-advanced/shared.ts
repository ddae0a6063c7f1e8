/**
 * What the advanced chart executors share: the input table and its default columns, the size,
 * subtitle and number conventions of their charts, p-value checks, dendrogram outlines and set
 * columns. Everything here shapes JSON for chart.js; the numbers come from analysis/.
 */
import type { Dendrogram } from '../../analysis/clustering'
import { AnalysisInputError } from '../../analysis/errors'
import { isMissingValue } from '../../analysis/io/missing-value'
import { numericColumn, readColumnTable, textColumn, type ColumnTable } from '../../analysis/io/column-table'
import type { NumberStyle, TitleSettings } from '../kit/chart-style'
import { advancedChartText } from './messages'
import { ToolRunError, type ToolRunInput } from '../kit/types'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'

/** The data-file key of every advanced chart: one table with a header row. */
const TABLE_FILE = 'table'

/** The uploaded table, read by its header; its parse problems become 1002 with file, line and column. */
export function readInputTable(input: ToolRunInput): ColumnTable {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, advancedChartText.tableMissing())
  return readColumnTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

/**
 * Stops the run at the first value of a p-value column outside [0, 1], naming its line (missing
 * values pass; the charts leave them out).
 */
export function checkPValues(table: ColumnTable, column: string, values: Float64Array): void {
  values.forEach((p, r) => {
    if (p < 0 || p > 1) {
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        advancedChartText.notAPValue({ line: table.lines[r], column, value: p }),
      )
    }
  })
}

/** Named columns, except `excluded`, whose cells are all numbers or empty: the default choice of variables. */
export function numericColumnNames(table: ColumnTable, excluded: readonly string[]): string[] {
  return otherColumns(table, excluded).filter((name) => {
    try {
      return numericColumn(table, name, { allowMissing: true }).some((v) => !Number.isNaN(v))
    } catch (error) {
      if (error instanceof AnalysisInputError) return false
      throw error
    }
  })
}

/** The named columns of a table except `excluded` (the default choice of value columns). */
export function otherColumns(table: ColumnTable, excluded: readonly string[]): string[] {
  return table.header.filter((name) => name !== '' && !excluded.includes(name))
}

// ---------------------------------------------------------------------------------------------
// Chart conventions

/** Advanced-chart subtitles: a fixed 12 px font and 10 px above the plot, closer than the basic charts' 12. */
export const SUBTITLE_STYLE: TitleSettings = { subtitleGap: 10, subtitleFontSize: 12 }

/** Advanced-chart notes round every number to four significant digits (21198 becomes 21200), in scientific notation below 0.001. */
export const NUMBER_STYLE: NumberStyle = { scientificBelow: 1e-3, keepWholeDigits: false }
/** The same to three significant digits, where a fourth adds nothing (correlations, sensitivities, colour-key ticks). */
export const SHORT_NUMBER_STYLE: NumberStyle = { ...NUMBER_STYLE, digits: 3 }

/** A scatter point at (x, y) for chart.js; NaN and infinities have no place on a chart. */
export interface Point {
  x: number
  y: number
}

// ---------------------------------------------------------------------------------------------
// Dendrograms drawn as line segments

/**
 * The outline of a dendrogram as one polyline with `null` breaks between merges (chart.js line
 * datasets with `spanGaps: false` lift the pen there). Leaves sit at their position in
 * `tree.order` (0, 1, …); a merge sits midway between its children, as R's `plot.hclust` draws it.
 * `place` maps (leaf axis position, merge height) to chart coordinates, so one outline serves
 * vertical, horizontal and heatmap-margin layouts.
 */
export function dendrogramOutline(
  tree: Dendrogram,
  place: (position: number, height: number) => Point,
): (Point | null)[] {
  const n = tree.order.length
  const position = new Float64Array(n + tree.merges.length)
  tree.order.forEach((leaf, i) => (position[leaf] = i))
  const heightOf = (cluster: number) => (cluster < n ? 0 : tree.heights[cluster - n])
  const outline: (Point | null)[] = []
  tree.merges.forEach(([first, second], k) => {
    const height = tree.heights[k]
    position[n + k] = (position[first] + position[second]) / 2
    outline.push(
      place(position[first], heightOf(first)),
      place(position[first], height),
      place(position[second], height),
      place(position[second], heightOf(second)),
      null,
    )
  })
  return outline
}

/** A line dataset drawing a dendrogram outline: thin dark lines, no points, no legend entry. */
export function dendrogramDataset(
  outline: (Point | null)[],
  axes: { xAxisID: string; yAxisID: string },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    type: 'line',
    label: '',
    data: outline.map((point) => point ?? { x: null, y: null }),
    borderColor: '#444444',
    borderWidth: 1.2,
    pointRadius: 0,
    pointHitRadius: 0,
    spanGaps: false,
    fill: false,
    ...axes,
    ...extra,
  }
}

// ---------------------------------------------------------------------------------------------
// Numbers in notes and tables

/** A p-value as journals print it: three significant digits, "< 1e-300" below what doubles hold. */
export function formatPValue(p: number): string {
  if (Number.isNaN(p)) return 'NA'
  if (p === 0) return '< 1e-300'
  return p < 1e-3 ? p.toExponential(2) : String(Number(p.toPrecision(3)))
}

/** Rough width in pixels of a label in a 12 px sans-serif font, to reserve room beside a chart. */
export function estimatedTextWidth(text: string, fontSize = 12): number {
  let width = 0
  for (const character of text) width += character.charCodeAt(0) > 0x2e80 ? fontSize : fontSize * 0.6
  return Math.ceil(width)
}

// ---------------------------------------------------------------------------------------------
// Sets listed one per column (Venn and UpSet inputs)

/**
 * The members of each chosen column: its non-empty cells, each counted once however often it is
 * listed. Columns may differ in length; the shorter ones end in empty cells.
 */
export function readSetColumns(table: ColumnTable, columns: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    columns.map((name) => [name, [...new Set(textColumn(table, name).filter((member) => !isMissingValue(member)))]]),
  )
}

/**
 * A round axis limit at or above `value` (1, 2, 2.5 or 5 times a power of ten, in steps of a fifth
 * of the range), so an axis whose maximum must be fixed still gets evenly spaced ticks.
 */
export function roundAxisLimit(value: number): number {
  if (!(value > 0)) return 1
  const step = niceStep(value / 5)
  return Math.ceil(value / step - 1e-9) * step
}

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough))
  const multiple = [1, 2, 2.5, 5, 10].find((m) => m * power >= rough) as number
  return multiple * power
}

/** The largest and smallest value, by a loop: `Math.max(...values)` overflows the call stack on a large table. */
export function extent(values: Iterable<number>): { min: number; max: number } {
  let min = Infinity
  let max = -Infinity
  for (const value of values) {
    if (value < min) min = value
    if (value > max) max = value
  }
  return { min, max }
}
