import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { ListTable, PageNav, useListHref } from '~/components/paged-list'
import { listConsultations } from '~/utils/analysis/consultation.server'
import { FeedbackDeskTabs } from '~/components/feedback/feedback-desk-tabs'
import { markConsultationHandledBy } from '~/utils/feedback/feedback.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, optional, pageParam, parseSearchParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'

const querySchema = z.object({ page: optional(pageParam) })

/** Staff list of Free consultation requests, newest first, paged in SQL. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.feedbackData)
  const { page } = await parseSearchParams(request, querySchema)
  return json(await listConsultations(page ?? 1))
}

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

const handledForm = z.object({ id: idParam })

/** Marks one request handled and comes back to the same page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.feedbackData)
  const form = await readFormData(request)
  const parsed = handledForm.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  await markConsultationHandledBy(auditActor(user, context), parsed.data.id)
  return redirect(`/feedback-data/consultations${new URL(request.url).search}`)
}

export default function ConsultationRequestsPage() {
  const { t, i18n } = useTranslation()
  const { rows, total, page, pages } = useLoaderData<typeof loader>()
  const listHref = useListHref()
  const language = languageOrDefault(i18n.language)
  const columns = [
    { label: t('introduction.requests.createdAt') },
    { label: t('introduction.requests.workflow') },
    { label: t('introduction.consultation.name') },
    { label: t('introduction.requests.contact') },
    { label: t('introduction.consultation.message') },
    { label: t('introduction.requests.status') },
  ]
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" data-page="consultation-requests">
      <h1 className="text-2xl font-semibold text-slate-900">{t('feedback.desk.title')}</h1>
      <div className="mt-4">
        <FeedbackDeskTabs />
      </div>
      <h2 className="mt-4 text-lg font-medium text-slate-900">{t('introduction.requests.title')}</h2>
      <p className="mt-1 text-sm text-slate-500">{t('introduction.requests.total', { count: total })}</p>
      <div className="mt-4 rounded-lg border border-slate-200 bg-white">
        <ListTable columns={columns} isEmpty={rows.length === 0} emptyText={t('introduction.requests.empty')}>
          {rows.map((row) => (
            <tr key={row.id} data-testid="consultation-row">
              <td className="whitespace-nowrap px-4 py-2 text-slate-600">{formatDateTime(row.createdAt, language)}</td>
              <td className="min-w-[10rem] px-4 py-2">
                {row.workflowId ? (
                  <Link to={`/analysis-introduction/${row.workflowId}`} className="text-brand-600 hover:underline">
                    {row.workflowTitle}
                  </Link>
                ) : (
                  row.workflowTitle
                )}
              </td>
              <td className="min-w-[5rem] px-4 py-2">{row.name}</td>
              <td className="min-w-[12rem] px-4 py-2">
                {row.contactPhone ? <div>{row.contactPhone}</div> : null}
                {row.contactEmail ? <div className="break-words">{row.contactEmail}</div> : null}
              </td>
              <td className="min-w-[14rem] max-w-md whitespace-pre-wrap break-words px-4 py-2 text-slate-700">
                {row.message}
              </td>
              <td className="whitespace-nowrap px-4 py-2">
                {row.handledAt ? (
                  <span className="text-emerald-700">{t('introduction.requests.handled')}</span>
                ) : (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      className="rounded border border-brand-500 px-2 py-1 text-xs text-brand-700 hover:bg-brand-50"
                    >
                      {t('introduction.requests.markHandled')}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      </div>
      <div className="mt-4 text-sm">
        <PageNav
          label={t('introduction.requests.pages')}
          page={page}
          pageCount={pages}
          pageHref={(next) => listHref({ page: next })}
        />
      </div>
    </section>
  )
}
