import {
  boxplotStatistics,
  extent,
  interquartileRange,
  mean,
  quantile,
  standardDeviation,
  standardError,
} from '../../../analysis/stats/descriptive'
import { kurtosis, skewness } from '../../../analysis/stats/moments'
import type { ResultText } from '../../../core/result-text'
import { boxElement } from '../../charts-basic/box-plot/executor'
import { axisOptions, cell, chartSpec, chartTitle, paletteColour, titleOptions, withAlpha } from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import { columnSamplesText, readColumnSamples, type ColumnSample } from '../column-samples'
import { statisticsText } from '../messages'
import { MAX_DRAWN_VALUES, readStatisticsTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Columns summarized at most. */
const MAX_COLUMNS = 50

/**
 * n, missing, mean, SD, SE, the five numbers (R quantile type 7), IQR, CV, skewness and kurtosis
 * (e1071's types) of each chosen column, or of each group of each column, with their box plots.
 */
export const descriptiveStatisticsExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readStatisticsTable(input)
  const { columns, groups, samples, rowsWithoutGroup } = readColumnSamples(
    table,
    params.value_columns,
    params.group_column,
    MAX_COLUMNS,
  )
  const shownSamples = samples.filter((sample) => !(groups && sample.values.length === 0 && sample.missing === 0))
  const type = params.moment_type
  const row = (sample: ColumnSample) => {
    const values = sample.values
    const { minimum, maximum } = extent(values)
    const average = mean(values)
    const sd = standardDeviation(values)
    return [
      sample.column,
      ...(groups ? [sample.group!] : []),
      values.length,
      sample.missing,
      cell(average),
      cell(sd),
      cell(standardError(values)),
      cell(minimum),
      cell(quantile(values, 0.25)),
      cell(quantile(values, 0.5)),
      cell(quantile(values, 0.75)),
      cell(maximum),
      cell(values.length > 0 ? interquartileRange(values) : NaN),
      cell((100 * sd) / average),
      cell(skewness(values, type)),
      cell(kurtosis(values, type)),
    ]
  }

  const total = samples.reduce((sum, sample) => sum + sample.values.length, 0)
  const drawPoints = params.show_points && total <= MAX_DRAWN_VALUES
  const series: (string | null)[] = groups ?? [null]
  const title = chartTitle(params.title, text.chartTitle())
  const datasets = series.map((group, g) => {
    const colour = (index: number) => paletteColour(groups ? g : index)
    return {
      label: group ?? text.valueAxis(),
      data: columns.map((column) => {
        const sample = samples.find((candidate) => candidate.column === column && candidate.group === group)!
        return sample.values.length > 0 ? boxElement(sample.values, boxplotStatistics(sample.values), drawPoints) : null
      }),
      backgroundColor: groups ? withAlpha(colour(0), 0.45) : columns.map((_, c) => withAlpha(colour(c), 0.45)),
      borderColor: groups ? colour(0) : columns.map((_, c) => colour(c)),
      borderWidth: 1.5,
      medianColor: '#222222',
      outlierStyle: 'circle',
      outlierRadius: 3,
      outlierBackgroundColor: '#ffffff',
      outlierBorderColor: '#222222',
      itemRadius: drawPoints ? 2 : 0,
      itemStyle: 'circle',
      itemBackgroundColor: withAlpha('#333333', 0.5),
      itemBorderColor: withAlpha('#333333', 0.5),
      meanRadius: 3.5,
      meanBackgroundColor: '#222222',
      meanBorderColor: '#222222',
      maxBarThickness: 80,
    }
  })
  const valueAxis: ResultText = columns.length === 1 ? columns[0] : text.valueAxis()
  return {
    charts: [
      chartSpec(
        {
          id: 'descriptive',
          title,
          type: 'boxplot',
          data: { labels: columns, datasets },
          options: {
            plugins: { ...titleOptions(title), legend: { display: groups !== null, position: 'top' } },
            scales: {
              x: axisOptions(text.column(), { grid: { display: false } }),
              y: axisOptions(valueAxis, { beginAtZero: false }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'descriptive',
        title: text.tableTitle(),
        columns: [
          text.column(),
          ...(groups ? [params.group_column] : []),
          statisticsText.n(),
          text.missing(),
          statisticsText.mean(),
          statisticsText.standardDeviation(),
          statisticsText.standardError(),
          text.minimum(),
          text.q1(),
          statisticsText.median(),
          text.q3(),
          text.maximum(),
          text.iqr(),
          text.cv(),
          text.skewness(),
          text.kurtosis(),
        ],
        rows: shownSamples.map(row),
      },
    ],
    files: [],
    notes: [
      text.conventions({ type }),
      text.boxNote(),
      ...(rowsWithoutGroup > 0 ? [columnSamplesText.rowsWithoutGroup({ rows: rowsWithoutGroup })] : []),
    ],
  }
}
