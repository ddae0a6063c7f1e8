import { groupColumnValues, numericColumn, type ColumnTable } from '../../../analysis/io/column-table'
import { binomialDensity, binomialTest, type ExactAlternative } from '../../../analysis/stats/exact-tests'
import type { MessageRef } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  NEUTRAL_COLOUR,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { countText } from '../count-messages'
import { statisticsText } from '../messages'
import { NOTE_STYLE, percent, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Trials at most (the p-value and the interval stay fast far beyond this). */
const MAX_TRIALS = 1e9
/** Bars the chart draws at most. */
const MAX_BARS = 401

/** The exact binomial test (R `binom.test`) with the null distribution drawn. */
export const binomialTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const outcomes =
    params.layout === 'counts'
      ? countedOutcomes(table, params.count_column)
      : trialOutcomes(table, params.outcome_column)
  const names = [...outcomes.keys()]
  const success = params.success === '' ? names[0] : params.success
  if (success === undefined || !outcomes.has(success))
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      text.successNotFound({
        success: params.success,
        outcomes: names.slice(0, 8).join(', ') + (names.length > 8 ? ', …' : ''),
      }),
    )
  const x = outcomes.get(success)!
  const n = [...outcomes.values()].reduce((sum, count) => sum + count, 0)
  if (n === 0) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noTrials())
  if (n > MAX_TRIALS)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooManyTrials({ n, limit: MAX_TRIALS }))
  const alternative = params.alternative as ExactAlternative
  const test = binomialTest(x, n, params.p, alternative, params.confidence_level)
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const level = percent(params.confidence_level)
  const words = {
    alternative: alternativeWords(alternative),
    x,
    n,
    success,
    estimate: shown(test.estimate),
    level,
    lower: shown(test.lower),
    upper: shown(test.upper),
    p0: params.p,
    p: shown(test.pValue),
  }

  // the chart: the bulk of Bin(n, p0) around its mean and the observed count
  const mean = n * params.p
  const spread = 6 * Math.sqrt(n * params.p * (1 - params.p)) + 2
  let from = Math.max(0, Math.floor(Math.min(x, mean - spread)))
  let to = Math.min(n, Math.ceil(Math.max(x, mean + spread)))
  if (to - from + 1 > MAX_BARS) {
    // too wide to draw bar by bar: the bulk around the mean only
    from = Math.max(0, Math.round(mean) - (MAX_BARS - 1) / 2)
    to = Math.min(n, from + MAX_BARS - 1)
  }
  const counted = (k: number) => test.extreme.some(([low, high]) => k >= low && k <= high)
  const support = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const colour = (k: number) => (k === x ? paletteColour(3) : counted(k) ? paletteColour(0) : NEUTRAL_COLOUR)
  const title = chartTitle(params.title, text.chartTitle())
  const windowed = from > 0 || to < n
  return {
    charts: [
      chartSpec(
        {
          id: 'binomial',
          title,
          type: 'bar',
          data: {
            labels: support.map(String),
            datasets: [
              {
                label: text.probabilityAxis(),
                data: support.map((k) => binomialDensity(k, n, params.p)),
                backgroundColor: support.map(colour),
                borderColor: support.map(colour),
                categoryPercentage: 1,
                barPercentage: 0.9,
              },
            ],
          },
          options: {
            plugins: {
              ...titleOptions(title, { subtitle: text.subtitle(words) }),
              legend: { display: false },
            },
            scales: {
              x: axisOptions(text.successesAxis(), { grid: { display: false } }),
              y: axisOptions(text.probabilityAxis(), { beginAtZero: true }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'binomial',
        title: text.testTitle(),
        columns: [
          text.successes({ success }),
          text.trials(),
          text.estimate(),
          statisticsText.lowerLimit({ level }),
          statisticsText.upperLimit({ level }),
          text.hypothesised(),
          statisticsText.pValue(),
          countText.alternative(),
        ],
        rows: [
          [
            x,
            n,
            cell(test.estimate),
            cell(test.lower),
            cell(test.upper),
            params.p,
            cell(test.pValue),
            alternativeWords(alternative),
          ],
        ],
      },
    ],
    files: [],
    notes: [text.note(words), ...(windowed ? [text.window({ from, to })] : [])],
  }
}

/** Outcome → count, from the first column (names) and the count column. */
function countedOutcomes(table: ColumnTable, countColumn: string): Map<string, number> {
  const column = countColumn !== '' ? countColumn : table.header[1]
  if (column === undefined || column === '')
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noCountColumn())
  const counts = new Map<string, number>()
  numericColumn(table, column).forEach((value, i) => {
    if (!(value >= 0) || !Number.isInteger(value))
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.notACount({ line: table.lines[i], column, value: table.rows[i][table.header.indexOf(column)] }),
      )
    const name = table.rows[i][0]
    counts.set(name, (counts.get(name) ?? 0) + value)
  })
  return counts
}

/** Outcome → number of trials with it, from a column with one outcome per row (empty cells left out). */
function trialOutcomes(table: ColumnTable, outcomeColumn: string): Map<string, number> {
  if (outcomeColumn === '') throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.chooseOutcomeColumn())
  const counts = new Map<string, number>()
  for (const value of groupColumnValues(table, outcomeColumn))
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

function alternativeWords(alternative: ExactAlternative): MessageRef {
  return alternative === 'two.sided' ? text.twoSided() : alternative === 'less' ? text.less() : text.greater()
}
