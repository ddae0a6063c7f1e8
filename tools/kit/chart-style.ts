/**
 * How the executors' charts look and how their notes and tables write numbers: palettes and
 * colour scales, the chart.js option fragments every chart carries (title, axes, legend, size),
 * and number formatting. Each chart family keeps the look it was designed with, so where the
 * families differ the difference is an explicit argument here, not a second copy.
 */
import type { ChartSpec, ChartType } from '../../core/charts/chart-spec'
import { groupColumnValues, type ColumnTable } from '../../analysis/io/column-table'
import type { MessageRef, ResultText } from '../../core/result-text'
import { kitText } from './kit-messages'
import { PALETTES, type PaletteName } from '../../core/charts/palettes'

// ---------------------------------------------------------------------------------------------
// Colours

// The palettes live in core/, where the result page's restyle form offers the same ones.
export { PALETTES, PALETTE_NAMES, type PaletteName } from '../../core/charts/palettes'

/** Tableau 20: the ten Tableau hues, then their light shades, for charts with many taxa or groups. */
export const TABLEAU_20 = [
  ...PALETTES.tableau,
  '#a0cbe8',
  '#ffbe7d',
  '#ff9d9a',
  '#86bcb6',
  '#8cd17d',
  '#f1ce63',
  '#d4a6c8',
  '#fabfd2',
  '#d7b5a6',
  '#79706e',
] as const

/** "Others" and "all samples" stay neutral grey so they never look like one more part, taxon or group. */
export const NEUTRAL_COLOUR = '#c7c7c7'

/** The colour of series `index` in `palette`, cycling when there are more series than colours. */
export function paletteColour(index: number, palette: readonly string[] = PALETTES.tableau): string {
  return palette[index % palette.length]
}

/** The colour of series `index` in a named palette (a parsed `palette` parameter), cycling when there are more series than colours. */
export function paletteColours(name: PaletteName): (index: number) => string {
  return (index) => paletteColour(index, PALETTES[name])
}

/** `#rrggbb` with an alpha channel, for fills that let grid lines and overlaps show through. */
export function withAlpha(hex: string, alpha: number): string {
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255)
  return `${hex}${byte.toString(16).padStart(2, '0')}`
}

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as [number, number, number]
}

function hex(channels: readonly number[]): string {
  return `#${channels
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
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

/** Dark text for titles, and for the axes and legends of the inked (advanced) charts; chart.js's own is grey. */
export const INK = '#222222'
const SUBTITLE_INK = '#555555'
/** Grid lines of inked axes, lighter than chart.js's. */
const INKED_GRID = '#e6e6e6'

/** The chart title: the form's `title` (the user's words), else the tool's name in the reader's language. */
export function chartTitle(title: string, fallback: MessageRef): ResultText {
  return title !== '' ? title : fallback
}

export interface TitleSettings {
  subtitle?: ResultText
  /** Pixels between the subtitle and the plot. */
  subtitleGap?: number
  /** The subtitle's font size; chart.js's own when not given. */
  subtitleFontSize?: number
  /** Extra pixels under the title (the heatmap draws its column dendrogram there). */
  roomBelow?: number
}

/** The title (hidden when empty) as chart.js draws it inside the chart, so the PNG carries it too. */
export function titleOptions(
  title: ResultText,
  { subtitle, subtitleGap = 12, subtitleFontSize, roomBelow = 0 }: TitleSettings = {},
): Record<string, unknown> {
  return {
    title: {
      display: title !== '',
      text: title,
      font: { size: 16, weight: 'bold' },
      color: INK,
      padding: { top: 4, bottom: (subtitle ? 2 : 12) + roomBelow },
    },
    ...(subtitle
      ? {
          subtitle: {
            display: true,
            text: subtitle,
            color: SUBTITLE_INK,
            ...(subtitleFontSize === undefined ? {} : { font: { size: subtitleFontSize } }),
            padding: { bottom: subtitleGap },
          },
        }
      : {}),
  }
}

/** A title in chart.js's own colours and spacing, the look of the microbiome charts. */
export function plainTitleOptions(title: ResultText, subtitle?: ResultText): Record<string, unknown> {
  return {
    title: { display: true, text: title, font: { size: 16 } },
    ...(subtitle ? { subtitle: { display: true, text: subtitle, padding: { bottom: 10 } } } : {}),
  }
}

function axisTitle(title: ResultText): Record<string, unknown> {
  return { display: title !== '', text: title, font: { size: 13 } }
}

/** An axis with a title (hidden when empty), ticks and grid in chart.js's colours. */
export function axisOptions(title: ResultText, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: axisTitle(title), ...extra }
}

/** An axis with a title (hidden when empty), title and ticks in ink over light grid lines. */
export function inkedAxisOptions(title: ResultText, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: { ...axisTitle(title), color: INK }, ticks: { color: INK }, grid: { color: INKED_GRID }, ...extra }
}

export const LEGEND_POSITIONS = ['top', 'right', 'bottom', 'left', 'none'] as const
export type LegendPosition = (typeof LEGEND_POSITIONS)[number]

/** The chart.js legend at a parsed `legend_position` ('none' hides it). */
export function legendOptions(position: LegendPosition): Record<string, unknown> {
  return position === 'none' ? { display: false } : { display: true, position }
}

/** A legend with its labels in ink beside square colour boxes. */
export function inkedLegendOptions(
  position: 'top' | 'right' | 'bottom',
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { display: true, position, labels: { color: INK, boxWidth: 14, boxHeight: 14 }, ...extra }
}

export interface ChartSize {
  width: number
  height: number
}

export function chartSpec(
  spec: {
    id: string
    title: ResultText
    type: ChartType
    data: Record<string, unknown>
    options: Record<string, unknown>
  },
  size: ChartSize,
): ChartSpec {
  return { ...spec, width: size.width, height: size.height }
}

// ---------------------------------------------------------------------------------------------
// Numbers in notes and tables

/** How `formatNumber` writes a number; each chart family's notes keep their own convention. */
export interface NumberStyle {
  /** Significant digits (4 when not given). */
  digits?: number
  /** Non-zero magnitudes below this are written in scientific notation (1e-4 when not given). */
  scientificBelow?: number
  /** Significant digits in scientific notation (`digits` when not given). */
  scientificDigits?: number
  /** Whether whole numbers longer than `digits` keep every digit, 21198 rather than 21200 (yes when not given). */
  keepWholeDigits?: boolean
}

/** A number for a note: a few significant digits, tiny values in scientific notation. */
export function formatNumber(
  value: number,
  { digits = 4, scientificBelow = 1e-4, scientificDigits = digits, keepWholeDigits = true }: NumberStyle = {},
): string {
  if (!Number.isFinite(value)) return String(value)
  if (value !== 0 && Math.abs(value) < scientificBelow) return value.toExponential(scientificDigits - 1)
  if (keepWholeDigits && Math.abs(value) >= 10 ** digits) return String(Math.round(value))
  return String(Number(value.toPrecision(digits)))
}

/** A result table cell: NaN and infinities (no value) become empty cells. */
export function cell(value: number): number | null {
  return Number.isFinite(value) ? value : null
}

/**
 * The one label of the rows whose group is missing, in every chart and table of a result: a single
 * instance, so rows compare equal by `===` and in a Map as text groups do, and it is put into the
 * reader's language when shown.
 */
export const MISSING_GROUP: MessageRef = kitText.missingGroup()

/** The group of each row of a chart's group column, rows whose value is missing drawn apart as MISSING_GROUP. */
export function groupsOfRows(table: ColumnTable, column: string): ResultText[] {
  return groupColumnValues(table, column).map((group) => group ?? MISSING_GROUP)
}

/**
 * The distinct groups of a column in display order: increasing when every group is a number
 * (doses 0.5, 1, 2; ECOG scores 0, 1, 2, 3), otherwise in the order they first occur in the table.
 */
export function groupOrder<Group extends ResultText>(groups: readonly Group[]): Group[] {
  const distinct = [...new Set(groups)]
  const numbers = distinct.map((group) =>
    typeof group !== 'string' || group.trim() === '' ? Number.NaN : Number(group),
  )
  if (!numbers.every(Number.isFinite)) return distinct
  return distinct
    .map((group, i) => ({ group, value: numbers[i] }))
    .sort((a, b) => a.value - b.value)
    .map(({ group }) => group)
}
