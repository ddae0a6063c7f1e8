import { numericColumn } from '../../../analysis/io/column-table'
import { rescaleLinearly } from '../../../analysis/stats/rescale'
import { chartSpec, chartTitle, paletteColours, titleOptions } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * A word cloud (chartjs-chart-wordcloud): rows of the same word added up, the most frequent kept,
 * font sizes scaled from the smallest to the largest by the frequency or its square root (so a word's
 * area, not its height, follows the count). The layout is seeded, so the browser and the PNG agree.
 */
export const wordCloudExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  if (!(params.max_size > params.min_size))
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.sizeOrder())
  const table = readChartTable(input)
  const wordIndex = table.header.indexOf(params.word_column)
  const counts = params.frequency_column ? numericColumn(table, params.frequency_column) : null
  const frequencyOf = new Map<string, number>()
  table.rows.forEach((row, r) => {
    const word = row[wordIndex]?.trim() ?? ''
    if (word === '') return
    const count = counts ? counts[r] : 1
    if (!(count > 0))
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.badFrequency({
          file: table.fileName ?? '',
          line: table.lines[r],
          column: params.frequency_column,
          value: count,
        }),
      )
    frequencyOf.set(word, (frequencyOf.get(word) ?? 0) + count)
  })
  if (frequencyOf.size === 0) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.noWords())
  // Most frequent first; ties keep the order of the table.
  const words = [...frequencyOf.entries()]
    .map(([word, frequency], order) => ({ word, frequency, order }))
    .sort((a, b) => b.frequency - a.frequency || a.order - b.order)
    .slice(0, params.max_words)
  const scaled = words.map(({ frequency }) => (params.scaling === 'sqrt' ? Math.sqrt(frequency) : frequency))
  const sizes = rescaleLinearly(scaled, params.min_size, params.max_size).map((size) => Math.round(size * 10) / 10)

  const colourAt = paletteColours(params.palette)
  const title = chartTitle(params.title, text.chartName())
  return {
    charts: [
      chartSpec(
        {
          id: 'word-cloud',
          title,
          type: 'wordCloud',
          data: {
            labels: words.map(({ word }) => word),
            datasets: [
              {
                label: params.frequency_column || text.frequency(),
                data: sizes,
                color: words.map((_, i) => colourAt(i)),
                padding: 2,
                // d3-cloud writes an unset weight as 1, which a canvas font string does not accept.
                weight: 'normal',
                randomRotationSeed: 'biocloud',
                ...(params.rotate
                  ? { minRotation: -90, maxRotation: 0, rotationSteps: 2 }
                  : { minRotation: 0, maxRotation: 0 }),
              },
            ],
          },
          options: { plugins: { ...titleOptions(title), legend: { display: false }, tooltip: { enabled: false } } },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'words',
        title: text.wordsTitle(),
        columns: [table.header[wordIndex] || text.word(), params.frequency_column || text.frequency(), text.fontSize()],
        rows: words.map(({ word, frequency }, i) => [word, frequency, sizes[i]]),
      },
    ],
    files: [],
    notes: [
      text.summaryNote({
        drawn: words.length,
        words: frequencyOf.size,
        min: params.min_size,
        max: params.max_size,
        scaling: params.scaling === 'sqrt' ? text.sqrtScaling() : text.linearScaling(),
      }),
    ],
  }
}
