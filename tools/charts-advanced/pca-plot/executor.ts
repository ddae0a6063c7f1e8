import { AnalysisInputError } from '../../../analysis/errors'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { ELLIPSE_MIN_POINTS, confidenceEllipse } from '../../../analysis/ordination/ellipse'
import { numericPca } from '../../../analysis/ordination/numeric-pca'
import {
  cell,
  chartSpec,
  chartTitle,
  groupOrder,
  groupsOfRows,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { numericColumnNames, readInputTable, SUBTITLE_STYLE } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

const percent = (proportion: number) => `${(proportion * 100).toFixed(2)}%`

/**
 * PCA of the chosen numeric columns (R: `prcomp(x, center = TRUE, scale. = scale)`): the samples
 * on two principal components coloured by group with each group's confidence ellipse (ggplot2
 * `stat_ellipse`), the percentage of variance on the axes, and a scree plot.
 */
export const pcaPlotExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const {
    group_column: groupColumn,
    label_column: labelColumn,
    scale,
    ellipses: showEllipses,
    ellipse_type: ellipseType,
    level,
    pc_x: xAxisPc,
    pc_y: yAxisPc,
  } = values
  const table = readInputTable(input)
  const variables =
    values.variables.length > 0 ? values.variables : numericColumnNames(table, [groupColumn, labelColumn])
  if (variables.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooFewVariables())
  if (xAxisPc === yAxisPc) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.sameComponents())

  const columns = variables.map((name) => numericColumn(table, name, { allowMissing: true }))
  const complete = table.rows.map((_, r) => r).filter((r) => columns.every((column) => !Number.isNaN(column[r])))
  const names = labelColumn ? textColumn(table, labelColumn) : null
  const ids: ResultText[] = names ?? table.lines.map((line) => text.line({ line }))
  const groupOf = groupColumn ? groupsOfRows(table, groupColumn) : null
  const dimensions = Math.min(10, variables.length, complete.length - 1)
  if (Math.max(xAxisPc, yAxisPc) > dimensions) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.tooFewComponents({ dimensions, component: Math.max(xAxisPc, yAxisPc) }),
    )
  }
  const result = numericPca(
    complete.map((r) => columns.map((column) => column[r])),
    // The library names an observation only in errors that complete rows cannot raise.
    complete.map((r) => names?.[r] ?? String(table.lines[r])),
    variables,
    { scale, dimensions },
  )
  const [ax, ay] = [xAxisPc - 1, yAxisPc - 1]

  const groups: ResultText[] = groupOf ? groupOrder(complete.map((r) => groupOf[r])) : [text.samples()]
  const datasets: Record<string, unknown>[] = []
  const skippedEllipses: ResultText[] = []
  groups.forEach((group, g) => {
    const members = complete.map((r, i) => ({ r, i })).filter(({ r }) => !groupOf || groupOf[r] === group)
    const colour = paletteColour(g)
    const xs = members.map(({ i }) => result.coordinates[i][ax])
    const ys = members.map(({ i }) => result.coordinates[i][ay])
    datasets.push({
      type: 'scatter',
      label: text.groupSize({ group, n: members.length }),
      data: xs.map((x, k) => ({ x, y: ys[k] })),
      backgroundColor: withAlpha(colour, 0.8),
      borderColor: colour,
      borderWidth: 1,
      pointRadius: 4,
    })
    if (!showEllipses) return
    if (members.length < ELLIPSE_MIN_POINTS) {
      skippedEllipses.push(group)
      return
    }
    try {
      // More outline points than ggplot2's 51: long tilted ellipses look angular with 51.
      const ellipse = confidenceEllipse(xs, ys, { type: ellipseType, level, segments: 120 })
      datasets.push({
        type: 'line',
        label: text.ellipse({ group, level: Math.round(level * 100) }),
        data: ellipse.outline,
        borderColor: colour,
        borderWidth: 1.5,
        backgroundColor: withAlpha(colour, 0.1),
        fill: 'shape',
        pointRadius: 0,
        tension: 0,
      })
    } catch (error) {
      if (!(error instanceof AnalysisInputError)) throw error
      skippedEllipses.push(group)
    }
  })

  const title = chartTitle(values.title, text.chartTitle())
  const size = { width: values.width, height: values.height }
  const scores = chartSpec(
    {
      id: 'pca',
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: (scale ? text.scaledSubtitle : text.unscaledSubtitle)({
              samples: complete.length,
              variables: variables.length,
            }),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('right'),
        },
        scales: {
          x: inkedAxisOptions(`PC${xAxisPc} (${percent(result.proportionExplained[ax])})`, { type: 'linear' }),
          y: inkedAxisOptions(`PC${yAxisPc} (${percent(result.proportionExplained[ay])})`, { type: 'linear' }),
        },
      },
    },
    size,
  )
  const components = Array.from(result.proportionExplained, (_, k) => `PC${k + 1}`)
  let running = 0
  const cumulative = Array.from(result.proportionExplained, (p) => (running += p) * 100)
  const scree = chartSpec(
    {
      id: 'pca-scree',
      title: text.screeTitle(),
      type: 'bar',
      data: {
        labels: components,
        datasets: [
          {
            type: 'bar',
            label: text.varianceExplained(),
            data: Array.from(result.proportionExplained, (p) => p * 100),
            backgroundColor: paletteColour(0),
          },
          {
            type: 'line',
            label: text.cumulative(),
            data: cumulative,
            borderColor: paletteColour(1),
            backgroundColor: paletteColour(1),
            pointRadius: 3,
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(text.screeTitle()),
          legend: inkedLegendOptions('top'),
        },
        scales: { x: inkedAxisOptions(text.component()), y: inkedAxisOptions('%', { min: 0, max: 100 }) },
      },
    },
    { width: size.width, height: 360 },
  )

  const notes: ResultText[] = [
    (scale ? text.scaledVariance : text.unscaledVariance)({
      x: xAxisPc,
      xShare: percent(result.proportionExplained[ax]),
      y: yAxisPc,
      yShare: percent(result.proportionExplained[ay]),
    }),
  ]
  if (showEllipses) notes.push(text.ellipses({ level: Math.round(level * 100), kind: text[ellipseType]() }))
  if (skippedEllipses.length > 0) {
    // A group may be a word ("(missing)"), so the list is built of texts rather than joined as strings.
    const groups = skippedEllipses.reduce((list, group) => text.groupList({ list, group }))
    notes.push(text.noEllipse({ groups, minimum: ELLIPSE_MIN_POINTS }))
  }
  if (complete.length < table.rows.length)
    notes.push(text.incompleteRows({ rows: table.rows.length - complete.length }))

  return {
    charts: [scores, scree],
    tables: [
      {
        id: 'pca-variance',
        title: text.varianceTitle(),
        columns: [text.component(), text.variance(), text.proportion(), text.cumulative()],
        rows: components.map((name, k) => [
          name,
          cell(result.eigenvalues[k]),
          cell(result.proportionExplained[k] * 100),
          cell(cumulative[k]),
        ]),
      },
      {
        id: 'pca-scores',
        title: text.scoresTitle(),
        columns: [labelColumn || text.sample(), ...(groupOf ? [groupColumn] : []), ...components],
        rows: complete.map((r, i) => [
          ids[r],
          ...(groupOf ? [groupOf[r]] : []),
          ...Array.from(result.coordinates[i], cell),
        ]),
      },
      {
        id: 'pca-loadings',
        title: text.loadingsTitle(),
        columns: [text.variable(), ...components],
        rows: variables.map((name, f) => [name, ...Array.from(result.loadings[f], cell)]),
      },
    ],
    files: [],
    notes: [...notes, text.arbitrarySign()],
  }
}
