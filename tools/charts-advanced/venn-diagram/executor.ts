import { setIntersections, type SetRegion } from '../../../analysis/sets'
import {
  chartSpec,
  type ChartSize,
  chartTitle,
  INK,
  mixColours,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { otherColumns, readInputTable, readSetColumns, SUBTITLE_STYLE } from '../shared'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

const MIN_SETS = 2
const MAX_SETS = 5
/** Pixels left and right of the diagram for set names. */
const VENN_LABEL_ROOM = 90

/**
 * Index combinations of k sets in the order chartjs-chart-venn lays out its regions: all single
 * sets, then every pair, every triple … each in lexicographic order ([0], [1], …, [0, 1], [0, 2] …).
 */
export function vennLayoutOrder(k: number): number[][] {
  const combinations: number[][] = []
  const extend = (prefix: number[], next: number, degree: number) => {
    if (prefix.length === degree) {
      combinations.push(prefix)
      return
    }
    for (let i = next; i < k; i++) extend([...prefix, i], i + 1, degree)
  }
  for (let degree = 1; degree <= k; degree++) extend([], 0, degree)
  return combinations
}

/**
 * Venn diagram of 2 to 5 sets given one per column, every region labelled with the number of
 * members in exactly that combination of sets (from `setIntersections`).
 */
export const vennDiagramExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const table = readInputTable(input)
  const setNames = values.set_columns.length > 0 ? values.set_columns : otherColumns(table, [])
  if (setNames.length < MIN_SETS || setNames.length > MAX_SETS) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.wrongSetCount({ min: MIN_SETS, max: MAX_SETS, sets: setNames.length }),
    )
  }
  const sets = readSetColumns(table, setNames)
  const { vennRegions, upset } = setIntersections(sets)
  if (!vennRegions) throw new ToolRunError(TOOL_ERROR_CODE.analysis, text.noRegions())
  const ordered = vennRegionsInLayoutOrder(vennRegions, setNames.length)
  const union = vennRegions.reduce((sum, region) => sum + region.size, 0)
  const title = chartTitle(values.title, text.chartTitle())
  const chart = vennChart({
    id: 'venn',
    title,
    subtitle: text.union({ union }),
    vennRegions,
    setCount: setNames.length,
    size: { width: values.width, height: values.height },
  })

  const everywhere = ordered[ordered.length - 1].region.size
  return {
    charts: [chart],
    tables: [
      {
        id: 'venn-regions',
        title: text.regionsTitle(),
        columns: [text.region(), text.sets(), text.size(), text.elements()],
        rows: ordered.map(({ region }) => [
          vennRegionLabel(region),
          region.sets.length,
          region.size,
          region.elements.join(', '),
        ]),
      },
    ],
    files: [],
    notes: [
      text.setSizes({
        sizes: upset.setSizes
          .map<ResultText>(({ set, size }) => `${set} ${size}`)
          .reduce((list, size) => text.sizeList({ list, size })),
        union,
        sets: setNames.length,
        everywhere,
      }),
      text.regionCounting(),
    ],
  }
}

/** How a region is named: its sets joined by ∩. */
export function vennRegionLabel(region: SetRegion): string {
  return region.sets.join(' ∩ ')
}

/** The regions of `setIntersections` (ordered by bit mask) in the layout order of the chart, with their set indices. */
function vennRegionsInLayoutOrder(
  vennRegions: readonly SetRegion[],
  setCount: number,
): { members: number[]; region: SetRegion }[] {
  return vennLayoutOrder(setCount).map((members) => ({
    members,
    region: vennRegions[members.reduce((mask, i) => mask | (1 << i), 0) - 1],
  }))
}

/**
 * The chartjs-chart-venn diagram of 2 to 5 sets, every region labelled with the number of members
 * in exactly that combination of sets; shared by the Venn diagram tool and the microbiome tool of
 * shared features.
 */
export function vennChart(settings: {
  id: string
  title: ResultText
  subtitle: ResultText
  vennRegions: readonly SetRegion[]
  setCount: number
  size: ChartSize
}): ChartSpec {
  const ordered = vennRegionsInLayoutOrder(settings.vennRegions, settings.setCount)
  return chartSpec(
    {
      id: settings.id,
      title: settings.title,
      type: 'venn',
      data: {
        // The first k labels name the sets (drawn beside their circles); the rest the intersections (tooltips).
        labels: ordered.map(({ region }) => vennRegionLabel(region)),
        datasets: [
          {
            label: settings.title,
            data: ordered.map(({ region }) => ({
              sets: region.sets,
              value: region.size,
              label: vennRegionLabel(region),
            })),
            backgroundColor: ordered.map(({ members }) =>
              withAlpha(mixColours(members.map((member) => paletteColour(member))), 0.2 + 0.12 * members.length),
            ),
            borderColor: ordered.map(({ members }) => (members.length === 1 ? paletteColour(members[0]) : '#ffffff')),
            borderWidth: 1.5,
          },
        ],
      },
      options: {
        // The set names are drawn outside their circles, beyond the chart area's edges without this room.
        layout: { padding: { left: VENN_LABEL_ROOM, right: VENN_LABEL_ROOM } },
        plugins: {
          ...titleOptions(settings.title, { subtitle: settings.subtitle, ...SUBTITLE_STYLE }),
          legend: { display: false },
        },
        scales: {
          x: { ticks: { display: true, color: INK, font: { size: 14 } } },
          y: { ticks: { display: true, color: INK, font: { size: 14, weight: 'bold' } } },
        },
      },
    },
    settings.size,
  )
}
