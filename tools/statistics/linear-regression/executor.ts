import { CollinearPredictorError, linearModel } from '../../../analysis/stats/linear-model'
import { normalQq } from '../../../analysis/stats/qq'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  inkedAxisOptions,
  paletteColour,
  titleOptions,
  withAlpha,
  type ChartSize,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { modelText } from '../model-messages'
import { checkDistinctRoles, completeColumns, MODEL_NUMBER_STYLE, readModelTable, rowLabels } from '../model-shared'
import { text } from './messages'
import { parameters } from './parameters'

const format = (value: number) => formatNumber(value, MODEL_NUMBER_STYLE)

/**
 * Ordinary least squares of one response on one or more predictors (R: `lm(y ~ x1 + … + xk)`,
 * `summary.lm`): the coefficient table, R², adjusted R², the F test and residual standard error,
 * and the diagnostic plots of R's `plot.lm` (residuals vs fitted, normal Q-Q of the standardized
 * residuals, scale-location) beside the fitted line (one predictor) or observed vs fitted.
 */
export const linearRegressionExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { response_column: response, predictor_columns: predictors, label_column: labelColumn } = values
  checkDistinctRoles([
    { columns: [response], role: text.response() },
    { columns: predictors, role: text.predictor() },
    { columns: [labelColumn], role: text.label() },
  ])
  const table = readModelTable(input)
  const data = completeColumns(table, [response, ...predictors], predictors.length + 2)
  const [y, ...xs] = data.columns
  let fit: ReturnType<typeof linearModel>
  try {
    fit = linearModel(xs, y)
  } catch (error) {
    if (error instanceof CollinearPredictorError)
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.collinear({ column: predictors[error.predictor] }), {
        cause: error,
      })
    throw error
  }
  const labels = rowLabels(table, labelColumn, data.rows)
  const n = y.length
  const size = { width: values.width, height: values.height }
  const subtitle = text.subtitle({ r2: format(fit.rSquared), adjusted: format(fit.adjustedRSquared), n })

  const fitChart =
    predictors.length === 1
      ? scatterChart(
          'lm-fit',
          chartTitle(values.title, text.fitTitle({ response, predictors: predictors[0] })),
          subtitle,
          [
            points(
              text.observed(),
              Array.from(y, (value, i) => ({ x: xs[0][i], y: value })),
            ),
            line(text.fittedLine(), straightLine(xs[0], fit.coefficients[0], fit.coefficients[1]), paletteColour(3)),
          ],
          predictors[0],
          response,
          size,
        )
      : scatterChart(
          'lm-fit',
          chartTitle(values.title, text.observedVsFittedTitle()),
          subtitle,
          [
            points(
              text.observed(),
              Array.from(y, (value, i) => ({ x: fit.fitted[i], y: value })),
            ),
            line(text.identityLine(), straightLine(fit.fitted, 0, 1), paletteColour(3)),
          ],
          text.fitted(),
          text.observed(),
          size,
        )
  const residualChart = scatterChart(
    'lm-residuals',
    text.residualsTitle(),
    undefined,
    [
      points(
        text.residuals(),
        Array.from(fit.residuals, (value, i) => ({ x: fit.fitted[i], y: value })),
      ),
      line('y = 0', straightLine(fit.fitted, 0, 0), '#888888', [6, 4]),
    ],
    text.fitted(),
    text.residuals(),
    size,
  )
  const qq = normalQq(fit.standardizedResiduals)
  const qqChart = scatterChart(
    'lm-qq',
    text.qqTitle(),
    undefined,
    [
      points(
        text.standardized(),
        Array.from(qq.sample, (value, i) => ({ x: qq.theoretical[i], y: value })),
      ),
      line(text.qqLine(), straightLine(qq.theoretical, qq.line.intercept, qq.line.slope), '#888888', [6, 4]),
    ],
    text.theoretical(),
    text.standardized(),
    size,
  )
  const scaleLocationChart = scatterChart(
    'lm-scale-location',
    text.scaleLocationTitle(),
    undefined,
    [
      points(
        text.rootStandardized(),
        Array.from(fit.standardizedResiduals, (value, i) => ({ x: fit.fitted[i], y: Math.sqrt(Math.abs(value)) })),
      ),
    ],
    text.fitted(),
    text.rootStandardized(),
    size,
  )

  const terms: ResultText[] = [modelText.intercept(), ...predictors]
  const equation = [
    format(fit.coefficients[0]),
    ...predictors.map((name, j) => {
      const b = fit.coefficients[j + 1]
      return `${b < 0 ? '−' : '+'} ${format(Math.abs(b))} × ${name}`
    }),
  ].join(' ')
  const outlying = labels.filter((_, i) => Math.abs(fit.standardizedResiduals[i]) > 3)
  const notes: ResultText[] = [
    text.equation({ equation: `${response} = ${equation}` }),
    text.summary({
      r2: format(fit.rSquared),
      adjusted: format(fit.adjustedRSquared),
      df1: fit.fNumeratorDegrees,
      df2: fit.residualDegreesOfFreedom,
      f: format(fit.fStatistic),
      p: format(fit.fPValue),
      sigma: format(fit.residualStandardError),
    }),
  ]
  if (outlying.length > 0) notes.push(text.largeResiduals({ rows: joinLabels(outlying) }))
  if (data.leftOut > 0) notes.push(modelText.leftOut({ rows: data.leftOut }))

  return {
    charts: [fitChart, residualChart, qqChart, scaleLocationChart],
    tables: [
      {
        id: 'lm-coefficients',
        title: text.coefficientsTitle(),
        columns: [modelText.term(), modelText.estimate(), modelText.standardError(), text.tValue(), modelText.pValue()],
        rows: terms.map((term, j) => [
          term,
          cell(fit.coefficients[j]),
          cell(fit.standardErrors[j]),
          cell(fit.tValues[j]),
          cell(fit.pValues[j]),
        ]),
      },
      {
        id: 'lm-fit',
        title: text.fitTableTitle(),
        columns: [modelText.statistic(), modelText.value()],
        rows: [
          [text.rSquared(), cell(fit.rSquared)],
          [text.adjustedRSquared(), cell(fit.adjustedRSquared)],
          [text.fStatistic(), cell(fit.fStatistic)],
          [text.fNumerator(), fit.fNumeratorDegrees],
          [text.fDenominator(), fit.residualDegreesOfFreedom],
          [text.fP(), cell(fit.fPValue)],
          [text.sigma(), cell(fit.residualStandardError)],
          [text.observations(), n],
        ],
      },
      {
        id: 'lm-observations',
        title: text.observationsTitle(),
        columns: [
          modelText.observation(),
          response,
          text.fitted(),
          text.residuals(),
          text.standardized(),
          text.leverage(),
        ],
        rows: labels.map((label, i) => [
          label,
          cell(y[i]),
          cell(fit.fitted[i]),
          cell(fit.residuals[i]),
          cell(fit.standardizedResiduals[i]),
          cell(fit.leverages[i]),
        ]),
      },
    ],
    files: [],
    notes,
  }
}

/** Row labels for a note: the user's names as they are, unnamed rows as "#" and their line number. */
function joinLabels(labels: readonly ResultText[]): string {
  return labels.map((label) => (typeof label === 'string' ? label : `#${String(label.params?.line ?? '')}`)).join(', ')
}

function straightLine(xs: ArrayLike<number>, intercept: number, slope: number): { x: number; y: number }[] {
  let low = Infinity
  let high = -Infinity
  for (let i = 0; i < xs.length; i++) {
    low = Math.min(low, xs[i])
    high = Math.max(high, xs[i])
  }
  return [
    { x: low, y: intercept + slope * low },
    { x: high, y: intercept + slope * high },
  ]
}

function points(label: ResultText, data: { x: number; y: number }[]): Record<string, unknown> {
  const colour = paletteColour(0)
  return {
    type: 'scatter',
    label,
    data,
    backgroundColor: withAlpha(colour, 0.7),
    borderColor: colour,
    borderWidth: 1,
    pointRadius: 4,
  }
}

function line(
  label: ResultText,
  data: { x: number; y: number }[],
  colour: string,
  dash: number[] = [],
): Record<string, unknown> {
  return {
    type: 'line',
    label,
    data,
    borderColor: colour,
    borderWidth: 2,
    borderDash: dash,
    pointRadius: 0,
    fill: false,
  }
}

function scatterChart(
  id: string,
  title: ResultText,
  subtitle: ResultText | undefined,
  datasets: Record<string, unknown>[],
  xTitle: ResultText,
  yTitle: ResultText,
  size: ChartSize,
): ChartSpec {
  return chartSpec(
    {
      id,
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, subtitle ? { subtitle } : {}),
          legend: { display: false },
        },
        scales: {
          x: inkedAxisOptions(xTitle, { type: 'linear' }),
          y: inkedAxisOptions(yTitle, { type: 'linear' }),
        },
      },
    },
    size,
  )
}
