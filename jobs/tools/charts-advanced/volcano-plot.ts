import { numericColumn } from '../../../analysis/io/column-table'
import { ToolRunError, type ToolExecutor } from '../types'
import { countOf, mostSignificant, pointLabelAnnotations, readDifferential, regulationColours, regulationDatasets, thinningNote, regulationName } from './differential'
import { axis, cell, chartSize, chartSpec, chartTitle, columnParam, extent, formatNumber, formatPValue, inLanguage, legend, numberParam, readInputTable, titleOptions } from './shared'

/**
 * Volcano plot of a differential-expression result: log fold change against −log10 p, genes
 * coloured up, down or not significant by the form's fold-change and p (or adjusted p)
 * thresholds, with the thresholds drawn as lines and the most significant genes labelled.
 */
export const volcanoPlotExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const pColumn = columnParam(input, 'p_column')
  if (pColumn === '') throw new ToolRunError('1001', say('请选择 p 值列。', 'Choose the p-value column.'))
  const differential = readDifferential(input, table, pColumn)
  const labelTop = numberParam(input, 'label_top', { min: 0, max: 100, fallback: 10, integer: true })
  const colours = regulationColours(input)
  const pValues = numericColumn(table, pColumn, { allowMissing: true })
  pValues.forEach((p, r) => {
    if (p < 0 || p > 1) throw new ToolRunError('1002', say(`第 ${table.lines[r]} 行 "${pColumn}" 列的值 ${p} 不在 0 到 1 之间。`, `Line ${table.lines[r]}, column "${pColumn}": ${p} is not a p-value between 0 and 1.`))
  })
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
  const pCutoff = onPlottedP ? alpha : significantRows.length > 0 ? extent(significantRows.map((row) => pValues[row])).max : NaN
  const scales = { xScaleID: 'x', yScaleID: 'y' }
  const line = (id: string, bounds: Record<string, number>) => [id, { type: 'line', ...scales, ...bounds, borderColor: '#555555', borderWidth: 1, borderDash: [5, 4] }]
  const annotations: Record<string, unknown> = Object.fromEntries([
    ...(foldChange > 0 ? [line('foldChangeHigh', { xMin: foldChange, xMax: foldChange }), line('foldChangeLow', { xMin: -foldChange, xMax: -foldChange })] : []),
    ...(Number.isFinite(pCutoff) && pCutoff > 0 ? [line('pCutoff', { yMin: -Math.log10(pCutoff), yMax: -Math.log10(pCutoff) })] : []),
  ])
  const labelled = mostSignificant(differential, labelTop)
    .map((row) => ({ point: pointOf(row), text: differential.labels[row] }))
    .filter((item): item is { point: { x: number; y: number }; text: string } => item.point !== null)
  Object.assign(annotations, pointLabelAnnotations(labelled, scales))

  const up = countOf(differential, 'up')
  const down = countOf(differential, 'down')
  const drawn = table.rows.length - differential.missing.size
  const criterion = `${differential.significanceColumn} < ${formatNumber(alpha)}, |${columnParam(input, 'fc_column')}| ≥ ${formatNumber(foldChange)}`
  const drawing = regulationDatasets(differential, pointOf, colours, language)
  const title = chartTitle(input, { zh: '火山图', en: 'Volcano plot' })
  const chart = chartSpec(
    {
      id: 'volcano',
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
          x: axis(say('log2 倍数变化', 'log2 fold change'), { type: 'linear' }),
          y: axis(`−log10(${pColumn})`, { type: 'linear', min: 0 }),
        },
      },
    },
    chartSize(input, { width: 820, height: 640 }),
  )

  const notes = [
    say(
      `共 ${drawn} 个基因：上调 ${up}，下调 ${down}，不显著 ${drawn - up - down}（判定：${criterion}）。`,
      `${drawn} genes: ${up} up, ${down} down, ${drawn - up - down} not significant (called by ${criterion}).`,
    ),
  ]
  if (!onPlottedP && Number.isFinite(pCutoff)) {
    notes.push(say(`水平虚线为被判为显著的基因中最大的原始 p 值（${formatPValue(pCutoff)}）。`, `The horizontal line marks the largest raw p-value among the genes called significant (${formatPValue(pCutoff)}).`))
  }
  notes.push(...thinningNote(drawing.stride, language))
  if (zeroP > 0) notes.push(say(`${zeroP} 个基因的 p 值为 0，画在最高处（−log10 p = ${formatNumber(ceiling)}）。`, `${zeroP} genes have p = 0 and are drawn at the top (−log10 p = ${formatNumber(ceiling)}).`))
  if (differential.missing.size > 0) notes.push(say(`${differential.missing.size} 行缺少倍数变化或 p 值，未画出。`, `${differential.missing.size} rows lack a fold change or p-value and are not drawn.`))

  const significantTable = mostSignificant(differential, Infinity)
  return {
    charts: [chart],
    tables: [
      {
        id: 'significant-genes',
        title: say('显著差异基因', 'Significant genes'),
        columns: [say('基因', 'Gene'), 'log2FC', pColumn, ...(onPlottedP ? [] : [differential.significanceColumn]), say('方向', 'Direction')],
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
