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
 * UpSet plot (Lex et al. 2014) of any number of sets given one per column: one figure of the sizes
 * of the exclusive intersections (from `setIntersections`) as bars above a dot matrix showing which
 * sets each bar combines, bar i exactly above column i (`upsetChart`).
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
  const chart = upsetChart({
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
    charts: [chart],
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

/** Pixels of the bar chart above the matrix; the matrix gets MATRIX_ROW_PIXELS per set. */
const BAR_PIXELS = 360

/**
 * An UpSet plot as one chart: the bars of the shown intersections (in the given order) above their dot matrix
 * of set membership. Both parts share one column axis, stacked on two value axes (chart.js's stacked scales, each
 * weighted by its height), so bar i stands exactly above column i of the matrix in the page, the PNG, the SVG and
 * the PDF alike. Shared by the UpSet plot tool and the microbiome tool of shared features.
 */
export function upsetChart({
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
}): ChartSpec {
  const sizeOf = new Map(setSizes.map(({ set, size }) => [set, size]))
  const setLabels = setNames.map((name) => `${name} (${sizeOf.get(name)})`)
  // Room on the left for the set names beside the matrix rows.
  const padding = {
    left: Math.min(360, Math.max(...setLabels.map((label) => estimatedTextWidth(label, 13))) + 24),
    right: 16,
    top: 0,
    bottom: 8,
  }
  const tallest = Math.max(...shown.map((region) => region.size))
  const matrixPixels = setNames.length * MATRIX_ROW_PIXELS + 16

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
  const onMatrix = { xAxisID: 'x', yAxisID: 'sets' }

  return chartSpec(
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
            xAxisID: 'x',
            yAxisID: 'sizes',
          },
          {
            type: 'line',
            label: '',
            data: links,
            borderColor: dotColour,
            borderWidth: 2.5,
            pointRadius: 0,
            spanGaps: false,
            order: 1,
            ...onMatrix,
          },
          {
            type: 'scatter',
            label: text.inSet(),
            data: present,
            backgroundColor: dotColour,
            pointRadius: dotRadius,
            order: 0,
            ...onMatrix,
          },
          {
            type: 'scatter',
            label: text.notInSet(),
            data: absent,
            backgroundColor: ABSENT,
            pointRadius: dotRadius,
            order: 2,
            ...onMatrix,
          },
        ],
      },
      options: {
        layout: { padding },
        plugins: {
          ...titleOptions(title, { subtitle, ...SUBTITLE_STYLE }),
          legend: { display: false },
          annotation: {
            clip: false,
            annotations: {
              ...Object.fromEntries(
                shown.map((region, i) => [
                  `size${i}`,
                  {
                    type: 'label',
                    xScaleID: 'x',
                    yScaleID: 'sizes',
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
                xScaleID: 'x',
                yScaleID: 'sizes',
                xValue: -0.5,
                yValue: tallest / 2,
                content: text.intersectionSize(),
                position: { x: 'end', y: 'center' },
                xAdjust: -10,
                color: INK,
                font: { size: 13 },
              },
              ...Object.fromEntries(
                setNames.map((_, row) => [
                  `band${row}`,
                  {
                    type: 'box',
                    xScaleID: 'x',
                    yScaleID: 'sets',
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
                    xScaleID: 'x',
                    yScaleID: 'sets',
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
          // One column axis for both parts: bar i above column i.
          x: { type: 'linear', min: -0.5, max: shown.length - 0.5, display: false, offset: false },
          // Two value axes stacked in one column, each taking its share of the height (chart.js stacks left axes
          // from the bottom up in the order they are listed: the matrix first, the bars above it).
          sets: {
            type: 'linear',
            position: 'left',
            stack: 'upset',
            stackWeight: matrixPixels,
            min: -0.5,
            max: setNames.length - 0.5,
            reverse: true,
            display: false,
            offset: false,
          },
          sizes: {
            type: 'linear',
            position: 'left',
            stack: 'upset',
            stackWeight: BAR_PIXELS,
            min: 0,
            max: tallest * 1.12,
            display: false,
          },
        },
      },
    },
    { width, height: BAR_PIXELS + matrixPixels + 90 },
  )
}
