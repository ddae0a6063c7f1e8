import { getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { FeedbackDeskTabs } from '~/components/feedback/feedback-desk-tabs'
import { FeedbackStatusBadge } from '~/components/feedback/feedback-status'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { formatDateTime } from '#core/date-time'
import { FEEDBACK_STATUSES, FEEDBACK_TRANSITIONS, FEEDBACK_TYPES, type FeedbackStatus } from '#core/feedback'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import {
  FEEDBACK_SORTABLE,
  FeedbackRefusal,
  feedbackDetail,
  listFeedbackQueue,
  processFeedback,
} from '~/utils/feedback/feedback.server'
import { feedbackProcessSchema } from '~/utils/feedback/feedback-schema'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, optional } from '~/utils/request-input.server'
import { safeRedirect } from '~/utils/safe-redirect'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(day)))
const codeParam = (codes: readonly number[]) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((code) => codes.includes(code))

/** The staff feedback queue (spec 01 §7 feedback-management list / process-list), and one item's processing. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.feedbackData)
  const query = await parseAdminListQuery(request, FEEDBACK_SORTABLE, {
    type: optional(codeParam(FEEDBACK_TYPES)),
    status: optional(codeParam(FEEDBACK_STATUSES)),
    from: optional(dayParam),
    to: optional(dayParam),
    item: optional(idParam),
  })
  const [page, item] = await Promise.all([
    listFeedbackQueue(query),
    query.item === undefined ? null : feedbackDetail(query.item),
  ])
  if (query.item !== undefined && !item) throw await requestError(request, 404, 'errors.notFound')
  return json({
    page,
    item,
    filters: { type: query.type, status: query.status, from: query.from, to: query.to, q: query.keyword },
  })
}

/** One processing step; a move the status does not allow is refused with its message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.feedbackData)
  const form = await readFormData(request)
  const back = safeRedirect(form.get('redirectTo'), '/feedback-data')
  const submission = parseWithZod(form, { schema: feedbackProcessSchema })
  if (submission.status !== 'success') return json(submission.reply(), 400)
  try {
    await processFeedback(auditActor(user, context), submission.value)
  } catch (error) {
    if (!(error instanceof FeedbackRefusal)) throw error
    return json(submission.reply({ formErrors: [error.messageKey] }), 400)
  }
  return redirect(back, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'feedback.desk.processed',
        values: { id: submission.value.id },
      }),
    },
  })
}

export default function FeedbackDataPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { page, item, filters } = useLoaderData<typeof loader>()
  const location = useLocation()
  const itemHref = (id: number) => {
    const search = new URLSearchParams(location.search)
    search.set('item', String(id))
    return `/feedback-data?${search}`
  }
  const columns: AdminColumn<(typeof page.rows)[number]>[] = [
    { id: 'id', header: '#', cell: (row) => row.id, numeric: true },
    {
      id: 'submittedAt',
      header: t('feedback.desk.columns.submittedAt'),
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.submittedAt, language)}</span>,
      sortable: true,
    },
    {
      id: 'type',
      header: t('feedback.desk.columns.type'),
      cell: (row) => t(`feedback.types.${row.type}`),
      sortable: true,
    },
    {
      id: 'status',
      header: t('feedback.desk.columns.status'),
      cell: (row) => <FeedbackStatusBadge status={row.status} />,
      sortable: true,
    },
    {
      id: 'content',
      header: t('feedback.desk.columns.content'),
      cell: (row) => <span className="line-clamp-2 min-w-[12rem] max-w-md break-words">{row.content}</span>,
    },
    {
      id: 'contact',
      header: t('feedback.desk.columns.contact'),
      cell: (row) => (
        <div className="min-w-[10rem] text-xs">
          {row.submitter ? <div>{row.submitter}</div> : null}
          {row.contactPhone ? <div>{row.contactPhone}</div> : null}
          {row.contactEmail && row.contactEmail !== row.submitter ? <div>{row.contactEmail}</div> : null}
        </div>
      ),
    },
    { id: 'images', header: t('feedback.desk.columns.images'), cell: (row) => row.imageCount, numeric: true },
    {
      id: 'actions',
      header: t('feedback.desk.columns.actions'),
      cell: (row) => (
        <Link to={itemHref(row.id)} className="text-brand-700 hover:underline" data-testid={`process-${row.id}`}>
          {t('feedback.desk.process')}
        </Link>
      ),
    },
  ]
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8" data-page="feedback-data">
      <h1 className="text-2xl font-semibold text-slate-900">{t('feedback.desk.title')}</h1>
      <FeedbackDeskTabs />
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm" role="search">
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('feedback.desk.columns.type')}</span>
          <select name="type" defaultValue={filters.type ?? ''} className={inputClass}>
            <option value="">{t('feedback.desk.all')}</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('feedback.desk.columns.status')}</span>
          <select name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('feedback.desk.all')}</option>
            {FEEDBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`feedback.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('feedback.desk.from')}</span>
          <input type="date" name="from" defaultValue={filters.from ?? ''} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('feedback.desk.to')}</span>
          <input type="date" name="to" defaultValue={filters.to ?? ''} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('feedback.desk.search')}</span>
          <input type="search" name="q" defaultValue={filters.q ?? ''} className={inputClass} />
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t('feedback.desk.filter')}
        </button>
        <Link to="/feedback-data" className="py-2 text-brand-700 hover:underline">
          {t('feedback.desk.reset')}
        </Link>
      </Form>
      {item ? <ProcessingPanel item={item} /> : null}
      <div className="rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('feedback.desk.empty')}
          caption={t('feedback.desk.title')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}

type Item = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['item']>

/** One item: what the customer sent, its images, the full history, and the next step's form. */
function ProcessingPanel({ item }: { item: Item }) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const lastResult = useActionData<typeof action>()
  const location = useLocation()
  const closeSearch = new URLSearchParams(location.search)
  closeSearch.delete('item')
  const moves = FEEDBACK_TRANSITIONS[item.status as FeedbackStatus] ?? []
  const [form, fields] = useForm({
    id: `process-${item.id}-${item.status}`,
    lastResult,
    defaultValue: { toStatus: moves[0] === undefined ? '' : String(moves[0]) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackProcessSchema }),
  })
  return (
    <section
      className="rounded-lg border border-brand-200 bg-white p-4"
      data-testid="feedback-item"
      aria-labelledby="feedback-item-title"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="feedback-item-title" className="text-lg font-semibold">
          {t('feedback.desk.itemTitle', { id: item.id })}
        </h2>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{t(`feedback.types.${item.type}`)}</span>
        <FeedbackStatusBadge status={item.status} />
        <Link
          to={`/feedback-data${closeSearch.size ? `?${closeSearch}` : ''}`}
          className="ml-auto text-sm text-brand-700 hover:underline"
        >
          {t('feedback.close')}
        </Link>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{t('feedback.desk.columns.submittedAt')}</dt>
        <dd>{formatDateTime(item.submittedAt, language)}</dd>
        <dt className="text-slate-500">{t('feedback.desk.submitter')}</dt>
        <dd className="break-words">{item.submitter ?? '—'}</dd>
        <dt className="text-slate-500">{t('feedback.form.phone')}</dt>
        <dd>{item.contactPhone ?? '—'}</dd>
        <dt className="text-slate-500">{t('feedback.form.email')}</dt>
        <dd className="break-words">{item.contactEmail ?? '—'}</dd>
        <dt className="text-slate-500">{t('feedback.desk.source')}</dt>
        <dd className="break-all" data-testid="feedback-source">
          {item.sourceHost ?? ''}
          {item.sourcePath ?? ''}
        </dd>
      </dl>
      <p className="mt-3 whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-sm">{item.content}</p>
      {item.imageCount > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {Array.from({ length: item.imageCount }, (_, index) => (
            <li key={index}>
              <a href={`/resources/feedback-image/${item.id}/${index + 1}`} target="_blank" rel="noreferrer">
                <img
                  src={`/resources/feedback-image/${item.id}/${index + 1}`}
                  alt={t('feedback.desk.imageAlt', { index: index + 1 })}
                  className="h-24 w-24 rounded border border-slate-200 object-cover"
                  data-testid="feedback-image"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">{t('feedback.desk.history')}</h3>
      {item.history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t('feedback.desk.noHistory')}</p>
      ) : (
        <div className="mt-1 overflow-x-auto">
          <table className="min-w-full text-sm" data-testid="feedback-history">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-2 py-1 font-medium">{t('feedback.desk.historyColumns.when')}</th>
                <th className="px-2 py-1 font-medium">{t('feedback.desk.historyColumns.who')}</th>
                <th className="px-2 py-1 font-medium">{t('feedback.desk.historyColumns.from')}</th>
                <th className="px-2 py-1 font-medium">{t('feedback.desk.historyColumns.to')}</th>
                <th className="px-2 py-1 font-medium">{t('feedback.desk.historyColumns.remark')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {item.history.map((step) => (
                <tr key={step.id} className="align-top">
                  <td className="whitespace-nowrap px-2 py-1">{formatDateTime(step.changedAt, language)}</td>
                  <td className="px-2 py-1">{step.changedBy ?? '—'}</td>
                  <td className="px-2 py-1">
                    {step.fromStatus === null ? '—' : t(`feedback.status.${step.fromStatus}`)}
                  </td>
                  <td className="px-2 py-1">{t(`feedback.status.${step.toStatus}`)}</td>
                  <td className="min-w-[10rem] whitespace-pre-wrap break-words px-2 py-1">{step.remark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {moves.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('feedback.desk.final')}</p>
      ) : (
        <Form method="post" className="mt-4 flex flex-col gap-3" {...getFormProps(form)} data-testid="process-form">
          <input type="hidden" name="intent" value="process" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <label className="flex flex-col gap-1 text-sm sm:max-w-xs">
            <span className="font-medium">{t('feedback.desk.nextStatus')}</span>
            <select {...getSelectProps(fields.toStatus)} className={inputClass}>
              {moves.map((status) => (
                <option key={status} value={status}>
                  {t(`feedback.status.${status}`)}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.toStatus.errorId} errors={fields.toStatus.errors} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('feedback.desk.remark')}</span>
            <textarea {...getTextareaProps(fields.remark)} rows={3} className={inputClass} />
            <span className="text-xs text-slate-500">{t('feedback.desk.remarkHint')}</span>
            <FieldErrors id={fields.remark.errorId} errors={fields.remark.errors} />
          </label>
          <FieldErrors id={form.errorId} errors={form.errors} />
          <div>
            <button type="submit" className={primaryButtonClass}>
              {t('feedback.desk.save')}
            </button>
          </div>
        </Form>
      )}
    </section>
  )
}
