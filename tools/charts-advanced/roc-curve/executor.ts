import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { rocCurve, type RocCurve } from '../../../analysis/stats/roc'
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
import { NUMBER_STYLE, readInputTable, SHORT_NUMBER_STYLE, SUBTITLE_STYLE } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * ROC curves of one or more score columns against a binary outcome, each with its AUC (the
 * Mann-Whitney statistic over n₊n₋, as R's `wilcox.test`), DeLong's 95 % interval (pROC
 * `ci.auc`) and the Youden-optimal cut-off.
 */
export const rocCurveExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const {
    outcome_column: outcomeColumn,
    score_columns: scoreColumns,
    direction,
    show_youden: showYouden,
    positive_value: chosenPositive,
  } = values
  const table = readInputTable(input)
  if (scoreColumns.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noScoreColumn())

  const outcome = textColumn(table, outcomeColumn)
  const classes = [...new Set(outcome.filter((value) => value !== ''))].sort()
  if (chosenPositive === '' && classes.length !== 2) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.choosePositiveValue({
        column: outcomeColumn,
        classes: classes.length,
        values: classes.slice(0, 6).join(', '),
      }),
    )
  }
  // As R's factor levels and pROC: the second of the two sorted values is the positive class.
  const positiveValue = chosenPositive !== '' ? chosenPositive : classes[1]
  if (!outcome.includes(positiveValue))
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noPositiveValue({ value: positiveValue }))
  const labelled = outcome.map((value) => value !== '')
  const isPositive = outcome.map((value) => value === positiveValue)

  const curves: { name: string; curve: RocCurve }[] = scoreColumns.map((name) => {
    const scores = numericColumn(table, name, { allowMissing: true }).map((score, r) => (labelled[r] ? score : NaN))
    return { name, curve: rocCurve(scores, isPositive, { direction }) }
  })

  const datasets: Record<string, unknown>[] = curves.map(({ name, curve }, k) => ({
    type: 'line',
    label: `${name}: AUC ${curve.auc.toFixed(3)} (${curve.lower.toFixed(3)}–${curve.upper.toFixed(3)})`,
    data: curve.points.map((p) => ({ x: p.falsePositiveRate, y: p.truePositiveRate })),
    borderColor: paletteColour(k),
    backgroundColor: paletteColour(k),
    borderWidth: 2,
    pointRadius: 0,
    fill: false,
  }))
  datasets.push({
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
  })
  const annotations = showYouden
    ? Object.fromEntries(
        curves.map(({ curve }, k) => [
          `youden${k}`,
          {
            type: 'point',
            xValue: curve.youden.falsePositiveRate,
            yValue: curve.youden.truePositiveRate,
            radius: 5,
            backgroundColor: '#ffffff',
            borderColor: paletteColour(k),
            borderWidth: 2,
          },
        ]),
      )
    : {}

  const title = chartTitle(values.title, text.chartTitle())
  const positives = curves[0].curve.positives
  const negatives = curves[0].curve.negatives
  const chart = chartSpec(
    {
      id: 'roc',
      title,
      type: 'line',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: text.subtitle({ column: outcomeColumn, value: positiveValue, positives, negatives }),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('bottom'),
          annotation: { annotations },
        },
        scales: {
          x: inkedAxisOptions(text.falsePositiveAxis(), {
            type: 'linear',
            min: 0,
            max: 1,
          }),
          y: inkedAxisOptions(text.truePositiveAxis(), {
            type: 'linear',
            min: 0,
            max: 1,
          }),
        },
      },
    },
    { width: values.width, height: values.height },
  )

  const cutOff = (curve: RocCurve) =>
    `${curve.higherIsPositive ? '≥' : '≤'} ${formatNumber(curve.youden.threshold, NUMBER_STYLE)}`
  return {
    charts: [chart],
    tables: [
      {
        id: 'roc-auc',
        title: text.aucTitle(),
        columns: [
          text.score(),
          'AUC',
          text.standardError(),
          text.lower(),
          text.upper(),
          text.direction(),
          text.bestCutOff(),
          text.sensitivity(),
          text.specificity(),
          text.positives(),
          text.negatives(),
        ],
        rows: curves.map(({ name, curve }) => [
          name,
          cell(curve.auc),
          cell(curve.standardError),
          cell(curve.lower),
          cell(curve.upper),
          curve.higherIsPositive ? text.higherIsPositive() : text.lowerIsPositive(),
          cutOff(curve),
          cell(curve.youden.truePositiveRate),
          cell(1 - curve.youden.falsePositiveRate),
          curve.positives,
          curve.negatives,
        ]),
      },
      {
        id: 'roc-points',
        title: text.pointsTitle(),
        columns: [text.score(), text.threshold(), text.sensitivity(), text.specificity()],
        rows: curves.flatMap(({ name, curve }) =>
          curve.points
            .slice(1)
            .map((p) => [name, cell(p.threshold), cell(p.truePositiveRate), cell(1 - p.falsePositiveRate)]),
        ),
      },
    ],
    files: [],
    notes: curves.map(({ name, curve }) =>
      text.scoreSummary({
        score: name,
        auc: formatNumber(curve.auc, NUMBER_STYLE),
        lower: formatNumber(curve.lower, NUMBER_STYLE),
        upper: formatNumber(curve.upper, NUMBER_STYLE),
        cutOff: cutOff(curve),
        sensitivity: formatNumber(curve.youden.truePositiveRate, SHORT_NUMBER_STYLE),
        specificity: formatNumber(1 - curve.youden.falsePositiveRate, SHORT_NUMBER_STYLE),
      }),
    ),
  }
}
