import { setIntersections, type SetRegion } from '../../../analysis/sets'
import { chartSpec, chartTitle, INK, titleOptions } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { estimatedTextWidth, otherColumns, readInputTable, readSetColumns, SUBTITLE_STYLE } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'
const MATRIX_ROW_PIXELS = 30
const ABSENT = '#d9d9d9'

/**
 * UpSet plot (Lex et al. 2014) of any number of sets given one per column: a bar chart of the
 * sizes of the exclusive intersections (from `setIntersections`) above a dot matrix showing which
 * sets each bar combines. The two charts share their width and horizontal padding and hide their
 * value axes, so their chart areas coincide and bar i stands exactly above column i of the matrix.
 */
export const upsetPlotExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { max_intersections: maxShown, min_size: minSize, sort, width } = values
  const table = readInputTable(input)
  const setNames = values.set_columns.length > 0 ? values.set_columns : otherColumns(table, [])
  if (setNames.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooFewSets())

  const { upset } = setIntersections(readSetColumns(table, setNames))
  const candidates = upset.intersections.filter((region) => region.size >= minSize)
  const ordered =
    sort === 'degree' ? [...candidates].sort((a, b) => a.sets.length - b.sets.length || b.size - a.size) : candidates
  const shown = ordered.slice(0, maxShown)
  if (shown.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noIntersection({ size: minSize }))
  const title = chartTitle(values.title, text.chartTitle())
  const [bars, matrix] = upsetCharts({
    title,
    subtitle: (sort === 'size' ? text.shownBySize : text.shownByDegree)({
      shown: shown.length,
      total: upset.intersections.length,
    }),
    setNames,
    setSizes: upset.setSizes,
    shown,
    barColour: values.bar_colour,
    dotColour: values.dot_colour,
    width,
  })

  return {
    charts: [bars, matrix],
    tables: [
      {
        id: 'upset-intersections',
        title: text.intersectionsTitle(),
        columns: [text.sets(), text.degree(), text.size(), text.elements()],
        rows: ordered.map((region) => [
          region.sets.join(' ∩ '),
          region.sets.length,
          region.size,
          region.elements.join(', '),
        ]),
      },
      {
        id: 'upset-set-sizes',
        title: text.setSizesTitle(),
        columns: [text.set(), text.size()],
        rows: upset.setSizes.map(({ set, size }) => [set, size]),
      },
    ],
    files: [],
    notes: [text.summary({ sets: setNames.length, total: upset.intersections.length, shown: shown.length })],
  }
}

/**
 * The two charts of an UpSet plot: the bars of the shown intersections (in the given order) above
 * their dot matrix of set membership. Shared by the UpSet plot tool and the microbiome tool of
 * shared features.
 */
export function upsetCharts({
  title,
  subtitle,
  setNames,
  setSizes,
  shown,
  barColour,
  dotColour,
  width,
}: {
  title: ResultText
  subtitle: ResultText
  setNames: readonly string[]
  setSizes: readonly { set: string; size: number }[]
  shown: readonly SetRegion[]
  barColour: string
  dotColour: string
  width: number
}): [ChartSpec, ChartSpec] {
  const sizeOf = new Map(setSizes.map(({ set, size }) => [set, size]))
  const setLabels = setNames.map((name) => `${name} (${sizeOf.get(name)})`)
  // Both charts: the same width and padding, no visible vertical axis, so their areas coincide.
  const padding = {
    left: Math.min(360, Math.max(...setLabels.map((label) => estimatedTextWidth(label, 13))) + 24),
    right: 16,
  }
  const xAxis = { type: 'linear', min: -0.5, max: shown.length - 0.5, display: false, offset: false }
  const tallest = Math.max(...shown.map((region) => region.size))

  const bars = chartSpec(
    {
      id: 'upset-intersections',
      title,
      type: 'bar',
      data: {
        datasets: [
          {
            label: text.intersectionSize(),
            data: shown.map((region, i) => ({ x: i, y: region.size })),
            backgroundColor: barColour,
            barPercentage: 0.7,
            categoryPercentage: 1,
          },
        ],
      },
      options: {
        layout: { padding: { ...padding, top: 0, bottom: 0 } },
        plugins: {
          ...titleOptions(title, {
            subtitle,
            ...SUBTITLE_STYLE,
          }),
          legend: { display: false },
          annotation: {
            clip: false,
            annotations: {
              ...Object.fromEntries(
                shown.map((region, i) => [
                  `size${i}`,
                  {
                    type: 'label',
                    xValue: i,
                    yValue: region.size,
                    content: String(region.size),
                    position: { x: 'center', y: 'end' },
                    yAdjust: -2,
                    color: INK,
                    font: { size: 11 },
                    padding: 1,
                  },
                ]),
              ),
              axisName: {
                type: 'label',
                xValue: -0.5,
                yValue: tallest / 2,
                content: text.intersectionSize(),
                position: { x: 'end', y: 'center' },
                xAdjust: -10,
                color: INK,
                font: { size: 13 },
              },
            },
          },
        },
        scales: { x: xAxis, y: { type: 'linear', min: 0, max: tallest * 1.12, display: false } },
      },
    },
    { width, height: 360 },
  )

  const present: { x: number; y: number }[] = []
  const absent: { x: number; y: number }[] = []
  const links: ({ x: number; y: number } | { x: null; y: null })[] = []
  shown.forEach((region: SetRegion, i) => {
    const rows = region.sets.map((name) => setNames.indexOf(name))
    setNames.forEach((_, row) => (rows.includes(row) ? present : absent).push({ x: i, y: row }))
    if (rows.length > 1)
      links.push({ x: i, y: Math.min(...rows) }, { x: i, y: Math.max(...rows) }, { x: null, y: null })
  })
  const dotRadius = Math.max(3, Math.min(8, ((width - padding.left - padding.right) / shown.length) * 0.22))
  const matrix = chartSpec(
    {
      id: 'upset-membership',
      title: text.membershipTitle(),
      type: 'scatter',
      data: {
        datasets: [
          {
            type: 'line',
            label: '',
            data: links,
            borderColor: dotColour,
            borderWidth: 2.5,
            pointRadius: 0,
            spanGaps: false,
            order: 1,
          },
          { label: text.inSet(), data: present, backgroundColor: dotColour, pointRadius: dotRadius, order: 0 },
          { label: text.notInSet(), data: absent, backgroundColor: ABSENT, pointRadius: dotRadius, order: 2 },
        ],
      },
      options: {
        layout: { padding: { ...padding, top: 8, bottom: 8 } },
        plugins: {
          legend: { display: false },
          annotation: {
            clip: false,
            annotations: {
              ...Object.fromEntries(
                setNames.map((_, row) => [
                  `band${row}`,
                  {
                    type: 'box',
                    xMin: -0.5,
                    xMax: shown.length - 0.5,
                    yMin: row - 0.5,
                    yMax: row + 0.5,
                    backgroundColor: row % 2 === 0 ? '#f3f3f3' : '#ffffff',
                    borderWidth: 0,
                    drawTime: 'beforeDatasetsDraw',
                  },
                ]),
              ),
              ...Object.fromEntries(
                setLabels.map((label, row) => [
                  `set${row}`,
                  {
                    type: 'label',
                    xValue: -0.5,
                    yValue: row,
                    content: label,
                    position: { x: 'end', y: 'center' },
                    xAdjust: -8,
                    color: INK,
                    font: { size: 13 },
                  },
                ]),
              ),
            },
          },
        },
        scales: {
          x: xAxis,
          y: { type: 'linear', min: -0.5, max: setNames.length - 0.5, reverse: true, display: false },
        },
      },
    },
    { width, height: setNames.length * MATRIX_ROW_PIXELS + 16 },
  )

  return [bars, matrix]
}
