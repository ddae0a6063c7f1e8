import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { inLanguage, languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { ANALYSIS_STATUS } from '#core/projects'
import { EXPIRY_STATES, expiryState } from '#core/project-expiry'
import { AnalysisDataNav } from '~/components/admin/analysis-data-nav'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import {
  activateExpiredBatch,
  listAnalysisBatches,
  parseAnalysisDataQuery,
  workflowOptions,
} from '~/utils/analysis-data/analysis-data.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** Every customer's analysis batches (spec 02 §7 get-all-analysis-project-records), filtered and paged in SQL. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.analysisProjectsData)
  const query = await parseAnalysisDataQuery(request)
  const now = new Date()
  const [page, workflows] = await Promise.all([listAnalysisBatches(query, now), workflowOptions()])
  return json({
    page: { ...page, rows: page.rows.map((row) => ({ ...row, expiryState: expiryState(row, now) })) },
    workflows,
    filters: {
      q: query.keyword ?? '',
      tracking: query.tracking ?? '',
      batch: query.batch ?? '',
      customer: query.customer ?? '',
      workflow: query.workflow ?? '',
      status: query.status ?? '',
      from: query.from ?? '',
      to: query.to ?? '',
      expiry: query.expiry ?? '',
    },
  })
}

const activateSchema = z.object({ intent: z.literal('activate'), id: z.string().regex(/^A[0-9A-Za-z_-]{1,63}$/) })

/** Activates an expired batch (active-analysis-batch); the outcome comes back as a flash on the same list. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.analysisProjectsData)
  const form = await readFormData(request)
  const parsed = activateSchema.safeParse({ intent: form.get('intent'), id: form.get('id') })
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const outcome = await activateExpiredBatch(auditActor(user, context), parsed.data.id)
  if (!outcome.ok) return json({ error: outcome.messageKey, id: parsed.data.id }, 400)
  const url = new URL(request.url)
  url.searchParams.delete('index')
  return redirect(`${url.pathname}${url.search}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'analysisData.activated',
        values: { id: parsed.data.id },
      }),
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

export default function AnalysisDataPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { page, workflows, filters } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const columns: AdminColumn<Row>[] = [
    {
      id: 'id',
      header: t('analysisData.columns.batch'),
      sortable: true,
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
      cell: (row) => (
        <span className="break-all">
          {row.customerName ? `${row.customerName} · ` : ''}
          {row.customerEmail}
        </span>
      ),
    },
    {
      id: 'workflow',
      header: t('analysisData.columns.workflow'),
      cell: (row) => inLanguage(language, row.workflowTitle, row.workflowTitleEn),
    },
    {
      id: 'status',
      header: t('analysisData.columns.status'),
      sortable: true,
      cell: (row) => t(`analysisData.status.${row.status}`),
    },
    {
      id: 'createdAt',
      header: t('analysisData.columns.createdAt'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt, language)}</span>,
    },
    {
      id: 'expiresAt',
      header: t('analysisData.columns.expiresAt'),
      sortable: true,
      cell: (row) => (
        <span className="flex flex-col">
          <span data-testid="expiry-state" data-state={row.expiryState}>
            {t(`analysisData.expiry.${row.expiryState}`)}
          </span>
          {row.expiresAt ? (
            <span className="whitespace-nowrap text-xs text-slate-600">{formatDateTime(row.expiresAt, language)}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('analysisData.columns.actions'),
      cell: (row) =>
        row.expiryState === 'expired' ? (
          // No action: Remix posts to this index route (`?index`) with the list's filters kept.
          <Form method="post">
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              name="intent"
              value="activate"
              className="whitespace-nowrap text-brand-600 underline"
              aria-label={t('analysisData.activateBatch', { id: row.id })}
            >
              {t('analysisData.activate')}
            </button>
          </Form>
        ) : null,
    },
  ]
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-4 p-4" data-page="analysisData">
      <h1 className="text-xl font-semibold">{t('analysisData.title')}</h1>
      <AnalysisDataNav />
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextFilter name="tracking" label={t('analysisData.filters.tracking')} value={filters.tracking} />
        <TextFilter name="batch" label={t('analysisData.filters.batch')} value={filters.batch} />
        <TextFilter name="customer" label={t('analysisData.filters.customer')} value={filters.customer} />
        <TextFilter name="q" label={t('analysisData.filters.keyword')} value={filters.q} />
        <label>
          <span className="mb-1 block font-medium">{t('analysisData.filters.workflow')}</span>
          <select name="workflow" defaultValue={filters.workflow} className={inputClass}>
            <option value="">{t('analysisData.filters.any')}</option>
            {workflows.map((workflow) => (
              <option key={workflow.id} value={workflow.id}>
                {inLanguage(language, workflow.title, workflow.titleEn)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="mb-1 block font-medium">{t('analysisData.filters.status')}</span>
          <select name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{t('analysisData.filters.any')}</option>
            {Object.values(ANALYSIS_STATUS).map((code) => (
              <option key={code} value={code}>
                {t(`analysisData.status.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="mb-1 block font-medium">{t('analysisData.filters.expiry')}</span>
          <select name="expiry" defaultValue={filters.expiry} className={inputClass}>
            <option value="">{t('analysisData.filters.any')}</option>
            {EXPIRY_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`analysisData.expiry.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label>
            <span className="mb-1 block font-medium">{t('analysisData.filters.from')}</span>
            <input type="date" name="from" defaultValue={filters.from} className={inputClass} />
          </label>
          <label>
            <span className="mb-1 block font-medium">{t('analysisData.filters.to')}</span>
            <input type="date" name="to" defaultValue={filters.to} className={inputClass} />
          </label>
        </div>
        <div className="flex items-end sm:col-span-2 lg:col-span-4">
          <button type="submit" className={primaryButtonClass}>
            {t('analysisData.filters.search')}
          </button>
        </div>
      </Form>
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(actionData.error, { id: actionData.id })}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('analysisData.empty')}
          caption={t('analysisData.title')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}

function TextFilter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label>
      <span className="mb-1 block font-medium">{label}</span>
      <input type="search" name={name} defaultValue={value} className={inputClass} />
    </label>
  )
}
