import type { ResultText } from '../result-text'
import type { ChartSpec } from './chart-spec'
import { PALETTES } from './palettes'

/** An ordination axis: its short name (PCoA3), its title with the share it explains, and that share. */
export interface OrdinationViewerAxis {
  name: string
  title: ResultText
  proportionExplained: number
}

/** A metadata column as the viewer colours or shapes points by it: numbers on a gradient, categories by level. */
export type OrdinationViewerColumn =
  | { name: string; type: 'numeric'; values: (number | null)[] }
  | { name: string; type: 'categorical'; levels: string[]; values: (string | null)[] }

/** What one drawing of the ordination shows: two axes (indexes into `axes`) and the columns colouring and shaping the points. */
export interface OrdinationView {
  x: number
  y: number
  colour: string | null
  shape: string | null
}

/**
 * Everything a reader needs to draw the ordination again with other axes, colours and shapes, without running the
 * analysis: per sample its coordinates on the kept axes and its value in every metadata column. Plain JSON whose
 * only words are ResultTexts, stored without a language like the rest of the chart.
 */
export interface OrdinationViewer {
  sampleIds: string[]
  axes: OrdinationViewerAxis[]
  /** Per sample, one coordinate per axis of `axes`. */
  coordinates: number[][]
  columns: OrdinationViewerColumn[]
  /** The view the stored chart (and so its PNG) shows. */
  view: OrdinationView
  showLabels: boolean
  /** The legend's name for a sample without a value in the column. */
  noValue: ResultText
}

/** chart.js point styles, in the order a column's levels take them (then again from the first). */
export const POINT_SHAPES = ['circle', 'triangle', 'rect', 'rectRot', 'star', 'crossRot', 'rectRounded'] as const

/**
 * The first point of every dataset: without coordinates it is never drawn, but chart.js draws the dataset's legend
 * swatch in its style (an object, since chart.js reads a dataset's first point to tell how its points are written).
 */
const LEGEND_SWATCH = { x: null, y: null }

/** Beyond this many samples their names would cover the points, so they are left off. */
const MOST_LABELLED_SAMPLES = 60

/** Samples without a value, and the shape key's swatches, in grey apart from every palette colour. */
const NO_VALUE_COLOUR = '#9e9e9e'
const NO_VALUE_SHAPE = 'cross'

/** Viridis at five stops: a numeric column's gradient, readable in grey and with colour-blindness. */
const GRADIENT = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725']

/** A numeric column's legend: its range cut into this many equal steps, each drawn at its middle colour. */
const GRADIENT_STEPS = 5

/**
 * Categorical colours: Tableau 10 then the lighter half of Tableau 20, so up to 20 levels stay apart; the result
 * page's restyle recolours them with another palette.
 */
const CATEGORY_COLOURS = [
  ...PALETTES.tableau,
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#dbdb8d',
  '#9edae5',
  '#c7c7c7',
]

/** The view with every choice the viewer does not have replaced: axes inside the kept ones, columns that exist. */
export function validView(viewer: OrdinationViewer, view: Partial<OrdinationView>): OrdinationView {
  const axis = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isInteger(value) && value >= 0 && value < viewer.axes.length ? value : fallback
  const column = (name: string | null | undefined) => viewer.columns.find((c) => c.name === name)
  const shape = column(view.shape === undefined ? viewer.view.shape : view.shape)
  return {
    x: axis(view.x, viewer.view.x),
    y: axis(view.y, viewer.view.y),
    colour: column(view.colour === undefined ? viewer.view.colour : view.colour)?.name ?? null,
    shape: shape?.type === 'categorical' ? shape.name : null,
  }
}

/** A colour on the gradient at `t` in [0, 1]. */
function gradientColour(t: number): string {
  const position = Math.min(Math.max(t, 0), 1) * (GRADIENT.length - 1)
  const low = Math.floor(position)
  const high = Math.min(low + 1, GRADIENT.length - 1)
  const fraction = position - low
  const channel = (hex: string, at: number) => parseInt(hex.slice(1 + 2 * at, 3 + 2 * at), 16)
  const mixed = [0, 1, 2].map((at) =>
    Math.round(channel(GRADIENT[low], at) * (1 - fraction) + channel(GRADIENT[high], at) * fraction),
  )
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

/** A bound of a gradient step, short enough for a legend. */
const bound = (value: number) => String(Number(value.toPrecision(3)))

interface ColourGroup {
  label: ResultText
  /** The legend swatch's colour. */
  colour: string
  members: number[]
  /** Each member's own colour (a numeric column's exact place on the gradient). */
  pointColours: string[]
}

/** The samples grouped for the legend by the colour column: its levels, or equal steps of its range, and no value. */
function colourGroups(viewer: OrdinationViewer, column: OrdinationViewerColumn | undefined): ColourGroup[] {
  const samples = viewer.sampleIds.map((_, s) => s)
  if (!column) {
    const colour = CATEGORY_COLOURS[0]
    return [{ label: '', colour, members: samples, pointColours: samples.map(() => colour) }]
  }
  const groups: ColourGroup[] = []
  if (column.type === 'categorical') {
    column.levels.forEach((level, l) => {
      const members = samples.filter((s) => column.values[s] === level)
      const colour = CATEGORY_COLOURS[l % CATEGORY_COLOURS.length]
      groups.push({ label: level, colour, members, pointColours: members.map(() => colour) })
    })
  } else {
    const known = samples.filter((s) => column.values[s] !== null)
    const values = known.map((s) => column.values[s] as number)
    const min = Math.min(...values)
    const max = Math.max(...values)
    const width = (max - min) / GRADIENT_STEPS
    const place = (value: number) => (max > min ? (value - min) / (max - min) : 0.5)
    for (let step = 0; step < (max > min ? GRADIENT_STEPS : 1); step++) {
      const low = min + step * width
      const high = step === GRADIENT_STEPS - 1 ? max : low + width
      const members = known.filter((s) => {
        const value = column.values[s] as number
        return max === min || (value >= low && (value < high || step === GRADIENT_STEPS - 1))
      })
      groups.push({
        label: max > min ? `${bound(low)} – ${bound(high)}` : bound(min),
        colour: gradientColour(place((low + high) / 2)),
        members,
        pointColours: members.map((s) => gradientColour(place(column.values[s] as number))),
      })
    }
  }
  const missing = samples.filter((s) => column.values[s] === null)
  if (missing.length > 0)
    groups.push({
      label: viewer.noValue,
      colour: NO_VALUE_COLOUR,
      members: missing,
      pointColours: missing.map(() => NO_VALUE_COLOUR),
    })
  return groups.filter((group) => group.members.length > 0 || column.type === 'numeric')
}

/**
 * The chart of `spec` drawn with `view` from its viewer: one dataset per colour level (or gradient step), points
 * shaped by the shape column, and the shapes' key as legend entries after the colours'. chart.js draws a legend
 * swatch with the style of a dataset's first point, so each dataset starts with LEGEND_SWATCH, which carries the
 * swatch's colour and shape. Used by the executor for the stored chart and by the
 * result page to redraw it; the rest of the spec (title, size, fonts) is kept.
 */
export function ordinationViewChart<Spec extends ChartSpec>(spec: Spec, requested: Partial<OrdinationView>): Spec {
  const viewer = spec.viewer
  if (!viewer) return spec
  const view = validView(viewer, requested)
  const colourColumn = viewer.columns.find((column) => column.name === view.colour)
  const shapeColumn = viewer.columns.find((column) => column.name === view.shape)
  const shapeOf = (s: number): string => {
    if (shapeColumn?.type !== 'categorical') return POINT_SHAPES[0]
    const value = shapeColumn.values[s]
    return value === null ? NO_VALUE_SHAPE : POINT_SHAPES[shapeColumn.levels.indexOf(value) % POINT_SHAPES.length]
  }
  const point = (s: number) => ({ x: viewer.coordinates[s][view.x], y: viewer.coordinates[s][view.y] })
  const datasets: Record<string, unknown>[] = colourGroups(viewer, colourColumn).map((group) => ({
    label: group.label,
    data: [LEGEND_SWATCH, ...group.members.map(point)],
    backgroundColor: [group.colour, ...group.pointColours.map((colour) => `${colour}cc`)],
    borderColor: [group.colour, ...group.pointColours],
    pointStyle: ['circle', ...group.members.map(shapeOf)],
    pointRadius: 6,
    pointHoverRadius: 8,
  }))
  if (shapeColumn?.type === 'categorical') {
    const levels: { label: ResultText; shape: string }[] = shapeColumn.levels.map((level, l) => ({
      label: `${shapeColumn.name}: ${level}`,
      shape: POINT_SHAPES[l % POINT_SHAPES.length],
    }))
    if (shapeColumn.values.some((value) => value === null))
      levels.push({ label: viewer.noValue, shape: NO_VALUE_SHAPE })
    for (const { label, shape } of levels)
      datasets.push({
        label,
        data: [LEGEND_SWATCH],
        backgroundColor: [NO_VALUE_COLOUR],
        borderColor: [NO_VALUE_COLOUR],
        pointStyle: [shape],
        pointRadius: 6,
      })
  }
  const labelled = viewer.showLabels && viewer.sampleIds.length <= MOST_LABELLED_SAMPLES
  const annotations = labelled
    ? Object.fromEntries(
        viewer.sampleIds.map((sampleId, s) => [
          `sample-${s}`,
          {
            type: 'label',
            xValue: point(s).x,
            yValue: point(s).y,
            yAdjust: -12,
            content: sampleId,
            font: { size: 9 },
            color: '#444444',
          },
        ]),
      )
    : {}
  const options = (spec.options ?? {}) as Record<string, Record<string, unknown> | undefined>
  const scales = options.scales ?? {}
  const scale = (id: 'x' | 'y', axis: number) => {
    const old = (scales[id] ?? {}) as Record<string, unknown>
    const title = (old.title ?? {}) as Record<string, unknown>
    return { grace: '5%', ...old, title: { ...title, display: true, text: viewer.axes[axis].title } }
  }
  const plugins = options.plugins ?? {}
  const legend = (plugins.legend ?? {}) as Record<string, unknown>
  const legendLabels = (legend.labels ?? {}) as Record<string, unknown>
  const legendTitle = (legend.title ?? {}) as Record<string, unknown>
  return {
    ...spec,
    type: 'scatter',
    data: { datasets },
    options: {
      ...options,
      plugins: {
        ...plugins,
        legend: {
          position: 'right',
          ...legend,
          display: colourColumn !== undefined || shapeColumn !== undefined,
          labels: { ...legendLabels, usePointStyle: true },
          title: { ...legendTitle, display: colourColumn !== undefined, text: colourColumn?.name ?? '' },
        },
        annotation: { annotations },
      },
      scales: { ...scales, x: scale('x', view.x), y: scale('y', view.y) },
    },
    viewer: { ...viewer, view },
  }
}
