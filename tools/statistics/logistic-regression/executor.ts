import { textColumn } from '../../../analysis/io/column-table'
import { CollinearPredictorError } from '../../../analysis/stats/linear-model'
import { logisticRegression } from '../../../analysis/stats/logistic-regression'
import { rocCurve } from '../../../analysis/stats/roc'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { modelText } from '../model-messages'
import { checkDistinctRoles, completeColumns, MODEL_NUMBER_STYLE, readModelTable } from '../model-shared'
import { text } from './messages'
import { parameters } from './parameters'

const format = (value: number) => formatNumber(value, MODEL_NUMBER_STYLE)

/**
 * Logistic regression of a two-class outcome on numeric predictors (R: `glm(y ~ …, family =
 * binomial)`, `summary.glm`): log-odds coefficients with Wald z tests, odds ratios with Wald
 * intervals (`exp(confint.default())`), deviances and AIC, and the ROC curve of the fitted
 * probabilities with its AUC and DeLong interval (pROC).
 */
export const logisticRegressionExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { outcome_column: outcomeColumn, predictor_columns: predictors, positive_value: chosen } = values
  checkDistinctRoles([
    { columns: [outcomeColumn], role: text.outcome() },
    { columns: predictors, role: text.predictor() },
  ])
  const table = readModelTable(input)
  const outcomeText = textColumn(table, outcomeColumn)
  const classes = [...new Set(outcomeText.filter((value) => value !== ''))].sort()
  if (chosen === '' && classes.length !== 2) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.choosePositiveValue({
        column: outcomeColumn,
        classes: classes.length,
        values: classes.slice(0, 6).join(', '),
      }),
    )
  }
  const positiveValue = chosen !== '' ? chosen : classes[1]
  if (!outcomeText.includes(positiveValue))
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noPositiveValue({ value: positiveValue }))
  const data = completeColumns(table, predictors, predictors.length + 2, [outcomeText])
  const outcome = Float64Array.from(data.rows, (r) => (outcomeText[r] === positiveValue ? 1 : 0))
  const positives = outcome.reduce((sum, y) => sum + y, 0)
  const negatives = outcome.length - positives
  if (positives === 0 || negatives === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.oneClass({ positives, negatives }))
  let fit: ReturnType<typeof logisticRegression>
  try {
    fit = logisticRegression(data.columns, outcome)
  } catch (error) {
    if (error instanceof CollinearPredictorError)
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.collinear({ column: predictors[error.predictor] }), {
        cause: error,
      })
    throw error
  }
  const roc = rocCurve(
    fit.fitted,
    Array.from(outcome, (y) => y === 1),
    { direction: 'higher' },
  )

  const size = { width: values.width, height: values.height }
  const rocTitle = chartTitle(values.title, text.rocTitle())
  const rocChart = chartSpec(
    {
      id: 'logistic-roc',
      title: rocTitle,
      type: 'line',
      data: {
        datasets: [
          {
            type: 'line',
            label: text.rocLabel({ auc: roc.auc.toFixed(3), lower: roc.lower.toFixed(3), upper: roc.upper.toFixed(3) }),
            data: roc.points.map((p) => ({ x: p.falsePositiveRate, y: p.truePositiveRate })),
            borderColor: paletteColour(0),
            backgroundColor: paletteColour(0),
            borderWidth: 2,
            pointRadius: 0,
            fill: false,
          },
          {
            type: 'line',
            label: text.chance(),
            data: [
              { x: 0, y: 0 },
              { x: 1, y: 1 },
            ],
            borderColor: '#888888',
            borderWidth: 1,
            borderDash: [6, 4],
            pointRadius: 0,
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(rocTitle, {
            subtitle: text.rocSubtitle({ column: outcomeColumn, value: positiveValue, positives, negatives }),
          }),
          legend: inkedLegendOptions('bottom'),
        },
        scales: {
          x: inkedAxisOptions(text.falsePositiveAxis(), { type: 'linear', min: 0, max: 1 }),
          y: inkedAxisOptions(text.truePositiveAxis(), { type: 'linear', min: 0, max: 1 }),
        },
      },
    },
    size,
  )

  // Forest plot of the predictors' odds ratios: one row per predictor, top to bottom in form order.
  const forestRows = predictors.map((name, j) => ({
    name,
    ratio: fit.oddsRatios[j + 1],
    lower: fit.oddsRatioLower[j + 1],
    upper: fit.oddsRatioUpper[j + 1],
  }))
  const plotted = forestRows.filter((row) =>
    [row.ratio, row.lower, row.upper].every((v) => Number.isFinite(v) && v > 0),
  )
  const forestChart = chartSpec(
    {
      id: 'logistic-odds-ratios',
      title: text.forestTitle(),
      type: 'scatter',
      data: {
        datasets: [
          {
            type: 'line',
            label: text.interval(),
            data: plotted.flatMap((row) => [
              { x: row.lower, y: row.name },
              { x: row.upper, y: row.name },
              { x: null, y: null },
            ]),
            borderColor: paletteColour(0),
            borderWidth: 2,
            pointRadius: 0,
            spanGaps: false,
          },
          {
            type: 'scatter',
            label: text.oddsRatio(),
            data: plotted.map((row) => ({ x: row.ratio, y: row.name })),
            backgroundColor: paletteColour(0),
            borderColor: paletteColour(0),
            pointRadius: 5,
            pointStyle: 'rect',
          },
          {
            type: 'line',
            label: 'OR = 1',
            data: [
              { x: 1, y: plotted[0]?.name ?? '' },
              { x: 1, y: plotted[plotted.length - 1]?.name ?? '' },
            ],
            borderColor: '#888888',
            borderWidth: 1,
            borderDash: [6, 4],
            pointRadius: 0,
          },
        ],
      },
      options: {
        plugins: { ...titleOptions(text.forestTitle()), legend: { display: false } },
        scales: {
          x: inkedAxisOptions(text.oddsRatioAxis(), { type: 'logarithmic' }),
          y: inkedAxisOptions('', { type: 'category', labels: plotted.map((row) => row.name), offset: true }),
        },
      },
    },
    { width: values.width, height: Math.max(240, 90 + 40 * plotted.length) },
  )

  const terms: ResultText[] = [modelText.intercept(), ...predictors]
  const notes: ResultText[] = [
    text.coding({ column: outcomeColumn, value: positiveValue, positives, negatives }),
    text.summary({
      deviance: format(fit.deviance),
      df: fit.residualDegreesOfFreedom,
      nullDeviance: format(fit.nullDeviance),
      nullDf: fit.nullDegreesOfFreedom,
      aic: format(fit.aic),
      auc: format(roc.auc),
    }),
  ]
  if (fit.separated) notes.push(text.separated())
  if (!fit.converged) notes.push(text.notConverged())
  if (data.leftOut > 0) notes.push(modelText.leftOut({ rows: data.leftOut }))

  return {
    charts: [rocChart, forestChart],
    tables: [
      {
        id: 'logistic-coefficients',
        title: text.coefficientsTitle(),
        columns: [
          modelText.term(),
          modelText.estimate(),
          modelText.standardError(),
          text.zValue(),
          modelText.pValue(),
          text.oddsRatio(),
          text.lower(),
          text.upper(),
        ],
        rows: terms.map((term, j) => [
          term,
          cell(fit.coefficients[j]),
          cell(fit.standardErrors[j]),
          cell(fit.zValues[j]),
          cell(fit.pValues[j]),
          cell(fit.oddsRatios[j]),
          cell(fit.oddsRatioLower[j]),
          cell(fit.oddsRatioUpper[j]),
        ]),
      },
      {
        id: 'logistic-fit',
        title: text.fitTableTitle(),
        columns: [modelText.statistic(), modelText.value()],
        rows: [
          [text.nullDeviance(), cell(fit.nullDeviance)],
          [text.nullDf(), fit.nullDegreesOfFreedom],
          [text.deviance(), cell(fit.deviance)],
          [text.residualDf(), fit.residualDegreesOfFreedom],
          [text.aic(), cell(fit.aic)],
          [text.iterations(), fit.iterations],
          [text.auc(), cell(roc.auc)],
          [text.observations(), outcome.length],
        ],
      },
    ],
    files: [],
    notes,
  }
}
