import { numericColumn } from '../../../analysis/io/column-table'
import { inkedAxisOptions } from '../../kit/chart-style'
import { choiceParam, numberParam, requiredColumnParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import type { ToolExecutor } from '../../kit/types'
import { ANNOTATION_AXES, readDifferential, regulationChart, regulationColours } from '../differential'
import { readInputTable } from '../shared'

const A_SCALES = ['linear', 'log10'] as const

/**
 * MA plot: each gene's log fold change (M) against its mean expression (A), coloured up, down or
 * not significant as in the volcano plot. A may be plotted as given (log CPM, limma's AveExpr) or
 * on a log10 axis (DESeq2's baseMean), where genes with A ≤ 0 cannot be drawn.
 */
export const maPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const aColumn = requiredColumnParam(input, 'a_column', { zh: '平均表达量（A）', en: 'mean expression (A)' })
  const aScale = choiceParam(input, 'a_scale', A_SCALES, 'linear')
  const differential = readDifferential(input, table, '')
  const labelTop = numberParam(input, 'label_top', { min: 0, max: 100, fallback: 10, integer: true })
  const colours = regulationColours(input)
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

  const { chart, summaryNote, thinningNotes } = regulationChart(input, table, differential, {
    id: 'ma-plot',
    title: { zh: 'MA 图', en: 'MA plot' },
    pointOf,
    colours,
    labelTop,
    referenceLines,
    scales: {
      x: inkedAxisOptions(`${aColumn}${aScale === 'log10' ? say('（对数轴）', ' (log scale)') : ''}`, {
        type: aScale === 'log10' ? 'logarithmic' : 'linear',
      }),
      y: inkedAxisOptions(`${differential.foldChangeColumn} (M)`, { type: 'linear' }),
    },
    size: { width: 820, height: 600 },
  })
  const notes = [summaryNote, ...thinningNotes]
  if (differential.missing.size > 0) {
    notes.push(
      say(
        `${differential.missing.size} 行缺少数值${aScale === 'log10' ? '或 A ≤ 0（对数轴上无法画出）' : ''}，未画出。`,
        `${differential.missing.size} rows lack a value${aScale === 'log10' ? ' or have A ≤ 0 (no place on a log axis)' : ''} and are not drawn.`,
      ),
    )
  }
  return { charts: [chart], tables: [], files: [], notes }
}
