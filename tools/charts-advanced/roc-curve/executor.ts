import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { rocCurve, type RocCurve } from '../../../analysis/stats/roc'
import {
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { booleanParam, choiceParam, columnsParam, requiredColumnParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { NUMBER_STYLE, readInputTable, SHORT_NUMBER_STYLE, SUBTITLE_STYLE } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const DIRECTIONS = ['auto', 'higher', 'lower'] as const

/**
 * ROC curves of one or more score columns against a binary outcome, each with its AUC (the
 * Mann-Whitney statistic over n₊n₋, as R's `wilcox.test`), DeLong's 95 % interval (pROC
 * `ci.auc`) and the Youden-optimal cut-off.
 */
export const rocCurveExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const outcomeColumn = requiredColumnParam(input, 'outcome_column', { zh: '结局（分类）', en: 'outcome' })
  const scoreColumns = columnsParam(input, 'score_columns', [])
  if (scoreColumns.length === 0)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('请至少选择 1 个评分列。', 'Choose at least one score column.'),
    )
  const direction = choiceParam(input, 'direction', DIRECTIONS, 'auto')
  const showYouden = booleanParam(input, 'show_youden', true)

  const outcome = textColumn(table, outcomeColumn)
  const classes = [...new Set(outcome.filter((value) => value !== ''))].sort()
  const chosenPositive = textParam(input, 'positive_value')
  if (chosenPositive === '' && classes.length !== 2) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say(
        `结局列 "${outcomeColumn}" 有 ${classes.length} 个取值（${classes.slice(0, 6).join(', ')}），请填写“阳性取值”，其余取值均视为阴性。`,
        `The outcome column "${outcomeColumn}" has ${classes.length} values (${classes.slice(0, 6).join(', ')}): enter the "positive value"; every other value counts as negative.`,
      ),
    )
  }
  // As R's factor levels and pROC: the second of the two sorted values is the positive class.
  const positiveValue = chosenPositive !== '' ? chosenPositive : classes[1]
  if (!outcome.includes(positiveValue))
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say(`结局列中没有阳性取值 "${positiveValue}"。`, `The outcome column has no value "${positiveValue}".`),
    )
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
    label: say('随机猜测（AUC 0.5）', 'Chance (AUC 0.5)'),
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

  const title = chartTitle(input, { zh: 'ROC 曲线', en: 'ROC curve' })
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
            subtitle: say(
              `阳性：${outcomeColumn} = ${positiveValue}（${positives} 例），阴性 ${negatives} 例；括号内为 DeLong 95% CI`,
              `Positive: ${outcomeColumn} = ${positiveValue} (${positives}), negative: ${negatives}; DeLong 95% CI in brackets`,
            ),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('bottom'),
          annotation: { annotations },
        },
        scales: {
          x: inkedAxisOptions(say('1 − 特异度（假阳性率）', '1 − specificity (false positive rate)'), {
            type: 'linear',
            min: 0,
            max: 1,
          }),
          y: inkedAxisOptions(say('灵敏度（真阳性率）', 'Sensitivity (true positive rate)'), {
            type: 'linear',
            min: 0,
            max: 1,
          }),
        },
      },
    },
    chartSize(input, { width: 680, height: 700 }, ADVANCED_CHART_SIZE_LIMITS),
  )

  const cutOff = (curve: RocCurve) =>
    `${curve.higherIsPositive ? '≥' : '≤'} ${formatNumber(curve.youden.threshold, NUMBER_STYLE)}`
  return {
    charts: [chart],
    tables: [
      {
        id: 'roc-auc',
        title: say('AUC 与最佳截断值（Youden）', 'AUC and the Youden cut-off'),
        columns: [
          say('评分', 'Score'),
          'AUC',
          say('标准误 (DeLong)', 'SE (DeLong)'),
          say('95% 下限', 'Lower 95%'),
          say('95% 上限', 'Upper 95%'),
          say('方向', 'Direction'),
          say('最佳截断值', 'Best cut-off'),
          say('灵敏度', 'Sensitivity'),
          say('特异度', 'Specificity'),
          say('阳性数', 'Positives'),
          say('阴性数', 'Negatives'),
        ],
        rows: curves.map(({ name, curve }) => [
          name,
          cell(curve.auc),
          cell(curve.standardError),
          cell(curve.lower),
          cell(curve.upper),
          curve.higherIsPositive ? say('越高越阳性', 'higher = positive') : say('越低越阳性', 'lower = positive'),
          cutOff(curve),
          cell(curve.youden.truePositiveRate),
          cell(1 - curve.youden.falsePositiveRate),
          curve.positives,
          curve.negatives,
        ]),
      },
      {
        id: 'roc-points',
        title: say('ROC 曲线各点', 'ROC curve points'),
        columns: [
          say('评分', 'Score'),
          say('截断值', 'Threshold'),
          say('灵敏度', 'Sensitivity'),
          say('特异度', 'Specificity'),
        ],
        rows: curves.flatMap(({ name, curve }) =>
          curve.points
            .slice(1)
            .map((p) => [name, cell(p.threshold), cell(p.truePositiveRate), cell(1 - p.falsePositiveRate)]),
        ),
      },
    ],
    files: [],
    notes: curves.map(({ name, curve }) =>
      say(
        `${name}：AUC = ${formatNumber(curve.auc, NUMBER_STYLE)}（95% CI ${formatNumber(curve.lower, NUMBER_STYLE)}–${formatNumber(curve.upper, NUMBER_STYLE)}）；最佳截断值 ${cutOff(curve)}，灵敏度 ${formatNumber(curve.youden.truePositiveRate, SHORT_NUMBER_STYLE)}，特异度 ${formatNumber(1 - curve.youden.falsePositiveRate, SHORT_NUMBER_STYLE)}。`,
        `${name}: AUC = ${formatNumber(curve.auc, NUMBER_STYLE)} (95% CI ${formatNumber(curve.lower, NUMBER_STYLE)}–${formatNumber(curve.upper, NUMBER_STYLE)}); best cut-off ${cutOff(curve)}, sensitivity ${formatNumber(curve.youden.truePositiveRate, SHORT_NUMBER_STYLE)}, specificity ${formatNumber(1 - curve.youden.falsePositiveRate, SHORT_NUMBER_STYLE)}.`,
      ),
    ),
  }
}
