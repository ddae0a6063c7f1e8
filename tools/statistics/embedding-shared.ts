/**
 * What the t-SNE and UMAP tools share: the table's feature, group and name columns, the scaling,
 * the seed, and the result (a scatter coloured by group, the coordinates, the trustworthiness).
 * The embeddings themselves come from analysis/ordination/.
 */
import { trustworthiness } from '../../analysis/ordination/neighbours'
import type { EmbeddingInput } from '../../analysis/ordination/tsne'
import type { MessageRef, ResultText } from '../../core/result-text'
import { TOOL_ERROR_CODE } from '../../core/tool-runs'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../core/tool-limits'
import { sizeParameters, titleParameter } from '../kit/chart-parameters'
import {
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  groupOrder,
  groupsOfRows,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
  withAlpha,
} from '../kit/chart-style'
import { columnParameter, columnsParameter, numberParameter, selectParameter } from '../kit/parameters'
import { ToolRunError, type ResultTable, type ToolResult, type ToolRunInput } from '../kit/types'
import { embeddingText } from './embedding-messages'
import { modelText } from './model-messages'
import {
  checkDistinctRoles,
  completeColumns,
  MODEL_NUMBER_STYLE,
  numericColumnNames,
  readModelTable,
  rowLabels,
} from './model-shared'

/** Exact methods keep every pair: n² distances and affinities. */
export const MAX_OBSERVATIONS = 2000
export const MAX_FEATURES = 500
/** Trustworthiness is reported for each point's 5 nearest neighbours (k must stay below n / 2). */
export const TRUST_NEIGHBOURS = 5
/** Trustworthiness needs k < n / 2, so 11 rows at least. */
export const MIN_OBSERVATIONS = 2 * TRUST_NEIGHBOURS + 1

/** The input parameters both tools take, first in their forms. */
export const embeddingInputParameters = {
  columns: columnsParameter('变量列', 'Feature columns', {
    help: {
      zh: '每行一个观测，每个数值列一个变量。留空则用除分组列与名称列以外的所有数值列。',
      en: 'One observation a row, one feature a numeric column. Empty: every numeric column except the group and name columns.',
    },
  }),
  group_column: columnParameter('分组列（着色）', 'Group column (colours)', {
    help: {
      zh: '只用于给点着色，不参与计算。',
      en: 'Only colours the points; the embedding does not use it.',
    },
  }),
  label_column: columnParameter('观测名称列', 'Observation name column', {
    help: { zh: '留空则用行号。', en: 'Empty: line numbers.' },
  }),
  scaling: selectParameter(
    '变量缩放',
    'Scaling',
    [
      ['standardize', '标准化（均值 0、标准差 1，R：scale）', 'Standardize (mean 0, SD 1; R: scale)'],
      ['none', '不缩放', 'None'],
    ] as const,
    { defaultValue: 'standardize' },
  ),
}

export const seedParameter = numberParameter(
  '随机种子',
  'Random seed',
  { min: 1, max: 2147483647, integer: true, defaultValue: 42 },
  { zh: '相同的种子与数据得到相同的坐标。', en: 'The same seed and data give the same coordinates.' },
)

export const embeddingChartParameters = {
  title: titleParameter(),
  ...sizeParameters(760, 600, ADVANCED_CHART_SIZE_LIMITS),
}

export interface EmbeddingTable {
  /** The feature columns as the embedding reads them (standardized when asked), row-major. */
  readonly data: EmbeddingInput
  readonly columns: readonly string[]
  readonly labels: readonly ResultText[]
  /** Each row's group, or null without a group column. */
  readonly groups: readonly ResultText[] | null
  readonly groupColumn: string
  readonly labelColumn: string
  readonly standardized: boolean
  readonly leftOut: number
}

/** The rows complete in the feature columns, scaled as asked. */
export function readEmbeddingTable(
  input: ToolRunInput,
  values: { columns: string[]; group_column: string; label_column: string; scaling: 'standardize' | 'none' },
): EmbeddingTable {
  const { group_column: groupColumn, label_column: labelColumn } = values
  const table = readModelTable(input)
  const columns = values.columns.length > 0 ? values.columns : numericColumnNames(table, [groupColumn, labelColumn])
  checkDistinctRoles([
    { columns, role: embeddingText.features() },
    { columns: [groupColumn], role: embeddingText.group() },
    { columns: [labelColumn], role: embeddingText.label() },
  ])
  if (columns.length < 2)
    throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, embeddingText.tooFewColumns({ count: columns.length }))
  if (columns.length > MAX_FEATURES)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      embeddingText.tooManyColumns({ count: columns.length, limit: MAX_FEATURES }),
    )
  const complete = completeColumns(table, columns, MIN_OBSERVATIONS)
  const n = complete.rows.length
  if (n > MAX_OBSERVATIONS)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      embeddingText.tooManyRows({ rows: n, limit: MAX_OBSERVATIONS }),
    )
  const standardized = values.scaling === 'standardize'
  const used = standardized ? complete.columns.map((column, j) => standardize(column, columns[j])) : complete.columns
  const p = columns.length
  const data = { values: new Float64Array(n * p), rows: n, columns: p }
  used.forEach((column, j) => column.forEach((v, i) => (data.values[i * p + j] = v)))
  const groupOf = groupColumn ? groupsOfRows(table, groupColumn) : null
  return {
    data,
    columns,
    labels: rowLabels(table, labelColumn, complete.rows),
    groups: groupOf ? complete.rows.map((r) => groupOf[r]) : null,
    groupColumn,
    labelColumn,
    standardized,
    leftOut: complete.leftOut,
  }
}

/** R's scale(): centred and divided by the standard deviation (n − 1). */
function standardize(column: Float64Array, name: string): Float64Array {
  const mean = column.reduce((sum, v) => sum + v, 0) / column.length
  const sd = Math.sqrt(column.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (column.length - 1))
  if (!(sd > 0)) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, embeddingText.constantColumn({ column: name }))
  return column.map((v) => (v - mean) / sd)
}

export interface EmbeddingOutcome {
  /** n × 2, row-major. */
  readonly embedding: Float64Array
  /** 't-SNE' or 'UMAP': the axis names' stem. */
  readonly method: string
  readonly chartId: string
  readonly defaultTitle: MessageRef
  readonly subtitle: (quality: { trustworthiness: string }) => ResultText
  /** The method's own lines of the settings table and its first note. */
  readonly settings: readonly (readonly [ResultText, number | string | ResultText])[]
  readonly summary: (quality: { trustworthiness: string }) => ResultText
}

/** The scatter coloured by group, the coordinates and settings tables, and the notes. */
export function embeddingResult(
  source: EmbeddingTable,
  outcome: EmbeddingOutcome,
  chart: { title: string; width: number; height: number },
  seed: number,
): ToolResult {
  const { data, labels, groups } = source
  const n = data.rows
  const embedded = { values: outcome.embedding, rows: n, columns: 2 }
  const trust = trustworthiness(data, embedded, TRUST_NEIGHBOURS)
  const trustText = formatNumber(trust, MODEL_NUMBER_STYLE)
  const axes = [1, 2].map((axis) => `${outcome.method} ${axis}`)
  const point = (i: number) => ({ x: outcome.embedding[2 * i], y: outcome.embedding[2 * i + 1] })

  const order: readonly ResultText[] = groups ? groupOrder(groups) : [embeddingText.observations()]
  const datasets = order.map((group, g) => {
    const members = Array.from({ length: n }, (_, i) => i).filter((i) => !groups || groups[i] === group)
    const colour = paletteColour(g)
    return {
      type: 'scatter',
      label: groups ? modelText.groupSize({ group, n: members.length }) : group,
      data: members.map(point),
      backgroundColor: withAlpha(colour, 0.75),
      borderColor: colour,
      borderWidth: 1,
      pointRadius: n > 500 ? 2.5 : 4,
    }
  })
  const title = chartTitle(chart.title, outcome.defaultTitle)
  const scatter = chartSpec(
    {
      id: outcome.chartId,
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, { subtitle: outcome.subtitle({ trustworthiness: trustText }) }),
          legend: { ...inkedLegendOptions('right'), display: groups !== null },
        },
        scales: {
          x: inkedAxisOptions(axes[0], { type: 'linear', grace: '5%' }),
          y: inkedAxisOptions(axes[1], { type: 'linear', grace: '5%' }),
        },
      },
    },
    { width: chart.width, height: chart.height },
  )

  const tables: ResultTable[] = [
    {
      id: 'embedding-settings',
      title: embeddingText.summaryTitle(),
      columns: [embeddingText.setting(), embeddingText.value()],
      rows: [
        [embeddingText.observations(), n],
        [embeddingText.featureCount(), data.columns],
        [embeddingText.scaling(), source.standardized ? embeddingText.standardized() : embeddingText.unscaled()],
        ...outcome.settings.map(([name, value]) => [name, value]),
        [embeddingText.seed(), seed],
        [embeddingText.trustworthiness({ k: TRUST_NEIGHBOURS }), cell(trust)],
      ],
    },
    {
      id: 'embedding-coordinates',
      title: embeddingText.coordinatesTitle(),
      columns: [source.labelColumn || embeddingText.observation(), ...(groups ? [source.groupColumn] : []), ...axes],
      rows: labels.map((label, i) => [
        label,
        ...(groups ? [groups[i]] : []),
        cell(outcome.embedding[2 * i]),
        cell(outcome.embedding[2 * i + 1]),
      ]),
    },
  ]
  const notes: ResultText[] = [
    outcome.summary({ trustworthiness: trustText }),
    embeddingText.trustworthinessNote({ k: TRUST_NEIGHBOURS, value: trustText }),
    embeddingText.distancesNote(),
    ...(source.leftOut > 0 ? [embeddingText.leftOut({ rows: source.leftOut })] : []),
  ]
  return { charts: [scatter], tables, files: [], notes }
}
