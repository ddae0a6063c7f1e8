import { hierarchicalClustering, type Dendrogram } from '../../../analysis/clustering'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { rowDistances } from '../../../analysis/numeric-distances'
import { zScores } from '../../../analysis/stats/scaling'
import { cell, chartTitle, colourAt, formatNumber } from '../../kit/chart-style'
import type { MessageRef } from '../../../core/result-text'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { heatmapChart } from '../heatmap-layout'
import { extent, NUMBER_STYLE, otherColumns, readInputTable } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * A heatmap of a numeric matrix (rows = features such as genes, columns = samples) as pheatmap
 * draws it: optional z-scores by row or column, rows and columns clustered on the scaled values
 * (R: `hclust(dist(z), method)`) and reordered by their dendrograms' leaf order.
 */
export const clusteredHeatmapExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { scale: scaling, cluster_rows: clusterRows, cluster_columns: clusterColumns, distance, linkage } = values
  const table = readInputTable(input)
  const labelColumn = table.header[0]
  const valueColumns = values.value_columns.length > 0 ? values.value_columns : otherColumns(table, [labelColumn])
  const stops = [values.low_colour, values.mid_colour, values.high_colour]
  const colourLimit = values.colour_limit

  if (valueColumns.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.tooFewColumns())
  if (table.rows.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewRows())
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
  const caption = { rows: text.rowZScore(), columns: text.columnZScore(), none: text.value() }[scaling]
  const rowCount = rowLabels.length

  const chart = heatmapChart({
    id: 'heatmap',
    title: chartTitle(values.title, text.chartTitle()),
    size: { width: values.width, height: values.height ?? Math.min(2400, Math.max(480, 250 + rowCount * 18)) },
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

  const notes: MessageRef[] = [
    text.tableSize({ rows: rowCount, columns: valueColumns.length }),
    scaling === 'none'
      ? text.notScaled({ min: formatNumber(min, NUMBER_STYLE), max: formatNumber(max, NUMBER_STYLE) })
      : (scaling === 'rows' ? text.scaledByRow : text.scaledByColumn)({ limit: formatNumber(max, NUMBER_STYLE) }),
  ]
  if (rowTree || columnTree) {
    const what = rowTree && columnTree ? text.rowsAndColumns() : rowTree ? text.rows() : text.columns()
    const clustered = scaling === 'none' ? text.clusteredValues : text.clusteredZScores
    notes.push(clustered({ what, distance: text[distance](), linkage: text[linkage]() }))
  }

  return {
    charts: [chart],
    tables: [
      {
        id: 'heatmap-values',
        title: text.valuesTitle(),
        columns: [labelColumn || text.row(), ...columnOrder.map((j) => valueColumns[j])],
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
