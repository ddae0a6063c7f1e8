import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { languageOrDefault } from '#core/language'
import { PageNav, useListHref } from '~/components/paged-list'
import { requireRouteAccess } from '~/utils/access.server'
import { COURSE_SORTS, type CourseFilter } from '~/utils/courses/course-list'
import { courseFilterChoices, featuredVideos, listCourses, parseCourseListQuery } from '~/utils/courses/courses.server'
import { i18next } from '~/utils/translations.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const query = await parseCourseListQuery(request)
  const language = languageOrDefault(await i18next.getLocale(request))
  const [listing, filters, featured, t] = await Promise.all([
    listCourses(viewer?.id ?? null, query, language),
    courseFilterChoices(language),
    featuredVideos(),
    i18next.getFixedT(request),
  ])
  return json(
    { query, ...listing, filters, featured, title: t('courses.list.title') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? ''} · BioCloud` }]

const FILTERS: readonly CourseFilter[] = ['category', 'productType', 'courseType']

export default function CourseListPage() {
  const { t } = useTranslation()
  const { query, courses, total, pages, filters, featured } = useLoaderData<typeof loader>()
  const listHref = useListHref()
  const filtered = Boolean(query.category || query.productType || query.courseType || query.q)
  return (
    <div data-page="courses">
      <section className="border-b border-brand-700/20 bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="text-3xl font-bold tracking-tight">{t('courses.list.title')}</h1>
          <p className="mt-2 max-w-2xl text-brand-50/90">{t('courses.list.lead')}</p>
          <Form
            method="get"
            action="/course"
            role="search"
            className="mt-5 grid max-w-6xl gap-2 sm:grid-cols-2 lg:grid-cols-7"
          >
            <label className="sr-only" htmlFor="course-search">
              {t('courses.list.searchLabel')}
            </label>
            <input
              id="course-search"
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              placeholder={t('courses.list.searchPlaceholder')}
              className="min-w-0 rounded-lg border-0 bg-white px-4 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 sm:col-span-2"
            />
            {FILTERS.map((filter) => (
              <div key={filter}>
                <label className="sr-only" htmlFor={`course-${filter}`}>
                  {t(`courses.filters.${filter}`)}
                </label>
                <select
                  id={`course-${filter}`}
                  name={filter}
                  defaultValue={query[filter] ? String(query[filter]) : ''}
                  className="w-full rounded-lg border-0 bg-white px-3 py-2.5 text-sm text-slate-700 shadow-sm"
                >
                  <option value="">{t(`courses.filters.all.${filter}`)}</option>
                  {filters[filter].map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className="flex gap-2 sm:col-span-2">
              <label className="sr-only" htmlFor="course-sort">
                {t('courses.sort.label')}
              </label>
              <select
                id="course-sort"
                name="sort"
                defaultValue={query.sort}
                className="min-w-0 flex-1 rounded-lg border-0 bg-white px-3 py-2.5 text-sm text-slate-700 shadow-sm"
              >
                {COURSE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`courses.sort.${sort}`)}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className="rounded-lg bg-slate-900/80 px-4 py-2.5 text-sm font-medium text-white hover:bg-slate-900"
              >
                {t('courses.list.search')}
              </button>
            </div>
          </Form>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        {featured.length > 0 && !filtered && query.page === 1 ? (
          <section aria-labelledby="featured-videos">
            <h2 id="featured-videos" className="mb-3 text-lg font-semibold text-slate-900">
              {t('courses.list.featured')}
            </h2>
            <ul className="flex snap-x gap-4 overflow-x-auto pb-2" data-testid="featured-videos">
              {featured.map((video) => (
                <li key={video.videoId} className="w-60 shrink-0 snap-start">
                  <Link
                    to={`/course/${video.courseId}?video=${video.videoId}`}
                    className="block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
                  >
                    <img src={video.coverUrl} alt="" className="aspect-video w-full object-cover" loading="lazy" />
                    <div className="p-3">
                      <p className="truncate text-sm font-medium text-slate-900">{video.videoTitle}</p>
                      <p className="truncate text-xs text-slate-500">{video.courseTitle}</p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="course-results">
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <h2 id="course-results" className="text-sm text-slate-600" data-testid="result-count">
              {t('courses.list.resultCount', { count: total })}
            </h2>
            {filtered ? (
              <Link to="/course" className="ml-auto text-sm text-brand-600 hover:underline">
                {t('courses.list.clearFilters')}
              </Link>
            ) : null}
          </div>
          {courses.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-500">
              {t('courses.list.empty')}
            </div>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {courses.map((course) => (
                <li key={course.id} data-testid="course-card">
                  <Link
                    to={`/course/${course.id}`}
                    className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
                  >
                    <img src={course.coverUrl} alt="" className="aspect-video w-full object-cover" loading="lazy" />
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <div className="flex items-start justify-between gap-2">
                        <h3 className="font-semibold text-slate-900">{course.title}</h3>
                        {course.owned ? (
                          <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                            {t('courses.owned')}
                          </span>
                        ) : null}
                      </div>
                      <p className="line-clamp-3 text-sm text-slate-600">{course.description}</p>
                      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-slate-500">
                        <span className="font-medium text-amber-700">
                          {course.amount === 0 ? t('courses.free') : t('courses.price', { count: course.amount })}
                        </span>
                        <span>{t('courses.videoCount', { count: course.videoCount })}</span>
                        {course.categoryLabel ? <span>{course.categoryLabel}</span> : null}
                      </div>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <div className="mt-8 flex justify-center text-sm">
              <PageNav
                label={t('courses.list.pages')}
                page={query.page}
                pageCount={pages}
                pageHref={(page) => listHref({ page })}
              />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  )
}
