import { Form, Link, NavLink, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AdminPager, AdminTable, type AdminColumn } from '~/components/admin/admin-table'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import type { AdminPage } from '~/utils/admin/admin-list'

const TABS = [
  { to: '/setting/projects/myfiles', key: 'personal' },
  { to: '/setting/projects/projectfiles', key: 'project' },
  { to: '/setting/projects/myfiles/quotas', key: 'quotas' },
] as const

/** The staff file pages: personal files, project files, storage quotas. */
export function StaffFilesNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('staffFiles.nav.label')} className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end
          className={({ isActive }) =>
            `rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-600 font-medium text-white' : 'text-slate-700 hover:bg-slate-100'}`
          }
        >
          {t(`staffFiles.nav.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  )
}

export interface StaffFileDeskRow {
  id: number
  ownerEmail: string
  ownerName: string
  name: string
  folder: string
  isFolder: boolean
  size: string | null
  isPublic: boolean
  uploadedAt: string
  trackingNumber: string | null
  batchId: string | null
}

export interface StaffFileDeskFilters {
  owner?: string
  name?: string
  minMb?: number
  maxMb?: number
  from?: string
  to?: string
}

/**
 * Every user's files of one kind (personal or project) for staff: a GET filter form (owner, name,
 * size range in MB, upload days) over a table paged in SQL, each file downloadable.
 */
export function StaffFileDesk({
  kind,
  page,
  filters,
}: {
  kind: 'personal' | 'project'
  page: AdminPage<StaffFileDeskRow>
  filters: StaffFileDeskFilters
}) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const columns: AdminColumn<StaffFileDeskRow>[] = [
    {
      id: 'owner',
      header: t('staffFiles.columns.owner'),
      cell: (row) => (
        <div className="min-w-[10rem] break-words text-xs">
          <div>{row.ownerEmail}</div>
          {row.ownerName ? <div className="text-slate-600">{row.ownerName}</div> : null}
        </div>
      ),
    },
    {
      id: 'name',
      header: t('staffFiles.columns.name'),
      sortable: true,
      cell: (row) => (
        <span className="block min-w-[9rem] max-w-xs [overflow-wrap:anywhere]" data-testid="staff-file-name">
          {row.isFolder ? <span className="mr-1 text-slate-500">[{t('staffFiles.folderMark')}]</span> : null}
          {row.name}
        </span>
      ),
    },
    ...(kind === 'project'
      ? [
          {
            id: 'trackingNumber',
            header: t('staffFiles.columns.trackingNumber'),
            cell: (row: StaffFileDeskRow) => (
              <span className="whitespace-nowrap font-mono text-xs">{row.trackingNumber}</span>
            ),
          },
          {
            id: 'batchId',
            header: t('staffFiles.columns.batchId'),
            cell: (row: StaffFileDeskRow) => (
              <span className="whitespace-nowrap font-mono text-xs">{row.batchId ?? '—'}</span>
            ),
          },
        ]
      : []),
    {
      id: 'folder',
      header: t('staffFiles.columns.folder'),
      cell: (row) => (
        <span className="block min-w-[9rem] max-w-xs font-mono text-xs text-slate-600 [overflow-wrap:anywhere]">
          /{row.folder}
        </span>
      ),
    },
    {
      id: 'size',
      header: t('staffFiles.columns.size'),
      sortable: true,
      numeric: true,
      cell: (row) => <span className="whitespace-nowrap">{row.size ?? '—'}</span>,
    },
    {
      id: 'uploadedAt',
      header: t('staffFiles.columns.uploadedAt'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{row.uploadedAt}</span>,
    },
    {
      id: 'public',
      header: t('staffFiles.columns.public'),
      cell: (row) => (row.isPublic ? t('staffFiles.public') : t('staffFiles.private')),
    },
    {
      id: 'actions',
      header: t('staffFiles.columns.actions'),
      cell: (row) =>
        row.isFolder ? null : (
          <a href={`/resources/staff-files/${row.id}`} download className="whitespace-nowrap text-brand-700 underline">
            {t('staffFiles.download')}
          </a>
        ),
    },
  ]
  const title = t(kind === 'personal' ? 'staffFiles.personalTitle' : 'staffFiles.projectTitle')
  return (
    <section className="flex flex-col gap-4 p-4" data-page={`staff-files-${kind}`}>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <StaffFilesNav />
      {/* On a phone: user and name full width, the size and day ranges side by side. */}
      <Form method="get" role="search" className="grid grid-cols-2 items-end gap-3 text-sm sm:flex sm:flex-wrap">
        <label className="col-span-2 flex flex-col gap-1">
          <span className="text-slate-600">{t('staffFiles.filters.owner')}</span>
          <input type="search" name="owner" defaultValue={filters.owner ?? ''} maxLength={100} className={inputClass} />
        </label>
        <label className="col-span-2 flex flex-col gap-1">
          <span className="text-slate-600">{t('staffFiles.filters.name')}</span>
          <input type="search" name="name" defaultValue={filters.name ?? ''} maxLength={100} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('staffFiles.filters.minMb')}</span>
          <input
            type="number"
            name="minMb"
            min={0}
            step="0.001"
            defaultValue={filters.minMb ?? ''}
            className={`${inputClass} sm:w-28`}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('staffFiles.filters.maxMb')}</span>
          <input
            type="number"
            name="maxMb"
            min={0}
            step="0.001"
            defaultValue={filters.maxMb ?? ''}
            className={`${inputClass} sm:w-28`}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('staffFiles.filters.from')}</span>
          <input type="date" name="from" defaultValue={filters.from ?? ''} className={inputClass} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-600">{t('staffFiles.filters.to')}</span>
          <input type="date" name="to" defaultValue={filters.to ?? ''} className={inputClass} />
        </label>
        <div className="col-span-2 flex items-center gap-3">
          <button type="submit" className={primaryButtonClass}>
            {t('staffFiles.filters.submit')}
          </button>
          <Link to={pathname} className="py-2 text-brand-700 hover:underline">
            {t('staffFiles.filters.reset')}
          </Link>
        </div>
      </Form>
      <div className="rounded-lg border border-slate-200 bg-white">
        <AdminTable
          page={page}
          columns={columns}
          rowId={(row) => row.id}
          emptyText={t('staffFiles.empty')}
          caption={title}
        />
        <AdminPager page={page} />
      </div>
    </section>
  )
}
