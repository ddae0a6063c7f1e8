import { numericColumn } from '../../../analysis/io/column-table'
import { ToolRunError, type ToolExecutor } from '../types'
import { countOf, mostSignificant, pointLabelAnnotations, readDifferential, regulationColours, regulationDatasets, thinningNote } from './differential'
import { axis, chartSize, chartSpec, chartTitle, choiceParam, columnParam, formatNumber, inLanguage, legend, numberParam, readInputTable, titleOptions } from './shared'

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
  const aColumn = columnParam(input, 'a_column')
  if (aColumn === '') throw new ToolRunError('1001', say('请选择平均表达量（A）列。', 'Choose the mean expression (A) column.'))
  const aScale = choiceParam(input, 'a_scale', A_SCALES, 'linear')
  const differential = readDifferential(input, table, '')
  const labelTop = numberParam(input, 'label_top', { min: 0, max: 100, fallback: 10, integer: true })
  const colours = regulationColours(input)
  const meanExpression = numericColumn(table, aColumn, { allowMissing: true })
  meanExpression.forEach((a, r) => (Number.isNaN(a) || (aScale === 'log10' && a <= 0)) && differential.missing.add(r))

  const pointOf = (row: number) => (differential.missing.has(row) ? null : { x: meanExpression[row], y: differential.logFoldChange[row] })
  const { foldChange, alpha } = differential.thresholds
  const scales = { xScaleID: 'x', yScaleID: 'y' }
  const horizontal = (id: string, y: number, dashed: boolean) => [id, { type: 'line', ...scales, yMin: y, yMax: y, borderColor: dashed ? '#555555' : '#222222', borderWidth: 1, ...(dashed ? { borderDash: [5, 4] } : {}) }]
  const annotations: Record<string, unknown> = Object.fromEntries([
    horizontal('zero', 0, false),
    ...(foldChange > 0 ? [horizontal('foldChangeHigh', foldChange, true), horizontal('foldChangeLow', -foldChange, true)] : []),
  ])
  const labelled = mostSignificant(differential, labelTop)
    .filter((row) => !differential.missing.has(row))
    .map((row) => ({ point: { x: meanExpression[row], y: differential.logFoldChange[row] }, text: differential.labels[row] }))
  Object.assign(annotations, pointLabelAnnotations(labelled, scales))

  const up = countOf(differential, 'up')
  const down = countOf(differential, 'down')
  const drawn = table.rows.length - differential.missing.size
  const fcColumn = columnParam(input, 'fc_column')
  const criterion = differential.significanceColumn === '' ? `|${fcColumn}| ≥ ${formatNumber(foldChange)}` : `${differential.significanceColumn} < ${formatNumber(alpha)}, |${fcColumn}| ≥ ${formatNumber(foldChange)}`
  const drawing = regulationDatasets(differential, pointOf, colours, language)
  const title = chartTitle(input, { zh: 'MA 图', en: 'MA plot' })
  const chart = chartSpec(
    {
      id: 'ma-plot',
      title,
      type: 'scatter',
      data: { datasets: drawing.datasets },
      options: {
        plugins: {
          ...titleOptions(title, say(`上调 ${up}，下调 ${down}（${criterion}）`, `${up} up, ${down} down (${criterion})`)),
          legend: legend('top'),
          annotation: { annotations },
        },
        scales: {
          x: axis(`${aColumn}${aScale === 'log10' ? say('（对数轴）', ' (log scale)') : ''}`, { type: aScale === 'log10' ? 'logarithmic' : 'linear' }),
          y: axis(`${fcColumn} (M)`, { type: 'linear' }),
        },
      },
    },
    chartSize(input, { width: 820, height: 600 }),
  )

  const notes = [
    say(`共 ${drawn} 个基因：上调 ${up}，下调 ${down}，不显著 ${drawn - up - down}（判定：${criterion}）。`, `${drawn} genes: ${up} up, ${down} down, ${drawn - up - down} not significant (called by ${criterion}).`),
  ]
  notes.push(...thinningNote(drawing.stride, language))
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
