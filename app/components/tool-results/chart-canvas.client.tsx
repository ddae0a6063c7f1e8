import type { ChartData, ChartOptions, ChartType } from 'chart.js'
import { useEffect, useRef, useState } from 'react'
import { Chart } from 'react-chartjs-2'
import type { DrawnChartSpec } from '#core/charts/chart-spec'
import { registerChartTypes } from '#core/charts/register-chart-types'

registerChartTypes()

/** The lowest a chart is drawn on a narrow screen (a phone): below its own height, never below this. */
const MIN_CHART_HEIGHT = 280

/** Narrower than this, a legend beside the plot squeezes it and cuts its own labels short: it goes below instead. */
const SIDE_LEGEND_MIN_WIDTH = 560

/** Whether the element is narrower than `width`, followed as it resizes (a phone turned, a window narrowed). */
function useNarrowerThan(width: number) {
  const ref = useRef<HTMLDivElement>(null)
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [width])
  return { ref, narrow }
}

/**
 * The chart drawn by chart.js in the browser from the same JSON the server rendered to PNG. It
 * keeps the spec's aspect ratio and shrinks with the page, but keeps a minimum height on a phone, so a
 * wide chart does not become a strip. `description` adds what the canvas shows beyond its title (a view the reader
 * chose) to its accessible name.
 */
export default function ChartCanvas({ spec, description }: { spec: DrawnChartSpec; description?: string }) {
  const { ref, narrow } = useNarrowerThan(SIDE_LEGEND_MIN_WIDTH)
  const specOptions = structuredClone(spec.options ?? {}) as ChartOptions
  const legend = specOptions.plugins?.legend
  if (narrow && legend && (legend.position === 'left' || legend.position === 'right')) legend.position = 'bottom'
  const options = {
    ...specOptions,
    responsive: true,
    maintainAspectRatio: false,
    // A result is a figure: drawn final at once, as its PNG is, not grown over a second of frames a phone pays for.
    animation: false,
  } as ChartOptions
  return (
    <div
      ref={ref}
      style={{
        maxWidth: spec.width,
        aspectRatio: `${spec.width} / ${spec.height}`,
        minHeight: Math.min(spec.height, MIN_CHART_HEIGHT),
      }}
      className="relative w-full"
    >
      <Chart
        type={spec.type as ChartType}
        data={structuredClone(spec.data) as unknown as ChartData}
        options={options}
        aria-label={description ? `${spec.title}. ${description}` : spec.title}
        role="img"
      />
    </div>
  )
}
