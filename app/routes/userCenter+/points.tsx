import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { languageOrDefault } from '#core/language'
import { ListTable, PageNav, useListHref } from '~/components/paged-list'
import { useRootData } from '~/root'
import { requireRouteAccess } from '~/utils/access.server'
import { checkInStreak, POINTS_HISTORY_PAGE_SIZE, pointsHistory } from '~/utils/points.server'
import { optional, pageParam, parseSearchParams } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { page = 1 } = await parseSearchParams(request, z.object({ page: optional(pageParam) }))
  const language = languageOrDefault(await i18next.getLocale(request))
  const [history, streak, t] = await Promise.all([
    pointsHistory(user.id, page),
    checkInStreak(user.id),
    i18next.getFixedT(request),
  ])
  return json(
    {
      page,
      pages: Math.max(1, Math.ceil(history.total / POINTS_HISTORY_PAGE_SIZE)),
      total: history.total,
      streak,
      rows: history.rows.map(({ courseTitle, workflowTitle, workflowTitleEn, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        itemTitle: courseTitle ?? (language === 'en' && workflowTitleEn ? workflowTitleEn : workflowTitle),
      })),
      title: t('points.history.title'),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? ''} · BioCloud` }]

const KNOWN_REASONS = ['check_in', 'check_in_streak', 'course_unlock', 'workflow_unlock', 'workflow_run', 'adjustment']

/** Dates in the platform's time zone, as check-in days are counted. */
function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(new Date(iso))
}

export default function PointsHistoryPage() {
  const { t, i18n } = useTranslation()
  const { rows, page, pages, total, streak } = useLoaderData<typeof loader>()
  const balance = useRootData()?.user?.balance ?? 0
  const listHref = useListHref()
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6" data-page="points-history">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('points.history.title')}</h1>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm text-amber-800">{t('points.history.balance')}</p>
          <p className="text-3xl font-bold text-amber-900" data-testid="history-balance">
            {balance}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-600">{t('points.history.streakLabel')}</p>
          <p className="text-3xl font-bold text-slate-900">{streak}</p>
          <p className="text-xs text-slate-500">{t('points.history.rule')}</p>
        </div>
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <ListTable
          columns={[
            { label: t('points.history.date') },
            { label: t('points.history.reason') },
            { label: t('points.history.change'), numeric: true },
          ]}
          isEmpty={rows.length === 0}
          emptyText={t('points.history.empty')}
        >
          {rows.map((row) => (
            <tr key={row.id} data-testid="points-row">
              <td className="whitespace-nowrap px-4 py-2 text-slate-600">{formatDate(row.createdAt, i18n.language)}</td>
              <td className="px-4 py-2 text-slate-800">
                {KNOWN_REASONS.includes(row.reason) ? t(`points.reasons.${row.reason}`) : row.reason}
                {row.itemTitle ? (
                  row.reference?.startsWith('course:') ? (
                    <>
                      {' · '}
                      <Link to={`/course/${row.reference.slice('course:'.length)}`} className="text-brand-600">
                        {row.itemTitle}
                      </Link>
                    </>
                  ) : (
                    ` · ${row.itemTitle}`
                  )
                ) : null}
              </td>
              <td
                className={`px-4 py-2 text-right font-medium tabular-nums ${row.delta < 0 ? 'text-red-600' : 'text-emerald-700'}`}
              >
                {row.delta > 0 ? `+${row.delta}` : row.delta}
              </td>
            </tr>
          ))}
        </ListTable>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>{t('points.history.count', { count: total })}</span>
        {pages > 1 ? (
          <PageNav
            label={t('points.history.pages')}
            page={page}
            pageCount={pages}
            pageHref={(next) => listHref({ page: next })}
          />
        ) : null}
      </div>
    </div>
  )
}
