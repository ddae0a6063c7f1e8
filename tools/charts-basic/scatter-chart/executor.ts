import { sampleRows } from '../../../analysis/downsample'
import { leastSquaresLine } from '../../../analysis/stats/least-squares-line'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { extent } from '../../../analysis/stats/descriptive'
import {
  drawnGroups,
  axisOptions,
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  groupOrder,
  legendParam,
  paletteParam,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { booleanParam, colourParam, columnParam, numberParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { describeRows, MAX_SCATTER_POINTS, readChartTable } from '../shared'
import { BASIC_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

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
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readChartTable(input)
  const xName = columnParam(input, 'x_column', table.header[1] ?? table.header[0])
  const yName = columnParam(input, 'y_column', table.header[2] ?? table.header[0])
  const groupName = columnParam(input, 'group_column')
  const labelName = columnParam(input, 'label_column')
  const showLine = booleanParam(input, 'regression', true)
  const pointRadius = numberParam(input, 'point_size', { min: 1, max: 15, fallback: 5 })
  const colour = colourParam(input, 'color', '#4e79a7')
  const colourAt = paletteParam(input)

  const xs = numericColumn(table, xName, { allowMissing: true })
  const ys = numericColumn(table, yName, { allowMissing: true })
  const groupOf = groupName ? drawnGroups(table, groupName, language) : null
  const labelOf = labelName ? textColumn(table, labelName) : null
  const kept: number[] = []
  const skipped: number[] = []
  table.rows.forEach((_, r) => (Number.isNaN(xs[r]) || Number.isNaN(ys[r]) ? skipped : kept).push(r))
  if (kept.length === 0) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(`"${xName}" 和 "${yName}" 两列没有同时有值的行。`, `No row has values in both "${xName}" and "${yName}".`),
    )
  }

  const groups = groupOf ? groupOrder(kept.map((r) => groupOf[r])) : [null]
  // A cloud of more points than a screen can separate is drawn from a seeded random sample.
  const drawn = sampleRows(kept.length, MAX_SCATTER_POINTS, input.seed).map((i) => kept[i])
  const datasets: Record<string, unknown>[] = groups.map((group, g) => {
    const rows = group === null ? drawn : drawn.filter((r) => groupOf![r] === group)
    const fill = group === null ? colour : colourAt(g)
    return {
      label: group === null ? `${yName} / ${xName}` : `${groupName} = ${group}`,
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
  const notes: string[] = []
  if (fit) {
    const { line, from, to } = fit
    subtitle = `${lineEquation(line.intercept, line.slope)},  R² = ${formatNumber(line.rSquared)},  n = ${line.n}`
    datasets.push({
      type: 'line',
      label: say('最小二乘回归线', 'Least-squares line'),
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
    notes.push(
      say(
        `最小二乘回归：${subtitle}（Pearson r = ${formatNumber(line.correlation)}）。`,
        `Least-squares fit: ${subtitle} (Pearson r = ${formatNumber(line.correlation)}).`,
      ),
    )
  } else if (showLine) {
    notes.push(say('点数不足或 X 全部相同，未画回归线。', 'Too few points or a constant X: no regression line.'))
  }
  notes.unshift(
    say(
      `${kept.length} 个点${groups[0] === null ? '' : `，${groups.length} 个分组`}。`,
      `${kept.length} points${groups[0] === null ? '' : ` in ${groups.length} groups`}.`,
    ),
  )
  if (skipped.length > 0)
    notes.push(
      say(
        `${describeRows(table, skipped, language)}缺少 X 或 Y，未绘制。`,
        `Not drawn, X or Y missing: ${describeRows(table, skipped, language)}.`,
      ),
    )
  if (drawn.length < kept.length) {
    notes.push(
      say(
        `点数太多，图中画出随机抽取的 ${drawn.length} 个点（种子 ${input.seed}）；回归和结果表使用全部 ${kept.length} 个点。`,
        `Too many points to draw: the chart shows a random sample of ${drawn.length} (seed ${input.seed}); the fit and the table use all ${kept.length}.`,
      ),
    )
  }

  const title = chartTitle(input, { zh: '散点图', en: 'Scatter plot' })
  const pointsTable: ResultTable = {
    id: 'points',
    title: say('各点数值', 'Points'),
    columns: [
      ...(labelName ? [labelName] : []),
      ...(groupName ? [groupName] : []),
      xName,
      yName,
      ...(fit ? [say('拟合值', 'Fitted'), say('残差', 'Residual')] : []),
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
                  : { ...legendParam(input, 'top'), labels: { usePointStyle: true, boxHeight: 8 } },
            },
            scales: {
              x: axisOptions(textParam(input, 'x_label', xName), { type: 'linear', grace: '3%' }),
              y: axisOptions(textParam(input, 'y_label', yName), { grace: '3%' }),
            },
          },
        },
        chartSize(input, { width: 800, height: 560 }, BASIC_CHART_SIZE_LIMITS),
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
