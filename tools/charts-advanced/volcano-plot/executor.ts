import { numericColumn } from '../../../analysis/io/column-table'
import { cell, formatNumber, inkedAxisOptions } from '../../kit/chart-style'
import { inLanguage } from '../../../core/language'
import { numberParam, requiredColumnParam } from '../../kit/params'
import type { ToolExecutor } from '../../kit/types'
import {
  ANNOTATION_AXES,
  mostSignificant,
  readDifferential,
  regulationChart,
  regulationColours,
  regulationName,
} from '../differential'
import { checkPValues, extent, formatPValue, NUMBER_STYLE, readInputTable } from '../shared'

/**
 * Volcano plot of a differential-expression result: log fold change against −log10 p, genes
 * coloured up, down or not significant by the form's fold-change and p (or adjusted p)
 * thresholds, with the thresholds drawn as lines and the most significant genes labelled.
 */
export const volcanoPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const pColumn = requiredColumnParam(input, 'p_column', { zh: ' p 值', en: 'p-value' })
  const differential = readDifferential(input, table, pColumn)
  const labelTop = numberParam(input, 'label_top', { min: 0, max: 100, fallback: 10, integer: true })
  const colours = regulationColours(input)
  const pValues = numericColumn(table, pColumn, { allowMissing: true })
  checkPValues(table, pColumn, pValues, language)
  pValues.forEach((p, r) => Number.isNaN(p) && differential.missing.add(r))

  // p = 0 (below the smallest double) has no −log10; such genes are drawn just above the highest finite one.
  const finiteHeights = Array.from(pValues, (p) => -Math.log10(p)).filter(Number.isFinite)
  const ceiling = finiteHeights.length > 0 ? extent(finiteHeights).max * 1.05 : 300
  const zeroP = Array.from(pValues).filter((p) => p === 0).length
  const pointOf = (row: number) => {
    const p = pValues[row]
    const fc = differential.logFoldChange[row]
    if (Number.isNaN(p) || Number.isNaN(fc)) return null
    return { x: fc, y: p === 0 ? ceiling : -Math.log10(p) }
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

  const { chart, summaryNote, thinningNotes } = regulationChart(input, table, differential, {
    id: 'volcano',
    title: { zh: '火山图', en: 'Volcano plot' },
    pointOf,
    colours,
    labelTop,
    referenceLines,
    scales: {
      x: inkedAxisOptions(say('log2 倍数变化', 'log2 fold change'), { type: 'linear' }),
      y: inkedAxisOptions(`−log10(${pColumn})`, { type: 'linear', min: 0 }),
    },
    size: { width: 820, height: 640 },
  })

  const notes = [summaryNote]
  if (!onPlottedP && Number.isFinite(pCutoff)) {
    notes.push(
      say(
        `水平虚线为被判为显著的基因中最大的原始 p 值（${formatPValue(pCutoff)}）。`,
        `The horizontal line marks the largest raw p-value among the genes called significant (${formatPValue(pCutoff)}).`,
      ),
    )
  }
  notes.push(...thinningNotes)
  if (zeroP > 0)
    notes.push(
      say(
        `${zeroP} 个基因的 p 值为 0，画在最高处（−log10 p = ${formatNumber(ceiling, NUMBER_STYLE)}）。`,
        `${zeroP} genes have p = 0 and are drawn at the top (−log10 p = ${formatNumber(ceiling, NUMBER_STYLE)}).`,
      ),
    )
  if (differential.missing.size > 0)
    notes.push(
      say(
        `${differential.missing.size} 行缺少倍数变化或 p 值，未画出。`,
        `${differential.missing.size} rows lack a fold change or p-value and are not drawn.`,
      ),
    )

  const significantTable = mostSignificant(differential, Infinity)
  return {
    charts: [chart],
    tables: [
      {
        id: 'significant-genes',
        title: say('显著差异基因', 'Significant genes'),
        columns: [
          say('基因', 'Gene'),
          'log2FC',
          pColumn,
          ...(onPlottedP ? [] : [differential.significanceColumn]),
          say('方向', 'Direction'),
        ],
        rows: significantTable.map((row) => [
          differential.labels[row],
          cell(differential.logFoldChange[row]),
          cell(pValues[row]),
          ...(onPlottedP ? [] : [cell(differential.significance[row])]),
          regulationName(differential.regulation[row], language),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
