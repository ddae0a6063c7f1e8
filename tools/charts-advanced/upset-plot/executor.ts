import { setIntersections, type SetRegion } from '../../../analysis/sets'
import { chartSpec, chartTitle, INK, titleOptions } from '../../kit/chart-style'
import { choiceParam, colourParam, columnsParam, numberParam } from '../../kit/params'
import { inLanguage, type Language } from '../../../core/language'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { estimatedTextWidth, otherColumns, readInputTable, readSetColumns, SUBTITLE_STYLE } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const SORTS = ['size', 'degree'] as const
const MATRIX_ROW_PIXELS = 30
const ABSENT = '#d9d9d9'

/**
 * UpSet plot (Lex et al. 2014) of any number of sets given one per column: a bar chart of the
 * sizes of the exclusive intersections (from `setIntersections`) above a dot matrix showing which
 * sets each bar combines. The two charts share their width and horizontal padding and hide their
 * value axes, so their chart areas coincide and bar i stands exactly above column i of the matrix.
 */
export const upsetPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const setNames = columnsParam(input, 'set_columns', otherColumns(table, []))
  if (setNames.length < 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('UpSet 图至少需要 2 个集合（列）。', 'An UpSet plot needs at least 2 sets (columns).'),
    )
  const maxShown = numberParam(input, 'max_intersections', { min: 1, max: 100, fallback: 20, integer: true })
  const minSize = numberParam(input, 'min_size', { min: 1, max: 1e9, fallback: 1, integer: true })
  const sort = choiceParam(input, 'sort', SORTS, 'size')
  const barColour = colourParam(input, 'bar_colour', '#4e79a7')
  const dotColour = colourParam(input, 'dot_colour', '#333333')
  const width = numberParam(input, 'width', { min: 300, max: 3000, fallback: 900, integer: true })

  const { upset } = setIntersections(readSetColumns(table, setNames))
  const candidates = upset.intersections.filter((region) => region.size >= minSize)
  const ordered =
    sort === 'degree' ? [...candidates].sort((a, b) => a.sets.length - b.sets.length || b.size - a.size) : candidates
  const shown = ordered.slice(0, maxShown)
  if (shown.length === 0)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(`没有元素数不少于 ${minSize} 的交集。`, `No intersection has at least ${minSize} elements.`),
    )
  const title = chartTitle(input, { zh: 'UpSet 图', en: 'UpSet plot' })
  const [bars, matrix] = upsetCharts({
    title,
    subtitle: say(
      `${shown.length} / ${upset.intersections.length} 个非空交集，按${sort === 'size' ? '大小' : '集合数'}排序`,
      `${shown.length} of ${upset.intersections.length} non-empty intersections, by ${sort === 'size' ? 'size' : 'degree'}`,
    ),
    setNames,
    setSizes: upset.setSizes,
    shown,
    barColour,
    dotColour,
    width,
    language,
  })

  return {
    charts: [bars, matrix],
    tables: [
      {
        id: 'upset-intersections',
        title: say(
          '全部非空交集（恰好属于这些集合的元素）',
          'Every non-empty intersection (elements in exactly these sets)',
        ),
        columns: [say('集合', 'Sets'), say('集合数', 'Degree'), say('元素数', 'Size'), say('元素', 'Elements')],
        rows: ordered.map((region) => [
          region.sets.join(' ∩ '),
          region.sets.length,
          region.size,
          region.elements.join(', '),
        ]),
      },
      {
        id: 'upset-set-sizes',
        title: say('集合大小', 'Set sizes'),
        columns: [say('集合', 'Set'), say('元素数', 'Size')],
        rows: upset.setSizes.map(({ set, size }) => [set, size]),
      },
    ],
    files: [],
    notes: [
      say(
        `${setNames.length} 个集合共有 ${upset.intersections.length} 个非空交集，图中显示 ${shown.length} 个。每个交集只计恰好属于这些集合的元素。`,
        `${setNames.length} sets form ${upset.intersections.length} non-empty intersections; ${shown.length} are shown. Each counts the elements in exactly those sets and no other.`,
      ),
    ],
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
  language,
}: {
  title: string
  subtitle: string
  setNames: readonly string[]
  setSizes: readonly { set: string; size: number }[]
  shown: readonly SetRegion[]
  barColour: string
  dotColour: string
  width: number
  language: Language
}): [ChartSpec, ChartSpec] {
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
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
            label: say('交集大小', 'Intersection size'),
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
                content: say('交集大小', 'Intersection size'),
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
      title: say('交集的集合组成', 'Sets of each intersection'),
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
          { label: say('属于', 'In'), data: present, backgroundColor: dotColour, pointRadius: dotRadius, order: 0 },
          { label: say('不属于', 'Not in'), data: absent, backgroundColor: ABSENT, pointRadius: dotRadius, order: 2 },
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
