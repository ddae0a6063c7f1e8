import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PERMISSIONS } from '#core/permissions'
import { AdminPager, AdminTable, ConfirmPanel, type AdminColumn } from '~/components/admin/admin-table'
import { useListHref } from '~/components/paged-list'
import { FieldErrors, inputClass, primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { auditActor } from '~/utils/admin/audit-actor.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam } from '~/utils/request-input.server'
import { permissionNameKey } from '~/utils/security/permission-names'
import {
  createRole,
  deleteRole,
  findRole,
  listRoles,
  parseRoleListQuery,
  permissionCodes,
  roleFormSchema,
  updateRole,
  type RoleRefusal,
} from '~/utils/security/roles.server'

export const meta: MetaFunction = () => [{ title: 'BioCloud · Roles' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  const query = await parseRoleListQuery(request)
  const params = new URL(request.url).searchParams
  const editId = idParam.safeParse(params.get('edit') ?? '')
  const confirmId = idParam.safeParse(params.get('confirm') ?? '')
  const [page, codes, editing, confirm] = await Promise.all([
    listRoles(query),
    permissionCodes(),
    editId.success ? findRole(editId.data) : null,
    confirmId.success ? findRole(confirmId.data) : null,
  ])
  return json({ page, codes, editing, confirm, keyword: query.keyword ?? '' })
}

const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('update'), id: idParam }),
  z.object({ intent: z.literal('delete'), id: idParam }),
])

/** The message of a refusal, and the accounts to list with it. */
function refusalData(refusal: RoleRefusal) {
  const messageKey =
    refusal.reason === 'rail' ? `securityRoles.errors.${refusal.rail}` : `securityRoles.errors.${refusal.reason}`
  return { messageKey, holders: refusal.reason === 'held' ? refusal.holders : [] }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, PERMISSIONS.security)
  const form = await readFormData(request)
  const parsed = intentSchema.safeParse({ intent: form.get('intent'), id: form.get('id') })
  if (!parsed.success) throw new Response('Bad request', { status: 400 })
  const actor = auditActor(user, context)
  const url = new URL(request.url)
  url.searchParams.delete('confirm')
  url.searchParams.delete('edit')
  const back = `${url.pathname}${url.search}`
  const done = async (messageKey: string, name: string) =>
    redirect(back, {
      headers: { 'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey, values: { name } }) },
    })
  if (parsed.data.intent === 'delete') {
    const outcome = await deleteRole(actor, parsed.data.id)
    if (!outcome.ok) return json({ intent: 'delete', fieldErrors: {}, ...refusalData(outcome) }, { status: 400 })
    return done('securityRoles.deleted', outcome.name)
  }
  const values = roleFormSchema.safeParse({
    name: form.get('name') ?? undefined,
    description: form.get('description') ?? '',
    permissions: form.getAll('permissions'),
  })
  if (!values.success) {
    return json(
      { intent: parsed.data.intent, fieldErrors: values.error.flatten().fieldErrors, messageKey: null, holders: [] },
      { status: 400 },
    )
  }
  const outcome =
    parsed.data.intent === 'create'
      ? await createRole(actor, values.data)
      : await updateRole(actor, parsed.data.id, values.data)
  if (!outcome.ok)
    return json({ intent: parsed.data.intent, fieldErrors: {}, ...refusalData(outcome) }, { status: 400 })
  return done(parsed.data.intent === 'create' ? 'securityRoles.created' : 'securityRoles.saved', values.data.name)
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['page']['rows'][number]

function RoleFields({
  codes,
  current,
  fieldErrors,
}: {
  codes: string[]
  /** The role being edited; null for the new-role form. */
  current: { name: string; description: string; permissions: string[] } | null
  fieldErrors: Partial<Record<string, string[]>>
}) {
  const { t } = useTranslation()
  const prefix = current ? 'edit' : 'create'
  return (
    <>
      <label className="text-sm">
        <span className="mb-1 block font-medium">{t('securityRoles.fields.name')}</span>
        <input
          name="name"
          defaultValue={current?.name ?? ''}
          required
          maxLength={60}
          className={inputClass}
          aria-describedby={`${prefix}-name-errors`}
        />
        <FieldErrors id={`${prefix}-name-errors`} errors={fieldErrors.name} />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">{t('securityRoles.fields.description')}</span>
        <input name="description" defaultValue={current?.description ?? ''} maxLength={200} className={inputClass} />
        <FieldErrors errors={fieldErrors.description} />
      </label>
      <fieldset className="text-sm sm:col-span-2">
        <legend className="mb-1 font-medium">{t('securityRoles.fields.permissions')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {codes.map((code) => (
            <label key={code} className="flex items-start gap-2 break-all">
              <input
                type="checkbox"
                name="permissions"
                value={code}
                defaultChecked={current?.permissions.includes(code) ?? false}
                className="mt-1"
              />
              <span>
                {t(permissionNameKey(code), { defaultValue: code })} <code className="text-slate-600">{code}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}

export default function SecurityRolesPage() {
  const { t } = useTranslation()
  const { page, codes, editing, confirm, keyword } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const href = useListHref()
  const errorsFor = (intent: string) => (actionData?.intent === intent ? actionData.fieldErrors : {})
  const columns: AdminColumn<Row>[] = [
    {
      id: 'name',
      header: t('securityRoles.fields.name'),
      sortable: true,
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    { id: 'description', header: t('securityRoles.fields.description'), cell: (row) => row.description || '—' },
    {
      id: 'permissions',
      header: t('securityRoles.fields.permissions'),
      cell: (row) =>
        row.permissions.length
          ? row.permissions.map((code) => t(permissionNameKey(code), { defaultValue: code })).join(', ')
          : '—',
    },
    {
      id: 'members',
      header: t('securityRoles.fields.members'),
      sortable: true,
      numeric: true,
      cell: (row) => <span data-testid="role-members">{row.members}</span>,
    },
    {
      id: 'actions',
      header: t('securityRoles.actions'),
      cell: (row) => (
        <span className="flex flex-wrap gap-3 whitespace-nowrap">
          <Link to={href({ edit: row.id, confirm: undefined })} className="text-brand-600 hover:underline">
            {t('securityRoles.edit')}
          </Link>
          <Link to={href({ confirm: row.id, edit: undefined })} className="text-red-700 hover:underline">
            {t('securityRoles.delete')}
          </Link>
        </span>
      ),
    },
  ]
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-xl font-semibold">{t('securityRoles.title')}</h1>
      {actionData?.messageKey ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
          data-testid="role-error"
        >
          <p>{t(actionData.messageKey)}</p>
          {actionData.holders.length ? (
            <ul className="mt-2 list-disc pl-5 break-all">
              {actionData.holders.map((email) => (
                <li key={email}>{email}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {confirm ? (
        <ConfirmPanel
          title={t('securityRoles.confirmTitle')}
          message={t('securityRoles.confirmMessage', { name: confirm.name })}
          intent="delete"
          fields={{ id: confirm.id }}
          confirmLabel={t('securityRoles.delete')}
          cancelHref={href({ confirm: undefined })}
        />
      ) : null}
      {editing ? (
        <Form
          method="post"
          className="grid gap-3 rounded-lg border border-brand-200 bg-white p-4 sm:grid-cols-2"
          data-testid="role-edit"
        >
          <h2 className="font-semibold sm:col-span-2">{t('securityRoles.editTitle', { name: editing.name })}</h2>
          <input type="hidden" name="id" value={editing.id} />
          <RoleFields codes={codes} current={editing} fieldErrors={errorsFor('update')} />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <button type="submit" name="intent" value="update" className={primaryButtonClass}>
              {t('securityRoles.save')}
            </button>
            <Link to={href({ edit: undefined })} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
              {t('securityRoles.cancel')}
            </Link>
          </div>
        </Form>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white">
        <Form method="get" className="flex flex-wrap items-end gap-3 border-b border-slate-100 p-3">
          <label className="text-sm">
            <span className="mb-1 block font-medium">{t('securityRoles.keyword')}</span>
            <input name="q" type="search" defaultValue={keyword} className={inputClass} />
          </label>
          <button type="submit" className={primaryButtonClass}>
            {t('securityRoles.search')}
          </button>
        </Form>
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('securityRoles.empty')}
          caption={t('securityRoles.title')}
        />
        <AdminPager page={page} />
      </div>
      <details className="rounded-lg border border-slate-200 bg-white p-4" open={actionData?.intent === 'create'}>
        <summary className="cursor-pointer font-semibold">{t('securityRoles.createTitle')}</summary>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="role-create">
          <RoleFields codes={codes} current={null} fieldErrors={errorsFor('create')} />
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="create" className={primaryButtonClass}>
              {t('securityRoles.create')}
            </button>
          </div>
        </Form>
      </details>
    </div>
  )
}
