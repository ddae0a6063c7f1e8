import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { inLanguage, languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { TOOL_PUBLISH_STATUS, TOOL_TYPE } from '#core/tools'
import { AdminPager, AdminTable, ConfirmPanel, type AdminColumn } from '~/components/admin/admin-table'
import { useListHref } from '~/components/paged-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import {
  deleteTool,
  listAdminTools,
  parseToolListQuery,
  setToolsPublished,
  toolCategoryOptions,
} from '~/utils/admin/tools.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Tools' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const query = await parseToolListQuery(request)
  const confirmId = idParam.safeParse(new URL(request.url).searchParams.get('confirm') ?? '')
  const [page, categories] = await Promise.all([listAdminTools(query), toolCategoryOptions()])
  return json({
    page,
    categories,
    filters: { q: query.keyword ?? '', category: query.category, type: query.type, status: query.status },
    confirm: confirmId.success ? (page.rows.find((row) => row.id === confirmId.data) ?? null) : null,
  })
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['publish', 'unpublish']), ids: z.array(idParam).max(200) }),
  z.object({ intent: z.literal('delete'), id: idParam }),
])

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const form = await readFormData(request)
  const parsed = actionSchema.safeParse({
    intent: form.get('intent'),
    ids: form.getAll('ids'),
    id: form.get('id'),
  })
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const url = new URL(request.url)
  url.searchParams.delete('confirm')
  const back = `${url.pathname}${url.search}`
  const actor = auditActor(user, context)
  if (parsed.data.intent === 'delete') {
    const outcome = await deleteTool(actor, parsed.data.id)
    if (!outcome.ok) return json({ error: outcome.messageKey }, { status: 400 })
    return redirect(back, {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, {
          kind: 'success',
          messageKey: outcome.hidden ? 'adminTools.list.hidden' : 'adminTools.list.deleted',
        }),
      },
    })
  }
  const publish = parsed.data.intent === 'publish'
  const outcome = await setToolsPublished(actor, parsed.data.ids, publish)
  if (!outcome.ok) return json({ error: outcome.messageKey }, { status: 400 })
  return redirect(back, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: publish ? 'adminTools.list.published' : 'adminTools.list.unpublished',
        values: { count: outcome.count },
      }),
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

const BULK_FORM = 'tool-bulk'
const secondaryButtonClass = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50'

export default function SettingToolsPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { page, categories, filters, confirm } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const href = useListHref()
  const columns: AdminColumn<Row>[] = [
    { id: 'id', header: t('adminTools.fields.id'), cell: (row) => row.id, sortable: true, numeric: true },
    {
      id: 'title',
      header: t('adminTools.fields.title'),
      sortable: true,
      cell: (row) => (
        <Link to={`/setting/tool/edit/${row.id}`} className="font-medium text-brand-600 hover:underline">
          {inLanguage(language, row.title, row.titleEn)}
        </Link>
      ),
    },
    {
      id: 'category',
      header: t('adminTools.fields.category'),
      cell: (row) =>
        row.categoryName
          ? [
              row.parentName ? inLanguage(language, row.parentName, row.parentNameEn) : null,
              inLanguage(language, row.categoryName, row.categoryNameEn),
            ]
              .filter(Boolean)
              .join(' / ')
          : '—',
    },
    {
      id: 'toolType',
      header: t('adminTools.fields.toolType'),
      sortable: true,
      cell: (row) => t(`adminTools.toolTypes.${row.toolType}`),
    },
    {
      id: 'publishStatus',
      header: t('adminTools.fields.publishStatus'),
      sortable: true,
      cell: (row) => <span data-testid="publish-status">{t(`adminTools.publishStatuses.${row.publishStatus}`)}</span>,
    },
    { id: 'sort', header: t('adminTools.fields.sort'), sortable: true, numeric: true, cell: (row) => row.sort },
    {
      id: 'updatedAt',
      header: t('adminTools.fields.updatedAt'),
      sortable: true,
      cell: (row) => formatDateTime(row.updatedAt, language),
    },
    {
      id: 'actions',
      header: t('adminTools.list.actions'),
      cell: (row) => (
        <span className="flex flex-wrap gap-3 whitespace-nowrap">
          <Link to={`/setting/tool/edit/${row.id}`} className="text-brand-600 hover:underline">
            {t('adminTools.list.edit')}
          </Link>
          <Link to={`/setting/tool/copy/${row.id}`} className="text-brand-600 hover:underline">
            {t('adminTools.list.copy')}
          </Link>
          <Link to={href({ confirm: row.id })} className="text-red-600 hover:underline">
            {t('adminTools.list.delete')}
          </Link>
        </span>
      ),
    },
  ]
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('adminTools.list.title')}</h1>
        <Link to="/setting/tool/create" className={primaryButtonClass}>
          {t('adminTools.list.create')}
        </Link>
      </div>
      <Form
        method="get"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('adminTools.list.keyword')}</span>
          <input name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('adminTools.fields.category')}</span>
          <select name="category" defaultValue={filters.category ?? ''} className={inputClass}>
            <option value="">{t('adminTools.list.any')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.parentName ? `${inLanguage(language, category.parentName, category.parentNameEn)} / ` : ''}
                {inLanguage(language, category.name, category.nameEn)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('adminTools.fields.toolType')}</span>
          <select name="type" defaultValue={filters.type ?? ''} className={inputClass}>
            <option value="">{t('adminTools.list.any')}</option>
            {Object.values(TOOL_TYPE).map((code) => (
              <option key={code} value={code}>
                {t(`adminTools.toolTypes.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('adminTools.fields.publishStatus')}</span>
          <select name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('adminTools.list.any')}</option>
            {Object.values(TOOL_PUBLISH_STATUS).map((code) => (
              <option key={code} value={code}>
                {t(`adminTools.publishStatuses.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className={primaryButtonClass}>
            {t('adminTools.list.search')}
          </button>
        </div>
      </Form>
      {confirm ? (
        <ConfirmPanel
          title={t('adminTools.list.confirmTitle')}
          message={t('adminTools.list.confirmMessage', { title: inLanguage(language, confirm.title, confirm.titleEn) })}
          intent="delete"
          fields={{ id: confirm.id }}
          confirmLabel={t('adminTools.list.delete')}
          cancelHref={href({ confirm: undefined })}
        />
      ) : null}
      {actionData?.error ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
          data-testid="list-error"
        >
          {t(actionData.error)}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white">
        <Form method="post" id={BULK_FORM} className="flex flex-wrap gap-2 border-b border-slate-100 p-3">
          <span className="self-center text-sm text-slate-600">{t('adminTools.list.withSelected')}</span>
          <button type="submit" name="intent" value="publish" className={secondaryButtonClass}>
            {t('adminTools.list.publish')}
          </button>
          <button type="submit" name="intent" value="unpublish" className={secondaryButtonClass}>
            {t('adminTools.list.unpublish')}
          </button>
        </Form>
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          selectionForm={BULK_FORM}
          emptyText={t('adminTools.list.empty')}
          caption={t('adminTools.list.title')}
        />
        <AdminPager page={page} />
      </div>
    </div>
  )
}
