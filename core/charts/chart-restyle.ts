import { z } from 'zod'
import type { DrawnChartSpec } from './chart-spec'
import { PALETTE_NAMES, PALETTES, type PaletteName } from './palettes'

/**
 * A finished chart restyled without running the analysis again (issue 24 §2, "Output as journals want it"): its
 * title, axis titles, palette, size and font size changed on the chart as stored, in the reader's language. The
 * result page, the chart's JSON and its PNG, SVG and PDF downloads all draw the same restyled spec.
 */
export interface ChartStyle {
  title?: string
  xLabel?: string
  yLabel?: string
  palette?: PaletteName
  width?: number
  height?: number
  fontSize?: number
}

export const CHART_STYLE_LIMITS = {
  textLength: 200,
  minWidth: 240,
  maxWidth: 3000,
  minHeight: 160,
  maxHeight: 4000,
  minFontSize: 8,
  maxFontSize: 32,
} as const

/** chart.js's own base font size: the size a restyle's `fontSize` scales every text from. */
export const BASE_FONT_SIZE = 12

const text = z.string().trim().min(1).max(CHART_STYLE_LIMITS.textLength)
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** Each field's rule; a value outside it is dropped (the chart keeps its own), so a bad query never fails a page. */
const FIELDS = {
  title: text,
  xLabel: text,
  yLabel: text,
  palette: z.enum(PALETTE_NAMES as [PaletteName, ...PaletteName[]]),
  width: whole(CHART_STYLE_LIMITS.minWidth, CHART_STYLE_LIMITS.maxWidth),
  height: whole(CHART_STYLE_LIMITS.minHeight, CHART_STYLE_LIMITS.maxHeight),
  fontSize: whole(CHART_STYLE_LIMITS.minFontSize, CHART_STYLE_LIMITS.maxFontSize),
} satisfies Record<keyof ChartStyle, z.ZodTypeAny>

export const CHART_STYLE_FIELDS = Object.keys(FIELDS) as (keyof ChartStyle)[]

/** The schema of a whole style (a job's payload); unknown keys are refused. */
export const chartStyleSchema = z.object(FIELDS).partial().strict()

/**
 * A chart's style from query parameters named `<prefix><field>` (the task page keeps every chart's style in its
 * query as `<chartId>.<field>`; a chart's own URLs use the bare field names).
 */
export function readChartStyle(search: URLSearchParams, prefix = ''): ChartStyle {
  const style: Record<string, unknown> = {}
  for (const field of CHART_STYLE_FIELDS) {
    const raw = search.get(`${prefix}${field}`)
    if (raw === null || raw.trim() === '') continue
    const parsed = FIELDS[field].safeParse(raw)
    if (parsed.success) style[field] = parsed.data
  }
  return style as ChartStyle
}

/** The style as query parameters, in a fixed order so equal styles give equal URLs (and cache keys). */
export function chartStyleParams(style: ChartStyle, prefix = ''): [string, string][] {
  return CHART_STYLE_FIELDS.filter((field) => style[field] !== undefined).map((field) => [
    `${prefix}${field}`,
    String(style[field]),
  ])
}

export function isPlainStyle(style: ChartStyle): boolean {
  return CHART_STYLE_FIELDS.every((field) => style[field] === undefined)
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Chart types whose data sit on x and y axes (chart.js makes them when a spec names none). */
const CARTESIAN_TYPES = new Set([
  'bar',
  'line',
  'scatter',
  'bubble',
  'boxplot',
  'violin',
  'barWithErrorBars',
  'lineWithErrorBars',
  'scatterWithErrorBars',
  'matrix',
  'candlestick',
  'ohlc',
])

/** The spec drawn with a style: a new spec; the stored one is never changed. */
export function restyleChart(spec: DrawnChartSpec, style: ChartStyle): DrawnChartSpec {
  if (isPlainStyle(style)) return spec
  const drawn = structuredClone(spec)
  const options: Json = (drawn.options ??= {})
  const plugins: Json = isObject(options.plugins) ? options.plugins : (options.plugins = {})
  if (style.title !== undefined) {
    drawn.title = style.title
    plugins.title = { ...(isObject(plugins.title) ? plugins.title : {}), display: true, text: style.title }
  }
  if (style.xLabel !== undefined) setAxisTitle(drawn, 'x', style.xLabel)
  if (style.yLabel !== undefined) setAxisTitle(drawn, 'y', style.yLabel)
  if (style.palette !== undefined) recolour(drawn, PALETTES[style.palette])
  if (style.width !== undefined) drawn.width = style.width
  if (style.height !== undefined) drawn.height = style.height
  if (style.fontSize !== undefined) resizeFonts(drawn, style.fontSize)
  return drawn
}

/** The scale drawn along an axis: the one named `x`/`y`, else the first of that direction that is shown. */
function axisScale(scales: Json, axis: 'x' | 'y'): Json | null {
  if (isObject(scales[axis])) return scales[axis]
  for (const [id, scale] of Object.entries(scales)) {
    if (!isObject(scale) || scale.display === false) continue
    const direction = typeof scale.axis === 'string' ? scale.axis : id[0]
    if (direction === axis) return scale
  }
  return null
}

function setAxisTitle(spec: DrawnChartSpec, axis: 'x' | 'y', label: string): void {
  const options = spec.options as Json
  if (!isObject(options.scales)) {
    if (!CARTESIAN_TYPES.has(spec.type)) return
    options.scales = {}
  }
  const scales = options.scales as Json
  let scale = axisScale(scales, axis)
  if (!scale) {
    if (!CARTESIAN_TYPES.has(spec.type)) return
    scale = scales[axis] = {}
  }
  scale.title = { ...(isObject(scale.title) ? scale.title : {}), display: true, text: label }
}

/** `#rrggbb` of a colour written `#rgb`, `#rrggbb` or `#rrggbbaa`, and what followed (its alpha). */
function hexParts(colour: string): { hex: string; alpha: string } | null {
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(colour)
  if (long) return { hex: `#${long[1].toLowerCase()}`, alpha: long[2] ?? '' }
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour)
  if (short)
    return { hex: `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase(), alpha: '' }
  return null
}

/** Greys (black, white, the neutral "others") stay: they mean "no group", not one more colour. */
function isGrey(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16))
  return Math.max(r, g, b) - Math.min(r, g, b) < 16
}

/** Beyond this many colours a chart is coloured by value (a heatmap's scale), which a palette cannot replace. */
const MAX_CATEGORICAL_COLOURS = 24

const COLOUR_KEY = /colou?r$/i

/**
 * Each distinct non-grey colour of the datasets, in order of first use, becomes the palette's next colour (its
 * alpha kept), so series that shared a colour still share one. A chart coloured by value keeps its colours.
 */
function recolour(spec: DrawnChartSpec, palette: readonly string[]): void {
  const datasets = (spec.data as Json).datasets
  if (!Array.isArray(datasets)) return
  const order: string[] = []
  const seen = new Set<string>()
  const visit = (value: unknown, use: (colour: string) => string | undefined): unknown => {
    if (typeof value === 'string') return use(value) ?? value
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? (use(item) ?? item) : item))
    return value
  }
  const each = (use: (colour: string) => string | undefined) => {
    for (const dataset of datasets)
      if (isObject(dataset))
        for (const [key, value] of Object.entries(dataset)) if (COLOUR_KEY.test(key)) dataset[key] = visit(value, use)
  }
  each((colour) => {
    const parts = hexParts(colour)
    if (parts && !isGrey(parts.hex) && !seen.has(parts.hex)) {
      seen.add(parts.hex)
      order.push(parts.hex)
    }
    return undefined
  })
  if (order.length === 0 || order.length > MAX_CATEGORICAL_COLOURS) return
  const mapped = new Map(order.map((hex, index) => [hex, palette[index % palette.length]]))
  each((colour) => {
    const parts = hexParts(colour)
    const replacement = parts ? mapped.get(parts.hex) : undefined
    return replacement === undefined ? undefined : `${replacement}${parts!.alpha}`
  })
}

/**
 * Every text scaled by `fontSize / 12`: the sizes the chart sets itself (titles, axis titles, labels) keep their
 * proportions, and the texts at chart.js's default size take `fontSize`.
 */
function resizeFonts(spec: DrawnChartSpec, fontSize: number): void {
  const ratio = fontSize / BASE_FONT_SIZE
  const options = spec.options as Json
  const scaled = (size: number) => Math.round(size * ratio * 2) / 2
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!isObject(value)) return
    for (const [key, item] of Object.entries(value)) {
      if (key === 'font' && isObject(item) && typeof item.size === 'number') item.size = scaled(item.size)
      walk(item)
    }
  }
  walk(options)
  // Room a chart leaves for its own labels (an UpSet plot's set names) grows with them.
  const layout = isObject(options.layout) ? options.layout : null
  if (layout && isObject(layout.padding))
    for (const [side, pixels] of Object.entries(layout.padding))
      if (typeof pixels === 'number') layout.padding[side] = Math.round(pixels * ratio)
  // Texts at chart.js's default size get `fontSize`: legend, title and subtitle, and every scale's ticks and title.
  const plugins = options.plugins as Json
  const withSize = (owner: Json, key: string) => {
    const font = isObject(owner[key]) ? owner[key] : (owner[key] = {})
    if (typeof font.size !== 'number') font.size = fontSize
  }
  const child = (owner: Json, key: string): Json => (isObject(owner[key]) ? owner[key] : (owner[key] = {}))
  withSize(child(child(plugins, 'legend'), 'labels'), 'font')
  for (const key of ['title', 'subtitle', 'tooltip'])
    withSize(child(plugins, key), key === 'tooltip' ? 'bodyFont' : 'font')
  const scales = isObject(options.scales)
    ? options.scales
    : CARTESIAN_TYPES.has(spec.type)
      ? (options.scales = { x: {}, y: {} })
      : {}
  for (const scale of Object.values(scales)) {
    if (!isObject(scale)) continue
    withSize(child(scale, 'ticks'), 'font')
    withSize(child(scale, 'title'), 'font')
    if (isObject(scale.pointLabels)) withSize(scale.pointLabels, 'font')
  }
}

/** The axis titles a chart shows (what a restyle form offers to change), where it has x and y axes. */
export function chartAxisTitles(spec: DrawnChartSpec): { xLabel?: string; yLabel?: string } {
  const scales = isObject(spec.options?.scales) ? spec.options.scales : null
  const titleOf = (axis: 'x' | 'y') => {
    const title = scales ? axisScale(scales, axis)?.title : undefined
    return isObject(title) && typeof title.text === 'string' ? title.text : undefined
  }
  return { xLabel: titleOf('x'), yLabel: titleOf('y') }
}
