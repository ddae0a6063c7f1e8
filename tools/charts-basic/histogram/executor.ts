import { histogram, type BinRule } from '../../../analysis/stats/histogram'
import { kernelDensity } from '../../../analysis/stats/kernel-density'
import { numericColumn } from '../../../analysis/io/column-table'
import { axisOptions, cell, chartSpec, chartTitle, formatNumber, titleOptions, withAlpha } from '../../kit/chart-style'
import { ToolRunError, type ToolExecutor } from '../../kit/types'
import { chartsBasicText } from '../messages'
import { readChartTable } from '../shared'
import { TOOL_ERROR_CODE } from '../../../core/tool-runs'
import { text } from './messages'
import { parameters } from './parameters'

/**
 * Bars over R hist's bins on a numeric axis (so the bars touch and a density curve can share it),
 * as frequencies or densities, with an optional Gaussian kernel density curve on the same scale.
 */
export const histogramExecutor: ToolExecutor = (input) => {
  const params = parameters.parse(input)
  const { bin_rule: choice, density_curve: withCurve, color: colour } = params
  const table = readChartTable(input)
  const valueName = params.value_column
  const bins: BinRule | number = choice === 'count' ? params.bin_count : choice
  const asDensity = params.y_scale === 'density'

  const values = Array.from(numericColumn(table, valueName, { allowMissing: true })).filter(Number.isFinite)
  if (values.length === 0)
    throw new ToolRunError(TOOL_ERROR_CODE.dataValidation, chartsBasicText.columnHasNoValues({ column: valueName }))
  const result = histogram(values, bins)
  const { breaks, counts, density, mids } = result
  const width = breaks[1] - breaks[0]
  const heights = asDensity ? density : counts

  const title = chartTitle(params.title, text.chartName())
  const heightName = asDensity ? chartsBasicText.density() : text.frequency()
  const datasets: Record<string, unknown>[] = [
    {
      type: 'bar',
      label: heightName,
      data: mids.map((x, i) => ({ x, y: heights[i] })),
      backgroundColor: withAlpha(colour, 0.75),
      borderColor: '#ffffff',
      borderWidth: 1,
      barPercentage: 1,
      categoryPercentage: 1,
      pointStyle: 'rect',
      order: 2,
    },
  ]
  const notes = [
    text.binsNote({
      values: values.length,
      rule: choice === 'count' ? text.count({ bins: params.bin_count }) : text[choice](),
      bins: counts.length,
      width: formatNumber(width),
    }),
  ]
  if (withCurve && values.length >= 2) {
    const curve = kernelDensity(values, { points: 256 })
    // On a frequency axis the density is scaled by n × bin width, the area of the bars.
    const scale = asDensity ? 1 : values.length * width
    datasets.push({
      type: 'line',
      label: text.kernelDensity(),
      data: curve.x.map((x, i) => ({ x, y: curve.y[i] * scale })),
      borderColor: '#333333',
      borderWidth: 2,
      pointRadius: 0,
      pointStyle: 'line',
      tension: 0,
      fill: false,
      order: 1,
    })
    notes.push(text.curveNote({ bandwidth: formatNumber(curve.bandwidth) }))
  }
  return {
    charts: [
      chartSpec(
        {
          id: 'histogram',
          title,
          type: 'bar',
          data: { datasets },
          options: {
            plugins: {
              ...titleOptions(title),
              legend: { display: datasets.length > 1, labels: { usePointStyle: true, boxHeight: 8 } },
            },
            scales: {
              x: axisOptions(params.x_label || valueName, {
                type: 'linear',
                offset: false,
                min: breaks[0],
                max: breaks[breaks.length - 1],
                ticks: { stepSize: width },
                grid: { offset: false },
              }),
              y: axisOptions(params.y_label || heightName, { beginAtZero: true }),
            },
          },
        },
        params,
      ),
    ],
    tables: [
      {
        id: 'bins',
        title: text.binsTitle(),
        columns: [text.interval(), text.lower(), text.upper(), text.countColumn(), chartsBasicText.density()],
        rows: counts.map((count, i) => [
          `${i === 0 ? '[' : '('}${breaks[i]}, ${breaks[i + 1]}]`,
          breaks[i],
          breaks[i + 1],
          count,
          cell(density[i]),
        ]),
      },
    ],
    files: [],
    notes,
  }
}
