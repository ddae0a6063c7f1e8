import { AnalysisInputError } from '../../../analysis/errors'
import { groupColumnValues, numericColumn, textColumn } from '../../../analysis/io/column-table'
import { isMissingValue } from '../../../analysis/io/missing-value'
import { kaplanMeier, logRankTest, type KaplanMeierCurve } from '../../../analysis/stats/survival'
import {
  cell,
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
import type { ResultText } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { formatPValue, NUMBER_STYLE, readInputTable, SUBTITLE_STYLE, type Point } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/** A note names at most this many left-out lines. */
const MOST_LINES_NAMED = 10

/**
 * Which status values mean an event. An explicit `event_value` wins; otherwise R's `Surv` rule:
 * 1/0, TRUE/FALSE, or 2/1 with 2 the event when the column holds only 1 and 2.
 */
function eventFlags(explicit: string, status: string[]): boolean[] {
  if (explicit !== '') return status.map((value) => value === explicit)
  const values = new Set(status.filter((value) => !isMissingValue(value)))
  const allowed = (set: string[]) => [...values].every((value) => set.includes(value))
  if (allowed(['1', '2'])) return status.map((value) => value === (values.has('2') ? '2' : '1'))
  if (allowed(['0', '1'])) return status.map((value) => value === '1')
  if (allowed(['TRUE', 'FALSE', 'true', 'false'])) return status.map((value) => value.toLowerCase() === 'true')
  throw new ToolRunError(
    TOOL_ERROR_CODE.parameterValidation,
    text.unknownStatus({ values: [...values].slice(0, 5).join(', ') }),
  )
}

/** A curve's median survival time, or that it was not reached. */
function medianText(curve: KaplanMeierCurve): ResultText {
  return curve.median === null ? text.notReached() : formatNumber(curve.median, NUMBER_STYLE)
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
  const values = parameters.parse(input)
  const {
    time_column: timeColumn,
    status_column: statusColumn,
    group_column: groupColumn,
    confidence_band: showBands,
    censor_marks: showCensored,
    time_unit: timeUnit,
  } = values
  const table = readInputTable(input)

  const times = numericColumn(table, timeColumn, { allowMissing: true })
  const status = textColumn(table, statusColumn)
  const events = eventFlags(values.event_value, status)
  const groupOf = groupColumn ? groupColumnValues(table, groupColumn) : null
  const usable = table.rows.map(
    (_, r) => !Number.isNaN(times[r]) && !isMissingValue(status[r]) && (!groupOf || groupOf[r] !== null),
  )
  const groups: ResultText[] = groupOf ? groupOrder(groupOf.filter((_, r) => usable[r]) as string[]) : [text.all()]
  if (usable.every((ok) => !ok)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noUsableRow())
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
        label: text.confidenceBand({ group: groups[g] }),
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
    datasets.push({
      type: 'line',
      label: text.curve({ group: groups[g], n: curve.n, median: medianText(curve) }),
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

  const title = chartTitle(values.title, text.chartTitle())
  const logRank = test
    ? { chiSquare: test.chiSquare.toFixed(2), df: test.degreesOfFreedom, p: formatPValue(test.pValue) }
    : null
  const subtitle = logRank ? text.logRank(logRank) : undefined
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
          y: inkedAxisOptions(text.survivalAxis(), { type: 'linear', min: 0, max: 1 }),
        },
      },
    },
    { width: values.width, height: values.height },
  )

  const notes: ResultText[] = curves.map((curve, g) =>
    text.groupSummary({ group: groups[g], n: curve.n, events: curve.events, median: medianText(curve) }),
  )
  if (logRank) notes.push(text.logRankNote(logRank))
  else if (groupOf) notes.push(text.oneGroup({ column: groupColumn, group: groups[0] }))
  if (rowsUsed.length < table.rows.length) {
    const leftOut = table.lines.filter((_, r) => !usable[r])
    const shown = leftOut.slice(0, MOST_LINES_NAMED).join(', ') + (leftOut.length > MOST_LINES_NAMED ? ', …' : '')
    notes.push(text.leftOut({ rows: leftOut.length, lines: shown }))
  }

  return {
    charts: [chart],
    tables: [
      {
        id: 'survival-groups',
        title: text.groupsTitle(),
        columns: [text.group(), 'n', text.eventCount(), text.medianSurvival(), text.observed(), text.expected()],
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
        title: text.estimatesTitle(),
        columns: [
          text.group(),
          text.time(),
          text.atRisk(),
          text.events(),
          text.censored(),
          text.survival(),
          text.standardError(),
          text.lower(),
          text.upper(),
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
