import { hierarchicalClustering, type Dendrogram, type Linkage } from '../../../analysis/clustering'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { ROW_DISTANCES, rowDistances, type RowDistance } from '../../../analysis/numeric-distances'
import { zScores, type ScalingDirection } from '../../../analysis/stats/scaling'
import { cell, chartSize, chartTitle, colourAt, formatNumber } from '../../kit/chart-style'
import { booleanParam, choiceParam, colourParam, columnsParam, numberParam } from '../../kit/params'
import { inLanguage } from '../../../core/language'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { heatmapChart } from '../heatmap-layout'
import { extent, NUMBER_STYLE, otherColumns, readInputTable } from '../shared'
import { ADVANCED_CHART_SIZE_LIMITS } from '../../../core/tool-limits'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'

const LINKAGES: readonly Linkage[] = ['complete', 'average', 'single']
const SCALINGS: readonly ScalingDirection[] = ['rows', 'columns', 'none']

/**
 * A heatmap of a numeric matrix (rows = features such as genes, columns = samples) as pheatmap
 * draws it: optional z-scores by row or column, rows and columns clustered on the scaled values
 * (R: `hclust(dist(z), method)`) and reordered by their dendrograms' leaf order.
 */
export const clusteredHeatmapExecutor: ToolExecutor = (input) => {
  const { language } = input
  const say = (zh: string, en: string) => inLanguage(language, zh, en)
  const table = readInputTable(input)
  const labelColumn = table.header[0]
  const valueColumns = columnsParam(input, 'value_columns', otherColumns(table, [labelColumn]))
  const scaling = choiceParam(input, 'scale', SCALINGS, 'rows')
  const clusterRows = booleanParam(input, 'cluster_rows', true)
  const clusterColumns = booleanParam(input, 'cluster_columns', true)
  const distance = choiceParam<RowDistance>(input, 'distance', ROW_DISTANCES, 'euclidean')
  const linkage = choiceParam(input, 'linkage', LINKAGES, 'complete')
  const stops = [
    colourParam(input, 'low_colour', '#2166ac'),
    colourParam(input, 'mid_colour', '#f7f7f7'),
    colourParam(input, 'high_colour', '#b2182b'),
  ]
  const colourLimit = numberParam(input, 'colour_limit', { min: 0, max: 1e12, fallback: 0 })

  if (valueColumns.length < 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.parameterValidation,
      say('至少需要 2 个数值列。', 'Pick at least 2 value columns.'),
    )
  if (table.rows.length < 2)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      say('热图至少需要 2 行数据。', 'A heatmap needs at least 2 data rows.'),
    )
  const rowLabels = textColumn(table, labelColumn)
  const columnsOfValues = valueColumns.map((name) => numericColumn(table, name))
  const matrix = rowLabels.map((_, r) => columnsOfValues.map((column) => column[r]))
  const scaled = zScores(matrix, scaling)

  const clusterOf = (vectors: number[][] | Float64Array[], ids: string[]): Dendrogram =>
    hierarchicalClustering(rowDistances(vectors, ids, distance), linkage)
  const rowTree = clusterRows ? clusterOf(scaled, rowLabels) : undefined
  const columnTree = clusterColumns
    ? clusterOf(
        valueColumns.map((_, j) => scaled.map((row) => row[j])),
        valueColumns,
      )
    : undefined
  const rowOrder = rowTree?.order ?? rowLabels.map((_, i) => i)
  const columnOrder = columnTree?.order ?? valueColumns.map((_, j) => j)

  const shown = rowOrder.map((i) => columnOrder.map((j) => scaled[i][j]))
  const range = extent(shown.flat())
  const largest = Math.max(-range.min, range.max)
  const [min, max] =
    scaling === 'none' ? [range.min, range.max] : colourLimit > 0 ? [-colourLimit, colourLimit] : [-largest, largest]
  const colourOf = (v: number) => colourAt(stops, max > min ? (v - min) / (max - min) : 0.5)
  const caption =
    scaling === 'rows'
      ? say('行 Z 值', 'Row z-score')
      : scaling === 'columns'
        ? say('列 Z 值', 'Column z-score')
        : say('数值', 'Value')
  const rowCount = rowLabels.length

  const chart = heatmapChart({
    id: 'heatmap',
    title: chartTitle(input, { zh: '聚类热图', en: 'Clustered heatmap' }),
    size: chartSize(
      input,
      { width: 900, height: Math.min(2400, Math.max(480, 250 + rowCount * 18)) },
      ADVANCED_CHART_SIZE_LIMITS,
    ),
    rowLabels: rowOrder.map((i) => rowLabels[i]),
    columnLabels: columnOrder.map((j) => valueColumns[j]),
    values: shown,
    colours: shown.map((row) => row.map(colourOf)),
    rowTree,
    columnTree,
    key: { caption, stops, min, max },
    keyPlacement: 'corner',
    rowLabelSide: 'right',
  })

  const linkageName = {
    complete: say('完全连接', 'complete'),
    average: say('平均连接', 'average'),
    single: say('单连接', 'single'),
  }[linkage]
  const distanceName = {
    euclidean: say('欧氏距离', 'Euclidean distance'),
    correlation: say('相关距离 (1 − r)', 'correlation distance (1 − r)'),
    braycurtis: 'Bray-Curtis',
  }[distance]
  const notes = [
    say(`${rowCount} 行 × ${valueColumns.length} 列。`, `${rowCount} rows × ${valueColumns.length} columns.`),
    scaling === 'none'
      ? say(
          `未缩放；颜色从 ${formatNumber(min, NUMBER_STYLE)} 到 ${formatNumber(max, NUMBER_STYLE)}。`,
          `Values not scaled; colours run from ${formatNumber(min, NUMBER_STYLE)} to ${formatNumber(max, NUMBER_STYLE)}.`,
        )
      : say(
          `按${scaling === 'rows' ? '行' : '列'}标准化为 Z 值（减均值、除以标准差）；颜色范围 ±${formatNumber(max, NUMBER_STYLE)}。`,
          `Values scaled to z-scores by ${scaling === 'rows' ? 'row' : 'column'} (minus the mean, over the SD); colours span ±${formatNumber(max, NUMBER_STYLE)}.`,
        ),
  ]
  if (rowTree || columnTree) {
    const what = [rowTree ? say('行', 'rows') : '', columnTree ? say('列', 'columns') : '']
      .filter(Boolean)
      .join(say('和', ' and '))
    notes.push(
      say(
        `${what}按${distanceName}、${linkageName}层次聚类，并按树的叶序排列。`,
        `${what} clustered by ${linkageName} linkage on ${distanceName} of the ${scaling === 'none' ? 'values' : 'z-scores'} and ordered by the dendrogram.`,
      ),
    )
  }

  return {
    charts: [chart],
    tables: [
      {
        id: 'heatmap-values',
        title: say('热图数值（显示顺序）', 'Heatmap values (display order)'),
        columns: [labelColumn || say('行', 'Row'), ...columnOrder.map((j) => valueColumns[j])],
        rows: rowOrder.map((i, r) => [rowLabels[i], ...shown[r].map(cell)]),
      },
    ],
    files: [
      ...(rowTree ? [{ name: 'row-dendrogram.nwk', contentType: 'text/plain', content: `${rowTree.newick}\n` }] : []),
      ...(columnTree
        ? [{ name: 'column-dendrogram.nwk', contentType: 'text/plain', content: `${columnTree.newick}\n` }]
        : []),
    ],
    notes,
  }
}
