import { kernelDensity } from '../../../analysis/stats/kernel-density'
import { mean } from '../../../analysis/stats/descriptive'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  legendOptions,
  paletteColours,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import { commaListOf, groupedValues, readChartTable, skippedRowsNotes } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/** The Gaussian kernel density of a column (one curve per group), on R density's 512-point grid. */
export const densityPlotExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { value_column: valueName, group_column: groupName, bandwidth_rule: rule, adjust, fill } = params
  const table = readChartTable(input)
  const colourAt = paletteColours(params.palette)

  const { groups, values, skippedRows } = groupedValues(table, groupName || null, valueName)
  const small = groups.filter((_, g) => values[g].length < 2)
  if (groups.length === 0 || small.length > 0) {
    const which = groups.length === 0 ? valueName : commaListOf(small)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewValues({ which }))
  }
  const curves = values.map((group) => kernelDensity(group, { bandwidth: rule, adjust }))

  const title = chartTitle(params.title, text.chartName())
  const notes = curves.map((curve, g) =>
    text.curveNote({
      group: groups[g],
      n: curve.n,
      bandwidth: formatNumber(curve.bandwidth),
      rule: adjust === 1 ? rule : `${rule} × ${adjust}`,
    }),
  )
  notes.push(...skippedRowsNotes(table, skippedRows))
  return {
    charts: [
      chartSpec(
        {
          id: 'density-plot',
          title,
          type: 'line',
          data: {
            datasets: curves.map((curve, g) => ({
              label: groups[g],
              data: curve.x.map((x, i) => ({ x, y: curve.y[i] })),
              borderColor: colourAt(g),
              backgroundColor: withAlpha(colourAt(g), 0.25),
              borderWidth: 2,
              pointRadius: 0,
              pointHoverRadius: 3,
              fill: fill ? 'origin' : false,
            })),
          },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: groups.length > 1 ? legendOptions(params.legend_position) : { display: false },
              filler: { propagate: false },
            },
            interaction: { mode: 'nearest', intersect: false },
            scales: {
              x: axisOptions(params.x_label || valueName, { type: 'linear' }),
              y: axisOptions(params.y_label || chartsBasicText.density(), { beginAtZero: true }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'densities',
        title: text.estimatesTitle(),
        columns: [
          text.group(),
          'n',
          chartsBasicText.mean(),
          chartsBasicText.bandwidth(),
          text.peakAt(),
          text.peakDensity(),
        ],
        rows: curves.map((curve, g) => {
          const peak = curve.y.indexOf(Math.max(...curve.y))
          return [
            groups[g],
            curve.n,
            cell(mean(values[g])),
            cell(curve.bandwidth),
            cell(curve.x[peak]),
            cell(curve.y[peak]),
          ]
        }),
      },
    ],
    files: [],
    notes,
  }
}
