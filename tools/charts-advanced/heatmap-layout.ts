/**
 * The chart.js configuration of a heatmap (chartjs-chart-matrix) with optional dendrograms in its
 * margins, a colour key and values printed in the cells, shared by the clustered and the
 * correlation heatmap.
 *
 * chart.js configurations here are JSON only, so nothing can measure the chart area while it is
 * drawn. The layout therefore works in the units of two hidden linear axes (one unit per cell):
 * - the chart area is exactly the cell grid; column labels are a category axis below it and row
 *   labels a category axis beside it, so chart.js aligns every label with its cell;
 * - dendrograms and the colour key live in the layout padding and the title's bottom padding,
 *   drawn outside the area (datasets with `clip: false`, annotations with `clip: false`); their
 *   size in pixels is converted to units with an estimate of the cell size, so they may come out a
 *   few pixels larger or smaller than asked, never misaligned with the cells;
 * - each cell is drawn from its top-left corner and larger than the estimated cell, and later
 *   cells cover the overhang of earlier ones; the chart area clips the last row and column. Cells
 *   so always meet without gaps whatever the real cell size turns out to be.
 */
import type { ChartSpec } from '../../core/charts/chart-spec'
import type { Dendrogram } from '../../analysis/clustering'
import type { ResultText } from '../../core/result-text'
import { colourAt, formatNumber, INK, titleOptions } from '../kit/chart-style'
import { dendrogramDataset, dendrogramOutline, estimatedTextWidth, SHORT_NUMBER_STYLE } from './shared'

export interface HeatmapKey {
  caption: ResultText
  /** Colours from `min` to `max`. */
  stops: readonly string[]
  min: number
  max: number
}

export interface HeatmapLayout {
  id: string
  title: ResultText
  size: { width: number; height: number }
  /** In display order (top to bottom, left to right); a row may be named by a word of the tool ("Unclassified …"). */
  rowLabels: readonly ResultText[]
  columnLabels: readonly string[]
  /** values[row][column] in display order, as shown in tooltips; colours alike. */
  values: readonly (readonly number[])[]
  colours: readonly (readonly string[])[]
  /** Trees whose `order` is the display order. */
  rowTree?: Dendrogram
  columnTree?: Dendrogram
  key: HeatmapKey
  /** 'corner': a horizontal key above the row labels' opposite margin; 'right': a vertical key right of the grid. */
  keyPlacement: 'corner' | 'right'
  /** Text printed in each cell (correlation coefficients), or none. */
  cellText?: readonly (readonly string[])[]
  /** Where the row labels go: beside the row dendrogram's opposite side. */
  rowLabelSide: 'left' | 'right'
}

const DENDROGRAM_PIXELS = 100
const DENDROGRAM_GAP_PIXELS = 4
const CORNER_KEY_PIXELS = 64
const RIGHT_KEY_PIXELS = 110
const KEY_STEPS = 24

export function heatmapChart(layout: HeatmapLayout): ChartSpec {
  const { width, height } = layout.size
  const rows = layout.rowLabels.length
  const columns = layout.columnLabels.length
  const rowFont = Math.max(7, Math.min(12, Math.floor(estimatedRowPitch(layout) * 0.8)))
  const padding = paddingOf(layout)
  const topZone = layout.columnTree
    ? DENDROGRAM_PIXELS + DENDROGRAM_GAP_PIXELS + 8
    : layout.keyPlacement === 'corner'
      ? CORNER_KEY_PIXELS
      : 0
  const pitch = { x: estimatedColumnPitch(layout), y: estimatedRowPitch(layout) }
  const unitsX = (pixels: number) => pixels / pitch.x
  const unitsY = (pixels: number) => pixels / pitch.y

  const cells: { x: number; y: number; v: number }[] = []
  const fills: string[] = []
  layout.values.forEach((row, i) =>
    row.forEach((v, j) => {
      cells.push({ x: j, y: i, v })
      fills.push(layout.colours[i][j])
    }),
  )
  const cellAxes = { xAxisID: 'cellX', yAxisID: 'cellY' }
  const datasets: Record<string, unknown>[] = [
    {
      type: 'matrix',
      label: layout.key.caption,
      data: cells,
      backgroundColor: fills,
      hoverBackgroundColor: fills,
      borderWidth: 0,
      // Twice the estimated cell: see the module comment.
      width: Math.ceil(2 * pitch.x) + 2,
      height: Math.ceil(2 * pitch.y) + 2,
      anchorX: 'left',
      anchorY: 'top',
      clip: 0,
      ...cellAxes,
    },
  ]
  if (layout.rowTree) {
    const tree = layout.rowTree
    const top = Math.max(...tree.heights, Number.MIN_VALUE)
    const gap = unitsX(DENDROGRAM_GAP_PIXELS)
    const span = unitsX(DENDROGRAM_PIXELS)
    const side = layout.rowLabelSide === 'right' ? -1 : 1
    const base = side < 0 ? -gap : columns + gap
    const outline = dendrogramOutline(tree, (position, h) => ({ x: base + side * (h / top) * span, y: position + 0.5 }))
    datasets.push(dendrogramDataset(outline, cellAxes, { clip: false }))
  }
  if (layout.columnTree) {
    const tree = layout.columnTree
    const top = Math.max(...tree.heights, Number.MIN_VALUE)
    const gap = unitsY(DENDROGRAM_GAP_PIXELS)
    const span = unitsY(DENDROGRAM_PIXELS)
    const outline = dendrogramOutline(tree, (position, h) => ({ x: position + 0.5, y: -gap - (h / top) * span }))
    datasets.push(dendrogramDataset(outline, cellAxes, { clip: false }))
  }

  const annotations: Record<string, unknown> = {
    ...keyAnnotations(layout, { unitsX, unitsY, padding, topZone, columns }),
    ...cellTextAnnotations(layout, Math.min(pitch.x, pitch.y)),
  }
  const labelAxis = (
    labels: readonly ResultText[],
    position: string,
    font: number,
    ticks: Record<string, unknown>,
  ) => ({
    type: 'category',
    labels,
    position,
    offset: true,
    grid: { display: false },
    border: { display: false },
    ticks: { color: INK, font: { size: font }, autoSkip: true, autoSkipPadding: 1, padding: 2, ...ticks },
  })
  return {
    id: layout.id,
    title: layout.title,
    type: 'matrix',
    data: { datasets },
    options: {
      layout: { padding },
      plugins: {
        ...titleOptions(layout.title, { roomBelow: topZone }),
        legend: { display: false },
        tooltip: { enabled: true },
        annotation: { clip: false, annotations },
      },
      scales: {
        columnLabels: labelAxis(layout.columnLabels, 'bottom', 12, { maxRotation: 90, minRotation: 0 }),
        // The first label on top, where the reversed cellY puts row 0 (`reverse: false` must be
        // explicit: the matrix chart's defaults reverse every vertical axis).
        rowLabels: { ...labelAxis(layout.rowLabels, layout.rowLabelSide, rowFont, {}), reverse: false },
        cellX: { type: 'linear', min: 0, max: columns, display: false, offset: false },
        cellY: { type: 'linear', min: 0, max: rows, reverse: true, display: false, offset: false },
      },
    },
    width,
    height,
  }
}

function paddingOf(layout: HeatmapLayout): { top: number; right: number; bottom: number; left: number } {
  const treeRoom = DENDROGRAM_PIXELS + DENDROGRAM_GAP_PIXELS + 16
  const keyRoom = layout.keyPlacement === 'right' ? RIGHT_KEY_PIXELS : 0
  const cornerRoom = layout.keyPlacement === 'corner' ? 130 : 12
  if (layout.rowLabelSide === 'right')
    return { top: 4, bottom: 8, left: Math.max(layout.rowTree ? treeRoom : 12, cornerRoom), right: 12 + keyRoom }
  return { top: 4, bottom: 8, left: 12, right: Math.max(layout.rowTree ? treeRoom : 12, 12) + keyRoom }
}

function longest(labels: readonly ResultText[], font: number): number {
  return labels.reduce((most, label) => Math.max(most, estimatedTextWidth(measuredText(label), font)), 0)
}

/**
 * The text a label's width is estimated from: a word of the tool, said only when the chart is read,
 * counts as its parameters (the user's names) and a dozen characters for the words around them.
 */
function measuredText(label: ResultText): string {
  if (typeof label === 'string') return label
  const names = Object.values(label.params ?? {}).filter((value) => typeof value !== 'object')
  return `${names.join(' ')} ${'x'.repeat(12)}`
}

function estimatedColumnPitch(layout: HeatmapLayout): number {
  const padding = paddingOf(layout)
  const rowAxis = Math.min(longest(layout.rowLabels, 12), 260) + 8
  return Math.max(2, (layout.size.width - padding.left - padding.right - rowAxis) / layout.columnLabels.length)
}

function estimatedRowPitch(layout: HeatmapLayout): number {
  const padding = { top: 4, bottom: 8 }
  const topZone = layout.columnTree
    ? DENDROGRAM_PIXELS + DENDROGRAM_GAP_PIXELS + 8
    : layout.keyPlacement === 'corner'
      ? CORNER_KEY_PIXELS
      : 0
  const title = 16 * 1.2 + 4 + 12 + topZone
  const columnLabelWidth = longest(layout.columnLabels, 12)
  const rotated = columnLabelWidth > estimatedColumnPitch(layout) - 6
  const columnAxis = rotated ? Math.min(columnLabelWidth, 300) + 10 : 24
  return Math.max(1, (layout.size.height - padding.top - padding.bottom - title - columnAxis) / layout.rowLabels.length)
}

/** A colour bar of small boxes with its caption and the values at both ends and the middle. */
function keyAnnotations(
  layout: HeatmapLayout,
  geometry: {
    unitsX: (px: number) => number
    unitsY: (px: number) => number
    padding: { left: number; right: number }
    topZone: number
    columns: number
  },
): Record<string, unknown> {
  const { key } = layout
  const { unitsX, unitsY } = geometry
  const annotations: Record<string, unknown> = {}
  const box = (id: string, bounds: { xMin: number; xMax: number; yMin: number; yMax: number }, colour: string) => {
    annotations[id] = {
      type: 'box',
      xScaleID: 'cellX',
      yScaleID: 'cellY',
      ...bounds,
      backgroundColor: colour,
      borderWidth: 0,
      drawTime: 'afterDatasetsDraw',
    }
  }
  const label = (
    id: string,
    x: number,
    y: number,
    content: ResultText,
    position: Record<string, string>,
    bold = false,
  ) => {
    annotations[id] = {
      type: 'label',
      xScaleID: 'cellX',
      yScaleID: 'cellY',
      xValue: x,
      yValue: y,
      content,
      position,
      color: INK,
      font: { size: 11, weight: bold ? 'bold' : 'normal' },
      padding: 1,
    }
  }
  const middle = (key.min + key.max) / 2
  const tickTexts = [key.min, middle, key.max].map((value) => formatNumber(value, SHORT_NUMBER_STYLE))
  if (layout.keyPlacement === 'corner') {
    // Horizontal bar in the top-left corner, above the row dendrogram and left of the column one.
    const left = -geometry.padding.left + 24
    const barWidth = Math.min(90, geometry.padding.left - 44)
    const barTop = -geometry.topZone + 28
    for (let k = 0; k < KEY_STEPS; k++) {
      box(
        `key${k}`,
        {
          xMin: unitsX(left + (k * barWidth) / KEY_STEPS),
          xMax: unitsX(left + ((k + 1) * barWidth) / KEY_STEPS) + unitsX(0.5),
          yMin: unitsY(barTop),
          yMax: unitsY(barTop + 10),
        },
        colourAt(key.stops, (k + 0.5) / KEY_STEPS),
      )
    }
    label('keyCaption', unitsX(left), unitsY(barTop - 3), key.caption, { x: 'start', y: 'end' }, true)
    // The end values align with the bar's ends so that a long number stays inside the chart.
    const alignment = ['start', 'center', 'end']
    tickTexts.forEach((text, i) =>
      label(`keyTick${i}`, unitsX(left + (i * barWidth) / 2), unitsY(barTop + 13), text, {
        x: alignment[i],
        y: 'start',
      }),
    )
    return annotations
  }
  // Vertical bar right of the grid (and right of a dendrogram there), maximum on top.
  const left = geometry.padding.right - RIGHT_KEY_PIXELS + 10
  const x0 = geometry.columns + unitsX(left)
  const barHeight = 160
  const barTop = 22
  for (let k = 0; k < KEY_STEPS; k++) {
    box(
      `key${k}`,
      {
        xMin: x0,
        xMax: x0 + unitsX(14),
        yMin: unitsY(barTop + (k * barHeight) / KEY_STEPS),
        yMax: unitsY(barTop + ((k + 1) * barHeight) / KEY_STEPS) + unitsY(0.5),
      },
      colourAt(key.stops, 1 - (k + 0.5) / KEY_STEPS),
    )
  }
  label('keyCaption', x0, unitsY(barTop - 6), key.caption, { x: 'start', y: 'end' }, true)
  ;[...tickTexts]
    .reverse()
    .forEach((text, i) =>
      label(`keyTick${i}`, x0 + unitsX(18), unitsY(barTop + (i * barHeight) / 2), text, { x: 'start', y: 'center' }),
    )
  return annotations
}

/** Values in the cells, white on dark cells and dark on light ones; left out when cells are too small to read. */
function cellTextAnnotations(layout: HeatmapLayout, cellPixels: number): Record<string, unknown> {
  if (!layout.cellText || cellPixels < 22) return {}
  const font = Math.max(8, Math.min(12, Math.floor(cellPixels / 3.2)))
  const annotations: Record<string, unknown> = {}
  layout.cellText.forEach((row, i) =>
    row.forEach((text, j) => {
      if (text === '') return
      annotations[`cell${i}_${j}`] = {
        type: 'label',
        xScaleID: 'cellX',
        yScaleID: 'cellY',
        xValue: j + 0.5,
        yValue: i + 0.5,
        content: text,
        color: isDark(layout.colours[i][j]) ? '#ffffff' : INK,
        font: { size: font },
        padding: 0,
      }
    }),
  )
  return annotations
}

/** Relative luminance below one half (sRGB weights, no gamma: enough to pick black or white text). */
function isDark(colour: string): boolean {
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(colour.slice(offset, offset + 2), 16) / 255)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5
}
