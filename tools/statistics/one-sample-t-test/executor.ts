import { numericColumn } from '../../../analysis/io/column-table'
import { standardDeviation } from '../../../analysis/stats/descriptive'
import { histogram } from '../../../analysis/stats/histogram'
import { oneSampleTTest } from '../../../analysis/stats/t-tests'
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
 * The one-sample t-test of a column's mean against μ₀ (R `t.test(x, mu = μ₀)`), with a histogram
 * of the values (R hist's Sturges bins) marking μ₀, the mean and its confidence interval.
 */
export const oneSampleTTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const column = params.value_column
  const numbers = numericColumn(table, column, { allowMissing: true })
  const infinite = numbers.findIndex((value) => value === Infinity || value === -Infinity)
  if (infinite !== -1)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      columnSamplesText.infiniteValue({ line: table.lines[infinite], column }),
    )
  const values = Array.from(numbers).filter((value) => !Number.isNaN(value))
  const missing = numbers.length - values.length
  if (values.length < 2)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFew({ column, n: values.length }))
  const result = oneSampleTTest(values, params.mu, {
    alternative: params.alternative,
    confidenceLevel: params.confidence_level,
  })
  if (!(result.standardError > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, statisticsText.noSpread())
  const level = percent(params.confidence_level)
  const alternative =
    params.alternative === 'two.sided' ? text.twoSided() : params.alternative === 'less' ? text.less() : text.greater()
  const subtitle = text.subtitle({
    t: shown(result.statistic),
    df: shown(result.degreesOfFreedom),
    p: shown(result.pValue),
  })

  const bins = histogram(values)
  const top = Math.max(...bins.counts)
  const low = Math.min(bins.breaks[0], params.mu)
  const high = Math.max(bins.breaks[bins.breaks.length - 1], params.mu)
  const vertical = (x: number, label: ReturnType<typeof text.muLine>, colour: string, dash: number[]) => ({
    type: 'line',
    label,
    data: [
      { x, y: 0 },
      { x, y: top * 1.1 },
    ],
    borderColor: colour,
    borderWidth: 2,
    borderDash: dash,
    pointRadius: 0,
    order: 1,
  })
  const title = chartTitle(params.title, text.chartTitle())
  const chart = chartSpec(
    {
      id: 'one-sample-t-test',
      title,
      type: 'bar',
      data: {
        datasets: [
          {
            type: 'bar',
            label: text.counts(),
            data: bins.mids.map((x, i) => ({ x, y: bins.counts[i] })),
            backgroundColor: withAlpha(paletteColour(0), 0.6),
            borderColor: '#ffffff',
            borderWidth: 1,
            barPercentage: 1,
            categoryPercentage: 1,
            order: 3,
          },
          {
            type: 'line',
            label: text.interval({ level }),
            data: [
              { x: Math.max(result.lower, low), y: top * 1.05 },
              { x: Math.min(result.upper, high), y: top * 1.05 },
            ],
            borderColor: '#222222',
            borderWidth: 4,
            pointRadius: 0,
            order: 2,
          },
          vertical(result.estimate, text.meanLine({ mean: shown(result.estimate) }), '#222222', []),
          vertical(params.mu, text.muLine({ mu: String(params.mu) }), paletteColour(3), [6, 4]),
        ],
      },
      options: {
        plugins: { ...titleOptions(title, { subtitle }), legend: { display: true, position: 'top' } },
        scales: {
          x: axisOptions(column, { type: 'linear', offset: false, min: low, max: high, grid: { offset: false } }),
          y: axisOptions(text.counts(), { beginAtZero: true }),
        },
      },
    },
    params,
  )
  return {
    charts: [chart],
    tables: [
      {
        id: 't-test',
        title: text.testTitle(),
        columns: [
          text.column(),
          statisticsText.n(),
          statisticsText.mean(),
          statisticsText.standardDeviation(),
          statisticsText.standardError(),
          text.testValue(),
          't',
          statisticsText.degreesOfFreedom(),
          statisticsText.pValue(),
          statisticsText.lowerLimit({ level }),
          statisticsText.upperLimit({ level }),
        ],
        rows: [
          [
            column,
            values.length,
            cell(result.estimate),
            cell(standardDeviation(values)),
            cell(result.standardError),
            params.mu,
            cell(result.statistic),
            result.degreesOfFreedom,
            cell(result.pValue),
            cell(result.lower),
            cell(result.upper),
          ],
        ],
      },
    ],
    files: [],
    notes: [
      text.note({
        alternative,
        column,
        mu: String(params.mu),
        t: shown(result.statistic),
        df: shown(result.degreesOfFreedom),
        p: shown(result.pValue),
        mean: shown(result.estimate),
        level,
        lower: shown(result.lower),
        upper: shown(result.upper),
        n: values.length,
      }),
      ...(missing > 0 ? [text.missingLeftOut({ rows: missing })] : []),
    ],
  }
}
