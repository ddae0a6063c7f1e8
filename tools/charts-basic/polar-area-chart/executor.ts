import { numericColumn } from '../../../analysis/io/column-table'
import {
  cell,
  chartSpec,
  chartTitle,
  legendOptions,
  paletteColours,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { chartsBasicText } from '../messages'
import { readChartTable } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/** Sectors a polar area chart draws at most: beyond this the angles are too thin to read. */
export const MAX_SECTORS = 60

/**
 * Equal-angle sectors whose radius is the value of one column (chart.js polarArea), in the table's
 * order or sorted; the table gives each value's share of the total.
 */
export const polarAreaChartExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const table = readChartTable(input)
  const valueName = params.value_column || (table.header[1] ?? table.header[0])
  const colourAt = paletteColours(params.palette)

  const values = numericColumn(table, valueName)
  const negative = table.rows.findIndex((_, r) => values[r] < 0)
  if (negative !== -1) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.negativeValue({
        file: table.fileName ?? '',
        line: table.lines[negative],
        column: valueName,
        value: values[negative],
      }),
    )
  }
  if (table.rows.length > MAX_SECTORS) {
    throw new ToolRunError(
      TOOL_ERROR_CODE.dataValidation,
      text.tooManySectors({ count: table.rows.length, limit: MAX_SECTORS }),
    )
  }
  const sectors = table.rows.map((row, r) => ({ label: row[0], value: values[r] }))
  if (params.sort) sectors.sort((a, b) => b.value - a.value)
  const total = sectors.reduce((sum, sector) => sum + sector.value, 0)
  const percents = sectors.map((sector) => (total > 0 ? (100 * sector.value) / total : Number.NaN))

  const title = chartTitle(params.title, text.chartName())
  const colours = sectors.map((_, i) => colourAt(i))
  return {
    charts: [
      chartSpec(
        {
          id: 'polar-area-chart',
          title,
          type: 'polarArea',
          data: {
            labels: sectors.map((sector) => sector.label),
            datasets: [
              {
                label: valueName,
                data: sectors.map((sector) => sector.value),
                backgroundColor: colours.map((colour) => withAlpha(colour, params.fill_opacity)),
                borderColor: '#ffffff',
                borderWidth: 1,
              },
            ],
          },
          options: {
            plugins: { ...titleOptions(title), legend: legendOptions(params.legend_position) },
            scales: { r: { beginAtZero: true, ticks: { backdropColor: 'rgba(255,255,255,0.6)' } } },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'sectors',
        title: text.sectorsTitle(),
        columns: [table.header[0] || chartsBasicText.name(), valueName, chartsBasicText.percentage()],
        rows: sectors.map((sector, i) => [sector.label, sector.value, cell(percents[i])]),
      },
    ],
    files: [],
    notes: [text.totalNote({ parts: sectors.length, total: Number(total.toPrecision(12)) })],
  }
}
