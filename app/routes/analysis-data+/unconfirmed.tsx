import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { AnalysisDataNav } from '~/components/admin/analysis-data-nav'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { confirmBatches, listUnconfirmedBatches } from '~/utils/analysis-data/analysis-data.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { optional, textParam } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** Delivered batches nobody confirmed yet (get-unConfirmed-projects). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.analysisProjectsData)
  const query = await parseAdminListQuery(request, [], { customer: optional(textParam(100)) })
  return json({ page: await listUnconfirmedBatches(query), customer: query.customer ?? '' })
}

const batchId = z.string().regex(/^A[0-9A-Za-z_-]{1,63}$/)
const confirmSchema = z.object({ ids: z.array(batchId).max(200) })

/** Confirms one batch (its row's button) or the selected ones (confirm-unConfirmed-projects). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.analysisProjectsData)
  const form = await readFormData(request)
  const single = form.get('confirmId')
  const parsed = confirmSchema.safeParse({ ids: single ? [single] : form.getAll('ids') })
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const outcome = await confirmBatches(auditActor(user, context), parsed.data.ids)
  if (!outcome.ok) return json({ error: outcome.messageKey }, 400)
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'analysisData.unconfirmed.confirmed',
        values: { count: outcome.count },
      }),
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

const BULK_FORM = 'confirm-selected'

export default function AnalysisDataUnconfirmedPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { page, customer } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const columns: AdminColumn<Row>[] = [
    {
      id: 'id',
      header: t('analysisData.columns.batch'),
      cell: (row) => (
        <Link to={`/analysis-project/${row.id}`} className="whitespace-nowrap font-medium text-brand-600 underline">
          {row.id}
        </Link>
      ),
    },
    { id: 'projectName', header: t('analysisData.columns.projectName'), cell: (row) => row.projectName },
    { id: 'trackingNumber', header: t('analysisData.columns.trackingNumber'), cell: (row) => row.trackingNumber },
    {
      id: 'customer',
      header: t('analysisData.columns.customer'),
      cell: (row) => <span className="break-all">{row.customerEmail}</span>,
    },
    {
      id: 'projectEndTime',
      header: t('analysisData.columns.deliveredAt'),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {row.projectEndTime ? formatDateTime(row.projectEndTime, language) : ''}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('analysisData.columns.actions'),
      cell: (row) => (
        <Form method="post" action={here}>
          <button
            type="submit"
            name="confirmId"
            value={row.id}
            className="whitespace-nowrap text-brand-600 underline"
            aria-label={t('analysisData.unconfirmed.confirmBatch', { id: row.id })}
          >
            {t('analysisData.unconfirmed.confirm')}
          </button>
        </Form>
      ),
    },
  ]
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-4 p-4" data-page="analysisDataUnconfirmed">
      <h1 className="text-xl font-semibold">{t('analysisData.unconfirmed.title')}</h1>
      <AnalysisDataNav />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex min-w-0 flex-col gap-1">
          <span className="font-medium">{t('analysisData.filters.customer')}</span>
          <input type="search" name="customer" defaultValue={customer} className={inputClass} />
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t('analysisData.filters.search')}
        </button>
      </Form>
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(actionData.error)}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white">
        <Form method="post" action={here} id={BULK_FORM} className="border-b border-slate-100 p-3">
          <button
            type="submit"
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50"
          >
            {t('analysisData.unconfirmed.confirmSelected')}
          </button>
        </Form>
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          selectionForm={BULK_FORM}
          emptyText={t('analysisData.unconfirmed.empty')}
          caption={t('analysisData.unconfirmed.title')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}
