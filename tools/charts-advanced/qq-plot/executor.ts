import { numericColumn } from '../../../analysis/io/column-table'
import { normalQq, pValueQq } from '../../../analysis/stats/qq'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  groupOrder,
  groupsOfRows,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ToolExecutor } from '../../kit/types'
import { checkPValues, extent, NUMBER_STYLE, readInputTable, type Point } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Beyond this many points per series the dense middle is thinned evenly; the extremes stay. */
const MAX_POINTS = 20_000
const KEPT_EXTREMES = 2_000

/** Every point when few; otherwise the first and last `KEPT_EXTREMES` and an even share of the middle. */
function thinned<T>(points: T[]): T[] {
  if (points.length <= MAX_POINTS) return points
  const middle = points.slice(KEPT_EXTREMES, points.length - KEPT_EXTREMES)
  const stride = Math.ceil(middle.length / (MAX_POINTS - 2 * KEPT_EXTREMES))
  return [
    ...points.slice(0, KEPT_EXTREMES),
    ...middle.filter((_, k) => k % stride === 0),
    ...points.slice(points.length - KEPT_EXTREMES),
  ]
}

/**
 * Q-Q plot, by the form's mode: observed against expected −log10 p (expected from R's `ppoints`)
 * with the identity line and the genomic inflation factor λ, or a normal Q-Q plot of a numeric
 * column (R's `qqnorm`) with R's `qqline`. One series per group when a group column is chosen.
 */
export const qqPlotExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { mode, value_column: valueColumn, group_column: groupColumn } = values
  const table = readInputTable(input)
  const column = numericColumn(table, valueColumn, { allowMissing: true })
  if (mode === 'pvalue') checkPValues(table, valueColumn, column)
  const groupOf = groupColumn ? groupsOfRows(table, groupColumn) : null
  const groups: ResultText[] = groupOf ? groupOrder(groupOf) : [valueColumn]
  const seriesValues = groups.map((group) =>
    Float64Array.from(column.filter((_, r) => !groupOf || groupOf[r] === group)),
  )

  const datasets: Record<string, unknown>[] = []
  const summaryRows: (ResultText | number | null)[][] = []
  const notes: ResultText[] = []
  let largest = 0
  if (mode === 'pvalue') {
    seriesValues.forEach((series, g) => {
      const qq = pValueQq(series)
      const finite = Array.from(qq.observed).filter(Number.isFinite)
      const ceiling = finite.length > 0 ? extent(finite).max * 1.05 : 300
      const points: Point[] = Array.from(qq.expected, (x, k) => ({
        x,
        y: Number.isFinite(qq.observed[k]) ? qq.observed[k] : ceiling,
      }))
      largest = Math.max(largest, qq.expected[0])
      datasets.push({
        type: 'scatter',
        label: text.seriesWithLambda({ series: groups[g], lambda: qq.inflation.toFixed(3) }),
        data: thinned(points),
        backgroundColor: withAlpha(paletteColour(g), 0.75),
        borderWidth: 0,
        pointRadius: 2.5,
      })
      summaryRows.push([groups[g], qq.expected.length, cell(qq.inflation), cell(10 ** -qq.observed[0])])
      notes.push(
        text.inflation({
          series: groups[g],
          n: qq.expected.length,
          lambda: formatNumber(qq.inflation, NUMBER_STYLE),
        }),
      )
    })
    datasets.push({
      type: 'line',
      label: text.identityLine(),
      data: [
        { x: 0, y: 0 },
        { x: largest, y: largest },
      ],
      borderColor: '#555555',
      borderWidth: 1.2,
      borderDash: [6, 4],
      pointRadius: 0,
    })
    notes.push(text.lambdaDefinition())
  } else {
    seriesValues.forEach((series, g) => {
      const qq = normalQq(series)
      const points = Array.from(qq.theoretical, (x, k) => ({ x, y: qq.sample[k] }))
      const [low, high] = [qq.theoretical[0], qq.theoretical[qq.theoretical.length - 1]]
      const colour = paletteColour(g)
      datasets.push({
        type: 'scatter',
        label: groups[g],
        data: thinned(points),
        backgroundColor: withAlpha(colour, 0.75),
        borderWidth: 0,
        pointRadius: 3,
      })
      datasets.push({
        type: 'line',
        label: text.referenceLine({ series: groups[g] }),
        data: [
          { x: low, y: qq.line.intercept + qq.line.slope * low },
          { x: high, y: qq.line.intercept + qq.line.slope * high },
        ],
        borderColor: colour,
        borderWidth: 1.5,
        borderDash: [6, 4],
        pointRadius: 0,
      })
      summaryRows.push([groups[g], qq.sample.length, cell(qq.line.slope), cell(qq.line.intercept)])
    })
    notes.push(text.qqLine())
  }

  const title = chartTitle(values.title, text.chartTitle())
  const chart = chartSpec(
    {
      id: 'qq-plot',
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: { ...titleOptions(title), legend: inkedLegendOptions('top') },
        scales:
          mode === 'pvalue'
            ? {
                x: inkedAxisOptions(text.expectedAxis(), { type: 'linear', min: 0 }),
                y: inkedAxisOptions(text.observedAxis({ column: valueColumn }), {
                  type: 'linear',
                  min: 0,
                }),
              }
            : {
                x: inkedAxisOptions(text.theoreticalAxis(), {
                  type: 'linear',
                }),
                y: inkedAxisOptions(text.sampleAxis({ column: valueColumn }), {
                  type: 'linear',
                }),
              },
      },
    },
    { width: values.width, height: values.height },
  )
  return {
    charts: [chart],
    tables: [
      {
        id: 'qq-summary',
        title: text.summaryTitle(),
        columns:
          mode === 'pvalue'
            ? [text.series(), 'n', 'λ', text.smallestP()]
            : [text.series(), 'n', text.lineSlope(), text.lineIntercept()],
        rows: summaryRows,
      },
    ],
    files: [],
    notes,
  }
}
