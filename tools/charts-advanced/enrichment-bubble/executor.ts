import { numericColumn, ratioColumn, textColumn } from '../../../analysis/io/column-table'
import {
  cell,
  chartSpec,
  chartTitle,
  colourAt,
  INK,
  inkedAxisOptions,
  inkedLegendOptions,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { checkPValues, formatPValue, readInputTable, roundAxisLimit, SUBTITLE_STYLE } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'
const COLOUR_BINS = 5
const MIN_RADIUS = 4
const MAX_RADIUS = 16
const LABEL_CHARACTERS = 55

function shortened(term: string): string {
  return term.length > LABEL_CHARACTERS ? `${term.slice(0, LABEL_CHARACTERS - 1)}…` : term
}

/**
 * The bubble plot of an enrichment result (GO, KEGG …), as clusterProfiler's `dotplot` draws it:
 * the most significant terms, each at its gene ratio (or −log10 p), bubble area for the number of
 * genes, colour for the adjusted p-value. Colours are binned so the chart.js legend can serve as
 * the colour key; a size key of three bubbles sits right of the plot.
 */
export const enrichmentBubbleExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const {
    term_column: termColumn,
    ratio_column: ratioName,
    significance_column: significanceName,
    count_column: countName,
    top_n: topN,
    x_axis: xAxis,
  } = values
  const stops = [values.high_colour, values.low_colour]
  const table = readInputTable(input)

  const terms = textColumn(table, termColumn)
  const ratios = ratioColumn(table, ratioName)
  const significance = numericColumn(table, significanceName)
  const counts = countName ? numericColumn(table, countName) : null
  checkPValues(table, significanceName, significance)

  // The most significant terms, then ordered by the x value as clusterProfiler does (largest on top).
  const strength = (r: number) => -Math.log10(Math.max(significance[r], Number.MIN_VALUE))
  const xOf = (r: number) => (xAxis === 'ratio' ? ratios[r] : strength(r))
  const chosen = terms
    .map((_, r) => r)
    .sort((a, b) => significance[a] - significance[b])
    .slice(0, topN)
    .sort((a, b) => xOf(b) - xOf(a))
  const strengths = chosen.map(strength)
  const [weakest, strongest] = [Math.min(...strengths), Math.max(...strengths)]
  const binOf = (r: number) =>
    strongest > weakest
      ? Math.min(COLOUR_BINS - 1, Math.floor(((strength(r) - weakest) / (strongest - weakest)) * COLOUR_BINS))
      : COLOUR_BINS - 1
  const sizes = chosen.map((r) => (counts ? counts[r] : 1))
  const [fewest, most] = [Math.min(...sizes), Math.max(...sizes)]
  const radiusOf = (size: number) =>
    most > fewest
      ? MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt((size - fewest) / (most - fewest))
      : (MIN_RADIUS + MAX_RADIUS) / 2
  const labels = chosen.map((r) => shortened(terms[r]))

  const binEdges = Array.from(
    { length: COLOUR_BINS + 1 },
    (_, k) => 10 ** -(weakest + ((strongest - weakest) * k) / COLOUR_BINS),
  )
  // Most significant band first, so the legend reads from the colour of the strongest terms.
  const datasets = Array.from({ length: COLOUR_BINS }, (_, k) => COLOUR_BINS - 1 - k)
    .map((bin) => {
      const members = chosen.filter((r) => binOf(r) === bin)
      const colour = colourAt(stops, (bin + 0.5) / COLOUR_BINS)
      return {
        label: `${significanceName} ${formatPValue(binEdges[bin + 1])} – ${formatPValue(binEdges[bin])}`,
        data: members.map((r) => ({ x: xOf(r), y: labels[chosen.indexOf(r)], r: radiusOf(counts ? counts[r] : 1) })),
        backgroundColor: withAlpha(colour, 0.85),
        borderColor: colour,
        borderWidth: 1,
      }
    })
    .filter((dataset) => dataset.data.length > 0 || strongest === weakest)
  // From 0 to a round limit past the largest value: the size key is placed at that limit.
  const xMax = roundAxisLimit(Math.max(...chosen.map(xOf)) * 1.06)

  const sizeKey = counts && most > fewest ? [fewest, Math.round((fewest + most) / 2), most] : []
  const annotations: Record<string, unknown> = Object.fromEntries([
    ...(sizeKey.length > 0
      ? [
          [
            'sizeCaption',
            {
              type: 'label',
              xValue: xMax,
              yValue: 0,
              content: countName,
              position: { x: 'start', y: 'center' },
              xAdjust: 24,
              yAdjust: -24,
              color: INK,
              font: { size: 12, weight: 'bold' },
            },
          ],
        ]
      : []),
    ...sizeKey.flatMap((size, k) => [
      [
        `size${k}`,
        {
          type: 'point',
          xValue: xMax,
          yValue: 0,
          xAdjust: 24 + MAX_RADIUS,
          yAdjust: 14 + k * 2.4 * MAX_RADIUS,
          radius: radiusOf(size),
          backgroundColor: '#bbbbbb',
          borderColor: '#888888',
          borderWidth: 1,
        },
      ],
      [
        `sizeLabel${k}`,
        {
          type: 'label',
          xValue: xMax,
          yValue: 0,
          content: String(size),
          position: { x: 'start', y: 'center' },
          xAdjust: 30 + 2 * MAX_RADIUS,
          yAdjust: 14 + k * 2.4 * MAX_RADIUS,
          color: INK,
          font: { size: 11 },
        },
      ],
    ]),
  ])

  const title = chartTitle(values.title, text.chartTitle())
  const chart = chartSpec(
    {
      id: 'enrichment-bubble',
      title,
      type: 'bubble',
      data: { datasets },
      options: {
        layout: { padding: { right: sizeKey.length > 0 ? 110 : 16 } },
        plugins: {
          ...titleOptions(title, {
            subtitle: text.subtitle({ chosen: chosen.length, total: terms.length, size: countName || text.theCount() }),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('bottom', { title: { display: true, text: significanceName, color: INK } }),
          annotation: { clip: false, annotations },
        },
        scales: {
          x: inkedAxisOptions(xAxis === 'ratio' ? ratioName : `−log10(${significanceName})`, {
            type: 'linear',
            min: 0,
            max: xMax,
          }),
          y: {
            type: 'category',
            labels,
            offset: true,
            reverse: false,
            ticks: { color: INK, autoSkip: false, font: { size: 11 } },
            grid: { color: '#eeeeee' },
          },
        },
      },
    },
    { width: values.width, height: values.height ?? Math.max(420, 170 + chosen.length * 26) },
  )

  return {
    charts: [chart],
    tables: [
      {
        id: 'enrichment-terms',
        title: text.termsTitle(),
        columns: [termColumn, ratioName, ...(countName ? [countName] : []), significanceName],
        rows: chosen.map((r) => [
          terms[r],
          cell(ratios[r]),
          ...(counts ? [cell(counts[r])] : []),
          cell(significance[r]),
        ]),
      },
    ],
    files: [],
    notes: [
      text.choice({
        total: terms.length,
        significance: significanceName,
        chosen: chosen.length,
        order: xAxis === 'ratio' ? ratioName : `−log10(${significanceName})`,
      }),
    ],
  }
}
