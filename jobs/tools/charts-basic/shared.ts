/**
 * What the basic chart executors share: the input table, typed form values that name the
 * parameter when one is off, one palette, and the chart.js options every chart carries (title, axis
 * titles, legend, size). Everything here is plain JSON shaping; numbers come from analysis/.
 */
import type { ChartSpec } from '../../../analysis/charts/chart-spec'
import { AnalysisInputError } from '../../../analysis/errors'
import type { ChartType } from '../../../analysis/charts/registry'
import { numericColumn, readColumnTable, textColumn, type ColumnTable } from '../../../analysis/io/column-table'
import { ToolRunError, type ToolRunInput } from '../types'

export type Language = ToolRunInput['language']

/** Picks the run's language of a text pair. */
export function inLanguage(language: Language, zh: string, en: string): string {
  return language === 'zh' ? zh : en
}

/** The data-file key of every basic chart: one table with a header row. */
export const TABLE_FILE = 'table'

/** The uploaded table, read by its header; parse problems become 1002 with file, line and column. */
export function readChartTable(input: ToolRunInput): ColumnTable {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError('1002', inLanguage(input.language, '缺少数据表文件。', 'The data table file is missing.'))
  return readColumnTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

/** The named columns of a table after the first, the default choice of "value columns". */
export function columnsAfterFirst(table: ColumnTable): string[] {
  return table.header.slice(1).filter((name) => name !== '')
}

// ---------------------------------------------------------------------------------------------
// Form values. The run page validates them against the form; these read them with their types and
// name the parameter when one is off, so an executor never draws with a wrong value.

function invalidParameter(language: Language, key: string, value: unknown, expected: { zh: string; en: string }): ToolRunError {
  return new ToolRunError(
    '1001',
    inLanguage(language, `参数 ${key} 的值 ${JSON.stringify(value)} 无效：应为${expected.zh}。`, `Parameter ${key}: ${JSON.stringify(value)} is not valid; expected ${expected.en}.`),
  )
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

export function textParam(input: ToolRunInput, key: string, fallback = ''): string {
  const value = input.params[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

export function choiceParam<T extends string>(input: ToolRunInput, key: string, allowed: readonly T[], fallback: T): T {
  const value = isBlank(input.params[key]) ? fallback : input.params[key]
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw invalidParameter(input.language, key, value, { zh: `以下之一：${allowed.join(', ')}`, en: `one of ${allowed.join(', ')}` })
}

export function numberParam(input: ToolRunInput, key: string, { min, max, fallback, integer = false }: { min: number; max: number; fallback: number; integer?: boolean }): number {
  const raw = isBlank(input.params[key]) ? fallback : input.params[key]
  const value = typeof raw === 'string' ? Number(raw) : raw
  if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value))) return value
  const kind = integer ? { zh: '整数', en: 'a whole number' } : { zh: '数值', en: 'a number' }
  throw invalidParameter(input.language, key, raw, { zh: ` ${min} 到 ${max} 之间的${kind.zh}`, en: `${kind.en} from ${min} to ${max}` })
}

/** Checkboxes arrive as booleans; a select offering true/false arrives as text. */
export function booleanParam(input: ToolRunInput, key: string, fallback: boolean): boolean {
  const value = isBlank(input.params[key]) ? fallback : input.params[key]
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === 'false') return value === 'true'
  throw invalidParameter(input.language, key, value, { zh: ' true 或 false', en: 'true or false' })
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** A colour field's `#rrggbb` value. */
export function colourParam(input: ToolRunInput, key: string, fallback: string): string {
  const value = isBlank(input.params[key]) ? fallback : input.params[key]
  if (typeof value === 'string' && HEX_COLOUR.test(value.trim())) return value.trim().toLowerCase()
  throw invalidParameter(input.language, key, value, { zh: ' #rrggbb 形式的颜色', en: 'a colour as #rrggbb' })
}

/** One column picked by name (the data-file rules already checked it is in the header). */
export function columnParam(input: ToolRunInput, key: string, fallback: string): string {
  const value = input.params[key]
  if (isBlank(value)) return fallback
  if (typeof value === 'string') return value.trim()
  throw invalidParameter(input.language, key, value, { zh: '一个列名', en: 'one column name' })
}

/** An optional column: '' when not chosen. */
export function optionalColumnParam(input: ToolRunInput, key: string): string {
  return columnParam(input, key, '')
}

/** Several columns picked by name, in the order chosen; `fallback` when none is. */
export function columnsParam(input: ToolRunInput, key: string, fallback: string[]): string[] {
  const value = input.params[key]
  if (isBlank(value)) return fallback
  const names = (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === 'string' && name.trim() !== '').map((name) => name.trim())
  if (names.length === 0) return fallback
  return [...new Set(names)]
}

// ---------------------------------------------------------------------------------------------
// Colours

/**
 * Palettes a form may offer. Tableau 10 is the platform's default (the microbiome charts use it
 * too); Okabe–Ito stays distinguishable with colour-blindness; the others are softer or darker.
 */
export const PALETTES = {
  tableau: ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'],
  okabe_ito: ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#000000'],
  pastel: ['#8dd3c7', '#fdb462', '#bebada', '#fb8072', '#80b1d3', '#b3de69', '#fccde5', '#bc80bd', '#ccebc5', '#ffed6f'],
  dark: ['#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#66a61e', '#e6ab02', '#a6761d', '#666666'],
} as const
export type PaletteName = keyof typeof PALETTES
export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[]

/** The colour of series `index` in the form's palette (field `palette`), cycling when there are more. */
export function paletteParam(input: ToolRunInput): (index: number) => string {
  const colours = PALETTES[choiceParam(input, 'palette', PALETTE_NAMES, 'tableau')]
  return (index) => colours[index % colours.length]
}

/** `#rrggbb` with an alpha channel, for fills that let grid lines and overlaps show through. */
export function withAlpha(hex: string, alpha: number): string {
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255)
  return `${hex}${byte.toString(16).padStart(2, '0')}`
}

// ---------------------------------------------------------------------------------------------
// Chart options

export const LEGEND_POSITIONS = ['top', 'right', 'bottom', 'left', 'none'] as const
export type LegendPosition = (typeof LEGEND_POSITIONS)[number]

/** The chart.js legend as the form's `legend_position` asks. */
export function legendOptions(input: ToolRunInput, fallback: LegendPosition = 'top'): Record<string, unknown> {
  const position = choiceParam(input, 'legend_position', LEGEND_POSITIONS, fallback)
  return position === 'none' ? { display: false } : { display: true, position }
}

/** The chart title: the form's `title`, else the tool's name in the run's language. */
export function chartTitle(input: ToolRunInput, fallback: { zh: string; en: string }): string {
  return textParam(input, 'title', inLanguage(input.language, fallback.zh, fallback.en))
}

/** The title as chart.js draws it inside the chart, so the PNG carries it too. */
export function titlePlugin(title: string, subtitle?: string): Record<string, unknown> {
  return {
    title: { display: title !== '', text: title, font: { size: 16, weight: 'bold' }, color: '#222222', padding: { top: 4, bottom: subtitle ? 2 : 12 } },
    ...(subtitle ? { subtitle: { display: true, text: subtitle, color: '#555555', padding: { bottom: 12 } } } : {}),
  }
}

/** An axis with a title (hidden when empty). */
export function axisOptions(title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: { display: title !== '', text: title, font: { size: 13 } }, ...extra }
}

/** Width and height in CSS pixels from the form (`width`, `height`). */
export function chartSize(input: ToolRunInput, fallback: { width: number; height: number } = { width: 800, height: 520 }): { width: number; height: number } {
  return {
    width: numberParam(input, 'width', { min: 300, max: 2400, fallback: fallback.width, integer: true }),
    height: numberParam(input, 'height', { min: 240, max: 2400, fallback: fallback.height, integer: true }),
  }
}

/** A chart spec with the size the form asks for. */
export function chart(input: ToolRunInput, spec: { id: string; title: string; type: ChartType; data: Record<string, unknown>; options: Record<string, unknown> }, size?: { width: number; height: number }): ChartSpec {
  return { ...spec, ...chartSize(input, size) }
}

// ---------------------------------------------------------------------------------------------
// Numbers in notes and tables

/**
 * Four significant digits for notes, but never fewer than the whole-number digits (21198 stays
 * 21198, not 21200); tiny values in scientific notation.
 */
export function formatNumber(value: number, digits = 4): string {
  if (!Number.isFinite(value)) return String(value)
  if (value !== 0 && Math.abs(value) < 1e-4) return value.toExponential(digits - 1)
  if (Math.abs(value) >= 10 ** digits) return String(Math.round(value))
  return String(Number(value.toPrecision(digits)))
}

/** A result table cell: NaN and infinities (no value) become empty cells. */
export function cell(value: number): number | null {
  return Number.isFinite(value) ? value : null
}

/** Rows named by their file lines for a note: "lines 4, 9, 12, 15, 20 and 3 more". */
export function describeRows(table: ColumnTable, rowIndexes: readonly number[], language: Language): string {
  const shown = rowIndexes.slice(0, 5).map((r) => table.lines[r])
  const more = rowIndexes.length - shown.length
  return inLanguage(language, `第 ${shown.join('、')} 行${more > 0 ? ` 等 ${rowIndexes.length} 行` : ''}`, `line${shown.length > 1 ? 's' : ''} ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`)
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
  const series = names.map((name) => ({ name, values: Array.from(numericColumn(table, name, { allowMissing: true }), (value) => (Number.isNaN(value) ? null : value)) }))
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

/**
 * The distinct groups of a column in display order: increasing when every group is a number
 * (doses 0.5, 1, 2; cylinders 4, 6, 8), otherwise in the order they first occur in the table.
 */
export function groupOrder(groups: readonly string[]): string[] {
  const distinct = [...new Set(groups)]
  const numbers = distinct.map((group) => (group.trim() === '' ? Number.NaN : Number(group)))
  if (!numbers.every(Number.isFinite)) return distinct
  return distinct.map((group, i) => ({ group, value: numbers[i] })).sort((a, b) => a.value - b.value).map(({ group }) => group)
}

/** Finite values of a numeric column split by the groups of a text column, in display order. */
export interface GroupedValues {
  groups: string[]
  values: number[][]
  /** Rows left out because their value is missing. */
  skippedRows: number[]
}

/** Without a group column (null) every value is in one group named after the value column. */
export function groupedValues(table: ColumnTable, groupName: string | null, valueName: string, language: Language): GroupedValues {
  const groupOf = groupName === null ? table.rows.map(() => valueName) : textColumn(table, groupName).map((group) => group || inLanguage(language, '（空）', '(empty)'))
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
    throw tooManyError(language, { zh: `分组（"${groupName}" 列的不同取值）`, en: `groups (distinct values of "${groupName}")` }, byGroup.size, MAX_GROUPS, {
      zh: '请确认选择的是分组列而不是数值列。',
      en: 'Check that the group column holds groups, not measurements.',
    })
  }
  const groups = groupOrder([...byGroup.keys()])
  return { groups, values: groups.map((group) => byGroup.get(group)!), skippedRows }
}

// ---------------------------------------------------------------------------------------------
// Limits. A chart of a 10 MB table must still draw in seconds and stay readable: long lines are
// thinned (analysis/charts/downsample.ts), point clouds sampled, and charts whose every element
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
export function tooManyError(language: Language, what: { zh: string; en: string }, count: number, limit: number, advice: { zh: string; en: string }): ToolRunError {
  return new ToolRunError(
    '1002',
    inLanguage(language, `数据有 ${count} 个${what.zh}，本图最多显示 ${limit} 个。${advice.zh}`, `The data have ${count} ${what.en}; this chart shows at most ${limit}. ${advice.en}`),
  )
}
