import { aggregateFlows, findCycle, type Flow } from '../../../analysis/flows'
import { numericColumn } from '../../../analysis/io/column-table'
import { cell, chartSpec, chartTitle, INK, paletteColours, titleOptions } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Flows (distinct pairs) a sankey diagram draws at most. */
export const MAX_FLOWS = 500

/**
 * A sankey diagram (chartjs-chart-sankey) of flows between named nodes: rows of the same pair are
 * added up, each node keeps one colour (its flows take it as they leave or arrive), and flows that
 * loop back are refused because the diagram has to read from left to right.
 */
export const sankeyDiagramExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const fromIndex = table.header.indexOf(params.from_column)
  const toIndex = table.header.indexOf(params.to_column)
  const amounts = params.flow_column ? numericColumn(table, params.flow_column) : null
  const rows: Flow[] = table.rows.map((row, r) => {
    const [from, to] = [row[fromIndex]?.trim() ?? '', row[toIndex]?.trim() ?? '']
    if (from === '' || to === '')
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.emptyName({ file: table.fileName ?? '', line: table.lines[r] }),
      )
    const flow = amounts ? amounts[r] : 1
    if (flow < 0)
      throw new ToolRunError(
        TOOL_ERROR_CODE.dataValidation,
        text.negativeFlow({
          file: table.fileName ?? '',
          line: table.lines[r],
          column: params.flow_column,
          value: flow,
        }),
      )
    return { from, to, flow }
  })
  const { flows: allFlows, nodes } = aggregateFlows(rows)
  const flows = allFlows.filter((flow) => flow.flow > 0)
  if (flows.length > MAX_FLOWS)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooManyFlows({ count: flows.length, limit: MAX_FLOWS }))
  const cycle = findCycle(flows)
  if (cycle) throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.cycle({ path: cycle.join(' → ') }))

  const colourAt = paletteColours(params.palette)
  const colourOf = new Map(nodes.map((node, i) => [node.name, colourAt(i)]))
  const outflowOf = new Map(nodes.map((node) => [node.name, node.outflow]))
  const total = nodes.reduce((sum, node) => sum + (node.inflow === 0 ? node.outflow : 0), 0)
  const title = chartTitle(params.title, text.chartName())
  return {
    charts: [
      chartSpec(
        {
          id: 'sankey-diagram',
          title,
          type: 'sankey',
          data: {
            datasets: [
              {
                label: params.flow_column || text.flow(),
                data: flows,
                perItem: {
                  colorFrom: flows.map((flow) => colourOf.get(flow.from)!),
                  colorTo: flows.map((flow) => colourOf.get(flow.to)!),
                },
                colorMode: params.colour_mode,
                alpha: 0.5,
                borderWidth: 0,
                nodeWidth: 14,
                nodePadding: 14,
                color: INK,
                size: 'max',
                // Nodes of a column in the order they first occur in the table (1st, 2nd, 3rd, Crew).
                priority: Object.fromEntries(nodes.map((node, i) => [node.name, i])),
              },
            ],
          },
          options: { plugins: { ...titleOptions(title), legend: { display: false } } },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'flows',
        title: text.flowsTitle(),
        columns: [text.from(), text.to(), params.flow_column || text.flow(), text.shareOfSource()],
        rows: flows.map((flow) => [flow.from, flow.to, flow.flow, cell((100 * flow.flow) / outflowOf.get(flow.from)!)]),
      },
      {
        id: 'nodes',
        title: text.nodesTitle(),
        columns: [text.node(), text.inflow(), text.outflow()],
        rows: nodes.map((node) => [node.name, node.inflow, node.outflow]),
      },
    ],
    files: [],
    notes: [text.summaryNote({ rows: rows.length, flows: flows.length, nodes: nodes.length, total })],
  }
}
