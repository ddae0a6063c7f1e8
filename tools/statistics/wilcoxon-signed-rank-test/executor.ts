import { numericColumn } from '../../../analysis/io/column-table'
import { wilcoxonSignedRank, SIGNED_RANK_EXACT_LIMIT } from '../../../analysis/stats/signed-rank'
import type { MessageRef, ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { columnSamplesText } from '../column-samples'
import { statisticsText } from '../messages'
import { NOTE_STYLE, percent, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

const shown = (value: number) =>
  value === Infinity ? '∞' : value === -Infinity ? '−∞' : formatNumber(value, NOTE_STYLE)

/**
 * The Wilcoxon signed-rank test of paired columns (R `wilcox.test(x, y, paired = TRUE, mu)`) or of
 * one column against μ₀ (R `wilcox.test(x, mu = μ₀)`), with the exact pseudo-median and interval
 * when R gives them exactly, and a chart of each difference's sign and size.
 */
export const wilcoxonSignedRankTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const paired = params.layout === 'paired'
  if (paired && params.second_column === '')
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.chooseSecond())
  if (paired && params.second_column === params.first_column)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.sameColumn())
  const table = readStatisticsTable(input)
  const finiteColumn = (column: string) => {
    const numbers = numericColumn(table, column, { allowMissing: true })
    const infinite = numbers.findIndex((value) => value === Infinity || value === -Infinity)
    if (infinite !== -1)
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        columnSamplesText.infiniteValue({ line: table.lines[infinite], column }),
      )
    return numbers
  }
  const first = finiteColumn(params.first_column)
  const second = paired ? finiteColumn(params.second_column) : null
  const differences: number[] = []
  const lines: number[] = []
  first.forEach((value, r) => {
    const d = second ? value - second[r] : value
    if (Number.isNaN(d)) return
    differences.push(d)
    lines.push(table.lines[r])
  })
  const leftOut = first.length - differences.length
  const mu = params.mu
  if (!differences.some((d) => d - mu !== 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.nothingLeft())
  const result = wilcoxonSignedRank(differences, {
    mu,
    alternative: params.alternative,
    correct: params.continuity_correction,
    confidenceLevel: params.confidence_level,
  })
  const comparison: ResultText = paired
    ? statisticsText.versus({ first: params.first_column, second: params.second_column })
    : text.versusMu({ column: params.first_column, mu: String(mu) })
  const method =
    result.method === 'exact' ? text.exact() : result.method === 'normal' ? text.normal() : text.normalCorrected()
  const alternative =
    params.alternative === 'two.sided' ? text.twoSided() : params.alternative === 'less' ? text.less() : text.greater()
  const interval = result.interval
  const level = percent(interval?.confidenceLevel ?? params.confidence_level)

  const notes: MessageRef[] = [
    text.note({ alternative, comparison, v: shown(result.statistic), p: shown(result.pValue), method, n: result.n }),
  ]
  if (interval) {
    notes.push(
      text.intervalNote({
        estimate: shown(interval.estimate),
        level,
        lower: shown(interval.lower),
        upper: shown(interval.upper),
      }),
    )
    if (interval.levelLowered) notes.push(text.levelLowered({ level }))
  } else {
    const reasons: MessageRef[] = [
      ...(result.n >= SIGNED_RANK_EXACT_LIMIT ? [text.manyValues({ n: result.n })] : []),
      ...(result.ties ? [text.hasTies()] : []),
      ...(result.zeros > 0 ? [text.hasZeros({ zeros: result.zeros })] : []),
    ]
    const joined = reasons
      .slice(1)
      .reduce<MessageRef>((all, next) => text.and({ first: all, second: next }), reasons[0])
    notes.push(text.whyNormal({ reasons: joined }))
  }
  if (leftOut > 0) notes.push(text.unpairedLeftOut({ rows: leftOut }))

  const order = differences.map((_, i) => i).sort((a, b) => differences[a] - differences[b])
  const bars = (keep: (d: number) => boolean) =>
    order.map((i) => (keep(differences[i] - mu) ? [mu, differences[i]] : null))
  const title = chartTitle(params.title, text.chartTitle())
  const chart = chartSpec(
    {
      id: 'signed-rank',
      title,
      type: 'bar',
      data: {
        labels: order.map((i) => String(lines[i])),
        datasets: [
          {
            label: text.positive(),
            data: bars((d) => d > 0),
            backgroundColor: withAlpha(paletteColour(0), 0.75),
            borderColor: paletteColour(0),
            borderWidth: 1,
            grouped: false,
            skipNull: true,
          },
          {
            label: text.negative(),
            data: bars((d) => d < 0),
            backgroundColor: withAlpha(paletteColour(1), 0.75),
            borderColor: paletteColour(1),
            borderWidth: 1,
            grouped: false,
            skipNull: true,
          },
        ],
      },
      options: {
        plugins: {
          ...titleOptions(title, { subtitle: text.subtitle({ v: shown(result.statistic), p: shown(result.pValue) }) }),
          legend: { display: true, position: 'top' },
        },
        scales: {
          x: axisOptions(text.rowAxis(), { grid: { display: false } }),
          y: axisOptions(paired ? comparison : params.first_column, { beginAtZero: false }),
        },
      },
    },
    params,
  )
  return {
    charts: [chart],
    tables: [
      {
        id: 'signed-rank',
        title: text.testTitle(),
        columns: [
          statisticsText.comparison(),
          text.used(),
          text.zeros(),
          'V',
          statisticsText.pValue(),
          text.method(),
          text.pseudoMedian(),
          statisticsText.lowerLimit({ level }),
          statisticsText.upperLimit({ level }),
        ],
        rows: [
          [
            comparison,
            result.n,
            result.zeros,
            result.statistic,
            cell(result.pValue),
            method,
            interval ? cell(interval.estimate) : null,
            interval ? cell(interval.lower) : null,
            interval ? cell(interval.upper) : null,
          ],
        ],
      },
    ],
    files: [],
    notes,
  }
}
