import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { StaffFilesNav } from '~/components/admin/staff-file-desk'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { parseAdminListQuery } from '~/utils/admin/admin-list.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import {
  BYTES_PER_MB,
  listStorageQuotas,
  MAX_STORAGE_LIMIT_MB,
  setStorageLimit,
  STORAGE_QUOTA_SORTABLE,
  storageLimitSchema,
  storageQuotaFilterShape,
} from '~/utils/files/staff-files.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam } from '~/utils/request-input.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud' }]

/** Every user's storage use (all their files) against their limit, filterable by user and sortable by use. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.settings)
  const query = await parseAdminListQuery(request, STORAGE_QUOTA_SORTABLE, storageQuotaFilterShape)
  const page = await listStorageQuotas(query)
  return json({
    filters: { user: query.user ?? '', over: query.over === '1' },
    maxLimitMb: MAX_STORAGE_LIMIT_MB,
    page: {
      ...page,
      rows: page.rows.map((row) => ({ ...row, usedMb: (row.usedBytes / BYTES_PER_MB).toFixed(2) })),
    },
  })
}

/** Changes one user's limit; a refused value comes back on that user's row, without JavaScript too. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const form = Object.fromEntries(await readFormData(request))
  const userId = idParam.safeParse(form.userId)
  if (!userId.success) throw await requestError(request, 400, 'errors.badRequest')
  const parsed = storageLimitSchema.safeParse(form)
  if (!parsed.success) {
    return json(
      {
        userId: userId.data,
        value: String(form.limitMb ?? ''),
        errors: parsed.error.issues.map((issue) => issue.message),
      },
      400,
    )
  }
  const changed = await setStorageLimit(auditActor(user, context), parsed.data.userId, parsed.data.limitMb)
  if (!changed) throw await requestError(request, 404, 'errors.notFound')
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: changed.over ? 'warning' : 'success',
        messageKey: changed.over ? 'staffFiles.quotas.savedOver' : 'staffFiles.quotas.saved',
        values: { email: changed.email, limit: parsed.data.limitMb },
      }),
    },
  })
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

export default function StorageQuotasPage() {
  const { t } = useTranslation()
  const { page, filters, maxLimitMb } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const columns: AdminColumn<Row>[] = [
    {
      id: 'email',
      header: t('staffFiles.quotas.columns.user'),
      sortable: true,
      cell: (row) => (
        <div className="min-w-[10rem] break-words text-xs">
          <div>{row.email}</div>
          {row.name ? <div className="text-slate-600">{row.name}</div> : null}
        </div>
      ),
    },
    {
      id: 'used',
      header: t('staffFiles.quotas.columns.used'),
      sortable: true,
      numeric: true,
      cell: (row) => (
        <div className="whitespace-nowrap" data-testid="quota-use">
          {t('staffFiles.quotas.useOfLimit', { used: row.usedMb, limit: row.limitMb })}
          {row.over ? (
            <p className="mt-1 whitespace-normal text-xs font-medium text-red-700">{t('staffFiles.quotas.over')}</p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'limit',
      header: t('staffFiles.quotas.columns.limit'),
      sortable: true,
      cell: (row) => {
        const rowRefused = refused && refused.userId === row.id ? refused : null
        const errorId = `quota-error-${row.id}`
        return (
          <Form method="post" className="min-w-[12rem]" data-testid={`quota-form-${row.email}`}>
            <input type="hidden" name="userId" value={row.id} />
            <div className="flex items-center gap-2 whitespace-nowrap">
              <label className="flex items-center gap-1">
                <span className="sr-only">{t('staffFiles.quotas.limitFor', { email: row.email })}</span>
                <input
                  // A refused value stays in the field beside its message; a saved one comes from the database.
                  key={rowRefused ? `refused-${rowRefused.value}` : `saved-${row.limitMb}`}
                  type="number"
                  name="limitMb"
                  required
                  min={1}
                  max={maxLimitMb}
                  step={1}
                  defaultValue={rowRefused ? rowRefused.value : row.limitMb}
                  aria-invalid={rowRefused ? true : undefined}
                  aria-describedby={rowRefused ? errorId : undefined}
                  className={`${inputClass} w-28`}
                />
                <span className="text-xs text-slate-600">MB</span>
              </label>
              <button
                type="submit"
                className="rounded border border-slate-300 px-3 py-1.5 text-sm"
                disabled={navigation.state === 'submitting' && navigation.formData?.get('userId') === String(row.id)}
              >
                {t('staffFiles.quotas.save')}
              </button>
            </div>
            <FieldErrors id={errorId} errors={rowRefused?.errors} />
          </Form>
        )
      },
    },
  ]
  return (
    <section className="flex flex-col gap-4 p-4" data-page="staff-storage-quotas">
      <h1 className="text-xl font-semibold text-slate-900">{t('staffFiles.quotas.title')}</h1>
      <StaffFilesNav />
      <p className="text-sm text-slate-600">{t('staffFiles.quotas.lead', { max: maxLimitMb })}</p>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('staffFiles.filters.owner')}</span>
          <input type="search" name="user" defaultValue={filters.user} maxLength={100} className={inputClass} />
        </label>
        <label className="flex items-center gap-2 py-2">
          <input type="checkbox" name="over" value="1" defaultChecked={filters.over} />
          <span>{t('staffFiles.quotas.overOnly')}</span>
        </label>
        <button type="submit" className={primaryButtonClass}>
          {t('staffFiles.filters.submit')}
        </button>
        <Link to={pathname} className="py-2 text-brand-700 hover:underline">
          {t('staffFiles.filters.reset')}
        </Link>
      </Form>
      <div className="rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('staffFiles.quotas.empty')}
          caption={t('staffFiles.quotas.title')}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}
