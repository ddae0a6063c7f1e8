import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '~/utils/use-hydrated'

/** Carousel timing and size (spec 02 §9). */
export const CAROUSEL_INTERVAL_MS = 4000
const CAROUSEL_HEIGHT_PX = 400

export interface CarouselChart {
  src: string
  title: string
}

/**
 * The example project's charts, one at a time, turning every 4 s (paused while hovered or
 * focused), with previous and next. Without JavaScript it is a strip that scrolls sideways.
 */
export function ResultsCarousel({ charts }: { charts: CarouselChart[] }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [index, setIndex] = useState(0)
  const paused = useRef(false)
  const count = charts.length

  useEffect(() => {
    if (!hydrated || count < 2) return
    const timer = window.setInterval(() => {
      if (!paused.current) setIndex((current) => (current + 1) % count)
    }, CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [hydrated, count])

  if (!hydrated) {
    return (
      <ul className="flex snap-x gap-4 overflow-x-auto pb-2" data-testid="results-carousel">
        {charts.map((chart) => (
          <li key={chart.src} className="w-[min(36rem,85vw)] shrink-0 snap-start">
            <ChartFigure chart={chart} />
          </li>
        ))}
      </ul>
    )
  }
  const button =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-700 shadow ring-1 ring-slate-200 hover:text-brand-600'
  return (
    <div
      className="relative"
      role="group"
      aria-roledescription="carousel"
      aria-label={t('introduction.carousel.label')}
      data-testid="results-carousel"
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <ChartFigure chart={charts[index]} />
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${button} left-2`}
            aria-label={t('introduction.carousel.previous')}
            onClick={() => setIndex((index - 1 + count) % count)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${button} right-2`}
            aria-label={t('introduction.carousel.next')}
            onClick={() => setIndex((index + 1) % count)}
          >
            ›
          </button>
          <p className="mt-2 text-center text-xs text-slate-500" aria-live="polite">
            {index + 1} / {count}
          </p>
        </>
      ) : null}
    </div>
  )
}

function ChartFigure({ chart }: { chart: CarouselChart }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3">
      <img
        src={chart.src}
        alt={chart.title}
        loading="lazy"
        style={{ height: CAROUSEL_HEIGHT_PX }}
        className="mx-auto w-full object-contain"
      />
      {chart.title ? <figcaption className="mt-2 text-center text-sm text-slate-600">{chart.title}</figcaption> : null}
    </figure>
  )
}
