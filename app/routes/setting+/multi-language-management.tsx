import { parseWithZod } from '@conform-to/zod'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AdminPager, AdminTable, ConfirmPanel } from '~/components/admin/admin-table'
import {
  LanguageSearchForm,
  richTextColumns,
  RichTextEditor,
  RichTextUses,
  StringEditor,
  stringColumns,
  UploadPanel,
} from '~/components/admin/languages'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { LANGUAGE_UPLOAD_MAX_BYTES, richTextFormSchema, stringFormSchema } from '~/utils/admin/languages'
import {
  deleteRichText,
  deleteString,
  importStrings,
  listRichTexts,
  RICH_TEXT_SORTS,
  richTextDetail,
  saveRichText,
  saveString,
  searchStrings,
  STRING_SORTS,
  stringDetail,
  UploadRefused,
} from '~/utils/admin/languages.server'
import { sanitizeRichText } from '~/utils/analysis/introduction.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { i18next } from '~/utils/translations.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, optional, textParam } from '~/utils/request-input.server'

const PATH = '/setting/multi-language-management'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const t = await i18next.getFixedT(request)
  const title = t('adminLanguages.title')
  const tab = new URL(request.url).searchParams.get('tab') === 'richTexts' ? 'richTexts' : 'strings'
  if (tab === 'strings') {
    const query = await parseAdminListQuery(request, STRING_SORTS, {
      tab: optional(z.literal('strings')),
      only: optional(z.enum(['all', 'overridden'])),
      edit: optional(textParam(200)),
      new: optional(z.literal('1')),
      confirm: optional(idParam),
    })
    const [page, editing] = await Promise.all([
      searchStrings(query),
      query.edit ? stringDetail(query.edit) : Promise.resolve(null),
    ])
    const confirming = query.confirm ? (page.rows.find((row) => row.id === query.confirm) ?? null) : null
    return json({
      title,
      tab,
      strings: page,
      only: query.only ?? 'all',
      editing: editing ?? (query.new || query.edit ? { key: query.edit ?? '', creating: true as const } : null),
      confirming,
      richTexts: null,
      richText: null,
      creatingRichText: false,
    } as const)
  }
  const query = await parseAdminListQuery(request, RICH_TEXT_SORTS, {
    tab: z.literal('richTexts'),
    edit: optional(idParam),
    new: optional(z.literal('1')),
    confirm: optional(idParam),
  })
  const [page, richText] = await Promise.all([
    listRichTexts(query),
    query.edit ? richTextDetail(query.edit) : Promise.resolve(null),
  ])
  const confirming = query.confirm ? (page.rows.find((row) => row.id === query.confirm) ?? null) : null
  return json({
    title,
    tab,
    strings: null,
    only: 'all',
    editing: null,
    confirming,
    richTexts: page,
    richText,
    creatingRichText: query.new === '1',
  } as const)
}

const intentSchema = z.enum([
  'saveString',
  'deleteString',
  'upload',
  'saveRichText',
  'previewRichText',
  'deleteRichText',
])

async function done(request: Request, to: string, messageKey: string, values?: Record<string, string | number>) {
  return redirect(to, {
    headers: { 'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey, values }) },
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  // The upload is the largest body this page takes; rich texts in both languages fit under it too.
  const form = await readFormData(request, LANGUAGE_UPLOAD_MAX_BYTES + 64 * 1024)
  const intent = intentSchema.safeParse(form.get('intent'))
  if (!intent.success) return json({ kind: 'invalid' } as const, { status: 400 })
  const actor = auditActor(user, context)
  switch (intent.data) {
    case 'saveString': {
      const submission = parseWithZod(form, { schema: stringFormSchema })
      if (submission.status !== 'success')
        return json({ kind: 'string', result: submission.reply() } as const, { status: 400 })
      const saved = await saveString(actor, submission.value)
      if ('error' in saved)
        return json({ kind: 'string', result: submission.reply({ fieldErrors: { key: [saved.error] } }) } as const, {
          status: 400,
        })
      return done(request, `${PATH}?q=${encodeURIComponent(submission.value.key)}`, 'adminLanguages.strings.saved', {
        key: submission.value.key,
      })
    }
    case 'deleteString': {
      const id = idParam.safeParse(form.get('id'))
      if (!id.success || !(await deleteString(actor, id.data))) return json({ kind: 'gone' } as const, { status: 404 })
      return done(request, PATH, 'adminLanguages.strings.deleted')
    }
    case 'upload': {
      const file = form.get('file')
      if (!(file instanceof File) || file.size === 0)
        return json(
          { kind: 'upload', error: { messageKey: 'adminLanguages.upload.errors.noFile', values: {} } } as const,
          {
            status: 400,
          },
        )
      try {
        const report = await importStrings(actor, file.name, new Uint8Array(await file.arrayBuffer()))
        return json({ kind: 'upload', report } as const)
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error
        return json({ kind: 'upload', error: { messageKey: error.messageKey, values: error.values } } as const, {
          status: 400,
        })
      }
    }
    case 'previewRichText':
    case 'saveRichText': {
      const submission = parseWithZod(form, { schema: richTextFormSchema })
      if (submission.status !== 'success')
        return json({ kind: 'richText', result: submission.reply(), preview: null } as const, { status: 400 })
      if (intent.data === 'previewRichText') {
        const preview = { zh: sanitizeRichText(submission.value.zh), en: sanitizeRichText(submission.value.en) }
        return json({ kind: 'richText', result: submission.reply(), preview } as const)
      }
      const saved = await saveRichText(actor, submission.value)
      if ('error' in saved)
        return json(
          {
            kind: 'richText',
            result: submission.reply({ fieldErrors: { [saved.error.field]: [saved.error.message] } }),
            preview: null,
          } as const,
          { status: 400 },
        )
      return done(request, `${PATH}?tab=richTexts&edit=${saved.id}`, 'adminLanguages.richTexts.saved')
    }
    case 'deleteRichText': {
      const id = idParam.safeParse(form.get('id'))
      if (!id.success) return json({ kind: 'gone' } as const, { status: 404 })
      const deleted = await deleteRichText(actor, id.data)
      if (deleted.deleted) return done(request, `${PATH}?tab=richTexts`, 'adminLanguages.richTexts.deleted')
      if (deleted.uses.length === 0) return json({ kind: 'gone' } as const, { status: 404 })
      return json({ kind: 'deleteRefused', uses: deleted.uses } as const, { status: 409 })
    }
  }
}

export default function MultiLanguageManagementPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const tabClass = (active: boolean) =>
    `rounded-t-md border-b-2 px-4 py-2 text-sm font-medium ${active ? 'border-brand-500 text-brand-600' : 'border-transparent text-slate-600 hover:text-slate-900'}`
  return (
    <section className="mx-auto max-w-6xl px-3 py-6 sm:px-4" data-page="settingLanguages">
      <h1 className="text-2xl font-semibold">{t('adminLanguages.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('adminLanguages.lead')}</p>
      <nav className="mt-4 flex gap-1 border-b border-slate-200" aria-label={t('adminLanguages.tabs.label')}>
        <Link
          to={PATH}
          className={tabClass(data.tab === 'strings')}
          aria-current={data.tab === 'strings' ? 'page' : undefined}
        >
          {t('adminLanguages.tabs.strings')}
        </Link>
        <Link
          to={`${PATH}?tab=richTexts`}
          className={tabClass(data.tab === 'richTexts')}
          aria-current={data.tab === 'richTexts' ? 'page' : undefined}
        >
          {t('adminLanguages.tabs.richTexts')}
        </Link>
      </nav>
      {data.strings ? (
        <>
          {data.confirming?.id ? (
            <ConfirmPanel
              title={t('adminLanguages.strings.deleteTitle')}
              message={t(
                data.confirming.bundled ? 'adminLanguages.strings.deleteBundled' : 'adminLanguages.strings.deleteOwn',
                { key: data.confirming.key },
              )}
              intent="deleteString"
              fields={{ id: data.confirming.id }}
              confirmLabel={t('adminLanguages.strings.delete')}
              cancelHref={PATH}
            />
          ) : null}
          {data.editing ? (
            <StringEditor
              key={data.editing.key}
              editing={data.editing}
              lastResult={actionData?.kind === 'string' ? actionData.result : undefined}
              cancelHref={PATH}
            />
          ) : null}
          <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
            <LanguageSearchForm tab="strings" only={data.only} />
            <Link to={`${PATH}?new=1`} className="rounded-md border border-slate-300 px-3 py-2 text-sm">
              {t('adminLanguages.strings.add')}
            </Link>
          </div>
          <div className="mt-3 rounded-lg border border-slate-200 bg-white">
            <AdminTable
              page={data.strings}
              columns={stringColumns(t)}
              rowId={(row) => row.key}
              emptyText={t('adminLanguages.strings.empty')}
              caption={t('adminLanguages.tabs.strings')}
            />
            <AdminPager page={data.strings} />
          </div>
          <UploadPanel
            report={actionData?.kind === 'upload' && 'report' in actionData ? actionData.report : null}
            error={actionData?.kind === 'upload' && 'error' in actionData ? actionData.error : null}
          />
        </>
      ) : null}
      {data.richTexts ? (
        <>
          {actionData?.kind === 'deleteRefused' ? (
            <div className="my-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm" role="alert">
              <p className="font-medium">{t('adminLanguages.richTexts.deleteRefused')}</p>
              <RichTextUses uses={actionData.uses} />
            </div>
          ) : data.confirming ? (
            <ConfirmPanel
              title={t('adminLanguages.richTexts.deleteTitle')}
              message={t('adminLanguages.richTexts.deleteMessage', { key: data.confirming.key })}
              intent="deleteRichText"
              fields={{ id: data.confirming.id }}
              confirmLabel={t('adminLanguages.richTexts.delete')}
              cancelHref={`${PATH}?tab=richTexts`}
            />
          ) : null}
          {data.richText || data.creatingRichText ? (
            <RichTextEditor
              key={data.richText?.id ?? 'new'}
              record={data.richText}
              lastResult={actionData?.kind === 'richText' ? actionData.result : undefined}
              preview={actionData?.kind === 'richText' ? actionData.preview : null}
              cancelHref={`${PATH}?tab=richTexts`}
            />
          ) : null}
          <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
            <LanguageSearchForm tab="richTexts" />
            <Link to={`${PATH}?tab=richTexts&new=1`} className="rounded-md border border-slate-300 px-3 py-2 text-sm">
              {t('adminLanguages.richTexts.add')}
            </Link>
          </div>
          <div className="mt-3 rounded-lg border border-slate-200 bg-white">
            <AdminTable
              page={data.richTexts}
              columns={richTextColumns(t)}
              rowId={(row) => row.id}
              emptyText={t('adminLanguages.richTexts.empty')}
              caption={t('adminLanguages.tabs.richTexts')}
            />
            <AdminPager page={data.richTexts} />
          </div>
        </>
      ) : null}
    </section>
  )
}
