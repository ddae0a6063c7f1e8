import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { useListHref } from '~/components/paged-list'
import { primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { parseAdminListQuery, pageOffset } from '~/utils/admin/admin-list.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { JOB_STATES, type JobState } from '~/utils/operations/job-states'
import { listJobs, queueCounts, retryFailedJobs } from '~/utils/operations/platform-status.server'
import { readFormData } from '~/utils/request-body.server'
import { optional } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Queue' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, [], { state: optional(z.enum(JOB_STATES)).default('failed') })
  const [{ rows, total }, counts] = await Promise.all([
    listJobs(getDb(), query.state, { limit: query.pageSize, offset: pageOffset(query) }),
    queueCounts(getDb()),
  ])
  return json({
    state: query.state,
    counts,
    page: {
      rows: rows.map((row) => ({
        ...row,
        runAt: formatDateTime(row.runAt, language),
        lockedAt: row.lockedAt ? formatDateTime(row.lockedAt, language) : null,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      sort: null,
      direction: query.direction,
    },
  })
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('retry'), jobId: z.string().regex(/^[1-9]\d{0,17}$/) }),
  z.object({ intent: z.literal('retryAll') }),
])

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const form = await readFormData(request)
  const parsed = actionSchema.safeParse({ intent: form.get('intent'), jobId: form.get('jobId') })
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const jobIds = parsed.data.intent === 'retry' ? [parsed.data.jobId] : null
  const retried = await getDb().transaction((tx) => retryFailedJobs(tx, auditActor(user, context), jobIds))
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(
        request,
        retried > 0
          ? { kind: 'success', messageKey: 'operations.queue.retried', values: { count: retried } }
          : { kind: 'info', messageKey: 'operations.queue.nothingToRetry' },
      ),
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

export default function OperationsQueuePage() {
  const { t } = useTranslation()
  const { state, counts, page } = useLoaderData<typeof loader>()
  const href = useListHref()
  const columns: AdminColumn<Row>[] = [
    { id: 'id', header: t('operations.queue.id'), numeric: true, cell: (row) => row.id },
    { id: 'task', header: t('operations.queue.task'), cell: (row) => <span className="break-all">{row.task}</span> },
    {
      id: 'payload',
      header: t('operations.queue.payload'),
      cell: (row) => <code className="break-all text-xs">{row.payloadSummary}</code>,
    },
    {
      id: 'attempts',
      header: t('operations.queue.attempts'),
      numeric: true,
      cell: (row) => `${row.attempts} / ${row.maxAttempts}`,
    },
    {
      id: 'lastError',
      header: t('operations.queue.lastError'),
      cell: (row) => (
        <span className="line-clamp-4 whitespace-pre-wrap break-words text-xs" data-testid="job-error">
          {row.lastError ?? '—'}
        </span>
      ),
    },
    {
      id: 'runAt',
      header: t(state === 'running' ? 'operations.queue.lockedAt' : 'operations.queue.runAt'),
      cell: (row) => <span className="whitespace-nowrap">{state === 'running' ? row.lockedAt : row.runAt}</span>,
    },
  ]
  if (state === 'failed')
    columns.push({
      id: 'actions',
      header: t('operations.queue.actions'),
      cell: (row) => (
        <Form method="post">
          <input type="hidden" name="jobId" value={row.id} />
          <button
            type="submit"
            name="intent"
            value="retry"
            className="text-brand-600 underline"
            aria-label={t('operations.queue.retryJob', { id: row.id })}
          >
            {t('operations.queue.retry')}
          </button>
        </Form>
      ),
    })
  return (
    <section className="flex flex-col gap-4 p-4 sm:p-6" data-page="operationsQueue">
      <h1 className="text-xl font-semibold">{t('operations.queue.title')}</h1>
      <nav className="flex flex-wrap gap-2 text-sm" aria-label={t('operations.queue.states')}>
        {JOB_STATES.map((each: JobState) => (
          <Link
            key={each}
            to={href({ state: each, page: undefined })}
            aria-current={each === state ? 'page' : undefined}
            className={`rounded-md border px-3 py-1.5 ${each === state ? 'border-brand-600 bg-brand-50 font-medium text-brand-700' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
          >
            {t(`operations.states.${each}`)} ({counts[each]})
          </Link>
        ))}
      </nav>
      {state === 'failed' && counts.failed > 0 ? (
        <Form method="post">
          <button type="submit" name="intent" value="retryAll" className={primaryButtonClass}>
            {t('operations.queue.retryAll', { count: counts.failed })}
          </button>
        </Form>
      ) : null}
      <div className="rounded-lg border border-slate-200">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('operations.queue.empty')}
          caption={t(`operations.states.${state}`)}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}
