import { quantile } from '../../../analysis/stats/descriptive'
import { procrustes, protest } from '../../../analysis/stats/procrustes'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  INK,
  inkedAxisOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { modelText } from '../model-messages'
import { checkDistinctRoles, completeColumns, MODEL_NUMBER_STYLE, readModelTable, rowLabels } from '../model-shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Columns per configuration at most (ordination axes, or measured variables). */
export const MAX_COLUMNS = 100
/** Beyond this many samples their names would cover the points. */
const MOST_LABELLED_SAMPLES = 60
const TARGET_COLOUR = paletteColour(0)
const ROTATED_COLOUR = paletteColour(1)

const format = (value: number) => formatNumber(value, MODEL_NUMBER_STYLE)

/**
 * Procrustes analysis of two sets of columns over the same samples (vegan: `procrustes(X, Y,
 * scale, symmetric)`), with the symmetric Procrustes correlation and its permutation test
 * (`protest(X, Y)`): the rotated Y over the target X, and each sample's residual.
 */
export const procrustesAnalysisExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { target_columns: targetColumns, rotated_columns: rotatedColumns, label_column: labelColumn } = values
  const table = readModelTable(input)
  checkDistinctRoles([
    { columns: targetColumns, role: text.targetSet() },
    { columns: rotatedColumns, role: text.rotatedSet() },
    { columns: [labelColumn], role: text.label() },
  ])
  for (const [columns, set] of [
    [targetColumns, text.targetSet()],
    [rotatedColumns, text.rotatedSet()],
  ] as const) {
    if (columns.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooFewColumns({ set }))
    if (columns.length > MAX_COLUMNS)
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        text.tooManyColumns({ set, count: columns.length, limit: MAX_COLUMNS }),
      )
  }
  const data = completeColumns(table, [...targetColumns, ...rotatedColumns], 3)
  const n = data.rows.length
  const configuration = (from: number, count: number) =>
    Array.from({ length: n }, (_, i) => Float64Array.from(data.columns.slice(from, from + count), (c) => c[i]))
  const x = configuration(0, targetColumns.length)
  const y = configuration(targetColumns.length, rotatedColumns.length)
  for (const [rows, set] of [
    [x, text.targetSet()],
    [y, text.rotatedSet()],
  ] as const) {
    const first = rows[0]
    if (rows.every((row) => row.every((v, j) => v === first[j])))
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noSpread({ set }))
  }
  const fit = procrustes(x, y, { scale: values.scale, symmetric: values.symmetric })
  const test = protest(x, y, { permutations: values.permutations, seed: input.seed })
  const labels = rowLabels(table, labelColumn, data.rows)
  const q = fit.target[0].length
  const fitName = text.fitName({
    kind: values.symmetric ? text.symmetricFit() : text.targetFit(),
    scaling: values.scale ? text.withScale() : text.withoutScale(),
  })
  const subtitle = text.subtitle({
    r: format(test.correlation),
    p: format(test.pValue),
    permutations: test.permutations,
    ss: format(fit.sumOfSquares),
  })

  const title = chartTitle(values.title, text.chartTitle())
  const size = { width: values.width, height: values.height }
  const point = (row: Float64Array) => ({ x: row[0], y: q > 1 ? row[1] : 0 })
  const annotations: Record<string, unknown> = {}
  fit.rotated.forEach((row, s) => {
    const from = point(row)
    const to = point(fit.target[s])
    annotations[`arrow-${s}`] = {
      type: 'line',
      xMin: from.x,
      yMin: from.y,
      xMax: to.x,
      yMax: to.y,
      borderColor: withAlpha(INK, 0.6),
      borderWidth: 1,
      arrowHeads: { end: { display: true, length: 6, width: 3 } },
    }
  })
  if (values.show_labels && n <= MOST_LABELLED_SAMPLES)
    labels.forEach((label, s) => {
      const at = point(fit.target[s])
      annotations[`sample-${s}`] = {
        type: 'label',
        xValue: at.x,
        yValue: at.y,
        yAdjust: -11,
        content: label,
        font: { size: 9 },
        color: '#444444',
      }
    })
  const configurationChart = chartSpec(
    {
      id: 'procrustes',
      title,
      type: 'scatter',
      data: {
        datasets: [
          {
            label: text.target(),
            data: fit.target.map(point),
            backgroundColor: '#ffffff',
            borderColor: TARGET_COLOUR,
            borderWidth: 1.5,
            pointRadius: 5,
          },
          {
            label: text.rotated(),
            data: fit.rotated.map(point),
            backgroundColor: withAlpha(ROTATED_COLOUR, 0.8),
            borderColor: ROTATED_COLOUR,
            borderWidth: 1,
            pointRadius: 4,
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(title, { subtitle }),
          legend: { display: true, position: 'bottom' },
          annotation: { annotations },
        },
        scales: {
          x: inkedAxisOptions(text.dimension({ axis: 1 }), { type: 'linear', grace: '5%' }),
          y: inkedAxisOptions(text.dimension({ axis: 2 }), { type: 'linear', grace: '5%' }),
        },
      },
    },
    size,
  )

  // vegan's plot(kind = 2): the residual of each sample, with lines at the quartiles.
  const residuals = Array.from(fit.residuals)
  const quartiles = [0.25, 0.5, 0.75].map((probability) => quantile(residuals, probability))
  const residualsTitle = text.residualsTitle()
  const residualChart = chartSpec(
    {
      id: 'procrustes-residuals',
      title: residualsTitle,
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: text.residual(),
            data: residuals,
            backgroundColor: withAlpha(ROTATED_COLOUR, 0.7),
            borderColor: ROTATED_COLOUR,
            borderWidth: 1,
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(residualsTitle, { subtitle: text.quartiles() }),
          legend: { display: false },
          annotation: {
            annotations: Object.fromEntries(
              quartiles.map((value, t) => [
                `quartile-${t}`,
                {
                  type: 'line',
                  yMin: value,
                  yMax: value,
                  borderColor: INK,
                  borderWidth: t === 1 ? 1.5 : 1,
                  borderDash: t === 1 ? [] : [6, 4],
                },
              ]),
            ),
          },
        },
        scales: {
          x: inkedAxisOptions(text.sample(), { ticks: { autoSkip: n > MOST_LABELLED_SAMPLES } }),
          y: inkedAxisOptions(text.residual(), { type: 'linear', beginAtZero: true }),
        },
      },
    },
    size,
  )

  const padded = (j: number) => j >= targetColumns.length
  const dimensionNames: ResultText[] = Array.from({ length: q }, (_, j) =>
    padded(j) ? text.padding({ column: j + 1 }) : targetColumns[j],
  )
  const notes: ResultText[] = [
    text.summary({
      fit: fitName,
      n,
      ss: format(fit.sumOfSquares),
      rmse: format(fit.rootMeanSquareError),
      r: format(test.correlation),
      p: format(test.pValue),
      permutations: test.permutations,
      seed: input.seed,
    }),
    text.arrowsNote(),
    ...(fit.paddedColumns > 0 ? [text.paddedNote({ count: fit.paddedColumns })] : []),
    ...(data.leftOut > 0 ? [modelText.leftOut({ rows: data.leftOut })] : []),
  ]
  return {
    charts: [configurationChart, residualChart],
    tables: [
      {
        id: 'procrustes-result',
        title: text.resultTitle(),
        columns: [modelText.statistic(), modelText.value()],
        rows: [
          [text.fit(), fitName],
          [text.scale(), cell(fit.scale)],
          [text.sumOfSquares(), cell(fit.sumOfSquares)],
          [text.rmse(), cell(fit.rootMeanSquareError)],
          [text.correlation(), cell(test.correlation)],
          [text.symmetricSs(), cell(test.sumOfSquares)],
          [modelText.pValue(), cell(test.pValue)],
          [modelText.permutations(), test.permutations],
          [text.samples(), n],
          [text.targetColumns(), targetColumns.length],
          [text.rotatedColumns(), rotatedColumns.length],
        ],
      },
      {
        id: 'procrustes-rotation',
        title: text.rotationTitle(),
        columns: [text.rotationRow(), ...dimensionNames],
        rows: [
          ...fit.rotation.map((row, i) => [rotatedColumns[i], ...Array.from(row, cell)]),
          [text.translation(), ...Array.from(fit.translation, cell)],
        ],
      },
      {
        id: 'procrustes-samples',
        title: text.samplesTitle(),
        columns: [
          text.sample(),
          text.residual(),
          ...dimensionNames.map((_, j) => text.targetAxis({ axis: j + 1 })),
          ...dimensionNames.map((_, j) => text.rotatedAxis({ axis: j + 1 })),
        ],
        rows: labels.map((label, s) => [
          label,
          cell(fit.residuals[s]),
          ...Array.from(fit.target[s], cell),
          ...Array.from(fit.rotated[s], cell),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
