import { lazy, Suspense } from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import { useTranslation } from 'react-i18next'
import type { DrawnChartSpec } from '#core/charts/chart-spec'

// chart.js and its plugins load only in the browser, after the page works without them.
const ChartCanvas = lazy(() => import('./chart-canvas.client'))

/**
 * One result chart: the server's PNG until JavaScript runs (and for good without it), then the
 * same chart drawn by chart.js. The PNG download link is there either way.
 */
export function ResultChart({ spec, pngUrl }: { spec: DrawnChartSpec; pngUrl: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const png = (
    <img
      src={pngUrl}
      alt={spec.title}
      width={spec.width}
      height={spec.height}
      className="h-auto w-full"
      style={{ maxWidth: spec.width }}
    />
  )
  return (
    // min-w-0: a grid item may shrink below the canvas chart.js drew for a wider window, so the chart follows a narrower one.
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4" data-chart={spec.id}>
      <figcaption className="mb-3 flex items-center justify-between gap-4">
        <span className="font-medium">{spec.title}</span>
        <a href={pngUrl} download className="text-sm text-brand-600 underline">
          {t('toolRuns.downloadPng')}
        </a>
      </figcaption>
      {hydrated ? (
        <Suspense fallback={png}>
          <ChartCanvas spec={spec} />
        </Suspense>
      ) : (
        png
      )}
    </figure>
  )
}
