/**
 * What the volcano and MA plots share: reading a differential-expression result table (fold
 * change, p-value, optional adjusted p-value and gene label), calling each gene up, down or not
 * significant by the form's thresholds, and the three coloured point datasets with labels for the
 * most significant genes.
 */
import { numericColumn, textColumn, type ColumnTable } from '../../../analysis/io/column-table'
import { ToolRunError, type ToolRunInput } from '../types'
import { colourParam, columnParam, inLanguage, numberParam, withAlpha, type Point } from './shared'

export type Regulation = 'up' | 'down' | 'none'

export interface DifferentialTable {
  /** One per row of the file, in file order. */
  labels: string[]
  logFoldChange: Float64Array
  /** The values significance is judged by (an adjusted p-value column when one is chosen); 0 when none is. */
  significance: Float64Array
  significanceColumn: string
  regulation: Regulation[]
  /** Rows with a missing fold change or significance value: drawn nowhere, counted in the notes. */
  missing: Set<number>
  thresholds: { foldChange: number; alpha: number }
}

/**
 * Reads the fold-change column `fc_column`, the significance column (`significance_column`, else
 * `fallbackSignificance`) and the optional `label_column`, and calls a gene up (down) when its
 * significance value is below `p_threshold` and its log fold change at least `fc_threshold` (at
 * most −`fc_threshold`). Without any significance column the fold change alone decides.
 */
export function readDifferential(input: ToolRunInput, table: ColumnTable, fallbackSignificance: string): DifferentialTable {
  const say = (zh: string, en: string) => inLanguage(input.language, zh, en)
  const fcColumn = columnParam(input, 'fc_column')
  if (fcColumn === '') throw new ToolRunError('1001', say('请选择倍数变化（log2FC）列。', 'Choose the log fold change column.'))
  const significanceColumn = columnParam(input, 'significance_column', fallbackSignificance)
  const labelColumn = columnParam(input, 'label_column', table.header[0])
  const foldChange = numberParam(input, 'fc_threshold', { min: 0, max: 100, fallback: 1 })
  const alpha = numberParam(input, 'p_threshold', { min: 0, max: 1, fallback: 0.05 })

  const logFoldChange = numericColumn(table, fcColumn, { allowMissing: true })
  const significance = significanceColumn === '' ? new Float64Array(table.rows.length) : numericColumn(table, significanceColumn, { allowMissing: true })
  significance.forEach((p, r) => {
    if (p < 0 || p > 1) {
      throw new ToolRunError('1002', say(`第 ${table.lines[r]} 行 "${significanceColumn}" 列的值 ${p} 不在 0 到 1 之间。`, `Line ${table.lines[r]}, column "${significanceColumn}": ${p} is not a p-value between 0 and 1.`))
    }
  })
  const missing = new Set<number>()
  const regulation = Array.from(logFoldChange, (fc, r): Regulation => {
    const p = significance[r]
    if (Number.isNaN(fc) || Number.isNaN(p)) {
      missing.add(r)
      return 'none'
    }
    if (significanceColumn !== '' && p >= alpha) return 'none'
    return fc >= foldChange ? 'up' : fc <= -foldChange ? 'down' : 'none'
  })
  return { labels: textColumn(table, labelColumn), logFoldChange, significance, significanceColumn, regulation, missing, thresholds: { foldChange, alpha } }
}

/** The form's three colours: up, down, not significant. */
export function regulationColours(input: ToolRunInput): Record<Regulation, string> {
  return { up: colourParam(input, 'up_colour', '#d62728'), down: colourParam(input, 'down_colour', '#1f77b4'), none: colourParam(input, 'none_colour', '#b0b0b0') }
}

export function regulationName(regulation: Regulation, language: ToolRunInput['language']): string {
  return { up: inLanguage(language, '上调', 'Up'), down: inLanguage(language, '下调', 'Down'), none: inLanguage(language, '不显著', 'Not significant') }[regulation]
}

export function countOf(table: DifferentialTable, regulation: Regulation): number {
  return table.regulation.filter((r, row) => r === regulation && !table.missing.has(row)).length
}

/** Beyond this many not-significant points the grey cloud is thinned evenly, so the chart stays light in a browser. */
const MAX_BACKGROUND_POINTS = 40_000

/**
 * One scatter dataset per regulation (not significant first, so the coloured points are drawn on
 * top), each labelled with its full count as in "Up (692)". `stride` > 1 says the not-significant
 * points were thinned to one in `stride`; significant genes are always all drawn.
 */
export function regulationDatasets(
  table: DifferentialTable,
  pointOf: (row: number) => Point | null,
  colours: Record<Regulation, string>,
  language: ToolRunInput['language'],
): { datasets: Record<string, unknown>[]; stride: number } {
  let stride = 1
  const datasets = (['none', 'down', 'up'] as const).map((regulation) => {
    let data: Point[] = []
    table.regulation.forEach((r, row) => {
      if (r !== regulation || table.missing.has(row)) return
      const point = pointOf(row)
      if (point) data.push(point)
    })
    const count = data.length
    if (regulation === 'none' && count > MAX_BACKGROUND_POINTS) {
      stride = Math.ceil(count / MAX_BACKGROUND_POINTS)
      data = data.filter((_, k) => k % stride === 0)
    }
    return {
      type: 'scatter',
      label: `${regulationName(regulation, language)} (${count})`,
      data,
      backgroundColor: withAlpha(colours[regulation], regulation === 'none' ? 0.5 : 0.75),
      borderWidth: 0,
      pointRadius: regulation === 'none' ? 2 : 2.8,
      pointHoverRadius: 5,
    }
  })
  return { datasets, stride }
}

/** The note that says the grey cloud was thinned. */
export function thinningNote(stride: number, language: ToolRunInput['language']): string[] {
  if (stride <= 1) return []
  return [inLanguage(language, `为保证图表流畅，不显著的基因按 1/${stride} 抽稀显示；计数与表格包含全部基因。`, `To keep the chart responsive, not-significant genes are thinned to 1 in ${stride}; counts and tables include every gene.`)]
}

/** Rows of significant genes, most significant first, at most `count`. */
export function mostSignificant(table: DifferentialTable, count: number): number[] {
  return table.regulation
    .map((r, row) => ({ r, row }))
    .filter(({ r }) => r !== 'none')
    .sort((a, b) => table.significance[a.row] - table.significance[b.row] || Math.abs(table.logFoldChange[b.row]) - Math.abs(table.logFoldChange[a.row]))
    .slice(0, count)
    .map(({ row }) => row)
}

/** A text label beside each point (annotation plugin), nudged away from the point it names. */
export function pointLabelAnnotations(points: { point: Point; text: string }[], scales: { xScaleID: string; yScaleID: string }): Record<string, unknown> {
  return Object.fromEntries(
    points.map(({ point, text }, k) => [
      `label${k}`,
      {
        type: 'label',
        ...scales,
        xValue: point.x,
        yValue: point.y,
        content: text,
        position: { x: point.x >= 0 ? 'start' : 'end', y: 'center' },
        xAdjust: point.x >= 0 ? 5 : -5,
        color: '#222222',
        font: { size: 10 },
        padding: 1,
      },
    ]),
  )
}
