import { forceDirectedLayout } from '../../../analysis/graph-layout'
import { numericColumn } from '../../../analysis/io/column-table'
import { undirectedNetwork } from '../../../analysis/network-degrees'
import { chartSpec, chartTitle, INK, titleOptions, withAlpha } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Nodes a network graph draws at most (the layout compares every pair of nodes). */
export const MAX_NODES = 500

/** Rounds a layout coordinate: positions need no more digits than a screen has pixels. */
const position = (value: number) => Math.round(value * 1e4) / 1e4

/**
 * An undirected network from an edge list, drawn as chartjs-chart-graph's 'graph' type with fixed
 * node positions from the seeded Fruchterman–Reingold layout (analysis/graph-layout.ts), so the
 * browser and the PNG show the same picture; node size grows with degree, edge width with weight.
 */
export const networkGraphExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const file = table.fileName ?? ''
  const [sourceIndex, targetIndex] = [params.source_column, params.target_column].map((name) =>
    table.header.indexOf(name),
  )
  const weights = params.weight_column ? numericColumn(table, params.weight_column) : null
  const rows = table.rows.map((row, r) => {
    const [source, target] = [row[sourceIndex]?.trim() ?? '', row[targetIndex]?.trim() ?? '']
    if (source === '' || target === '')
      throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.emptyName({ file, line: table.lines[r] }))
    const weight = weights ? weights[r] : 1
    if (!(weight > 0))
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.badWeight({ file, line: table.lines[r], column: params.weight_column, value: weight }),
      )
    return { source, target, weight }
  })
  const network = undirectedNetwork(rows)
  if (network.names.length > MAX_NODES)
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManyNodes({ count: network.names.length, limit: MAX_NODES }),
    )
  const iterations = params.layout_iterations
  const layout = forceDirectedLayout(network.names.length, network.edges, { seed: input.seed, iterations })
  const maxDegree = Math.max(1, ...network.degree)
  const maxWeight = Math.max(...network.edges.map((edge) => edge.weight), 1e-300)
  const labelled = new Set(
    network.names
      .map((_, i) => i)
      .sort((a, b) => network.degree[b] - network.degree[a] || a - b)
      .slice(0, params.label_top),
  )

  const title = chartTitle(params.title, text.chartName())
  return {
    charts: [
      chartSpec(
        {
          id: 'network-graph',
          title,
          type: 'graph',
          data: {
            labels: network.names,
            datasets: [
              {
                label: text.node(),
                data: network.names.map((_, i) => ({ x: position(layout.x[i]), y: position(layout.y[i]) })),
                edges: network.edges.map(({ source, target }) => ({ source, target })),
                pointRadius: network.degree.map(
                  (degree) => Math.round(10 * (3 + 9 * Math.sqrt(degree / maxDegree))) / 10,
                ),
                pointBackgroundColor: withAlpha(params.node_colour, 0.9),
                pointBorderColor: '#ffffff',
                pointBorderWidth: 1,
                edgeLineBorderColor: withAlpha(params.edge_colour, 0.7),
                edgeLineBorderWidth: weights
                  ? network.edges.map((edge) => Math.round(10 * (0.8 + 2.7 * (edge.weight / maxWeight))) / 10)
                  : 1.5,
              },
            ],
          },
          options: {
            layout: { padding: 16 },
            plugins: {
              ...titleOptions(title),
              legend: { display: false },
              annotation: {
                annotations: Object.fromEntries(
                  [...labelled].map((i) => [
                    `node${i}`,
                    {
                      type: 'label',
                      xValue: position(layout.x[i]),
                      yValue: position(layout.y[i]),
                      yAdjust: -14,
                      content: network.names[i],
                      color: INK,
                      font: { size: 11, weight: 'bold' },
                    },
                  ]),
                ),
              },
            },
            scales: {
              x: { type: 'linear', display: false, min: -1.1, max: 1.1 },
              y: { type: 'linear', display: false, min: -1.1, max: 1.1 },
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'nodes',
        title: text.nodesTitle(),
        columns: [text.node(), text.degree(), text.strength()],
        rows: network.names.map((name, i) => [name, network.degree[i], network.strength[i]]),
      },
    ],
    files: [],
    notes: [
      text.summaryNote({ nodes: network.names.length, edges: network.edges.length, seed: input.seed, iterations }),
      ...(network.repeated > 0 ? [text.mergedNote({ repeated: network.repeated })] : []),
      ...(network.selfLoops > 0 ? [text.selfLoopNote({ count: network.selfLoops })] : []),
    ],
  }
}
