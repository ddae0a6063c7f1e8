import { numericColumn } from '../../../analysis/io/column-table'
import { proportionTest, type ExactAlternative } from '../../../analysis/stats/exact-tests'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  INK,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { countText } from '../count-messages'
import { statisticsText } from '../messages'
import { MAX_GROUPS, NOTE_STYLE, percent, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** R `prop.test`: one row per group with its successes and total (or failures). */
export const proportionTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const groupColumn = params.group_column !== '' ? params.group_column : table.header[0]
  const groupIndex = table.header.indexOf(groupColumn)
  const counts = (column: string) =>
    Array.from(numericColumn(table, column), (value, i) => {
      if (!(value >= 0) || !Number.isInteger(value))
        throw new ToolRunError(
          TOOL_ERROR_CODE.dataValidation,
          text.notACount({ line: table.lines[i], column, value: table.rows[i][table.header.indexOf(column)] }),
        )
      return value
    })
  const successes = counts(params.success_column)
  const second = counts(params.second_column)
  const totals = params.second_kind === 'totals' ? second : second.map((failures, i) => failures + successes[i])
  const groups = table.rows.map((row) => row[groupIndex] ?? '')
  if (groups.length > MAX_GROUPS)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManyGroups({ count: groups.length, limit: MAX_GROUPS }),
    )
  groups.forEach((group, i) => {
    if (totals[i] === 0)
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.emptyGroup({ line: table.lines[i], group }))
    if (successes[i] > totals[i])
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.moreThanTotal({ line: table.lines[i], successes: successes[i], total: totals[i] }),
      )
  })
  const k = groups.length
  const given = params.p !== undefined ? groups.map(() => params.p!) : k === 1 ? [0.5] : null
  const test = proportionTest(successes, totals, {
    p: given,
    alternative: params.alternative as ExactAlternative,
    confidenceLevel: params.confidence_level,
    correct: params.correct,
  })
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const level = percent(params.confidence_level)
  const words = {
    k,
    p0: given?.[0] ?? '',
    correction: test.correction > 0 ? text.withCorrection() : '',
    alternative: alternativeWords(test.alternative),
    statistic: shown(test.statistic),
    df: test.degreesOfFreedom,
    p: shown(test.pValue),
  }
  const reference =
    given !== null ? given[0] : successes.reduce((sum, x) => sum + x, 0) / totals.reduce((sum, n) => sum + n, 0)
  const referenceLabel =
    given !== null ? text.hypothesised({ value: shown(reference) }) : text.pooled({ value: shown(reference) })

  let intervalTable: ResultTable[] = []
  let intervalNotes: MessageRef[] = []
  if (test.interval) {
    const quantity =
      k === 1 ? text.ofProportion({ group: groups[0] }) : text.ofDifference({ first: groups[0], second: groups[1] })
    const estimate = k === 1 ? test.estimates[0] : test.estimates[0] - test.estimates[1]
    intervalTable = [
      {
        id: 'interval',
        title: text.intervalTitle(),
        columns: [
          text.quantity(),
          text.estimate(),
          statisticsText.lowerLimit({ level }),
          statisticsText.upperLimit({ level }),
        ],
        rows: [[quantity, cell(estimate), cell(test.interval[0]), cell(test.interval[1])]],
      },
    ]
    intervalNotes = [
      text.noteInterval({
        quantity,
        estimate: shown(estimate),
        level,
        lower: shown(test.interval[0]),
        upper: shown(test.interval[1]),
      }),
    ]
  }
  const oneSidedAsked = params.alternative !== 'two.sided' && test.alternative === 'two.sided'
  const title = chartTitle(params.title, text.chartTitle())
  return {
    charts: [
      chartSpec(
        {
          id: 'proportions',
          title,
          type: 'bar',
          data: {
            labels: groups,
            datasets: [
              {
                type: 'bar',
                label: text.proportion(),
                data: test.estimates,
                backgroundColor: groups.map((_, g) => paletteColour(g)),
                borderColor: groups.map((_, g) => paletteColour(g)),
                order: 2,
              },
              {
                type: 'line',
                label: referenceLabel,
                data: groups.map(() => reference),
                borderColor: INK,
                borderDash: [6, 4],
                borderWidth: 1.5,
                pointRadius: 0,
                fill: false,
                order: 1,
              },
            ],
          },
          options: {
            plugins: {
              ...titleOptions(title, { subtitle: text.subtitle(words) }),
              legend: { display: true, position: 'top' },
            },
            scales: {
              x: axisOptions(groupColumn),
              y: axisOptions(text.proportionAxis(), { beginAtZero: true, max: 1 }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'test',
        title: text.testTitle(),
        columns: [
          text.statistic(),
          statisticsText.degreesOfFreedom(),
          statisticsText.pValue(),
          text.correction(),
          countText.alternative(),
        ],
        rows: [
          [
            cell(test.statistic),
            test.degreesOfFreedom,
            cell(test.pValue),
            test.correction > 0 ? countText.yes() : countText.no(),
            alternativeWords(test.alternative),
          ],
        ],
      },
      {
        id: 'groups',
        title: text.groupsTitle(),
        columns: [groupColumn, text.successes(), text.total(), text.proportion()],
        rows: groups.map((group, g) => [group, successes[g], totals[g], cell(test.estimates[g])]),
      },
      ...intervalTable,
    ],
    files: [],
    notes: [
      given !== null ? text.noteGiven(words) : text.noteEqual(words),
      ...intervalNotes,
      ...(test.smallExpected ? [text.smallExpected()] : []),
      ...(oneSidedAsked ? [text.twoSidedOnly()] : []),
    ],
  }
}

function alternativeWords(alternative: ExactAlternative): MessageRef {
  return alternative === 'two.sided' ? text.twoSided() : alternative === 'less' ? text.less() : text.greater()
}
