import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { SerializeFrom } from '@remix-run/node'
import { useHydrated } from '~/utils/use-hydrated'
import { useTranslation } from 'react-i18next'
import type { DrawnChartSpec } from '#core/charts/chart-spec'
import type { ToolResultView } from '~/utils/tools/tool-result-view.server'
import { ChartRestyleForm } from './chart-restyle-form'
import { OrdinationViewerControls, useViewDescription, viewedChart } from './ordination-viewer-controls'

// chart.js and its plugins load only in the browser, after the page works without them.
const ChartCanvas = lazy(() => import('./chart-canvas.client'))

export type ResultChartView = SerializeFrom<ToolResultView>['charts'][number]

/** The narrowest a chart's picture gets on a phone: below it, the picture scrolls sideways in its box. */
const MIN_PICTURE_WIDTH = 560

/**
 * The chart as chart.js draws it: the spec that came with the page (a project's run), or the one fetched from the
 * chart's own cached URL once JavaScript runs (`/task/:id`, where a large chart would weigh down the page).
 * Null until it is there; the page shows the server's PNG meanwhile.
 */
export function useChartSpec(chart: Pick<ResultChartView, 'spec' | 'specUrl'>): DrawnChartSpec | null {
  const [fetched, setFetched] = useState<{ url: string; spec: DrawnChartSpec } | null>(null)
  const { specUrl } = chart
  useEffect(() => {
    if (!specUrl) return
    // Not a loader's data: a chart's spec can be megabytes, fetched apart from the page and kept by the browser's cache (its URL is versioned).
    const controller = new AbortController()
    fetch(specUrl, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<DrawnChartSpec>) : null))
      .then((spec) => spec && setFetched({ url: specUrl, spec }))
      .catch(() => {}) // the PNG stays: it is the same chart
    return () => controller.abort()
  }, [specUrl])
  if (chart.spec) return chart.spec as DrawnChartSpec
  return fetched && fetched.url === specUrl ? fetched.spec : null
}

/**
 * One result chart: the server's PNG until JavaScript runs (and for good without it), then the
 * same chart drawn by chart.js. Download links (PNG, and on `/task/:id` SVG and PDF) and the restyle form
 * work either way.
 */
export function ResultChart({ chart }: { chart: ResultChartView }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const spec = useChartSpec(chart)
  const { frame } = chart
  const png = (
    // A phone keeps the picture legible: it scrolls sideways in its own box instead of shrinking to a stamp.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={frame.title}>
      <img
        src={chart.pngUrl}
        alt={frame.title}
        width={frame.width}
        height={frame.height}
        className="h-auto w-full"
        style={{ maxWidth: frame.width, minWidth: Math.min(frame.width, MIN_PICTURE_WIDTH) }}
      />
    </div>
  )
  const downloads = chart.downloads ?? { png: chart.pngUrl, svg: null, pdf: null }
  return (
    // min-w-0: a grid item may shrink below the canvas chart.js drew for a wider window, so the chart follows a narrower one.
    <figure
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4"
      data-chart={frame.id}
      data-chart-drawn={hydrated && spec ? 'canvas' : 'png'}
    >
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <span className="font-medium">{frame.title}</span>
        <span className="flex items-center gap-3 text-sm" data-testid="chart-downloads">
          <a href={downloads.png} download className="text-brand-600 underline">
            {t('toolRuns.downloadPng')}
          </a>
          {downloads.svg ? (
            <a
              href={downloads.svg}
              download
              className="text-brand-600 underline"
              aria-label={t('toolResult.downloadAs', { format: 'SVG' })}
            >
              SVG
            </a>
          ) : null}
          {downloads.pdf ? (
            <a
              href={downloads.pdf}
              download
              className="text-brand-600 underline"
              aria-label={t('toolResult.downloadAs', { format: 'PDF' })}
            >
              PDF
            </a>
          ) : null}
        </span>
      </figcaption>
      {hydrated && spec?.viewer ? (
        <OrdinationViewerChart chart={chart} spec={spec} viewer={spec.viewer} png={png} />
      ) : hydrated && spec ? (
        <Suspense fallback={png}>
          <ChartCanvas spec={spec} />
        </Suspense>
      ) : (
        png
      )}
      {chart.style && chart.original ? (
        <ChartRestyleForm index={chart.index} style={chart.style} original={chart.original} />
      ) : null}
    </figure>
  )
}

/** An ordination chart with the viewer's choices under it; each choice redraws the canvas. */
function OrdinationViewerChart({
  chart,
  spec,
  viewer,
  png,
}: {
  chart: ResultChartView
  spec: DrawnChartSpec
  viewer: NonNullable<DrawnChartSpec['viewer']>
  png: ReactNode
}) {
  const [view, setView] = useState(viewer.view)
  const description = useViewDescription(viewer, view)
  return (
    <>
      <Suspense fallback={png}>
        <ChartCanvas spec={viewedChart(spec, view, chart.style)} description={description} />
      </Suspense>
      <OrdinationViewerControls chartIndex={chart.index} viewer={viewer} view={view} onChange={setView} />
    </>
  )
}
