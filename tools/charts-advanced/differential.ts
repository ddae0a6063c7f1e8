/**
 * What the volcano and MA plots share: reading a differential-expression result table (fold
 * change, p-value, optional adjusted p-value and gene label), calling each gene up, down or not
 * significant by the form's thresholds, and the scatter chart of the three calls with labels for
 * the most significant genes.
 */
import type { ChartSpec } from '../../core/charts/chart-spec'
import { numericColumn, textColumn, type ColumnTable } from '../../analysis/io/column-table'
import { DE_RESULT_COLUMNS } from '../../analysis/expression/result-table'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { ToolRunError } from '../kit/types'
import type { MessageRef, ResultText } from '../../core/result-text'
import {
  chartSpec,
  formatNumber,
  inkedLegendOptions,
  titleOptions,
  withAlpha,
  type ChartSize,
} from '../kit/chart-style'
import { advancedChartText } from './messages'
import { checkPValues, NUMBER_STYLE, SUBTITLE_STYLE, type Point } from './shared'

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

/** The parsed parameters of `regulationParameters` and the fold-change column that a volcano or MA plot reads. */
export interface RegulationValues {
  fc_column: string
  significance_column: string
  label_column: string
  fc_threshold: number
  p_threshold: number
  up_colour: string
  down_colour: string
  none_colour: string
}

/** The columns of this platform's differential expression results (`DE_RESULT_COLUMNS`) a volcano or MA plot reads when none is chosen. */
export const DE_RESULT_COLUMN = {
  meanExpression: DE_RESULT_COLUMNS[1],
  foldChange: DE_RESULT_COLUMNS[2],
  pValue: DE_RESULT_COLUMNS[4],
  adjustedP: DE_RESULT_COLUMNS[5],
} as const

/**
 * The column a form field names, or, left empty, the column of a differential expression result
 * (`deColumn`) when the table has it, so that result opens here as it is; neither is a 1001 naming the field.
 */
export function chosenOrResultColumn(table: ColumnTable, chosen: string, deColumn: string, key: string): string {
  if (chosen !== '') return chosen
  if (table.header.includes(deColumn)) return deColumn
  throw new ToolRunError(
    TOOL_ERROR_CODE.parameterValidation,
    advancedChartText.columnNotChosen({ key, column: deColumn }),
  )
}

/**
 * Reads the fold-change column `fc_column` (empty: a differential expression result's
 * `log2_fold_change`), the significance column (`significance_column`; empty: the result's
 * `p_adjusted` when the table has it, else `fallbackSignificance`) and the optional `label_column`
 * (else the first column), and calls a gene
 * up (down) when its significance value is below `p_threshold` and its log fold change at least
 * `fc_threshold` (at most −`fc_threshold`). Without any significance column the fold change alone decides.
 */
export function readDifferential(
  table: ColumnTable,
  values: RegulationValues,
  fallbackSignificance: string,
): DifferentialTable {
  const fcColumn = chosenOrResultColumn(table, values.fc_column, DE_RESULT_COLUMN.foldChange, 'fc_column')
  const significanceColumn =
    values.significance_column ||
    (table.header.includes(DE_RESULT_COLUMN.adjustedP) ? DE_RESULT_COLUMN.adjustedP : fallbackSignificance)
  const labelColumn = values.label_column || table.header[0]
  const { fc_threshold: foldChange, p_threshold: alpha } = values

  const logFoldChange = numericColumn(table, fcColumn, { allowMissing: true })
  const significance =
    significanceColumn === ''
      ? new Float64Array(table.rows.length)
      : numericColumn(table, significanceColumn, { allowMissing: true })
  checkPValues(table, significanceColumn, significance)
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
export function regulationColours(values: RegulationValues): Record<Regulation, string> {
  return { up: values.up_colour, down: values.down_colour, none: values.none_colour }
}

export function regulationName(regulation: Regulation): MessageRef {
  return advancedChartText[regulation]()
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
      label: advancedChartText.regulationCount({ regulation: regulationName(regulation), count }),
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
function thinningNote(stride: number): MessageRef[] {
  return stride <= 1 ? [] : [advancedChartText.thinnedGenes({ stride })]
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
  title: ResultText
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
  table: ColumnTable,
  differential: DifferentialTable,
  layout: RegulationChartLayout,
): { chart: ChartSpec; summaryNote: MessageRef; thinningNotes: MessageRef[] } {
  const labelled = mostSignificant(differential, layout.labelTop)
    .map((row) => ({ point: layout.pointOf(row), text: differential.labels[row] }))
    .filter((item): item is { point: Point; text: string } => item.point !== null)
  const up = countOf(differential, 'up')
  const down = countOf(differential, 'down')
  const drawn = table.rows.length - differential.missing.size
  const criterion = criterionText(differential)
  const drawing = regulationDatasets(differential, layout.pointOf, layout.colours)
  const title = layout.title
  const chart = chartSpec(
    {
      id: layout.id,
      title,
      type: 'scatter',
      data: { datasets: drawing.datasets },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: advancedChartText.regulationSubtitle({ up, down, criterion }),
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
    layout.size,
  )
  const summaryNote = advancedChartText.regulationSummary({ drawn, up, down, none: drawn - up - down, criterion })
  return { chart, summaryNote, thinningNotes: thinningNote(drawing.stride) }
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
