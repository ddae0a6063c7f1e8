import { Form, Link } from '@remix-run/react'
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useListHref } from '~/components/paged-list'
import { ADMIN_PAGE_SIZES, type AdminPage, pageCount } from '~/utils/admin/admin-list'

export interface AdminColumn<Row> {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /** Sortable in SQL: the loader's `parseAdminListQuery` lists the same ids. */
  sortable?: boolean
  numeric?: boolean
}

/**
 * The generic admin table (spec 02 §2.6/§9): a page of rows sorted and paged in SQL, sortable
 * headings as links, and, with `selectionForm`, a checkbox per row named `ids` that belongs to that
 * form (HTML's `form` attribute), so bulk actions post the selection with or without JavaScript.
 */
export function AdminTable<Row>({
  page,
  columns,
  rowId,
  selectionForm,
  emptyText,
  caption,
}: {
  page: AdminPage<Row>
  columns: readonly AdminColumn<Row>[]
  rowId: (row: Row) => string | number
  /** The id of the `<Form>` whose bulk actions take the selected rows. */
  selectionForm?: string
  emptyText: string
  caption: string
}) {
  const { t } = useTranslation()
  const href = useListHref()
  const table = useReactTable<Row>({
    data: page.rows,
    columns: columns.map((column): ColumnDef<Row> => ({
      id: column.id,
      header: column.header,
      cell: (info) => column.cell(info.row.original),
    })),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowId(row)),
    manualPagination: true,
    manualSorting: true,
  })
  if (page.rows.length === 0) return <p className="p-8 text-center text-sm text-slate-500">{emptyText}</p>
  const byId = new Map(columns.map((column) => [column.id, column]))
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="admin-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectionForm ? (
                <th scope="col" className="w-8 px-2 py-2">
                  <span className="sr-only">{t('admin.table.select')}</span>
                </th>
              ) : null}
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!
                const sorted = page.sort === column.id ? page.direction : null
                const label = flexRender(header.column.columnDef.header, header.getContext())
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={`whitespace-nowrap px-3 py-2 font-medium ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.sortable ? (
                      <Link
                        to={href({ sort: column.id, direction: sorted === 'asc' ? 'desc' : 'asc', page: undefined })}
                        className="hover:underline"
                      >
                        {label}
                        {sorted ? <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : ' ▼'}</span> : null}
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="align-top">
              {selectionForm ? (
                <td className="px-2 py-2">
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    form={selectionForm}
                    aria-label={t('admin.table.selectRow', { id: row.id })}
                  />
                </td>
              ) : null}
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2 ${byId.get(cell.column.id)!.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Page links and the page-size choice (10/20/50/100/200) under an admin table; a GET form, so it works without JavaScript. */
export function AdminPager({ page }: { page: AdminPage<unknown> }) {
  const { t } = useTranslation()
  const href = useListHref()
  const count = pageCount(page)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-3 py-3 text-sm text-slate-600">
      <span>{t('admin.table.total', { count: page.total })}</span>
      <nav className="flex items-center gap-3" aria-label={t('admin.table.pages')}>
        {page.page > 1 ? (
          <Link to={href({ page: page.page - 1 })}>{t('toolRuns.previousPage')}</Link>
        ) : (
          <span className="text-slate-400">{t('toolRuns.previousPage')}</span>
        )}
        <span>{t('toolRuns.pageOf', { page: page.page, count })}</span>
        {page.page < count ? (
          <Link to={href({ page: page.page + 1 })}>{t('toolRuns.nextPage')}</Link>
        ) : (
          <span className="text-slate-400">{t('toolRuns.nextPage')}</span>
        )}
      </nav>
      <PageSizeForm pageSize={page.pageSize} />
    </div>
  )
}

function PageSizeForm({ pageSize }: { pageSize: number }) {
  const { t } = useTranslation()
  const href = useListHref()
  const action = href({ pageSize: undefined, page: undefined })
  const [path, query] = action.split('?')
  return (
    <Form method="get" action={path} className="flex items-center gap-2">
      {[...new URLSearchParams(query ?? '')].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex items-center gap-2">
        {t('admin.table.pageSize')}
        <select name="pageSize" defaultValue={pageSize} className="rounded border border-slate-300 px-2 py-1">
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded border border-slate-300 px-2 py-1">
        {t('admin.table.apply')}
      </button>
    </Form>
  )
}

/**
 * The question before a destructive action. It is part of the page (the list links to
 * `?confirm=<id>`), so it works without JavaScript: Confirm posts `intent` with the hidden fields,
 * Cancel goes back to `cancelHref`.
 */
export function ConfirmPanel({
  title,
  message,
  intent,
  fields,
  confirmLabel,
  cancelHref,
}: {
  title: string
  message: string
  intent: string
  fields: Record<string, string | number>
  confirmLabel: string
  cancelHref: string
}) {
  const { t } = useTranslation()
  return (
    <section
      className="my-4 rounded-lg border border-red-200 bg-red-50 p-4"
      role="alertdialog"
      aria-labelledby="confirm-panel-title"
      data-testid="confirm-panel"
    >
      <h2 id="confirm-panel-title" className="font-semibold text-red-800">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{message}</p>
      <Form method="post" className="mt-4 flex flex-wrap justify-end gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link to={cancelHref} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
          {t('admin.confirm.cancel')}
        </Link>
        <button
          type="submit"
          name="intent"
          value={intent}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
        >
          {confirmLabel}
        </button>
      </Form>
    </section>
  )
}
