import { hierarchicalClustering } from '../../../analysis/clustering'
import { numericColumn, textColumn } from '../../../analysis/io/column-table'
import { rowDistances } from '../../../analysis/numeric-distances'
import {
  cell,
  chartSpec,
  chartTitle,
  groupOrder,
  groupsOfRows,
  INK,
  inkedAxisOptions,
  inkedLegendOptions,
  paletteColour,
  titleOptions,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { dendrogramDataset, dendrogramOutline, numericColumnNames, readInputTable, SUBTITLE_STYLE } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Hierarchical clustering of the rows (samples) or the columns (variables) of a numeric table
 * (R: `hclust(d, method)`), drawn with true merge heights: chartjs-chart-graph's dendrogram lays
 * a tree out by depth and would hide the heights, so the tree is drawn as line segments over a
 * height axis. Leaves are labelled by a category axis aligned with a hidden leaf axis.
 */
export const dendrogramExecutor: ToolExecutor = (input) => {
  const values = parameters.parse(input)
  const { group_column: groupColumn, cluster: target, distance, linkage, orientation } = values
  const table = readInputTable(input)
  const labelColumn = table.header[0]
  const variables =
    values.variables.length > 0 ? values.variables : numericColumnNames(table, [labelColumn, groupColumn])
  if (variables.length < 1) throw new ToolRunError(TOOL_ERROR_CODE.parameterValidation, text.noVariable())

  const columns = variables.map((name) => numericColumn(table, name))
  const rowLabels = textColumn(table, labelColumn)
  const [ids, vectors] =
    target === 'rows'
      ? [rowLabels, rowLabels.map((_, r) => columns.map((column) => column[r]))]
      : [variables, columns.map((column) => Array.from(column))]
  if (ids.length < 2) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewItems())
  const tree = hierarchicalClustering(rowDistances(vectors, ids, distance), linkage)
  const leaves = tree.order.map((i) => ids[i])
  const top = tree.heights[tree.heights.length - 1]

  const horizontal = orientation === 'horizontal'
  const leafAxis = horizontal ? 'y' : 'x'
  const heightAxis = horizontal ? 'x' : 'y'
  const place = (position: number, height: number) =>
    horizontal ? { x: height, y: position } : { x: position, y: height }
  const method = { linkage: text[linkage](), distance: text[distance]() }
  const datasets: Record<string, unknown>[] = [
    dendrogramDataset(
      dendrogramOutline(tree, place),
      { xAxisID: 'x', yAxisID: 'y' },
      { label: text.method(method), borderWidth: 1.5 },
    ),
  ]

  const groupOf = target === 'rows' && groupColumn ? groupsOfRows(table, groupColumn) : null
  if (groupOf) {
    const groups = groupOrder(tree.order.map((i) => groupOf[i]))
    groups.forEach((group, g) =>
      datasets.push({
        type: 'scatter',
        label: group,
        data: tree.order
          .map((i, position) => ({ i, position }))
          .filter(({ i }) => groupOf[i] === group)
          .map(({ position }) => place(position, 0)),
        backgroundColor: paletteColour(g),
        borderColor: '#ffffff',
        borderWidth: 1,
        pointRadius: 6,
        // The dots sit on the area's edge (height 0); unclipped they show whole.
        clip: false,
      }),
    )
  }

  const labelFont = Math.max(7, Math.min(12, Math.floor((horizontal ? 520 : 820) / leaves.length)))
  const title = chartTitle(values.title, text.chartTitle())
  const chart = chartSpec(
    {
      id: 'dendrogram',
      title,
      type: 'scatter',
      data: { datasets },
      options: {
        plugins: {
          ...titleOptions(title, {
            subtitle: (target === 'rows' ? text.rowsSubtitle : text.columnsSubtitle)({ items: ids.length, ...method }),
            ...SUBTITLE_STYLE,
          }),
          legend: inkedLegendOptions('top'),
        },
        scales: {
          [heightAxis]: inkedAxisOptions(text.heightAxis(), {
            type: 'linear',
            min: 0,
            max: top * 1.04,
            reverse: horizontal,
            position: horizontal ? 'bottom' : 'left',
          }),
          [leafAxis]: { type: 'linear', min: -0.5, max: leaves.length - 0.5, display: false, reverse: horizontal },
          leafLabels: {
            type: 'category',
            labels: leaves,
            offset: true,
            position: horizontal ? 'right' : 'bottom',
            reverse: false,
            grid: { display: false },
            ticks: {
              color: INK,
              autoSkip: false,
              font: { size: labelFont },
              ...(horizontal ? {} : { maxRotation: 90, minRotation: 60 }),
            },
          },
        },
      },
    },
    {
      width: values.width,
      height: values.height ?? (horizontal ? Math.max(420, 150 + leaves.length * 20) : 560),
    },
  )

  let cluster = ids.length
  return {
    charts: [chart],
    tables: [
      {
        id: 'dendrogram-merges',
        title: text.mergesTitle(),
        columns: [text.step(), text.firstCluster(), text.secondCluster(), text.height(), text.newCluster()],
        rows: tree.merges.map(([a, b], k) => [
          k + 1,
          a < ids.length ? ids[a] : `#${a}`,
          b < ids.length ? ids[b] : `#${b}`,
          cell(tree.heights[k]),
          `#${cluster++}`,
        ]),
      },
      {
        id: 'dendrogram-order',
        title: text.orderTitle(),
        columns: [text.position(), text.name(), ...(groupOf ? [groupColumn] : [])],
        rows: tree.order.map((i, position) => [position + 1, ids[i], ...(groupOf ? [groupOf[i]] : [])]),
      },
    ],
    files: [{ name: 'dendrogram.nwk', contentType: 'text/plain', content: `${tree.newick}\n` }],
    notes: [
      (target === 'rows' ? text.rowsClustered : text.columnsClustered)({
        items: ids.length,
        height: top.toPrecision(4),
        ...method,
      }),
    ],
  }
}
