import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { COURSE_URL_TYPE } from '#core/courses'
import { languageOrDefault } from '#core/language'
import { useRootData } from '~/root'
import { requireRouteAccess } from '~/utils/access.server'
import { loadCourse } from '~/utils/courses/courses.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, optional, parseRouteId, parseSearchParams } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const id = await parseRouteId(request, params.id)
  const { video: videoId } = await parseSearchParams(request, z.object({ video: optional(idParam) }))
  const language = languageOrDefault(await i18next.getLocale(request))
  const course = await loadCourse(id, user.id, language)
  if (!course) throw await requestError(request, 404, 'errors.notFound')
  const current = course.videos.find((video) => video.id === videoId) ?? course.videos[0] ?? null
  return json({ course, currentId: current?.id ?? null }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.course.title} · BioCloud` : 'BioCloud' },
]

/** How often the player reports its position while playing. */
const PROGRESS_INTERVAL_MS = 10_000

function clock(seconds: number): string {
  const whole = Math.floor(seconds)
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * Sends where the viewer is every ~10 s of playback, on pause and when the page goes away. Without
 * JavaScript nothing is sent and the video simply starts where the server last knew.
 */
function useProgressReports(video: React.RefObject<HTMLVideoElement>, videoId: number | null) {
  useEffect(() => {
    const element = video.current
    if (!element || videoId === null) return
    let lastSent = -1
    const send = () => {
      const seconds = Math.floor(element.currentTime)
      if (seconds === lastSent) return
      lastSent = seconds
      const body = new URLSearchParams({ videoId: String(videoId), seconds: String(seconds) })
      void fetch('/resources/course-progress', { method: 'POST', body, keepalive: true }).catch(() => {})
    }
    const timer = window.setInterval(() => {
      if (!element.paused) send()
    }, PROGRESS_INTERVAL_MS)
    element.addEventListener('pause', send)
    window.addEventListener('pagehide', send)
    return () => {
      window.clearInterval(timer)
      element.removeEventListener('pause', send)
      window.removeEventListener('pagehide', send)
      if (!element.paused) send()
    }
  }, [video, videoId])
}

export default function CoursePage() {
  const { t } = useTranslation()
  const { course, currentId } = useLoaderData<typeof loader>()
  const location = useLocation()
  const balance = useRootData()?.user?.balance ?? 0
  const current = course.videos.find((video) => video.id === currentId) ?? null
  const player = useRef<HTMLVideoElement>(null)
  const playsHere = course.mayWatch && current?.urlType === COURSE_URL_TYPE.storagePath
  useProgressReports(player, playsHere ? current.id : null)
  return (
    <div className="mx-auto max-w-6xl px-4 py-6" data-page="course">
      <nav className="text-sm text-slate-500">
        <Link to="/course" className="hover:text-brand-600">
          {t('courses.list.title')}
        </Link>
        <span className="mx-2">/</span>
        <span>{course.title}</span>
      </nav>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{course.title}</h1>
        {course.categoryLabel ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{course.categoryLabel}</span>
        ) : null}
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">
          {course.amount === 0 ? t('courses.free') : t('courses.price', { count: course.amount })}
        </span>
        {course.owned ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800" data-testid="course-owned">
            {t('courses.owned')}
          </span>
        ) : null}
      </div>

      <div className="mt-5 grid gap-6 lg:grid-cols-[1fr_320px]">
        <section className="space-y-4">
          {!course.mayWatch ? (
            <div
              className="flex flex-col items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-10 text-center"
              data-testid="course-locked"
            >
              <img src={course.coverUrl} alt="" className="w-full max-w-sm rounded-lg" />
              <p className="text-slate-800">{t('courses.detail.locked', { count: course.amount })}</p>
              <p className="text-sm text-slate-600">{t('courses.detail.yourBalance', { count: balance })}</p>
              <Form method="post" action="/resources/points-purchase">
                <input type="hidden" name="kind" value="course" />
                <input type="hidden" name="id" value={course.id} />
                <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
                <button
                  type="submit"
                  className="rounded-lg bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700"
                >
                  {t('courses.detail.buy', { count: course.amount })}
                </button>
              </Form>
            </div>
          ) : current === null ? (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-500">
              {t('courses.detail.noVideos')}
            </p>
          ) : playsHere ? (
            <div>
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- course videos carry no caption files yet (the course form has no field for one) */}
              <video
                key={current.id}
                ref={player}
                controls
                preload="metadata"
                playsInline
                poster={course.coverUrl}
                className="aspect-video w-full rounded-xl bg-black"
                data-testid="course-player"
                // A media fragment resumes where the viewer stopped, with or without JavaScript.
                src={`/resources/course-video/${current.id}${current.seconds > 0 ? `#t=${current.seconds}` : ''}`}
              >
                {t('courses.detail.noVideoSupport')}
              </video>
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{current.title}</h2>
              {current.seconds > 0 ? (
                <p className="text-sm text-slate-500">
                  {t('courses.detail.resumeAt', { time: clock(current.seconds) })}
                </p>
              ) : null}
            </div>
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center">
              <h2 className="text-lg font-semibold text-slate-900">{current.title}</h2>
              {current.link ? (
                <a
                  href={current.link}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="mt-3 inline-block rounded-lg bg-brand-600 px-5 py-2 text-sm font-medium text-white hover:bg-brand-700"
                >
                  {t('courses.detail.openLink')}
                </a>
              ) : null}
            </div>
          )}
          <div>
            <h2 className="text-base font-semibold text-slate-900">{t('courses.detail.description')}</h2>
            <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">{course.description}</p>
            {course.mayWatch && course.urlType === COURSE_URL_TYPE.httpLink ? (
              <a
                href={course.url}
                target="_blank"
                rel="noreferrer noopener"
                className="mt-2 inline-block text-sm text-brand-600 hover:underline"
              >
                {t('courses.detail.courseLink')}
              </a>
            ) : null}
          </div>
        </section>

        <aside aria-labelledby="course-videos">
          <h2 id="course-videos" className="mb-2 text-base font-semibold text-slate-900">
            {t('courses.videoCount', { count: course.videos.length })}
          </h2>
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {course.videos.map((video, index) => (
              <li key={video.id}>
                <Link
                  to={`?video=${video.id}`}
                  preventScrollReset
                  aria-current={video.id === currentId ? 'true' : undefined}
                  className={`flex items-start gap-3 px-3 py-2.5 text-sm hover:bg-slate-50 ${video.id === currentId ? 'bg-brand-50' : ''}`}
                >
                  <span className="w-5 shrink-0 text-slate-400">{index + 1}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-800">{video.title}</span>
                    <span className="block text-xs text-slate-500">
                      {video.urlType === COURSE_URL_TYPE.httpLink
                        ? t('courses.detail.external')
                        : video.durationSeconds
                          ? clock(video.durationSeconds)
                          : null}
                      {video.seconds > 0 ? ` · ${t('courses.detail.stoppedAt', { time: clock(video.seconds) })}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  )
}
