import type { ChartData, ChartOptions, ChartType } from 'chart.js'
import { Chart } from 'react-chartjs-2'
import type { DrawnChartSpec } from '#core/charts/chart-spec'
import { registerChartTypes } from '#core/charts/register-chart-types'

registerChartTypes()

/**
 * The chart drawn by chart.js in the browser from the same JSON the server rendered to PNG. It
 * keeps the spec's aspect ratio and shrinks with the page.
 */
export default function ChartCanvas({ spec }: { spec: DrawnChartSpec }) {
  const options = {
    ...structuredClone(spec.options ?? {}),
    responsive: true,
    maintainAspectRatio: true,
    aspectRatio: spec.width / spec.height,
  } as ChartOptions
  return (
    <div style={{ maxWidth: spec.width }} className="w-full">
      <Chart
        type={spec.type as ChartType}
        data={structuredClone(spec.data) as unknown as ChartData}
        options={options}
        aria-label={spec.title}
        role="img"
      />
    </div>
  )
}
