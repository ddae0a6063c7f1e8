import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { COURSE_STATUS } from '#core/courses'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { AdminPager, AdminTable, ConfirmPanel, type AdminColumn } from '~/components/admin/admin-table'
import { CourseDeskNav } from '~/components/admin/course-desk'
import { useListHref } from '~/components/paged-list'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import {
  COURSE_SORTABLE,
  courseChoices,
  CourseRefusal,
  deleteCourse,
  findCourse,
  listCourses,
  setCoursesPublished,
} from '~/utils/admin/courses.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, optional } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Courses' }]

const statusParam = z.enum(['0', '1']).transform(Number)

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseAdminListQuery(request, COURSE_SORTABLE, {
    category: optional(idParam),
    status: optional(statusParam),
    confirm: optional(idParam),
  })
  const [page, choices, confirming] = await Promise.all([
    listCourses({ ...query, categoryId: query.category }, language),
    courseChoices(language),
    query.confirm === undefined ? null : findCourse(query.confirm),
  ])
  if (query.confirm !== undefined && !confirming) throw await requestError(request, 404, 'errors.notFound')
  return json({
    page,
    categories: choices.categories,
    filters: { q: query.keyword ?? '', category: query.category, status: query.status },
    confirming: confirming ? { id: confirming.id, title: confirming.title } : null,
  })
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['publish', 'unpublish']), ids: z.array(idParam).min(1).max(200) }),
  z.object({ intent: z.literal('delete'), id: idParam }),
])

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settingsCourse)
  const form = await readFormData(request)
  const parsed = actionSchema.safeParse({ intent: form.get('intent'), ids: form.getAll('ids'), id: form.get('id') })
  if (!parsed.success) {
    if (form.get('intent') === 'publish' || form.get('intent') === 'unpublish')
      return json({ error: 'courseAdmin.list.noneSelected' }, 400)
    throw await requestError(request, 400, 'errors.badRequest')
  }
  const url = new URL(request.url)
  url.searchParams.delete('confirm')
  url.searchParams.delete('index')
  const back = `${url.pathname}${url.search}`
  const actor = auditActor(user, context)
  if (parsed.data.intent === 'delete') {
    try {
      await deleteCourse(actor, parsed.data.id)
    } catch (error) {
      if (!(error instanceof CourseRefusal)) throw error
      return json({ error: error.messageKey }, 400)
    }
    return redirect(back, {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'courseAdmin.list.deleted' }),
      },
    })
  }
  const publish = parsed.data.intent === 'publish'
  const changed = await setCoursesPublished(actor, parsed.data.ids, publish)
  return redirect(back, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: publish ? 'courseAdmin.list.published' : 'courseAdmin.list.unpublished',
        values: { count: changed },
      }),
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

const BULK_FORM = 'course-bulk'
const secondaryButtonClass = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50'

export default function CourseManagementPage() {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const { page, categories, filters, confirming } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const href = useListHref()
  const columns: AdminColumn<Row>[] = [
    {
      id: 'cover',
      header: t('courseAdmin.fields.cover'),
      cell: (row) => (
        <img
          src={`/setting/course-management/${row.id}/cover`}
          alt=""
          loading="lazy"
          className="h-10 w-16 rounded object-cover"
        />
      ),
    },
    {
      id: 'title',
      header: t('courseAdmin.fields.title'),
      sortable: true,
      cell: (row) => (
        <Link to={`/setting/course-management/edit/${row.id}`} className="font-medium text-brand-600 hover:underline">
          {row.title}
        </Link>
      ),
    },
    { id: 'category', header: t('courseAdmin.fields.category'), cell: (row) => row.category ?? '—' },
    {
      id: 'status',
      header: t('courseAdmin.fields.status'),
      sortable: true,
      cell: (row) => <span data-testid="course-status">{t(`courseAdmin.statuses.${row.status}`)}</span>,
    },
    { id: 'amount', header: t('courseAdmin.fields.amount'), sortable: true, numeric: true, cell: (row) => row.amount },
    {
      id: 'videos',
      header: t('courseAdmin.fields.videos'),
      sortable: true,
      numeric: true,
      cell: (row) => (
        <Link to={`/setting/course-management/${row.id}/videos`} className="text-brand-600 hover:underline">
          {row.videos}
        </Link>
      ),
    },
    { id: 'sort', header: t('courseAdmin.fields.sort'), sortable: true, numeric: true, cell: (row) => row.sort },
    {
      id: 'updatedAt',
      header: t('courseAdmin.fields.updatedAt'),
      sortable: true,
      cell: (row) => formatDateTime(row.updatedAt, language),
    },
    {
      id: 'actions',
      header: t('courseAdmin.list.actions'),
      cell: (row) => (
        <span className="relative flex flex-wrap gap-3 whitespace-nowrap">
          <Link to={`/setting/course-management/edit/${row.id}`} className="text-brand-600 hover:underline">
            {t('courseAdmin.list.edit')}
            <span className="sr-only"> {row.title}</span>
          </Link>
          <Link to={`/setting/course-management/${row.id}/videos`} className="text-brand-600 hover:underline">
            {t('courseAdmin.list.videos')}
            <span className="sr-only"> {row.title}</span>
          </Link>
          <Link to={`/setting/course-management/copy/${row.id}`} className="text-brand-600 hover:underline">
            {t('courseAdmin.list.copy')}
            <span className="sr-only"> {row.title}</span>
          </Link>
          <Link to={href({ confirm: row.id })} className="text-red-600 hover:underline">
            {t('courseAdmin.list.delete')}
            <span className="sr-only"> {row.title}</span>
          </Link>
        </span>
      ),
    },
  ]
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6" data-page="courseManagement">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{t('courseAdmin.list.title')}</h1>
        <Link to="/setting/course-management/create" className={primaryButtonClass}>
          {t('courseAdmin.list.create')}
        </Link>
      </div>
      <CourseDeskNav current="list" />
      <Form
        method="get"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        role="search"
      >
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('courseAdmin.list.keyword')}</span>
          <input name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('courseAdmin.fields.category')}</span>
          <select name="category" defaultValue={filters.category ?? ''} className={inputClass}>
            <option value="">{t('courseAdmin.list.any')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('courseAdmin.fields.status')}</span>
          <select name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('courseAdmin.list.any')}</option>
            {Object.values(COURSE_STATUS).map((code) => (
              <option key={code} value={code}>
                {t(`courseAdmin.statuses.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className={primaryButtonClass}>
            {t('courseAdmin.list.search')}
          </button>
        </div>
      </Form>
      {confirming ? (
        <ConfirmPanel
          title={t('courseAdmin.list.confirmTitle')}
          message={t('courseAdmin.list.confirmMessage', { title: confirming.title })}
          intent="delete"
          fields={{ id: confirming.id }}
          confirmLabel={t('courseAdmin.list.delete')}
          cancelHref={href({ confirm: undefined })}
        />
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(actionData.error)}
        </p>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white">
        <Form method="post" id={BULK_FORM} className="flex flex-wrap gap-2 border-b border-slate-100 p-3">
          <span className="self-center text-sm text-slate-600">{t('courseAdmin.list.withSelected')}</span>
          <button type="submit" name="intent" value="publish" className={secondaryButtonClass}>
            {t('courseAdmin.list.publish')}
          </button>
          <button type="submit" name="intent" value="unpublish" className={secondaryButtonClass}>
            {t('courseAdmin.list.unpublish')}
          </button>
        </Form>
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          selectionForm={BULK_FORM}
          emptyText={t('courseAdmin.list.empty')}
          caption={t('courseAdmin.list.title')}
        />
        <AdminPager page={page} />
      </div>
    </div>
  )
}
