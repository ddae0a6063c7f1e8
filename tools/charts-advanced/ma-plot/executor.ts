import { numericColumn } from '../../../analysis/io/column-table'
import { chartTitle, inkedAxisOptions } from '../../kit/chart-style'
import type { ToolExecutor } from '../../kit/types'
import {
  ANNOTATION_AXES,
  chosenOrResultColumn,
  DE_RESULT_COLUMN,
  readDifferential,
  regulationChart,
  regulationColours,
} from '../differential'
import { readInputTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * MA plot: each gene's log fold change (M) against its mean expression (A), coloured up, down or
 * not significant as in the volcano plot. A may be plotted as given (log CPM, limma's AveExpr) or
 * on a log10 axis (DESeq2's baseMean), where genes with A ≤ 0 cannot be drawn. A differential
 * expression result of this platform is read as it is, its columns chosen by name.
 */
export const maPlotExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { label_top: labelTop } = values
  const table = readInputTable(input)
  const aColumn = chosenOrResultColumn(table, values.a_column, DE_RESULT_COLUMN.meanExpression, 'a_column')
  // A result's base_mean is a mean of normalised counts, which only a log axis spreads out.
  const aScale = values.a_column === '' ? 'log10' : values.a_scale
  const differential = readDifferential(table, values, '')
  const colours = regulationColours(values)
  const meanExpression = numericColumn(table, aColumn, { allowMissing: true })
  meanExpression.forEach((a, r) => (Number.isNaN(a) || (aScale === 'log10' && a <= 0)) && differential.missing.add(r))

  const pointOf = (row: number) =>
    differential.missing.has(row) ? null : { x: meanExpression[row], y: differential.logFoldChange[row] }
  const { foldChange } = differential.thresholds
  const horizontal = (id: string, y: number, dashed: boolean) => [
    id,
    {
      type: 'line',
      ...ANNOTATION_AXES,
      yMin: y,
      yMax: y,
      borderColor: dashed ? '#555555' : '#222222',
      borderWidth: 1,
      ...(dashed ? { borderDash: [5, 4] } : {}),
    },
  ]
  const referenceLines = Object.fromEntries([
    horizontal('zero', 0, false),
    ...(foldChange > 0
      ? [horizontal('foldChangeHigh', foldChange, true), horizontal('foldChangeLow', -foldChange, true)]
      : []),
  ])

  const { chart, summaryNote, thinningNotes } = regulationChart(table, differential, {
    id: 'ma-plot',
    title: chartTitle(values.title, text.chartTitle()),
    pointOf,
    colours,
    labelTop,
    referenceLines,
    scales: {
      x: inkedAxisOptions(aScale === 'log10' ? text.logAxis({ column: aColumn }) : aColumn, {
        type: aScale === 'log10' ? 'logarithmic' : 'linear',
      }),
      y: inkedAxisOptions(`${differential.foldChangeColumn} (M)`, { type: 'linear' }),
    },
    size: { width: values.width, height: values.height },
  })
  const notes = [summaryNote, ...thinningNotes]
  if (differential.missing.size > 0)
    notes.push((aScale === 'log10' ? text.missingRowsOnLogAxis : text.missingRows)({ rows: differential.missing.size }))
  return { charts: [chart], tables: [], files: [], notes }
}
