import { numericColumn } from '../../../analysis/io/column-table'
import { cell, chartTitle, formatNumber, inkedAxisOptions } from '../../kit/chart-style'
import type { ResultText } from '../../../core/result-text'
import type { ToolExecutor } from '../../kit/types'
import {
  ANNOTATION_AXES,
  chosenOrResultColumn,
  DE_RESULT_COLUMN,
  mostSignificant,
  readDifferential,
  regulationChart,
  regulationColours,
  regulationName,
} from '../differential'
import { checkPValues, extent, formatPValue, NUMBER_STYLE, readInputTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Volcano plot of a differential-expression result: log fold change against −log10 p, genes
 * coloured up, down or not significant by the form's fold-change and p (or adjusted p)
 * thresholds, with the thresholds drawn as lines and the most significant genes labelled. A
 * differential expression result of this platform is read as it is, its columns chosen by name.
 */
export const volcanoPlotExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { label_top: labelTop } = values
  const table = readInputTable(input)
  const pColumn = chosenOrResultColumn(table, values.p_column, DE_RESULT_COLUMN.pValue, 'p_column')
  const differential = readDifferential(table, values, pColumn)
  const colours = regulationColours(values)
  const pValues = numericColumn(table, pColumn, { allowMissing: true })
  checkPValues(table, pColumn, pValues)
  pValues.forEach((p, r) => Number.isNaN(p) && differential.missing.add(r))

  // p = 0 (below the smallest double) has no −log10; such genes are drawn just above the highest finite one.
  const finiteHeights = Array.from(pValues, (p) => -Math.log10(p)).filter(Number.isFinite)
  const ceiling = finiteHeights.length > 0 ? extent(finiteHeights).max * 1.05 : 300
  const zeroP = Array.from(pValues).filter((p) => p === 0).length
  const pointOf = (row: number) => {
    const p = pValues[row]
    const fc = differential.logFoldChange[row]
    if (Number.isNaN(p) || Number.isNaN(fc)) return null
    // 0 − log10 p, not −log10 p: p = 1 would be −0, which the stored JSON turns into another number (0).
    return { x: fc, y: p === 0 ? ceiling : 0 - Math.log10(p) }
  }

  const { foldChange, alpha } = differential.thresholds
  const onPlottedP = differential.significanceColumn === pColumn
  const significantRows = differential.regulation.map((r, row) => (r !== 'none' ? row : -1)).filter((row) => row >= 0)
  // With an adjusted column, the horizontal line marks the largest raw p among the genes it calls significant.
  const pCutoff = onPlottedP
    ? alpha
    : significantRows.length > 0
      ? extent(significantRows.map((row) => pValues[row])).max
      : NaN
  const line = (id: string, bounds: Record<string, number>) => [
    id,
    { type: 'line', ...ANNOTATION_AXES, ...bounds, borderColor: '#555555', borderWidth: 1, borderDash: [5, 4] },
  ]
  const referenceLines = Object.fromEntries([
    ...(foldChange > 0
      ? [
          line('foldChangeHigh', { xMin: foldChange, xMax: foldChange }),
          line('foldChangeLow', { xMin: -foldChange, xMax: -foldChange }),
        ]
      : []),
    ...(Number.isFinite(pCutoff) && pCutoff > 0
      ? [line('pCutoff', { yMin: -Math.log10(pCutoff), yMax: -Math.log10(pCutoff) })]
      : []),
  ])

  const { chart, summaryNote, thinningNotes } = regulationChart(table, differential, {
    id: 'volcano',
    title: chartTitle(values.title, text.chartTitle()),
    pointOf,
    colours,
    labelTop,
    referenceLines,
    scales: {
      x: inkedAxisOptions(text.foldChangeAxis(), { type: 'linear' }),
      y: inkedAxisOptions(`−log10(${pColumn})`, { type: 'linear', min: 0 }),
    },
    size: { width: values.width, height: values.height },
  })

  const notes: ResultText[] = [summaryNote]
  if (!onPlottedP && Number.isFinite(pCutoff)) notes.push(text.pCutoffLine({ p: formatPValue(pCutoff) }))
  notes.push(...thinningNotes)
  if (zeroP > 0) notes.push(text.zeroP({ genes: zeroP, height: formatNumber(ceiling, NUMBER_STYLE) }))
  if (differential.missing.size > 0) notes.push(text.missingRows({ rows: differential.missing.size }))

  const significantTable = mostSignificant(differential, Infinity)
  return {
    charts: [chart],
    tables: [
      {
        id: 'significant-genes',
        title: text.significantTitle(),
        columns: [
          text.gene(),
          'log2FC',
          pColumn,
          ...(onPlottedP ? [] : [differential.significanceColumn]),
          text.direction(),
        ],
        rows: significantTable.map((row) => [
          differential.labels[row],
          cell(differential.logFoldChange[row]),
          cell(pValues[row]),
          ...(onPlottedP ? [] : [cell(differential.significance[row])]),
          regulationName(differential.regulation[row]),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
