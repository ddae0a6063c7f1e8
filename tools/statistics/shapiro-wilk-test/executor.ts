import { normalQq } from '../../../analysis/stats/qq'
import { shapiroWilk, SHAPIRO_WILK_MAX_N, SHAPIRO_WILK_MIN_N } from '../../../analysis/stats/shapiro-wilk'
import type { ChartSpec } from '../../../core/charts/chart-spec'
import type { MessageRef, ResultText } from '../../../core/result-text'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolExecutor } from '../../kit/types'
import { columnSamplesText, readColumnSamples, type ColumnSample } from '../column-samples'
import { statisticsText } from '../messages'
import { NOTE_STYLE, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Columns tested at most, one Q-Q chart each. */
const MAX_COLUMNS = 20

interface Tested {
  sample: ColumnSample
  label: ResultText
  statistic: number
  pValue: number
}

/**
 * The Shapiro-Wilk test (R `shapiro.test`, AS R94) of each chosen column, or of each group of
 * each column, with a normal Q-Q plot (R `qqnorm`, `qqline`) per column.
 */
export const shapiroWilkTestExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const { columns, groups, samples, rowsWithoutGroup } = readColumnSamples(
    table,
    params.value_columns,
    params.group_column,
    MAX_COLUMNS,
  )
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const labelOf = (sample: ColumnSample): ResultText =>
    sample.group === null ? sample.column : text.series({ column: sample.column, group: sample.group })
  const tested: Tested[] = []
  const skipped: MessageRef[] = []
  for (const sample of samples) {
    const n = sample.values.length
    if (n === 0 && groups) continue
    const label = labelOf(sample)
    if (n < SHAPIRO_WILK_MIN_N || n > SHAPIRO_WILK_MAX_N) skipped.push(text.tooFew({ sample: label, n }))
    else if (sample.values.every((value) => value === sample.values[0])) skipped.push(text.identical({ sample: label }))
    else tested.push({ sample, label, ...shapiroWilk(sample.values) })
  }
  if (tested.length === 0) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.nothingTested())

  const verdict = (pValue: number) => (pValue < params.alpha ? text.departs() : text.consistent())
  const resultOf = new Map(tested.map((entry) => [entry.sample, entry]))
  const testTable: ResultTable = {
    id: 'shapiro-wilk',
    title: text.testTitle(),
    columns: [
      text.column(),
      ...(groups ? [params.group_column] : []),
      statisticsText.n(),
      'W',
      statisticsText.pValue(),
      text.verdict({ alpha: params.alpha }),
    ],
    rows: samples
      .filter((sample) => !(groups && sample.values.length === 0))
      .map((sample) => {
        const result = resultOf.get(sample)
        return [
          sample.column,
          ...(groups ? [sample.group!] : []),
          sample.values.length,
          result ? cell(result.statistic) : null,
          result ? cell(result.pValue) : null,
          result ? verdict(result.pValue) : text.untestable(),
        ]
      }),
  }
  const charts = columns
    .map((column) =>
      qqChart(
        column,
        tested.filter((entry) => entry.sample.column === column),
        columns.length,
        params,
      ),
    )
    .filter((chart): chart is ChartSpec => chart !== null)
  return {
    charts,
    tables: [testTable],
    files: [],
    notes: [
      ...tested.map((entry) =>
        text.note({
          sample: entry.label,
          w: shown(entry.statistic),
          p: shown(entry.pValue),
          n: entry.sample.values.length,
          verdict: verdict(entry.pValue),
        }),
      ),
      ...skipped,
      ...(rowsWithoutGroup > 0 ? [columnSamplesText.rowsWithoutGroup({ rows: rowsWithoutGroup })] : []),
      text.method(),
    ],
  }
}

function qqChart(
  column: string,
  entries: Tested[],
  columnCount: number,
  params: { title: string; width: number; height: number },
): ChartSpec | null {
  if (entries.length === 0) return null
  const shown = (value: number) => formatNumber(value, NOTE_STYLE)
  const single = entries.length === 1
  const datasets: Record<string, unknown>[] = []
  entries.forEach((entry, g) => {
    const qq = normalQq(entry.sample.values)
    const colour = paletteColour(g)
    const low = qq.theoretical[0]
    const high = qq.theoretical[qq.theoretical.length - 1]
    datasets.push({
      type: 'scatter',
      label: single
        ? entry.label
        : text.groupSeries({ group: entry.sample.group ?? '', w: shown(entry.statistic), p: shown(entry.pValue) }),
      data: Array.from(qq.theoretical, (x, k) => ({ x, y: qq.sample[k] })),
      backgroundColor: withAlpha(colour, 0.75),
      borderWidth: 0,
      pointRadius: 3,
    })
    datasets.push({
      type: 'line',
      label: text.qqLine({ series: single ? entry.label : (entry.sample.group ?? '') }),
      data: [
        { x: low, y: qq.line.intercept + qq.line.slope * low },
        { x: high, y: qq.line.intercept + qq.line.slope * high },
      ],
      borderColor: colour,
      borderWidth: 1.5,
      borderDash: [6, 4],
      pointRadius: 0,
    })
  })
  const title: ResultText =
    columnCount === 1
      ? chartTitle(params.title, text.chartTitle())
      : params.title !== ''
        ? `${params.title}: ${column}`
        : text.chartTitleOf({ column })
  const subtitle = single ? text.subtitle({ w: shown(entries[0].statistic), p: shown(entries[0].pValue) }) : undefined
  return chartSpec(
    {
      id: columnCount === 1 ? 'qq' : `qq-${column}`,
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: { ...titleOptions(title, subtitle ? { subtitle } : {}), legend: inkedLegendOptions('top') },
        scales: {
          x: inkedAxisOptions(text.theoreticalAxis(), { type: 'linear' }),
          y: inkedAxisOptions(column, { type: 'linear' }),
        },
      },
    },
    { width: params.width, height: params.height },
  )
}
