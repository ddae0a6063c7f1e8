import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '#core/date-time'
import { languageOrDefault } from '#core/language'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import type { AdminPage } from '~/utils/admin/admin-list'

export interface AccountRow {
  id: number
  email: string
  firstName: string
  lastName: string
  phone: string | null
  isActive: boolean
  isLocked: boolean
  loginTime: string | null
  roles: string[]
}

export interface AccountListProps {
  kind: 'internal' | 'external'
  page: AdminPage<AccountRow>
  roles: { id: number; name: string }[]
  filters: { q: string; role: number | null; state: string | null }
}

const STATES = ['active', 'disabled', 'locked'] as const

/** The internal and the external account lists: one page, searched and paged by its loader. */
export function AccountList({ kind, page, roles, filters }: AccountListProps) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const title = t(kind === 'internal' ? 'securityAccounts.internalTitle' : 'securityAccounts.externalTitle')
  const columns: AdminColumn<AccountRow>[] = [
    {
      id: 'email',
      header: t('securityAccounts.fields.email'),
      sortable: true,
      cell: (row) => (
        <Link to={`/security/accounts/${row.id}`} className="break-all font-medium text-brand-600 hover:underline">
          {row.email}
        </Link>
      ),
    },
    {
      id: 'name',
      header: t('securityAccounts.fields.name'),
      sortable: true,
      cell: (row) => `${row.firstName} ${row.lastName}`.trim() || '—',
    },
    { id: 'phone', header: t('securityAccounts.fields.phone'), cell: (row) => row.phone || '—' },
    { id: 'roles', header: t('securityAccounts.fields.roles'), cell: (row) => row.roles.join(', ') || '—' },
    {
      id: 'state',
      header: t('securityAccounts.fields.state'),
      cell: (row) => (
        <span data-testid="account-state">
          {t(`securityAccounts.states.${!row.isActive ? 'disabled' : row.isLocked ? 'locked' : 'active'}`)}
        </span>
      ),
    },
    {
      id: 'loginTime',
      header: t('securityAccounts.fields.loginTime'),
      sortable: true,
      cell: (row) => (row.loginTime ? formatDateTime(row.loginTime, language) : '—'),
    },
  ]
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">{title}</h1>
        <Link to={`/security/accounts/new?kind=${kind}`} className={primaryButtonClass}>
          {t('securityAccounts.create')}
        </Link>
      </div>
      <Form
        method="get"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('securityAccounts.keyword')}</span>
          <input name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('securityAccounts.fields.roles')}</span>
          <select name="role" defaultValue={filters.role ?? ''} className={inputClass}>
            <option value="">{t('securityAccounts.any')}</option>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t('securityAccounts.fields.state')}</span>
          <select name="state" defaultValue={filters.state ?? ''} className={inputClass}>
            <option value="">{t('securityAccounts.any')}</option>
            {STATES.map((state) => (
              <option key={state} value={state}>
                {t(`securityAccounts.states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className={primaryButtonClass}>
            {t('securityAccounts.search')}
          </button>
        </div>
      </Form>
      <div className="rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('securityAccounts.empty')}
          caption={title}
        />
        <AdminPager page={page} />
      </div>
    </div>
  )
}
