/**
 * What the differential expression executors share: reading the counts and the design from a run's
 * files and form, and turning a method's result into what a reader gets (the result table with the
 * CLI's columns, the volcano and MA plots as their own tools draw that table, the sample PCA, the
 * sample distance heatmap and the heatmap of the most significant genes).
 */
import { hierarchicalClustering, type Dendrogram } from '../../analysis/clustering'
import { distanceAt } from '../../analysis/distance-matrix'
import type { DifferentialExpressionResult, ExpressionDesign } from '../../analysis/expression/differential-expression'
import { DE_MISSING_VALUE, DE_RESULT_COLUMNS, deResultRows } from '../../analysis/expression/result-table'
import { samplePca } from '../../analysis/expression/sample-pca'
import { sampleTotals, selectTableSamples, type FeatureTable } from '../../analysis/feature-table'
import { readFeatureTable } from '../../analysis/io/feature-table/read'
import { groupingFor, readSampleMetadata } from '../../analysis/io/metadata'
import { isMissingValue } from '../../analysis/io/missing-value'
import { rowDistances } from '../../analysis/numeric-distances'
import { zScores } from '../../analysis/stats/scaling'
import type { DroppedSample } from '../../analysis/stats/tested-samples'
import { COMPARISON_FIELDS } from '../../core/analysis-pipeline'
import type { ChartSpec } from '../../core/charts/chart-spec'
import type { MessageRef, ResultText } from '../../core/result-text'
import { tableCellLimit } from '../../core/table-limits'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { heatmapChart } from '../charts-advanced/heatmap-layout'
import { maPlotExecutor } from '../charts-advanced/ma-plot/executor'
import { volcanoPlotExecutor } from '../charts-advanced/volcano-plot/executor'
import { cell, colourAt, formatNumber } from '../kit/chart-style'
import { ToolRunError, type ResultTable, type ToolResult, type ToolRunInput } from '../kit/types'
import { ordinationScatter } from '../microbiome/ordination-chart'
import { droppedSamplesNote, readGrouping, type SampleGrouping } from '../microbiome/shared'
import { expressionText } from './messages'

const TABLE_FILE = 'table'
const METADATA_FILE = 'metadata'

/** The form values both methods read (`designParameters`). */
export interface DesignValues {
  group_column: string
  reference_level: string
  treatment_level: string
  block_column: string
  alpha: number
  lfc_threshold: number
  top_genes: number
}

/** The counts of the samples the comparison uses, their design, and which samples were left out. */
export interface ExpressionInput {
  counts: FeatureTable
  design: ExpressionDesign
  column: string
  blockColumn: string | null
  /** The groups of the grouping column other than the two compared (their samples stay in the fit). */
  otherLevels: string[]
  notes: MessageRef[]
}

/**
 * Reads the counts table and the sample sheet and settles the design: the samples with a group (and
 * a block, if one is chosen), the reference and treatment levels (with two groups either may be left
 * empty: the reference is then the first in alphabetical order, as R's `factor` orders DESeq2's levels).
 */
export async function readExpressionInput(input: ToolRunInput, values: DesignValues): Promise<ExpressionInput> {
  const table = await readCounts(input)
  const grouping = readGrouping(input, table, { required: true, column: values.group_column })
  const column = grouping.column
  const blockColumn = values.block_column === '' ? null : values.block_column
  if (blockColumn === column)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, expressionText.blockSameAsGroup({ column }))
  const block = blockColumn === null ? null : blockOf(input, table, blockColumn)

  const levels = grouping.groups
  const { reference, treatment } = comparedLevels(levels, values, column)
  const dropped: DroppedSample[] = []
  const droppedForBlock: DroppedSample[] = []
  const kept = table.sampleIds.flatMap((sampleId, s) => {
    if (isMissingValue(grouping.grouping[s])) return dropped.push({ sampleId, reason: 'missingGroup' }) && []
    if (block && isMissingValue(block[s])) return droppedForBlock.push({ sampleId, reason: 'missingGroup' }) && []
    return [s]
  })
  const counts = kept.length === table.sampleIds.length ? table : selectTableSamples(table, kept)
  const notes = [droppedSamplesNote(dropped, column), blockColumn && droppedSamplesNote(droppedForBlock, blockColumn)]
  const otherLevels = levels.filter((level) => level !== reference && level !== treatment)
  return {
    counts,
    design: {
      condition: kept.map((s) => grouping.grouping[s]),
      reference,
      treatment,
      ...(block ? { block: kept.map((s) => block[s]) } : {}),
    },
    column,
    blockColumn,
    otherLevels,
    notes: notes.filter((note): note is MessageRef => Boolean(note)),
  }
}

/** The counts table (genes × samples); its parse errors become 1002. */
export async function readCounts(input: ToolRunInput): Promise<FeatureTable> {
  const file = input.files[TABLE_FILE]
  if (!file) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, expressionText.countsMissing())
  return readFeatureTable(file.bytes, {
    fileName: file.fileName,
    delimiter: input.delimiter,
    maxCells: tableCellLimit(),
  })
}

function blockOf(input: ToolRunInput, table: FeatureTable, column: string): string[] {
  const file = input.files[METADATA_FILE]
  const metadata = readSampleMetadata(file.bytes, { fileName: file.fileName })
  if (!metadata.columns.includes(column)) {
    const columns = metadata.columns.map((name) => `"${name}"`).join(', ')
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      expressionText.blockColumnAbsent({ column, file: file.fileName, columns }),
    )
  }
  return groupingFor(metadata, column, table.sampleIds)
}

function comparedLevels(
  levels: readonly string[],
  values: DesignValues,
  column: string,
): { reference: string; treatment: string } {
  const given = { reference: values.reference_level, treatment: values.treatment_level }
  for (const [role, key] of Object.entries(COMPARISON_FIELDS) as [keyof typeof given, string][]) {
    const level = given[role]
    if (level !== '' && !levels.includes(level))
      throw new ToolRunError(
        TOOL_ERROR_CODE.parameterValidation,
        expressionText.levelAbsent({ key, level, column, levels: levels.join(', ') }),
      )
  }
  if (levels.length === 2) {
    const [first, second] = [...levels].sort()
    const reference = given.reference || (given.treatment === first ? second : first)
    const treatment = given.treatment || levels.find((level) => level !== reference)!
    given.reference = reference
    given.treatment = treatment
  }
  if (given.reference === '' || given.treatment === '')
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      expressionText.levelsNeeded({ column, count: levels.length, levels: levels.join(', ') }),
    )
  if (given.reference === given.treatment)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, expressionText.sameLevels({ level: given.reference }))
  return given
}

/** Transformed expression for the sample plots: per sample, every gene, on a log-like scale. */
export interface TransformedExpression {
  valuesBySample: readonly Float64Array[]
  /** What the values are, as the chart titles say it. */
  name: MessageRef
}

export interface ExpressionOutput {
  input: ExpressionInput
  values: DesignValues
  result: DifferentialExpressionResult
  transformed: TransformedExpression
  /** The per-sample factor's column title: DESeq2's size factor, edgeR's normalisation factor. */
  factorName: ResultText
  /** The method's closing note (what was run, with its reference versions). */
  method: MessageRef
  seed: number
}

/** Beyond this many samples their names would crowd the heatmaps' axes. */
const HEATMAP_PIXELS_PER_SAMPLE = 36
const SEQUENTIAL_STOPS = ['#08306b', '#4292c6', '#deebf7', '#ffffff']
const DIVERGING_STOPS = ['#2166ac', '#f7f7f7', '#b2182b']

/** Everything a reader gets from one comparison, stored without a language. */
export async function expressionResult(output: ExpressionOutput): Promise<ToolResult> {
  const { input, values, result, transformed } = output
  const comparison = `${input.design.treatment} vs ${input.design.reference}`
  const rows = deResultRows(result)
  const tsv = [DE_RESULT_COLUMNS.join('\t'), ...rows.map((row) => row.join('\t'))].join('\n') + '\n'

  const resultTable: ResultTable = {
    id: 'differential-expression',
    title: expressionText.resultTitle({ comparison }),
    columns: [...DE_RESULT_COLUMNS],
    rows: rows.map(([gene, ...numbers]) => [
      gene,
      ...numbers.map((value) => (value === DE_MISSING_VALUE ? DE_MISSING_VALUE : Number(value))),
    ]),
  }
  const { charts: regulationCharts } = await regulationPlots(tsv, values, output.seed)

  const tested = result.geneIds.map((_, g) => g).filter((g) => !Number.isNaN(result.pAdjusted[g]))
  const significant = tested.filter((g) => result.pAdjusted[g] < values.alpha)
  const called = (sign: 1 | -1) =>
    significant.filter((g) => sign * result.log2FoldChange[g] >= values.lfc_threshold).length
  const ranked = [...tested].sort(
    (a, b) =>
      result.pAdjusted[a] - result.pAdjusted[b] ||
      Math.abs(result.log2FoldChange[b]) - Math.abs(result.log2FoldChange[a]) ||
      a - b,
  )
  const topGenes = ranked.slice(0, values.top_genes)

  const samples = input.counts.sampleIds
  const sampleTree = hierarchicalClustering(rowDistances(transformed.valuesBySample, samples, 'euclidean'), 'complete')
  const charts: ChartSpec[] = [
    ...regulationCharts,
    pcaChart(output),
    distanceHeatmap(output, sampleTree),
    ...(topGenes.length >= 2 ? [topGenesHeatmap(output, topGenes, sampleTree)] : []),
  ]

  const direction = (g: number): ResultText =>
    result.pAdjusted[g] < values.alpha && Math.abs(result.log2FoldChange[g]) >= values.lfc_threshold
      ? result.log2FoldChange[g] > 0
        ? expressionText.up()
        : expressionText.down()
      : expressionText.notCalled()
  const tables: ResultTable[] = [
    resultTable,
    {
      id: 'top-genes',
      title: expressionText.topGenesTitle({ count: topGenes.length }),
      columns: ['gene', 'base_mean', 'log2_fold_change', 'p_adjusted', expressionText.direction()],
      rows: topGenes.map((g) => [
        result.geneIds[g],
        cell(result.baseMean[g]),
        cell(result.log2FoldChange[g]),
        cell(result.pAdjusted[g]),
        direction(g),
      ]),
    },
    {
      id: 'sample-factors',
      title: expressionText.factorsTitle(),
      columns: [expressionText.sample(), expressionText.group(), expressionText.librarySize(), output.factorName],
      rows: samples.map((sample, s) => [
        sample,
        input.design.condition[s],
        sampleTotals(input.counts)[s],
        cell(result.sampleFactors[s]),
      ]),
    },
  ]

  const count = (level: string) => input.design.condition.filter((group) => group === level).length
  const notes: ResultText[] = [
    expressionText.summary({
      genes: result.geneIds.length,
      column: input.column,
      treatment: input.design.treatment,
      treatmentSamples: count(input.design.treatment),
      reference: input.design.reference,
      referenceSamples: count(input.design.reference),
      significant: significant.length,
      alpha: values.alpha,
      up: called(1),
      down: called(-1),
      lfc: formatNumber(values.lfc_threshold),
    }),
  ]
  if (input.blockColumn) notes.push(expressionText.blocked({ block: input.blockColumn, column: input.column }))
  if (input.otherLevels.length > 0)
    notes.push(expressionText.otherGroups({ count: input.otherLevels.length, levels: input.otherLevels.join(', ') }))
  const untested = result.geneIds.length - tested.length
  if (untested > 0) notes.push(expressionText.untested({ count: untested }))
  if (significant.length === 0) notes.push(expressionText.noneSignificant({ alpha: values.alpha }))
  notes.push(...input.notes, output.method)
  return {
    charts,
    tables,
    files: [
      { name: 'differential_expression.tsv', contentType: 'text/tab-separated-values; charset=utf-8', content: tsv },
    ],
    notes,
  }
}

/** The volcano and MA plots exactly as their own tools draw this result's TSV, called by the same thresholds. */
async function regulationPlots(tsv: string, values: DesignValues, seed: number): Promise<{ charts: ChartSpec[] }> {
  const bytes = new TextEncoder().encode(tsv)
  const params = {
    fc_column: '',
    p_column: '',
    significance_column: '',
    a_column: '',
    label_column: '',
    p_threshold: values.alpha,
    fc_threshold: values.lfc_threshold,
  }
  const input: ToolRunInput = {
    params,
    files: { table: { key: 'table', fileName: 'differential_expression.tsv', bytes } },
    delimiter: 1,
    seed,
  }
  const [volcano, ma] = await Promise.all([volcanoPlotExecutor(input), maPlotExecutor(input)])
  return { charts: [...volcano.charts, ...ma.charts] }
}

function grouped(output: ExpressionOutput): SampleGrouping {
  const { input } = output
  return {
    column: input.column,
    groups: [...new Set(input.design.condition)],
    grouping: input.design.condition,
    ungroupedSampleIds: [],
  }
}

function pcaChart(output: ExpressionOutput): ChartSpec {
  const { input, transformed } = output
  const pca = samplePca(transformed.valuesBySample, input.counts.sampleIds, input.counts.featureIds)
  const percent = (axis: number) => formatNumber(100 * pca.proportionExplained[axis], { digits: 3 })
  return ordinationScatter({
    id: 'sample-pca',
    title: expressionText.pcaTitle({ values: transformed.name }),
    subtitle: expressionText.pcaSubtitle({ genes: pca.genes.length }),
    sampleIds: input.counts.sampleIds,
    points: pca.coordinates.map((point) => [point[0], point[1]] as const),
    grouping: grouped(output),
    axisTitles: [
      expressionText.pcaAxis({ axis: 1, percent: percent(0) }),
      expressionText.pcaAxis({ axis: 2, percent: percent(1) }),
    ],
    showLabels: true,
  })
}

function heatmapSize(columns: number, rows: number) {
  return {
    width: Math.min(3000, Math.max(640, 420 + HEATMAP_PIXELS_PER_SAMPLE * columns)),
    height: Math.min(2400, Math.max(480, 300 + 16 * rows)),
  }
}

/** Euclidean distances between samples on the transformed values, clustered (complete linkage), as in DESeq2's vignette. */
function distanceHeatmap(output: ExpressionOutput, tree: Dendrogram): ChartSpec {
  const { input, transformed } = output
  const samples = input.counts.sampleIds
  const distances = rowDistances(transformed.valuesBySample, samples, 'euclidean')
  const order = tree.order
  const shown = order.map((i) => order.map((j) => (i === j ? 0 : distanceAt(distances, i, j))))
  const max = Math.max(...shown.flat(), Number.MIN_VALUE)
  return heatmapChart({
    id: 'sample-distances',
    title: expressionText.distanceTitle({ values: transformed.name }),
    size: heatmapSize(samples.length, samples.length),
    rowLabels: order.map((i) => samples[i]),
    columnLabels: order.map((i) => samples[i]),
    values: shown,
    colours: shown.map((row) => row.map((d) => colourAt(SEQUENTIAL_STOPS, d / max))),
    rowTree: tree,
    columnTree: tree,
    key: { caption: expressionText.distanceCaption(), stops: SEQUENTIAL_STOPS, min: 0, max },
    // Row labels on the right, so the key goes in the corner above the row tree, as the other heatmaps with right-hand labels do.
    keyPlacement: 'corner',
    rowLabelSide: 'right',
  })
}

/** The most significant genes' transformed values, z-scored per gene, genes and samples clustered. */
function topGenesHeatmap(output: ExpressionOutput, genes: number[], sampleTree: Dendrogram): ChartSpec {
  const { input, transformed, result } = output
  const samples = input.counts.sampleIds
  const scaled = zScores(
    genes.map((g) => Float64Array.from(transformed.valuesBySample, (row) => row[g])),
    'rows',
  ).map((row) => Float64Array.from(row, (z) => (Number.isFinite(z) ? z : 0)))
  const geneTree = hierarchicalClustering(
    rowDistances(
      scaled,
      genes.map((g) => result.geneIds[g]),
      'euclidean',
    ),
    'complete',
  )
  const shown = geneTree.order.map((k) => sampleTree.order.map((s) => scaled[k][s]))
  const limit = Math.max(1, ...shown.flat().map(Math.abs))
  return heatmapChart({
    id: 'top-genes',
    title: expressionText.topHeatmapTitle({ count: genes.length, values: transformed.name }),
    size: heatmapSize(samples.length, genes.length),
    rowLabels: geneTree.order.map((k) => result.geneIds[genes[k]]),
    columnLabels: sampleTree.order.map((s) => samples[s]),
    values: shown,
    colours: shown.map((row) => row.map((z) => colourAt(DIVERGING_STOPS, (z + limit) / (2 * limit)))),
    rowTree: geneTree,
    columnTree: sampleTree,
    key: { caption: expressionText.zScoreCaption(), stops: DIVERGING_STOPS, min: -limit, max: limit },
    keyPlacement: 'corner',
    rowLabelSide: 'right',
  })
}
