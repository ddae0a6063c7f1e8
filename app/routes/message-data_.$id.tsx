import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { ImportanceBadge } from '~/components/messages/importance-badge'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { findSentMessage, listReceipts } from '#db/messages'
import { requireRouteAccess } from '~/utils/access.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { requestError } from '~/utils/http-errors.server'
import { sanitizeRichText } from '~/utils/analysis/introduction.server'
import { optional, parseRouteId } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** One staff message: its text, status and counts, and its receipts (who read it, when), paged in SQL. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.messageData)
  const id = await parseRouteId(request, params.id)
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, [], { state: optional(z.enum(['read', 'unread'])) })
  const message = await findSentMessage(getDb(), id)
  if (!message) throw await requestError(request, 404, 'errors.notFound')
  const { rows, total } = await listReceipts(getDb(), id, {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.state ? { read: query.state === 'read' } : {}),
  })
  return json({
    message: { ...message, html: sanitizeRichText(message.content) },
    state: query.state ?? null,
    page: {
      rows: rows.map((row) => ({
        ...row,
        receivedAt: formatDateTime(row.receivedAt, language),
        readAt: row.readAt ? formatDateTime(row.readAt, language) : null,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      sort: null,
      direction: query.direction,
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

export default function SentMessagePage() {
  const { message, page, state } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const columns: AdminColumn<Row>[] = [
    { id: 'email', header: t('messageAdmin.receipts.email'), cell: (row) => row.email },
    {
      id: 'read',
      header: t('messageAdmin.receipts.read'),
      cell: (row) => (
        <span data-read={row.isRead}>
          {row.isRead ? t('messageAdmin.receipts.yes') : t('messageAdmin.receipts.no')}
        </span>
      ),
    },
    { id: 'readAt', header: t('messageAdmin.receipts.readAt'), cell: (row) => row.readAt ?? '—' },
    { id: 'receivedAt', header: t('messageAdmin.receipts.receivedAt'), cell: (row) => row.receivedAt },
  ]
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-4 p-4" data-page="messageReceipts">
      <Link to="/message-data" className="text-sm text-brand-600 underline">
        {t('messageAdmin.back')}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">{message.title}</h1>
        <ImportanceBadge importance={message.importance} />
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs" data-testid="message-status">
          {t(`messageAdmin.status.${message.status}`)}
        </span>
      </header>
      <div
        className="prose prose-sm max-w-none rounded-lg border border-slate-200 p-4"
        dangerouslySetInnerHTML={{ __html: message.html }}
      />
      <p className="text-sm text-slate-600" data-testid="receipt-counts">
        {t('messageAdmin.receipts.counts', { count: message.receivers, read: message.read })}
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('messageCentre.filters.state')}</span>
          <select name="state" defaultValue={state ?? ''} className="rounded-md border border-slate-300 px-2 py-1.5">
            <option value="">{t('messageCentre.filters.all')}</option>
            <option value="unread">{t('messageCentre.filters.unread')}</option>
            <option value="read">{t('messageCentre.filters.read')}</option>
          </select>
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5">
          {t('messageCentre.filters.apply')}
        </button>
      </Form>
      <div className="rounded-lg border border-slate-200">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.receiverId}
          emptyText={t('messageAdmin.receipts.empty')}
          caption={t('messageAdmin.receipts.title')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}
