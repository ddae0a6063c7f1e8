import { AnalysisInputError } from '../../../analysis/errors'
import { groupColumnValues, numericColumn, textColumn } from '../../../analysis/io/column-table'
import { isMissingValue } from '../../../analysis/io/missing-value'
import { kaplanMeier, logRankTest, type KaplanMeierCurve } from '../../../analysis/stats/survival'
import {
  cell,
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  groupOrder,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { booleanParam, columnParam, textParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor, type ToolRunInput } from '../../kit/types'
import { formatPValue, NUMBER_STYLE, readInputTable, SUBTITLE_STYLE, type Point } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

/** A note names at most this many left-out lines. */
const MOST_LINES_NAMED = 10

/**
 * Which status values mean an event. An explicit `event_value` wins; otherwise R's `Surv` rule:
 * 1/0, TRUE/FALSE, or 2/1 with 2 the event when the column holds only 1 and 2.
 */
function eventFlags(input: ToolRunInput, status: string[]): boolean[] {
  const say = (zh: string, en: string) => inLanguage(input.language, zh, en)
  const explicit = textParam(input, 'event_value')
  if (explicit !== '') return status.map((value) => value === explicit)
  const values = new Set(status.filter((value) => !isMissingValue(value)))
  const allowed = (set: string[]) => [...values].every((value) => set.includes(value))
  if (allowed(['1', '2'])) return status.map((value) => value === (values.has('2') ? '2' : '1'))
  if (allowed(['0', '1'])) return status.map((value) => value === '1')
  if (allowed(['TRUE', 'FALSE', 'true', 'false'])) return status.map((value) => value.toLowerCase() === 'true')
  throw new ToolRunError(
    TOOL_ERROR_CODE.parameterValidation,
    say(
      `状态列的取值 ${[...values].slice(0, 5).join(', ')} 无法自动识别，请在“事件取值”中填写表示事件（死亡、复发）的值。`,
      `The status values ${[...values].slice(0, 5).join(', ')} are not 0/1, 1/2 or TRUE/FALSE: enter the value that means an event (death, relapse) in "Event value".`,
    ),
  )
}

/**
 * A step function as explicit corners from (0, 1) to the last observed time: for every step the
 * point before it (the previous level) and the point after it, so point 2k + 2 is step k's value.
 * An undefined value (a confidence limit once S reaches 0) keeps the previous level.
 */
function stepPoints(curve: KaplanMeierCurve, value: (step: KaplanMeierCurve['steps'][number]) => number): Point[] {
  const points: Point[] = [{ x: 0, y: 1 }]
  let level = 1
  for (const step of curve.steps) {
    const next = value(step)
    points.push({ x: step.time, y: level })
    if (Number.isFinite(next)) level = next
    points.push({ x: step.time, y: level })
  }
  return points
}

/**
 * Kaplan-Meier survival curves per group (R: `survfit(Surv(time, status) ~ group)`), with censor
 * marks, optional 95 % log-scale confidence bands, and the log-rank test between the groups
 * (R: `survdiff`) in the subtitle.
 */
export const survivalCurveExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const timeColumn = columnParam(input, 'time_column')
  const statusColumn = columnParam(input, 'status_column')
  if (timeColumn === '' || statusColumn === '')
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('请选择时间列和状态列。', 'Choose the time and status columns.'),
    )
  const groupColumn = columnParam(input, 'group_column')
  const showBands = booleanParam(input, 'confidence_band', true)
  const showCensored = booleanParam(input, 'censor_marks', true)
  const timeUnit = textParam(input, 'time_unit')

  const times = numericColumn(table, timeColumn, { allowMissing: true })
  const status = textColumn(table, statusColumn)
  const events = eventFlags(input, status)
  const groupOf = groupColumn ? groupColumnValues(table, groupColumn) : null
  const usable = table.rows.map(
    (_, r) => !Number.isNaN(times[r]) && !isMissingValue(status[r]) && (!groupOf || groupOf[r] !== null),
  )
  const groups = groupOf ? groupOrder(groupOf.filter((_, r) => usable[r]) as string[]) : [say('全部', 'All')]
  if (usable.every((ok) => !ok))
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say('没有同时具有时间和状态的行。', 'No row has both a time and a status.'),
    )
  // All censored: every curve stays at 1 and R's survdiff prints "-1 degrees of freedom, p = NA".
  if (!usable.some((ok, r) => ok && events[r])) throw new AnalysisInputError('survival.noEvents', {})

  const curves = groups.map((group) => {
    const rows = table.rows.map((_, r) => r).filter((r) => usable[r] && (!groupOf || groupOf[r] === group))
    return kaplanMeier(
      rows.map((r) => times[r]),
      rows.map((r) => events[r]),
    )
  })
  const rowsUsed = usable.map((ok, r) => (ok ? r : -1)).filter((r) => r >= 0)
  const test =
    groups.length > 1
      ? logRankTest(
          rowsUsed.map((r) => times[r]),
          rowsUsed.map((r) => events[r]),
          rowsUsed.map((r) => (groupOf as string[])[r]),
        )
      : null

  const datasets: Record<string, unknown>[] = []
  curves.forEach((curve, g) => {
    const colour = paletteColour(g)
    if (showBands) {
      // One closed outline (upper limits forward, lower limits back) filled as a shape: one legend entry per band.
      const upper = stepPoints(curve, (s) => s.upper)
      const lower = stepPoints(curve, (s) => s.lower).reverse()
      datasets.push({
        type: 'line',
        label: say(`${groups[g]} 95% 置信区间`, `${groups[g]} 95% CI`),
        data: [...upper, ...lower],
        borderWidth: 0,
        pointRadius: 0,
        fill: 'shape',
        backgroundColor: withAlpha(colour, 0.16),
        borderColor: withAlpha(colour, 0.16),
      })
    }
    // Censor marks are the curve's own corners at censored times, drawn as crosses.
    const points = stepPoints(curve, (s) => s.survival)
    const censoredAt = new Set(curve.steps.filter((step) => step.nCensor > 0).map((step) => step.time))
    const marked = points.map((point, k) => showCensored && k % 2 === 0 && k > 0 && censoredAt.has(point.x))
    const median = curve.median === null ? say('未达到', 'not reached') : formatNumber(curve.median, NUMBER_STYLE)
    datasets.push({
      type: 'line',
      label: `${groups[g]} (n = ${curve.n}, ${say('中位', 'median')} ${median})`,
      data: points,
      borderColor: colour,
      backgroundColor: colour,
      borderWidth: 2,
      pointStyle: 'cross',
      pointRadius: marked.map((mark) => (mark ? 5 : 0)),
      pointBorderWidth: 1.5,
      fill: false,
    })
  })

  const title = chartTitle(input, { zh: '生存曲线', en: 'Survival curve' })
  const subtitle = test
    ? say(
        `Log-rank 检验：χ² = ${test.chiSquare.toFixed(2)}，自由度 ${test.degreesOfFreedom}，p = ${formatPValue(test.pValue)}`,
        `Log-rank test: χ² = ${test.chiSquare.toFixed(2)}, df = ${test.degreesOfFreedom}, p = ${formatPValue(test.pValue)}`,
      )
    : undefined
  const chart = chartSpec(
    {
      id: 'survival',
      title,
      type: 'line',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, { subtitle, ...SUBTITLE_STYLE }),
          legend: inkedLegendOptions('top'),
        },
        scales: {
          x: inkedAxisOptions(timeUnit ? `${timeColumn} (${timeUnit})` : timeColumn, { type: 'linear', min: 0 }),
          y: inkedAxisOptions(say('生存概率', 'Survival probability'), { type: 'linear', min: 0, max: 1 }),
        },
      },
    },
    chartSize(input, { width: 820, height: 560 }, ADVANCED_CHART_SIZE_LIMITS),
  )

  const notes = curves.map((curve, g) =>
    say(
      `${groups[g]}：${curve.n} 例，${curve.events} 个事件，中位生存时间 ${curve.median === null ? '未达到' : formatNumber(curve.median, NUMBER_STYLE)}。`,
      `${groups[g]}: ${curve.n} subjects, ${curve.events} events, median survival ${curve.median === null ? 'not reached' : formatNumber(curve.median, NUMBER_STYLE)}.`,
    ),
  )
  if (subtitle) notes.push(`${subtitle}.`)
  else if (groupOf)
    notes.push(
      say(
        `"${groupColumn}" 列只有一个分组（${groups[0]}），未做 log-rank 检验。`,
        `Column "${groupColumn}" has one group only (${groups[0]}): no log-rank test.`,
      ),
    )
  if (rowsUsed.length < table.rows.length) {
    const leftOut = table.lines.filter((_, r) => !usable[r])
    const shown = leftOut.slice(0, MOST_LINES_NAMED).join(', ') + (leftOut.length > MOST_LINES_NAMED ? ', …' : '')
    notes.push(
      say(
        `${leftOut.length} 行缺少时间、状态或分组（空、NA、N/A、NaN 或 null），未参与计算：第 ${shown} 行。`,
        `${leftOut.length} rows lack a time, status or group (empty, NA, N/A, NaN or null) and were left out: line ${shown}.`,
      ),
    )
  }

  return {
    charts: [chart],
    tables: [
      {
        id: 'survival-groups',
        title: say('各组摘要与 log-rank 检验', 'Groups and the log-rank test'),
        columns: [
          say('组', 'Group'),
          'n',
          say('事件数', 'Events'),
          say('中位生存时间', 'Median survival'),
          say('观测事件', 'Observed'),
          say('期望事件', 'Expected'),
        ],
        rows: curves.map((curve, g) => {
          const tested = test?.groups.find((entry) => entry.group === groups[g])
          return [
            groups[g],
            curve.n,
            curve.events,
            curve.median,
            tested ? tested.observed : null,
            tested ? cell(tested.expected) : null,
          ]
        }),
      },
      {
        id: 'kaplan-meier',
        title: say('Kaplan-Meier 估计', 'Kaplan-Meier estimates'),
        columns: [
          say('组', 'Group'),
          say('时间', 'Time'),
          say('风险人数', 'At risk'),
          say('事件', 'Events'),
          say('删失', 'Censored'),
          say('生存率', 'Survival'),
          say('标准误', 'Std. error'),
          say('95% 下限', 'Lower 95%'),
          say('95% 上限', 'Upper 95%'),
        ],
        rows: curves.flatMap((curve, g) =>
          curve.steps.map((s) => [
            groups[g],
            s.time,
            s.nRisk,
            s.nEvent,
            s.nCensor,
            cell(s.survival),
            cell(s.standardError),
            cell(s.lower),
            cell(s.upper),
          ]),
        ),
      },
    ],
    files: [],
    notes,
  }
}
