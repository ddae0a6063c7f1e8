import { kernelDensity } from '../../../analysis/stats/kernel-density'
import {
  axisOptions,
  cell,
  chartSpec,
  chartTitle,
  formatNumber,
  INK,
  paletteColours,
  titleOptions,
  withAlpha,
} from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { chartsBasicText } from '../messages'
import { commaListOf, groupedValues, readChartTable, skippedRowsNotes } from '../shared'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * One kernel density per group (R `density` on its default grid), stacked: the first group on the
 * top row, each curve lifted to its row's baseline and filled down to it. Every curve shares one
 * vertical scale, so the areas compare; the group names are annotations at the left of their rows.
 */
export const ridgelinePlotExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { value_column: valueName, group_column: groupName, bandwidth_rule: rule, adjust, overlap } = params
  const table = readChartTable(input)
  const colourAt = paletteColours(params.palette)

  const { groups, values, skippedRows } = groupedValues(table, groupName, valueName)
  const small = groups.filter((_, g) => values[g].length < 2)
  if (groups.length === 0 || small.length > 0) {
    const which = groups.length === 0 ? valueName : commaListOf(small)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, text.tooFewValues({ which }))
  }
  const curves = values.map((group) => kernelDensity(group, { bandwidth: rule, adjust }))
  const peaks = curves.map((curve) => Math.max(...curve.y))
  const tallest = Math.max(...peaks)
  const rowHeight = tallest > 0 ? overlap / tallest : 1
  const baselineOf = (g: number) => groups.length - 1 - g
  const left = Math.min(...curves.map((curve) => curve.x[0]))

  const title = chartTitle(params.title, text.chartName())
  return {
    charts: [
      chartSpec(
        {
          id: 'ridgeline-plot',
          title,
          type: 'line',
          data: {
            datasets: curves.map((curve, g) => ({
              label: groups[g],
              data: curve.x.map((x, i) => ({ x, y: baselineOf(g) + curve.y[i] * rowHeight })),
              borderColor: colourAt(g),
              backgroundColor: withAlpha(colourAt(g), params.fill_opacity),
              borderWidth: 1.5,
              pointRadius: 0,
              pointHoverRadius: 0,
              fill: { value: baselineOf(g) },
              // The top row is drawn first, so each lower ridge is painted over the one above it.
              order: groups.length - g,
            })),
          },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: { display: false },
              tooltip: { enabled: false },
              filler: { propagate: false },
              annotation: {
                annotations: Object.fromEntries(
                  groups.map((group, g) => [
                    `group${g}`,
                    {
                      type: 'label',
                      xValue: left,
                      yValue: baselineOf(g),
                      position: { x: 'start', y: 'end' },
                      xAdjust: 4,
                      yAdjust: -2,
                      content: group,
                      color: INK,
                      font: { size: 12, weight: 'bold' },
                    },
                  ]),
                ),
              },
            },
            scales: {
              x: axisOptions(params.x_label || valueName, { type: 'linear' }),
              y: axisOptions('', {
                type: 'linear',
                min: 0,
                max: groups.length - 1 + Math.max(1, overlap) + 0.1,
                ticks: { display: false, stepSize: 1 },
              }),
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
        columns: [text.group(), 'n', chartsBasicText.bandwidth(), text.peakAt(), text.peakDensity()],
        rows: curves.map((curve, g) => {
          const peak = curve.y.indexOf(peaks[g])
          return [groups[g], curve.n, cell(curve.bandwidth), cell(curve.x[peak]), cell(curve.y[peak])]
        }),
      },
    ],
    files: [],
    notes: [
      text.scaleNote({
        groups: groups.length,
        rule: adjust === 1 ? rule : `${rule} × ${adjust}`,
        peak: formatNumber(tallest),
        overlap,
      }),
      ...skippedRowsNotes(table, skippedRows),
    ],
  }
}
