/**
 * What the volcano and MA plots share: reading a differential-expression result table (fold
 * change, p-value, optional adjusted p-value and gene label), calling each gene up, down or not
 * significant by the form's thresholds, and the scatter chart of the three calls with labels for
 * the most significant genes.
 */
import type { ChartSpec } from '../../core/charts/chart-spec'
import { numericColumn, textColumn, type ColumnTable } from '../../analysis/io/column-table'
import {
  chartSize,
  chartSpec,
  chartTitle,
  formatNumber,
  inkedLegendOptions,
  titleOptions,
  withAlpha,
  type ChartSize,
} from '../kit/chart-style'
import { colourParam, columnParam, numberParam, requiredColumnParam } from '../kit/params'
import { inLanguage, type Language } from '../../core/language'
import type { ToolRunInput } from '../kit/types'
import { checkPValues, NUMBER_STYLE, SUBTITLE_STYLE, type Point } from './shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../core/tool-limits'

export type Regulation = 'up' | 'down' | 'none'

export interface DifferentialTable {
  /** One per row of the file, in file order. */
  labels: string[]
  foldChangeColumn: string
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
export function readDifferential(
  input: ToolRunInput,
  table: ColumnTable,
  fallbackSignificance: string,
): DifferentialTable {
  const fcColumn = requiredColumnParam(input, 'fc_column', { zh: '倍数变化（log2FC）', en: 'log fold change' })
  const significanceColumn = columnParam(input, 'significance_column', fallbackSignificance)
  const labelColumn = columnParam(input, 'label_column', table.header[0])
  const foldChange = numberParam(input, 'fc_threshold', { min: 0, max: 100, fallback: 1 })
  const alpha = numberParam(input, 'p_threshold', { min: 0, max: 1, fallback: 0.05 })

  const logFoldChange = numericColumn(table, fcColumn, { allowMissing: true })
  const significance =
    significanceColumn === ''
      ? new Float64Array(table.rows.length)
      : numericColumn(table, significanceColumn, { allowMissing: true })
  checkPValues(table, significanceColumn, significance, input.language)
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
  return {
    labels: textColumn(table, labelColumn),
    foldChangeColumn: fcColumn,
    logFoldChange,
    significance,
    significanceColumn,
    regulation,
    missing,
    thresholds: { foldChange, alpha },
  }
}

/** The form's three colours: up, down, not significant. */
export function regulationColours(input: ToolRunInput): Record<Regulation, string> {
  return {
    up: colourParam(input, 'up_colour', '#d62728'),
    down: colourParam(input, 'down_colour', '#1f77b4'),
    none: colourParam(input, 'none_colour', '#b0b0b0'),
  }
}

export function regulationName(regulation: Regulation, language: Language): string {
  return {
    up: inLanguage(language, '上调', 'Up'),
    down: inLanguage(language, '下调', 'Down'),
    none: inLanguage(language, '不显著', 'Not significant'),
  }[regulation]
}

function countOf(table: DifferentialTable, regulation: Regulation): number {
  return table.regulation.filter((r, row) => r === regulation && !table.missing.has(row)).length
}

/** Beyond this many not-significant points the grey cloud is thinned evenly, so the chart stays light in a browser. */
const MAX_BACKGROUND_POINTS = 40_000

/**
 * One scatter dataset per regulation (not significant first, so the coloured points are drawn on
 * top), each labelled with its full count as in "Up (692)". `stride` > 1 says the not-significant
 * points were thinned to one in `stride`; significant genes are always all drawn.
 */
function regulationDatasets(
  table: DifferentialTable,
  pointOf: (row: number) => Point | null,
  colours: Record<Regulation, string>,
  language: Language,
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
function thinningNote(stride: number, language: Language): string[] {
  if (stride <= 1) return []
  return [
    inLanguage(
      language,
      `为保证图表流畅，不显著的基因按 1/${stride} 抽稀显示；计数与表格包含全部基因。`,
      `To keep the chart responsive, not-significant genes are thinned to 1 in ${stride}; counts and tables include every gene.`,
    ),
  ]
}

/** How the genes were called, as the subtitle and the notes say it: "padj < 0.05, |log2FC| ≥ 1". */
function criterionText(differential: DifferentialTable): string {
  const { foldChange, alpha } = differential.thresholds
  const byFoldChange = `|${differential.foldChangeColumn}| ≥ ${formatNumber(foldChange, NUMBER_STYLE)}`
  return differential.significanceColumn === ''
    ? byFoldChange
    : `${differential.significanceColumn} < ${formatNumber(alpha, NUMBER_STYLE)}, ${byFoldChange}`
}

/** The chart axes the annotation plugin places the threshold lines and gene labels on. */
export const ANNOTATION_AXES = { xScaleID: 'x', yScaleID: 'y' }

/** What a volcano or MA plot draws its genes with; the rest of the chart is the same for both. */
export interface RegulationChartLayout {
  id: string
  title: { zh: string; en: string }
  /** Where a gene is drawn; null leaves it out. */
  pointOf: (row: number) => Point | null
  colours: Record<Regulation, string>
  /** How many of the most significant genes are labelled. */
  labelTop: number
  /** Annotation-plugin lines at the thresholds, drawn under the gene labels. */
  referenceLines: Record<string, unknown>
  scales: Record<string, unknown>
  size: ChartSize
}

/**
 * The scatter chart of the up, down and not-significant calls under a subtitle that counts them,
 * the most significant drawn genes labelled, with the note that opens the plot's results (the
 * counts and the criterion) and the note saying the grey cloud was thinned, if it was.
 */
export function regulationChart(
  input: ToolRunInput,
  table: ColumnTable,
  differential: DifferentialTable,
  layout: RegulationChartLayout,
): { chart: ChartSpec; summaryNote: string; thinningNotes: string[] } {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const labelled = mostSignificant(differential, layout.labelTop)
    .map((row) => ({ point: layout.pointOf(row), text: differential.labels[row] }))
    .filter((item): item is { point: Point; text: string } => item.point !== null)
  const up = countOf(differential, 'up')
  const down = countOf(differential, 'down')
  const drawn = table.rows.length - differential.missing.size
  const criterion = criterionText(differential)
  const drawing = regulationDatasets(differential, layout.pointOf, layout.colours, language)
  const title = chartTitle(input, layout.title)
  const chart = chartSpec(
    {
      id: layout.id,
      title,
      type: 'scatter',
      data: { datasets: drawing.datasets },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: say(`上调 ${up}，下调 ${down}（${criterion}）`, `${up} up, ${down} down (${criterion})`),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('top'),
          annotation: {
            annotations: { ...layout.referenceLines, ...pointLabelAnnotations(labelled, ANNOTATION_AXES) },
          },
        },
        scales: layout.scales,
      },
    },
    chartSize(input, layout.size, ADVANCED_CHART_SIZE_LIMITS),
  )
  const summaryNote = say(
    `共 ${drawn} 个基因：上调 ${up}，下调 ${down}，不显著 ${drawn - up - down}（判定：${criterion}）。`,
    `${drawn} genes: ${up} up, ${down} down, ${drawn - up - down} not significant (called by ${criterion}).`,
  )
  return { chart, summaryNote, thinningNotes: thinningNote(drawing.stride, language) }
}

/** Rows of significant genes, most significant first, at most `count`. */
export function mostSignificant(table: DifferentialTable, count: number): number[] {
  return table.regulation
    .map((r, row) => ({ r, row }))
    .filter(({ r }) => r !== 'none')
    .sort(
      (a, b) =>
        table.significance[a.row] - table.significance[b.row] ||
        Math.abs(table.logFoldChange[b.row]) - Math.abs(table.logFoldChange[a.row]),
    )
    .slice(0, count)
    .map(({ row }) => row)
}

/** A text label beside each point (annotation plugin), nudged away from the point it names. */
export function pointLabelAnnotations(
  points: { point: Point; text: string }[],
  scales: { xScaleID: string; yScaleID: string },
): Record<string, unknown> {
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
