import { sampleRows } from '../../../analysis/downsample'
import { leastSquaresLine } from '../../../analysis/stats/least-squares-line'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { extent } from '../../../analysis/stats/descriptive'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  groupOrder,
  groupsOfRows,
  legendOptions,
  paletteColours,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { MessageRef, ResultText } from '../../../core/result-text'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { columnIs, describeRows, MAX_SCATTER_POINTS, readChartTable } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/** "y = 37.29 − 5.344x": the fitted line as a reader writes it. */
export function lineEquation(intercept: number, slope: number): string {
  const sign = slope < 0 ? '−' : '+'
  return `y = ${formatNumber(intercept)} ${sign} ${formatNumber(Math.abs(slope))}x`
}

/**
 * Points of two numeric columns, one dataset per group when a group column is picked, and the
 * least-squares line through all points with its equation and R² (as R `lm(y ~ x)`).
 */
export const scatterChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const {
    x_column: xName,
    y_column: yName,
    group_column: groupName,
    label_column: labelName,
    regression: showLine,
    point_size: pointRadius,
    color: colour,
  } = params
  const table = readChartTable(input)
  const colourAt = paletteColours(params.palette)

  const xs = numericColumn(table, xName, { allowMissing: true })
  const ys = numericColumn(table, yName, { allowMissing: true })
  const groupOf = groupName ? groupsOfRows(table, groupName) : null
  const labelOf = labelName ? textColumn(table, labelName) : null
  const kept: number[] = []
  const skipped: number[] = []
  table.rows.forEach((_, r) => (Number.isNaN(xs[r]) || Number.isNaN(ys[r]) ? skipped : kept).push(r))
  if (kept.length === 0) {
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noRowWithBoth({ x: xName, y: yName }))
  }

  const groups: (ResultText | null)[] = groupOf ? groupOrder(kept.map((r) => groupOf[r])) : [null]
  // A cloud of more points than a screen can separate is drawn from a seeded random sample.
  const drawn = sampleRows(kept.length, MAX_SCATTER_POINTS, input.seed).map((i) => kept[i])
  const datasets: Record<string, unknown>[] = groups.map((group, g) => {
    const rows = group === null ? drawn : drawn.filter((r) => groupOf![r] === group)
    const fill = group === null ? colour : colourAt(g)
    return {
      label: group === null ? `${yName} / ${xName}` : columnIs(groupName, group),
      data: rows.map((r) => ({ x: xs[r], y: ys[r] })),
      backgroundColor: withAlpha(fill, 0.75),
      borderColor: fill,
      borderWidth: 1,
      pointRadius,
      pointHoverRadius: pointRadius + 2,
    }
  })

  const fit =
    showLine && kept.length >= 2
      ? fitLine(
          kept.map((r) => xs[r]),
          kept.map((r) => ys[r]),
        )
      : null
  let subtitle: string | undefined
  const notes: MessageRef[] = []
  if (fit) {
    const { line, from, to } = fit
    subtitle = `${lineEquation(line.intercept, line.slope)},  R² = ${formatNumber(line.rSquared)},  n = ${line.n}`
    datasets.push({
      type: 'line',
      label: text.leastSquaresLine(),
      data: [
        { x: from, y: line.intercept + line.slope * from },
        { x: to, y: line.intercept + line.slope * to },
      ],
      borderColor: '#333333',
      backgroundColor: '#333333',
      borderWidth: 2,
      borderDash: [6, 4],
      pointRadius: 0,
      pointStyle: 'line',
      fill: false,
    })
    notes.push(text.fitNote({ fit: subtitle, r: formatNumber(line.correlation) }))
  } else if (showLine) {
    notes.push(text.noLine())
  }
  notes.unshift(
    groups[0] === null
      ? text.pointsNote({ points: kept.length })
      : text.groupedPointsNote({ points: kept.length, groups: groups.length }),
  )
  if (skipped.length > 0) notes.push(text.notDrawn({ rows: describeRows(table, skipped) }))
  if (drawn.length < kept.length) {
    notes.push(text.sampled({ drawn: drawn.length, seed: input.seed, points: kept.length }))
  }

  const title = chartTitle(params.title, text.chartName())
  const pointsTable: ResultTable = {
    id: 'points',
    title: text.pointsTitle(),
    columns: [
      ...(labelName ? [labelName] : []),
      ...(groupName ? [groupName] : []),
      xName,
      yName,
      ...(fit ? [text.fitted(), text.residual()] : []),
    ],
    rows: kept.map((r) => {
      const fitted = fit ? fit.line.intercept + fit.line.slope * xs[r] : Number.NaN
      return [
        ...(labelOf ? [labelOf[r]] : []),
        ...(groupOf ? [groupOf[r]] : []),
        xs[r],
        ys[r],
        ...(fit ? [cell(fitted), cell(ys[r] - fitted)] : []),
      ]
    }),
  }
  return {
    charts: [
      chartSpec(
        {
          id: 'scatter-chart',
          title,
          type: 'scatter',
          data: { datasets },
          options: {
            plugins: {
              ...titleOptions(title, { subtitle }),
              legend:
                groups[0] === null && !fit
                  ? { display: false }
                  : { ...legendOptions(params.legend_position), labels: { usePointStyle: true, boxHeight: 8 } },
            },
            scales: {
              x: axisOptions(params.x_label || xName, { type: 'linear', grace: '3%' }),
              y: axisOptions(params.y_label || yName, { grace: '3%' }),
            },
          },
        },
        params,
      ),
    ],
    tables: [pointsTable],
    files: [],
    notes,
  }
}

/** The line across the range of x, or null when x is constant (no line can be fitted). */
function fitLine(x: number[], y: number[]) {
  const { minimum, maximum } = extent(x)
  if (minimum === maximum) return null
  return { line: leastSquaresLine(x, y), from: minimum, to: maximum }
}
