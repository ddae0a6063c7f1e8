import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AdminPager, AdminTable, ConfirmPanel, type AdminColumn } from '~/components/admin/admin-table'
import { workflowAdminHref } from '~/components/admin/workflow-admin-nav'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { PERMISSIONS } from '#core/permissions'
import { inLanguage, languageOrDefault } from '#core/language'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { formatListTime } from '~/utils/admin/workflow-format'
import { redirectWithMessage } from '~/utils/admin/workflow-route.server'
import {
  deleteWorkflow,
  findWorkflow,
  listCategories,
  listWorkflows,
  projectCount,
  publishWorkflows,
  WORKFLOW_SORTS,
  type WorkflowListRow,
} from '~/utils/admin/workflows.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, optional, parseSearchParams } from '~/utils/request-input.server'
import { requestError } from '~/utils/http-errors.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

const LIST_PATH = '/setting/analysis-management'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const query = await parseAdminListQuery(request, WORKFLOW_SORTS, { categoryId: optional(idParam) })
  const { confirm } = await parseSearchParams(request, z.object({ confirm: optional(idParam) }).passthrough())
  const [page, categories, confirming] = await Promise.all([
    listWorkflows(query),
    listCategories(),
    confirm ? findWorkflow(confirm) : null,
  ])
  return json({
    page,
    categories,
    filters: { q: query.keyword ?? '', categoryId: query.categoryId ?? null },
    confirming: confirming ? { id: confirming.id, title: confirming.title } : null,
  })
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['publish', 'unpublish']), ids: z.array(idParam).max(1000) }),
  z.object({ intent: z.literal('delete'), id: idParam }),
])

/** The list's URL to come back to: its filters, paging and sort, without the confirmation. */
function listUrl(request: Request): string {
  const search = new URL(request.url).searchParams
  search.delete('index')
  search.delete('confirm')
  const query = search.toString()
  return `${LIST_PATH}${query ? `?${query}` : ''}`
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const actor = auditActor(user, context)
  const form = await readFormData(request)
  const parsed = actionSchema.safeParse({
    intent: form.get('intent'),
    ids: form.getAll('ids'),
    id: form.get('id') ?? undefined,
  })
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  const back = listUrl(request)
  const input = parsed.data
  if (input.intent === 'delete') {
    const outcome = await deleteWorkflow(actor, input.id)
    if (outcome.ok) return redirectWithMessage(request, back, 'success', 'adminWorkflows.messages.deleteSuccess')
    if (outcome.reason === 'hasProjects')
      return redirectWithMessage(request, back, 'error', 'adminWorkflows.messages.deleteHasProjects', {
        count: await projectCount(input.id),
      })
    return redirectWithMessage(request, back, 'error', 'adminWorkflows.messages.deleteNotFound')
  }
  const publish = input.intent === 'publish'
  const outcome = await publishWorkflows(actor, input.ids, publish)
  if (outcome.ok)
    return redirectWithMessage(
      request,
      back,
      'success',
      publish ? 'adminWorkflows.messages.publishSuccess' : 'adminWorkflows.messages.unpublishSuccess',
    )
  return redirectWithMessage(
    request,
    back,
    'error',
    outcome.reason === 'noSelection' ? 'adminWorkflows.messages.noSelection' : 'adminWorkflows.messages.operateFailed',
  )
}

const BULK_FORM = 'workflow-bulk'

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation()
  return (
    <span className={value ? 'text-emerald-700' : 'text-slate-400'}>
      {value ? t('adminWorkflows.list.yes') : t('adminWorkflows.list.no')}
    </span>
  )
}

export default function WorkflowListPage() {
  const { page, categories, filters, confirming } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  search.delete('confirm')
  const cancelHref = `${LIST_PATH}${search.size ? `?${search}` : ''}`
  const confirmHref = (id: number) => {
    const next = new URLSearchParams(search)
    next.set('confirm', String(id))
    return `${LIST_PATH}?${next}`
  }
  type Row = (typeof page.rows)[number]
  const columns: AdminColumn<Row>[] = [
    {
      id: 'categoryId',
      header: t('adminWorkflows.columns.category'),
      sortable: true,
      cell: (row) =>
        row.categoryName === null ? row.categoryId : inLanguage(language, row.categoryName, row.categoryNameEn),
    },
    { id: 'id', header: t('adminWorkflows.columns.id'), sortable: true, numeric: true, cell: (row) => row.id },
    {
      id: 'icon',
      header: t('adminWorkflows.columns.icon'),
      cell: (row) =>
        row.icon && /^(https?:\/\/|\/)/.test(row.icon) ? (
          <img src={row.icon} alt="" className="h-8 w-8 object-contain" />
        ) : (
          <span className="text-xs text-slate-500">{row.icon ?? ''}</span>
        ),
    },
    {
      id: 'title',
      header: t('adminWorkflows.columns.title'),
      sortable: true,
      cell: (row) => (
        <Link
          to={`/analysis-introduction/${row.id}`}
          className="block min-w-32 font-medium text-brand-600 hover:underline"
        >
          {inLanguage(language, row.title, row.titleEn)}
        </Link>
      ),
    },
    {
      id: 'description',
      header: t('adminWorkflows.columns.description'),
      cell: (row) => (
        <span className="line-clamp-3 min-w-48 max-w-xs text-slate-600">
          {inLanguage(language, row.description, row.descriptionEn)}
        </span>
      ),
    },
    {
      id: 'integralAmount',
      header: t('adminWorkflows.columns.points'),
      sortable: true,
      numeric: true,
      cell: (row) => row.integralAmount,
    },
    { id: 'labels', header: t('adminWorkflows.columns.labels'), cell: (row) => row.labels.join(', ') },
    { id: 'sort', header: t('adminWorkflows.columns.sort'), sortable: true, numeric: true, cell: (row) => row.sort },
    { id: 'isNew', header: t('adminWorkflows.columns.isNew'), cell: (row) => <YesNo value={row.isNew} /> },
    {
      id: 'disableDemo',
      header: t('adminWorkflows.columns.disableDemo'),
      cell: (row) => <YesNo value={row.disableDemo} />,
    },
    { id: 'isActive', header: t('adminWorkflows.columns.isActive'), cell: (row) => <YesNo value={row.isActive} /> },
    {
      id: 'isToRelease',
      header: t('adminWorkflows.columns.isToRelease'),
      cell: (row) => <YesNo value={row.isToRelease} />,
    },
    {
      id: 'isPublish',
      header: t('adminWorkflows.columns.isPublish'),
      cell: (row) => <YesNo value={row.isPublish} />,
    },
    {
      id: 'createdAt',
      header: t('adminWorkflows.columns.createdAt'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatListTime(row.createdAt)}</span>,
    },
    {
      id: 'updatedAt',
      header: t('adminWorkflows.columns.updatedAt'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatListTime(row.updatedAt)}</span>,
    },
    {
      id: 'actions',
      header: t('adminWorkflows.columns.actions'),
      cell: (row) => <RowActions row={row} deleteHref={confirmHref(row.id)} />,
    },
  ]
  return (
    <section className="px-4 py-6" data-page="settingAnalysis">
      <h1 className="text-2xl font-semibold">{t('adminWorkflows.list.title')}</h1>
      {confirming ? (
        <ConfirmPanel
          title={t('adminWorkflows.delete.title')}
          message={t('adminWorkflows.delete.message', { id: confirming.id, title: confirming.title })}
          intent="delete"
          fields={{ id: confirming.id }}
          confirmLabel={t('adminWorkflows.delete.confirm')}
          cancelHref={cancelHref}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Form method="get" action={LIST_PATH} className="flex flex-wrap items-end gap-2" role="search">
          <label className="text-sm">
            <span className="mb-1 block text-slate-600">{t('adminWorkflows.list.keyword')}</span>
            <input
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder={t('adminWorkflows.list.keywordPlaceholder')}
              className={`${inputClass} w-64`}
            />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-slate-600">{t('adminWorkflows.list.category')}</span>
            <select name="categoryId" defaultValue={filters.categoryId ?? ''} className={inputClass}>
              <option value="">{t('adminWorkflows.list.allCategories')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {inLanguage(language, category.name, category.nameEn)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryButtonClass}>
            {t('adminWorkflows.list.search')}
          </button>
          <Link
            to={`${location.pathname}${location.search}`}
            reloadDocument
            className="rounded-md border border-slate-300 px-4 py-2 text-sm"
          >
            {t('adminWorkflows.list.refresh')}
          </Link>
        </Form>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Link to={`${LIST_PATH}/new`} className={primaryButtonClass}>
            {t('adminWorkflows.list.add')}
          </Link>
          <Form method="post" id={BULK_FORM} className="flex gap-2">
            <button
              type="submit"
              name="intent"
              value="publish"
              className="rounded-md border border-emerald-400 px-4 py-2 text-sm text-emerald-800"
            >
              {t('adminWorkflows.list.publish')}
            </button>
            <button
              type="submit"
              name="intent"
              value="unpublish"
              className="rounded-md border border-amber-400 px-4 py-2 text-sm text-amber-800"
            >
              {t('adminWorkflows.list.unpublish')}
            </button>
          </Form>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('adminWorkflows.list.selectionHint')}</p>
      <div className="mt-3 rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          selectionForm={BULK_FORM}
          emptyText={t('adminWorkflows.list.empty')}
          caption={t('adminWorkflows.list.caption')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}

function RowActions({ row, deleteHref }: { row: Pick<WorkflowListRow, 'id'>; deleteHref: string }) {
  const { t } = useTranslation()
  const link = 'text-brand-600 hover:underline'
  return (
    <div className="flex min-w-40 flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
      <Link to={workflowAdminHref(row.id, 'edit')} className={link}>
        {t('adminWorkflows.actions.edit')}
      </Link>
      <Link to={`${LIST_PATH}/${row.id}/copy`} className={link}>
        {t('adminWorkflows.actions.copy')}
      </Link>
      <Link to={deleteHref} className="text-red-600 hover:underline">
        {t('adminWorkflows.actions.delete')}
      </Link>
      <Link to={workflowAdminHref(row.id, 'introduction')} className={link}>
        {t('adminWorkflows.nav.introduction')}
      </Link>
      <Link to={workflowAdminHref(row.id, 'template')} className={link}>
        {t('adminWorkflows.nav.template')}
      </Link>
      <Link to={workflowAdminHref(row.id, 'guides')} className={link}>
        {t('adminWorkflows.nav.guides')}
      </Link>
      <Link to={workflowAdminHref(row.id, 'report')} className={link}>
        {t('adminWorkflows.nav.report')}
      </Link>
      <Link to={workflowAdminHref(row.id, 'example')} className={link}>
        {t('adminWorkflows.nav.example')}
      </Link>
    </div>
  )
}
