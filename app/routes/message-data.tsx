import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { HtmlEditor } from '~/components/admin/languages'
import { ImportanceBadge } from '~/components/messages/importance-badge'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { formatDateTime } from '#core/date-time'
import { MESSAGE_AUDIENCES, MESSAGE_IMPORTANCE } from '#core/engagement'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { getDb } from '#db/client'
import { listSentMessages, SENT_MESSAGE_SORTABLE } from '#db/messages'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { composeMessageSchema } from '~/utils/messages/compose-schema'
import { sendComposedMessage, UnknownReceivers } from '~/utils/messages/message-desk.server'
import { readFormData } from '~/utils/request-body.server'
import { i18next } from '~/utils/translations.server'

const PAGE_PATH = '/message-data'
/** A rich-text message of 20,000 characters and a list of 2,000 e-mails fit. */
const MAX_COMPOSE_BYTES = 512 * 1024

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.messageData)
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, SENT_MESSAGE_SORTABLE)
  const { rows, total } = await listSentMessages(getDb(), query)
  return json({
    keyword: query.keyword,
    page: {
      rows: rows.map((row) => ({
        ...row,
        createdAt: formatDateTime(row.createdAt, language),
        sendDate: formatDateTime(row.sendDate, language),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      direction: query.direction,
    },
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.messageData)
  const form = await readFormData(request, MAX_COMPOSE_BYTES)
  const submission = parseWithZod(form, { schema: composeMessageSchema })
  if (submission.status !== 'success') return json({ reply: submission.reply(), unknown: [] as string[] }, 400)
  try {
    await sendComposedMessage(auditActor(user, context), submission.value)
  } catch (error) {
    if (!(error instanceof UnknownReceivers)) throw error
    return json(
      {
        reply: submission.reply({ fieldErrors: { emails: ['messageAdmin.errors.unknownEmails'] } }),
        unknown: error.emails,
      },
      400,
    )
  }
  return redirect(PAGE_PATH, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'messageAdmin.sent',
        values: { title: submission.value.title },
      }),
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

export default function MessageDataPage() {
  const { page, keyword } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const columns: AdminColumn<Row>[] = [
    {
      id: 'title',
      header: t('messageAdmin.columns.title'),
      sortable: true,
      cell: (row) => (
        <Link to={`${PAGE_PATH}/${row.id}`} className="text-brand-600 underline">
          {row.title}
        </Link>
      ),
    },
    {
      id: 'importance',
      header: t('messageAdmin.columns.importance'),
      sortable: true,
      cell: (row) => <ImportanceBadge importance={row.importance} />,
    },
    {
      id: 'audience',
      header: t('messageAdmin.columns.audience'),
      cell: (row) => (row.audience ? t(`messageAdmin.audience.${row.audience}`) : ''),
    },
    {
      id: 'status',
      header: t('messageAdmin.columns.status'),
      sortable: true,
      cell: (row) => <span data-status={row.status}>{t(`messageAdmin.status.${row.status}`)}</span>,
    },
    { id: 'receivers', header: t('messageAdmin.columns.receivers'), numeric: true, cell: (row) => row.receivers },
    { id: 'read', header: t('messageAdmin.columns.read'), numeric: true, cell: (row) => row.read },
    { id: 'sender', header: t('messageAdmin.columns.sender'), cell: (row) => row.sender ?? '' },
    {
      id: 'createdAt',
      header: t('messageAdmin.columns.createdAt'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{row.createdAt}</span>,
    },
  ]
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-4 p-4" data-page="messageData">
      <h1 className="text-xl font-semibold">{t('messageAdmin.title')}</h1>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <header className="flex flex-wrap items-end justify-between gap-3">
            <h2 className="text-lg font-medium">{t('messageAdmin.sentTitle')}</h2>
            <Form method="get" className="flex flex-wrap items-end gap-2 text-sm" role="search">
              <label className="flex flex-col gap-1">
                <span className="text-slate-600">{t('messageAdmin.search')}</span>
                <input type="search" name="q" defaultValue={keyword ?? ''} className={inputClass} />
              </label>
              <button type="submit" className={primaryButtonClass}>
                {t('messageAdmin.searchSubmit')}
              </button>
            </Form>
          </header>
          <div className="rounded-lg border border-slate-200">
            <AdminTable
              page={page}
              columns={columns}
              rowId={(row) => row.id}
              emptyText={t('messageAdmin.empty')}
              caption={t('messageAdmin.sentTitle')}
            />
            <AdminPager page={page} />
          </div>
        </div>
        <ComposeForm />
      </div>
    </section>
  )
}

function ComposeForm() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  const [format, setFormat] = useState<string>('rich')
  const [form, fields] = useForm({
    id: 'compose-message',
    lastResult: actionData?.reply,
    defaultValue: { format: 'rich', importance: String(MESSAGE_IMPORTANCE.low), audience: 'customers' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: composeMessageSchema }),
  })
  return (
    <section className="rounded-lg border border-slate-200 p-4" aria-labelledby="compose-title">
      <h2 id="compose-title" className="text-lg font-medium">
        {t('messageAdmin.composeTitle')}
      </h2>
      <Form method="post" {...getFormProps(form)} key={location.key} className="mt-3 flex flex-col gap-3 text-sm">
        <FieldErrors id={form.errorId} errors={form.errors} />
        <Field label={t('messageAdmin.fields.title')} id={fields.title.id} errors={fields.title.errors}>
          <input {...getInputProps(fields.title, { type: 'text' })} className={inputClass} />
        </Field>
        <Field label={t('messageAdmin.fields.audience')} id={fields.audience.id} errors={fields.audience.errors}>
          <select {...getSelectProps(fields.audience)} className={inputClass}>
            {MESSAGE_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {t(`messageAdmin.audience.${audience}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('messageAdmin.fields.emails')} id={fields.emails.id} errors={fields.emails.errors}>
          <textarea {...getTextareaProps(fields.emails)} rows={3} className={`${inputClass} font-mono`} />
          <p className="mt-1 text-xs text-slate-500">{t('messageAdmin.emailsHelp')}</p>
          {actionData?.unknown.length ? (
            <p className="mt-1 break-words text-xs text-red-600" data-testid="unknown-emails">
              {actionData.unknown.join(', ')}
            </p>
          ) : null}
        </Field>
        <Field label={t('messageAdmin.fields.importance')} id={fields.importance.id} errors={fields.importance.errors}>
          <select {...getSelectProps(fields.importance)} className={inputClass}>
            {Object.values(MESSAGE_IMPORTANCE).map((importance) => (
              <option key={importance} value={importance}>
                {t(`messageCentre.importance.${importance}`)}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-medium">{t('messageAdmin.fields.format')}</legend>
          {(['rich', 'plain'] as const).map((format) => (
            <label key={format} className="flex items-center gap-2">
              <input
                type="radio"
                name={fields.format.name}
                value={format}
                defaultChecked={(fields.format.initialValue ?? 'rich') === format}
                onChange={(event) => event.target.checked && setFormat(format)}
              />
              {t(`messageAdmin.format.${format}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t('messageAdmin.fields.content')} id={fields.content.id} errors={fields.content.errors}>
          {/* Without JavaScript both formats post the same textarea; with it, rich text gets the toolbar. */}
          {format === 'rich' ? (
            <HtmlEditor textarea={getTextareaProps(fields.content)} label={t('messageAdmin.fields.content')} />
          ) : (
            <textarea {...getTextareaProps(fields.content)} rows={10} className={inputClass} />
          )}
          <p className="mt-1 text-xs text-slate-500">{t('messageAdmin.contentHelp')}</p>
        </Field>
        <div className="flex justify-end">
          <button type="submit" className={primaryButtonClass}>
            {t('messageAdmin.send')}
          </button>
        </div>
      </Form>
    </section>
  )
}

function Field({
  label,
  id,
  errors,
  children,
}: {
  label: string
  id: string
  errors: string[] | undefined
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  )
}
