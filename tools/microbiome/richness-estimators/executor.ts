import { richnessEstimators } from '../../../analysis/diversity/richness-estimators'
import { sampleTotals } from '../../../analysis/feature-table'
import { cell, formatNumber, paletteColour, plainTitleOptions, withAlpha } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ResultTable, ToolExecutor } from '../../kit/types'
import { countDataWarnings, NUMBER_STYLE, readGrouping, readTableInput } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Chao1 and ACE richness estimates with their standard errors per sample (vegan's estimateR), as
 * bars with error bars beside the observed richness, and a table of the estimates.
 */
export const richnessEstimatorsExecutor: ToolExecutor = async (input) => {
  const { group_column: column, order } = parameters.parse(input)
  const table = await readTableInput(input)
  const grouping = readGrouping(input, table, { required: false, column })
  const estimates = richnessEstimators(table)
  const totals = sampleTotals(table)
  const width = table.featureIds.length
  const classCount = (s: number, value: number) => {
    let n = 0
    for (let f = 0; f < width; f++) if (table.counts[s * width + f] === value) n++
    return n
  }

  let samples = table.sampleIds.map((_, s) => s)
  if (order === 'chao1')
    samples.sort((a, b) => (estimates.chao1[b] || -Infinity) - (estimates.chao1[a] || -Infinity) || a - b)
  if (grouping) {
    // Samples of one group side by side, groups in order of first appearance (ungrouped last).
    const rank = (s: number) => {
      const g = grouping.groups.indexOf(grouping.grouping[s])
      return g === -1 ? grouping.groups.length : g
    }
    samples = [...samples].sort((a, b) => rank(a) - rank(b) || samples.indexOf(a) - samples.indexOf(b))
  }

  const bars = (values: Float64Array, errors: Float64Array | null) =>
    samples.map((s) =>
      Number.isFinite(values[s])
        ? errors && Number.isFinite(errors[s])
          ? { y: values[s], yMin: values[s] - errors[s], yMax: values[s] + errors[s] }
          : { y: values[s], yMin: values[s], yMax: values[s] }
        : { y: null, yMin: null, yMax: null },
    )
  const series = [
    { label: text.observed(), values: estimates.observed, errors: null, colour: '#9e9e9e' },
    { label: text.chao1(), values: estimates.chao1, errors: estimates.chao1StandardError, colour: paletteColour(0) },
    { label: text.ace(), values: estimates.ace, errors: estimates.aceStandardError, colour: paletteColour(1) },
  ]
  const subtitle = grouping ? text.groupedBy({ column: grouping.column }) : undefined
  const chart = {
    id: 'richness-estimators',
    title: text.chartTitle(),
    type: 'barWithErrorBars' as const,
    data: {
      labels: samples.map((s) => table.sampleIds[s]),
      datasets: series.map(({ label, values, errors, colour }) => ({
        label,
        data: bars(values, errors),
        backgroundColor: withAlpha(colour, 0.7),
        borderColor: colour,
        borderWidth: 1,
        errorBarColor: '#333333',
        errorBarWhiskerColor: '#333333',
      })),
    },
    options: {
      plugins: { ...plainTitleOptions(text.chartTitle(), subtitle), legend: { display: true, position: 'top' } },
      scales: { y: { beginAtZero: true, title: { display: true, text: text.axisRichness() } } },
    },
    width: Math.min(3000, Math.max(700, 200 + 45 * samples.length)),
    height: 520,
  }

  const unseen = (s: number) => 100 * (estimates.chao1[s] / estimates.observed[s] - 1)
  const resultTable: ResultTable = {
    id: 'richness-estimators',
    title: text.tableTitle(),
    columns: [
      text.sample(),
      ...(grouping ? [grouping.column] : []),
      text.reads(),
      text.observedColumn(),
      text.singletons(),
      text.doubletons(),
      'Chao1',
      text.chao1Se(),
      'ACE',
      text.aceSe(),
      text.unseenShare(),
    ],
    rows: samples.map((s) => [
      table.sampleIds[s],
      ...(grouping ? [grouping.grouping[s]] : []),
      totals[s],
      estimates.observed[s],
      classCount(s, 1),
      classCount(s, 2),
      cell(estimates.chao1[s]),
      cell(estimates.chao1StandardError[s]),
      cell(estimates.ace[s]),
      cell(estimates.aceStandardError[s]),
      cell(unseen(s)),
    ]),
  }

  const notes: ResultText[] = []
  const defined = table.sampleIds.map((_, s) => s).filter((s) => Number.isFinite(unseen(s)))
  if (defined.length > 0) {
    const shares = defined.map(unseen)
    const format = (value: number) => formatNumber(value, NUMBER_STYLE)
    notes.push(
      text.summary({
        samples: table.sampleIds.length,
        unseen: format(shares.reduce((sum, v) => sum + v, 0) / shares.length),
        lowest: format(Math.min(...shares)),
        highest: format(Math.max(...shares)),
      }),
    )
  }
  const undefinedSamples = table.sampleIds.filter(
    (_, s) => !Number.isFinite(estimates.chao1[s]) || !Number.isFinite(estimates.ace[s]),
  )
  if (undefinedSamples.length > 0)
    notes.push(text.undefinedSamples({ count: undefinedSamples.length, samples: undefinedSamples.join(', ') }))
  notes.push(text.method())
  return {
    charts: [chart],
    tables: [resultTable],
    files: [],
    notes,
    warnings: countDataWarnings(table, 'alphaCounts'),
  }
}
