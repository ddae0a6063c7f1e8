import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { AdminPager, AdminTable, ConfirmPanel, type AdminColumn } from '~/components/admin/admin-table'
import { useListHref } from '~/components/paged-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { FORM_TYPES } from '~/utils/admin/form-definition'
import { deleteForm, findForm, FORM_LIST_SORTABLE, listForms, type FormListRow } from '~/utils/admin/forms.server'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, numberFromList, optional } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Forms' }]

const DELETE_INTENT = 'delete'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const query = await parseAdminListQuery(request, FORM_LIST_SORTABLE, {
    type: optional(numberFromList(FORM_TYPES)),
    confirm: optional(idParam),
  })
  const confirming = query.confirm === undefined ? null : await findForm(query.confirm)
  return json({
    page: await listForms(query),
    filters: { q: query.keyword ?? '', type: query.type ?? null },
    confirm: confirming ? { id: confirming.id, name: confirming.name } : null,
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const form = await readFormData(request)
  const parsed = z.object({ intent: z.literal(DELETE_INTENT), id: idParam }).safeParse(Object.fromEntries(form))
  if (!parsed.success) return json({ error: 'badRequest' }, { status: 400 })
  const result = await deleteForm(auditActor(user, context), parsed.data.id)
  const message: FlashMessage =
    result.status === 'deleted'
      ? { kind: 'success' as const, messageKey: 'adminForms.flash.deleted', values: { name: result.name } }
      : result.status === 'in-use'
        ? {
            kind: 'error' as const,
            messageKey: 'adminForms.flash.inUse',
            values: { name: result.name, tools: result.tools.length, groups: result.groups },
          }
        : { kind: 'error' as const, messageKey: 'adminForms.flash.notFound' }
  return redirect('/setting/form', { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}

export default function SettingFormsPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { page, filters, confirm } = useLoaderData<typeof loader>()
  const listHref = useListHref()
  const columns: AdminColumn<FormListRow>[] = [
    {
      id: 'name',
      header: t('adminForms.columns.name'),
      sortable: true,
      cell: (row) => (
        <Link to={`/setting/form/edit/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.name}
        </Link>
      ),
    },
    {
      id: 'formType',
      header: t('adminForms.columns.type'),
      sortable: true,
      cell: (row) => t(`adminForms.types.${row.formType}`),
    },
    {
      id: 'description',
      header: t('adminForms.columns.description'),
      cell: (row) => <span className="line-clamp-2 max-w-xs text-slate-600">{row.description}</span>,
    },
    {
      id: 'disabled',
      header: t('adminForms.columns.disabled'),
      sortable: true,
      cell: (row) =>
        row.disabled ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-800">{t('adminForms.yes')}</span>
        ) : (
          t('adminForms.no')
        ),
    },
    {
      id: 'toolCount',
      header: t('adminForms.columns.tools'),
      sortable: true,
      numeric: true,
      cell: (row) => row.toolCount,
    },
    {
      id: 'updatedAt',
      header: t('adminForms.columns.updated'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.updatedAt, language)}</span>,
    },
    {
      id: 'actions',
      header: t('adminForms.columns.actions'),
      cell: (row) => (
        <span className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
          <Link to={`/setting/form/edit/${row.id}`} className="text-brand-700 hover:underline">
            {t('adminForms.edit')}
          </Link>
          <Link to={`/setting/form/create/${row.id}`} className="text-brand-700 hover:underline">
            {t('adminForms.copy')}
          </Link>
          <Link to={listHref({ confirm: String(row.id) })} className="text-red-700 hover:underline">
            {t('adminForms.delete')}
          </Link>
        </span>
      ),
    },
  ]
  return (
    <section className="space-y-4 px-4 py-6" data-page="settingForms">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('adminForms.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('adminForms.lead')}</p>
        </div>
        <Link to="/setting/form/create/0" className={primaryButtonClass}>
          + {t('adminForms.add')}
        </Link>
      </div>
      {confirm ? (
        <ConfirmPanel
          title={t('adminForms.confirmDelete.title')}
          message={t('adminForms.confirmDelete.message', { name: confirm.name })}
          intent={DELETE_INTENT}
          fields={{ id: confirm.id }}
          confirmLabel={t('adminForms.confirmDelete.confirm')}
          cancelHref={listHref({ confirm: undefined })}
        />
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <div className="w-full sm:w-64">
          <label htmlFor="forms-q" className="mb-1 block text-xs font-medium text-slate-700">
            {t('adminForms.filters.keyword')}
          </label>
          <input
            id="forms-q"
            name="q"
            defaultValue={filters.q}
            placeholder={t('adminForms.filters.keywordPlaceholder')}
            className={inputClass}
          />
        </div>
        <div className="w-full sm:w-48">
          <label htmlFor="forms-type" className="mb-1 block text-xs font-medium text-slate-700">
            {t('adminForms.filters.type')}
          </label>
          <select id="forms-type" name="type" defaultValue={filters.type ?? ''} className={inputClass}>
            <option value="">{t('adminForms.filters.allTypes')}</option>
            {FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`adminForms.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButtonClass}>
          {t('adminForms.filters.search')}
        </button>
        <Link to="/setting/form" className="rounded-md border border-slate-300 px-4 py-2 text-sm">
          {t('adminForms.filters.reset')}
        </Link>
      </Form>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('adminForms.empty')}
          caption={t('adminForms.caption')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}
