import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ImportanceBadge } from '~/components/messages/importance-badge'
import { PageNav, useListHref } from '~/components/paged-list'
import { primaryButtonClass } from '~/components/ui/field'
import { formatDateTime } from '#core/date-time'
import { MESSAGE_IMPORTANCE } from '#core/engagement'
import { languageOrDefault } from '#core/language'
import { getDb } from '#db/client'
import {
  deleteReceivedMessage,
  listReceivedMessages,
  markMessagesRead,
  openReceivedMessage,
  type ReceivedMessageFilter,
} from '#db/messages'
import { requireRouteAccess } from '~/utils/access.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { renderMessage } from '~/utils/messages/render.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, numberFromList, optional, pageParam, parseSearchParams } from '~/utils/request-input.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { i18next } from '~/utils/translations.server'

const PAGE_PATH = '/userCenter/message'
const PAGE_SIZE = 10
const IMPORTANCES = Object.values(MESSAGE_IMPORTANCE)

const querySchema = z.object({
  page: optional(pageParam),
  state: optional(z.enum(['unread', 'read'])),
  importance: optional(numberFromList(IMPORTANCES)),
  open: optional(idParam),
})

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseSearchParams(request, querySchema)
  const filter: ReceivedMessageFilter = {
    ...(query.state ? { read: query.state === 'read' } : {}),
    ...(query.importance !== undefined ? { importance: query.importance as number } : {}),
  }
  const page = query.page ?? 1
  const { rows, total } = await listReceivedMessages(getDb(), user.id, filter, { page, pageSize: PAGE_SIZE })
  return json({
    messages: rows.map((message) => ({
      id: message.id,
      importance: message.importance,
      isRead: message.isRead,
      sender: message.sender,
      isSystem: message.template !== null,
      receivedAt: formatDateTime(message.receivedAt, language),
      ...renderMessage(message, language),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    state: query.state ?? null,
    importance: (query.importance as number | undefined) ?? null,
    open: query.open ?? null,
  })
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('open'), id: idParam, redirectTo: z.string().optional() }),
  z.object({ intent: z.literal('read'), id: idParam, redirectTo: z.string().optional() }),
  z.object({ intent: z.literal('readAll'), redirectTo: z.string().optional() }),
  z.object({ intent: z.literal('delete'), id: idParam, redirectTo: z.string().optional() }),
])

/** The page's own URL with `open` set or removed; anything else is the list itself. */
function backTo(target: string | undefined, open?: number): string {
  const url = new URL(safeRedirect(target, PAGE_PATH), 'http://local')
  if (url.pathname !== PAGE_PATH) return PAGE_PATH
  if (open === undefined) url.searchParams.delete('open')
  else url.searchParams.set('open', String(open))
  return `${url.pathname}${url.search}`
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const parsed = actionSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  const form = parsed.data
  const db = getDb()
  if (form.intent === 'open') {
    // Opening is a post: it marks the message read, then the page shows it.
    if (!(await openReceivedMessage(db, user.id, form.id))) throw await requestError(request, 404, 'errors.notFound')
    return redirect(`${backTo(form.redirectTo, form.id)}#message-${form.id}`)
  }
  let flash: { messageKey: string; values?: Record<string, string | number> }
  if (form.intent === 'read') {
    await markMessagesRead(db, user.id, form.id)
    flash = { messageKey: 'messageCentre.markedRead' }
  } else if (form.intent === 'readAll') {
    const count = await markMessagesRead(db, user.id)
    flash = { messageKey: 'messageCentre.markedAllRead', values: { count } }
  } else {
    if (!(await deleteReceivedMessage(db, user.id, form.id))) throw await requestError(request, 404, 'errors.notFound')
    flash = { messageKey: 'messageCentre.deleted' }
  }
  return redirect(backTo(form.redirectTo), {
    headers: { 'Set-Cookie': await flashMessageHeader(request, { kind: 'success', ...flash }) },
  })
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

export default function MessagesPage() {
  const { messages, total, page, pageCount, state, importance, open } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const listHref = useListHref()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6" data-page="messages">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('messageCentre.title')}</h1>
        <Form method="post">
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" name="intent" value="readAll" className={primaryButtonClass}>
            {t('messageCentre.markAllRead')}
          </button>
        </Form>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm" role="search">
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('messageCentre.filters.state')}</span>
          <select name="state" defaultValue={state ?? ''} className="rounded-md border border-slate-300 px-2 py-1.5">
            <option value="">{t('messageCentre.filters.all')}</option>
            <option value="unread">{t('messageCentre.filters.unread')}</option>
            <option value="read">{t('messageCentre.filters.read')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('messageCentre.filters.importance')}</span>
          <select
            name="importance"
            defaultValue={importance ?? ''}
            className="rounded-md border border-slate-300 px-2 py-1.5"
          >
            <option value="">{t('messageCentre.filters.all')}</option>
            {IMPORTANCES.map((value) => (
              <option key={value} value={value}>
                {t(`messageCentre.importance.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5">
          {t('messageCentre.filters.apply')}
        </button>
      </Form>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-8 text-center text-sm text-slate-500">
          {t('messageCentre.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="message-list">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} isOpen={message.id === open} here={here} />
          ))}
        </ul>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <span>{t('messageCentre.total', { count: total })}</span>
        <PageNav
          label={t('messageCentre.title')}
          page={page}
          pageCount={pageCount}
          pageHref={(target) => listHref({ page: target, open: undefined })}
        />
      </footer>
    </div>
  )
}

function MessageItem({
  message,
  isOpen,
  here,
}: {
  message: LoaderData['messages'][number]
  isOpen: boolean
  here: string
}) {
  const { t } = useTranslation()
  return (
    <li
      id={`message-${message.id}`}
      className={`rounded-lg border p-3 ${message.isRead ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/40'}`}
      data-testid="message"
      data-read={message.isRead}
    >
      <div className="flex flex-wrap items-center gap-2">
        {message.isRead ? null : (
          <span className="flex shrink-0 items-center">
            <span className="h-2 w-2 rounded-full bg-red-500" aria-hidden="true" />
            <span className="sr-only">{t('messageCentre.unread')}</span>
          </span>
        )}
        <ImportanceBadge importance={message.importance} />
        <Form method="post" className="min-w-0 flex-1">
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button
            type="submit"
            name="intent"
            value="open"
            className={`block max-w-full break-words text-left hover:underline ${message.isRead ? '' : 'font-semibold'}`}
            aria-expanded={isOpen}
          >
            {message.title}
          </button>
        </Form>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {message.isSystem ? t('messageCentre.systemSender') : (message.sender ?? t('messageCentre.unknownSender'))} ·{' '}
        {message.receivedAt}
      </p>
      {isOpen ? (
        <div className="mt-3 border-t border-slate-100 pt-3" data-testid="message-content">
          <div className="prose prose-sm max-w-none break-words" dangerouslySetInnerHTML={{ __html: message.html }} />
          {message.link ? (
            <Link to={message.link} className="mt-2 inline-block text-sm text-brand-600 underline">
              {t('messageCentre.view')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-3 text-sm">
        {message.isRead ? null : (
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" name="intent" value="read" className="text-brand-600 underline">
              {t('messageCentre.markRead')}
              <span className="sr-only"> {message.title}</span>
            </button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" name="intent" value="delete" className="text-red-600 underline">
            {t('messageCentre.delete')}
            <span className="sr-only"> {message.title}</span>
          </button>
        </Form>
      </div>
    </li>
  )
}
