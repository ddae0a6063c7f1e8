/**
 * What the advanced chart executors share: the input table, typed form values that name the
 * parameter when one is off, the palette and colour scales, chart.js option fragments (title,
 * axes, size), dendrogram outlines, and number formatting. Everything here shapes JSON for
 * chart.js; the numbers come from analysis/.
 */
import type { ChartSpec } from '../../../analysis/charts/chart-spec'
import type { ChartType } from '../../../analysis/charts/registry'
import type { Dendrogram } from '../../../analysis/clustering'
import { AnalysisInputError } from '../../../analysis/errors'
import { isMissingValue, numericColumn, readColumnTable, textColumn, type ColumnTable } from '../../../analysis/io/column-table'
import { ToolRunError, type ToolRunInput } from '../types'

type Language = ToolRunInput['language']

/** Picks the run's language of a text pair. */
export function inLanguage(language: Language, zh: string, en: string): string {
  return language === 'zh' ? zh : en
}

/** The data-file key of every advanced chart: one table with a header row. */
const TABLE_FILE = 'table'

/** The uploaded table, read by its header; its parse problems become 1002 with file, line and column. */
export function readInputTable(input: ToolRunInput): ColumnTable {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError('1002', inLanguage(input.language, '缺少数据表文件。', 'The data table file is missing.'))
  return readColumnTable(file.bytes, { fileName: file.fileName, delimiter: input.delimiter })
}

// ---------------------------------------------------------------------------------------------
// Form values: the tool page validated them against the form; these read them with their types
// and name the parameter when one is still off (a saved parameter set from an older form).

function invalidParameter(input: ToolRunInput, key: string, value: unknown, expected: { zh: string; en: string }): ToolRunError {
  return new ToolRunError(
    '1001',
    inLanguage(input.language, `参数 ${key} 的值 ${JSON.stringify(value)} 无效：应为${expected.zh}。`, `Parameter ${key}: ${JSON.stringify(value)} is not valid; expected ${expected.en}.`),
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
  throw invalidParameter(input, key, value, { zh: `以下之一：${allowed.join(', ')}`, en: `one of ${allowed.join(', ')}` })
}

export function numberParam(input: ToolRunInput, key: string, range: { min: number; max: number; fallback: number; integer?: boolean }): number {
  const raw = isBlank(input.params[key]) ? range.fallback : input.params[key]
  const value = typeof raw === 'string' ? Number(raw) : raw
  if (typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max && (!range.integer || Number.isInteger(value))) return value
  const kind = range.integer ? { zh: '整数', en: 'a whole number' } : { zh: '数值', en: 'a number' }
  throw invalidParameter(input, key, raw, { zh: ` ${range.min} 到 ${range.max} 之间的${kind.zh}`, en: `${kind.en} from ${range.min} to ${range.max}` })
}

/** Checkboxes arrive as booleans; an unchecked box may arrive as nothing. */
export function booleanParam(input: ToolRunInput, key: string, fallback: boolean): boolean {
  const value = input.params[key]
  if (isBlank(value)) return fallback
  if (typeof value === 'boolean') return value
  if (value === 'true' || value === 'false') return value === 'true'
  throw invalidParameter(input, key, value, { zh: ' true 或 false', en: 'true or false' })
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

export function colourParam(input: ToolRunInput, key: string, fallback: string): string {
  const value = isBlank(input.params[key]) ? fallback : input.params[key]
  if (typeof value === 'string' && HEX_COLOUR.test(value.trim())) return value.trim().toLowerCase()
  throw invalidParameter(input, key, value, { zh: ' #rrggbb 形式的颜色', en: 'a colour as #rrggbb' })
}

/** One column picked by name; `fallback` when none was chosen ('' for an optional column). */
export function columnParam(input: ToolRunInput, key: string, fallback = ''): string {
  const value = input.params[key]
  if (isBlank(value)) return fallback
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') return value[0].trim()
  throw invalidParameter(input, key, value, { zh: '一个列名', en: 'one column name' })
}

/** Several columns picked by name, in the order chosen, without repeats; `fallback` when none is. */
export function columnsParam(input: ToolRunInput, key: string, fallback: readonly string[]): string[] {
  const value = input.params[key]
  if (isBlank(value)) return [...fallback]
  const names = (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === 'string' && name.trim() !== '').map((name) => name.trim())
  return names.length === 0 ? [...fallback] : [...new Set(names)]
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
// Colours

/** Tableau 10, the platform's categorical palette (the basic and microbiome charts use it too). */
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'] as const

export function paletteColour(index: number): string {
  return PALETTE[index % PALETTE.length]
}

/** Text and grid colours used across the advanced charts. */
export const INK = '#222222'
const GRID = '#e6e6e6'

/** `#rrggbb` with an alpha channel, for fills that let overlaps show through. */
export function withAlpha(hex: string, alpha: number): string {
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255)
  return `${hex}${byte.toString(16).padStart(2, '0')}`
}

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number]
}

function hex(channels: readonly number[]): string {
  return `#${channels.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`
}

/** The colour at `t` ∈ [0, 1] along evenly spaced stops, interpolated in RGB. */
export function colourAt(stops: readonly string[], t: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0.5))
  const position = clamped * (stops.length - 1)
  const low = Math.min(stops.length - 2, Math.floor(position))
  const fraction = position - low
  const [a, b] = [rgb(stops[low]), rgb(stops[low + 1])]
  return hex(a.map((channel, i) => channel + fraction * (b[i] - channel)))
}

/** The mean of several colours (a Venn region's colour from its sets' colours). */
export function mixColours(colours: readonly string[]): string {
  const channels = colours.map(rgb)
  return hex([0, 1, 2].map((i) => channels.reduce((sum, c) => sum + c[i], 0) / channels.length))
}


// ---------------------------------------------------------------------------------------------
// Chart options

/**
 * The title as chart.js draws it inside the chart, so the PNG carries it too. `roomBelow` adds
 * pixels under it (the heatmap draws its column dendrogram there).
 */
export function titleOptions(title: string, subtitle?: string, roomBelow = 0): Record<string, unknown> {
  return {
    title: { display: title !== '', text: title, color: INK, font: { size: 16, weight: 'bold' }, padding: { top: 4, bottom: (subtitle ? 2 : 12) + roomBelow } },
    ...(subtitle ? { subtitle: { display: true, text: subtitle, color: '#555555', font: { size: 12 }, padding: { bottom: 10 } } } : {}),
  }
}

/** The chart title: the form's `title`, else the tool's name in the run's language. */
export function chartTitle(input: ToolRunInput, fallback: { zh: string; en: string }): string {
  return textParam(input, 'title', inLanguage(input.language, fallback.zh, fallback.en))
}

/** A visible axis with a title. */
export function axis(title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: { display: title !== '', text: title, color: INK, font: { size: 13 } },
    ticks: { color: INK },
    grid: { color: GRID },
    ...extra,
  }
}

/** A legend in the chart's ink colour. */
export function legend(position: 'top' | 'right' | 'bottom' = 'top', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { display: true, position, labels: { color: INK, boxWidth: 14, boxHeight: 14 }, ...extra }
}

/** Width and height in CSS pixels from the form's `width` and `height`. */
export function chartSize(input: ToolRunInput, fallback: { width: number; height: number }): { width: number; height: number } {
  return {
    width: numberParam(input, 'width', { min: 300, max: 3000, fallback: fallback.width, integer: true }),
    height: numberParam(input, 'height', { min: 240, max: 4000, fallback: fallback.height, integer: true }),
  }
}

export function chartSpec(spec: { id: string; title: string; type: ChartType; data: Record<string, unknown>; options: Record<string, unknown> }, size: { width: number; height: number }): ChartSpec {
  return { ...spec, width: size.width, height: size.height }
}

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
export function dendrogramOutline(tree: Dendrogram, place: (position: number, height: number) => Point): (Point | null)[] {
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
export function dendrogramDataset(outline: (Point | null)[], axes: { xAxisID: string; yAxisID: string }, extra: Record<string, unknown> = {}): Record<string, unknown> {
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

/** Four significant digits; tiny values in scientific notation. */
export function formatNumber(value: number, digits = 4): string {
  if (!Number.isFinite(value)) return String(value)
  if (value !== 0 && Math.abs(value) < 1e-3) return value.toExponential(digits - 1)
  return String(Number(value.toPrecision(digits)))
}

/** A p-value as journals print it: three significant digits, "< 1e-300" below what doubles hold. */
export function formatPValue(p: number): string {
  if (Number.isNaN(p)) return 'NA'
  if (p === 0) return '< 1e-300'
  return p < 1e-3 ? p.toExponential(2) : String(Number(p.toPrecision(3)))
}

/** A result-table cell: NaN and infinities (no value) become empty cells. */
export function cell(value: number): number | null {
  return Number.isFinite(value) ? value : null
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
  return Object.fromEntries(columns.map((name) => [name, [...new Set(textColumn(table, name).filter((member) => !isMissingValue(member)))]]))
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

/**
 * The distinct groups of a column in display order: increasing when every group is a number
 * (ECOG scores 0, 1, 2, 3), otherwise in the order they first occur in the table.
 */
export function groupOrder(groups: readonly string[]): string[] {
  const distinct = [...new Set(groups)]
  const numbers = distinct.map((group) => (group.trim() === '' ? Number.NaN : Number(group)))
  if (!numbers.every(Number.isFinite)) return distinct
  return distinct.map((group, i) => ({ group, value: numbers[i] })).sort((a, b) => a.value - b.value).map(({ group }) => group)
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
