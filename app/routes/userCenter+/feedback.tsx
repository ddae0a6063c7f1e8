import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PageNav, useListHref } from '~/components/paged-list'
import { requireRouteAccess } from '~/utils/access.server'
import { listMyFeedback } from '~/utils/feedback/feedback.server'
import { optional, pageParam, parseSearchParams } from '~/utils/request-input.server'
import { FeedbackStatusBadge } from '~/components/feedback/feedback-status'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

const querySchema = z.object({ page: optional(pageParam) })

/** The customer's own feedback, newest first, with its status and staff's replies. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { page } = await parseSearchParams(request, querySchema)
  return json(await listMyFeedback(user.id, page ?? 1))
}

export default function MyFeedbackPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { rows, total, page, pages } = useLoaderData<typeof loader>()
  const listHref = useListHref()
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-page="my-feedback">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('feedback.mine.title')}</h1>
          <p className="mt-1 text-sm text-slate-500">{t('feedback.mine.total', { count: total })}</p>
        </div>
        <Link
          to="/feedback/new?from=%2FuserCenter%2Ffeedback"
          className="rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600"
        >
          {t('feedback.mine.new')}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-8 text-center text-sm text-slate-500">
          {t('feedback.mine.empty')}
        </p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="my-feedback-item">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">#{row.id}</span>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{t(`feedback.types.${row.type}`)}</span>
                <FeedbackStatusBadge status={row.status} />
                <span className="ml-auto text-xs text-slate-500">{formatDateTime(row.submittedAt, language)}</span>
              </div>
              <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{row.content}</p>
              {row.imageCount > 0 ? (
                <p className="mt-1 text-xs text-slate-500">{t('feedback.imageCount', { count: row.imageCount })}</p>
              ) : null}
              {row.replies.length > 0 ? (
                <div className="mt-3 border-t border-slate-100 pt-3">
                  <h2 className="text-xs font-medium uppercase text-slate-500">{t('feedback.mine.replies')}</h2>
                  <ul className="mt-2 flex flex-col gap-2">
                    {row.replies.map((reply) => (
                      <li key={reply.id} className="rounded bg-brand-50 p-2 text-sm" data-testid="feedback-reply">
                        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                          <FeedbackStatusBadge status={reply.toStatus} />
                          <span>{formatDateTime(reply.changedAt, language)}</span>
                        </div>
                        <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{reply.remark}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 text-sm">
        <PageNav
          label={t('feedback.mine.pages')}
          page={page}
          pageCount={pages}
          pageHref={(next) => listHref({ page: next })}
        />
      </div>
    </section>
  )
}
