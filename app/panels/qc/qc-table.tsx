import { Form, Link, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { QcPaneWithData } from './pane-data'
import { useQcHref } from './qc-href'
import { QC_STATUS_LIST, type QcStatusName } from './qc-summary'

type DashboardPane = Extract<QcPaneWithData, { data: 'dashboard' }>

const PAGE_SIZES = [100, 200, 300, 400]

const STATUS_CELL: Record<QcStatusName, string> = {
  Pass: '',
  Warn: 'bg-orange-100 text-orange-800 font-medium',
  Fail: 'bg-red-100 text-red-800 font-medium',
}
const STATUS_ROW: Record<QcStatusName, string> = { Pass: '', Warn: 'bg-orange-50', Fail: 'bg-red-50' }

/**
 * The per-sample metrics table: sorted, filtered and paged on the server, so it works without
 * JavaScript. The filters are one GET form (text contains for names, a numeric range for metrics,
 * a status); headers are sort links. Fail rows and cells are red, Warn orange.
 */
export function QcTable({ pane }: { pane: DashboardPane }) {
  const { t } = useTranslation()
  const href = useQcHref()
  const [searchParams] = useSearchParams()
  const { table, columns } = pane
  // The GET form replaces the query: the parameters it does not carry as inputs go along as hidden fields.
  const kept = ['group', 'rule', 'sort', 'dir'].flatMap((key) => {
    const value = searchParams.get(key)
    return value === null ? [] : [[key, value]]
  })
  const sortLink = (column: number | 'status') => {
    const active = table.sort === column
    const dir = active && table.dir === 'asc' ? 'desc' : 'asc'
    return { to: href({ sort: String(column), dir, qcPage: null }), active }
  }
  const arrow = (column: number | 'status') => (table.sort === column ? (table.dir === 'asc' ? ' ▲' : ' ▼') : '')
  const ariaSort = (column: number | 'status') =>
    table.sort === column ? (table.dir === 'asc' ? 'ascending' : 'descending') : undefined
  const filters = table.filters as Record<string, { contains?: string; min?: number; max?: number }>

  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby="qc-table-title" data-testid="qc-table-section">
      <h3 id="qc-table-title" className="text-base font-semibold">
        {t('qc.table.title')}
      </h3>
      <Form method="get" preventScrollReset className="flex min-w-0 flex-col gap-2" data-testid="qc-filter-form">
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="min-w-full text-left text-sm" data-testid="qc-table">
            <thead className="bg-slate-50 text-xs text-slate-600">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.index}
                    scope="col"
                    className="whitespace-nowrap px-2 py-2"
                    aria-sort={ariaSort(column.index)}
                  >
                    <Link
                      preventScrollReset
                      to={sortLink(column.index).to}
                      className="hover:underline"
                      data-testid="qc-sort"
                    >
                      {column.name}
                      {arrow(column.index)}
                    </Link>
                  </th>
                ))}
                <th scope="col" className="whitespace-nowrap px-2 py-2" aria-sort={ariaSort('status')}>
                  <Link
                    preventScrollReset
                    to={sortLink('status').to}
                    className="hover:underline"
                    data-testid="qc-sort-status"
                  >
                    {t('qc.table.status')}
                    {arrow('status')}
                  </Link>
                </th>
              </tr>
              <tr className="align-top">
                {columns.map((column) => (
                  <td key={column.index} className="px-2 pb-2">
                    {column.metric ? (
                      <div className="flex min-w-[7rem] gap-1">
                        <input
                          type="number"
                          step="any"
                          name={`min${column.index}`}
                          defaultValue={filters[column.index]?.min ?? ''}
                          placeholder={t('qc.table.min')}
                          aria-label={t('qc.table.minOf', { column: column.name })}
                          className="w-1/2 rounded border border-slate-300 px-1 py-0.5 text-xs"
                        />
                        <input
                          type="number"
                          step="any"
                          name={`max${column.index}`}
                          defaultValue={filters[column.index]?.max ?? ''}
                          placeholder={t('qc.table.max')}
                          aria-label={t('qc.table.maxOf', { column: column.name })}
                          className="w-1/2 rounded border border-slate-300 px-1 py-0.5 text-xs"
                        />
                      </div>
                    ) : (
                      <input
                        type="search"
                        name={`q${column.index}`}
                        defaultValue={filters[column.index]?.contains ?? ''}
                        placeholder={t('qc.table.contains')}
                        aria-label={t('qc.table.containsOf', { column: column.name })}
                        className="w-full min-w-[6rem] rounded border border-slate-300 px-1 py-0.5 text-xs"
                      />
                    )}
                  </td>
                ))}
                <td className="px-2 pb-2">
                  <select
                    name="status"
                    defaultValue={table.status ?? ''}
                    aria-label={t('qc.table.statusFilter')}
                    className="rounded border border-slate-300 px-1 py-0.5 text-xs"
                  >
                    <option value="">{t('qc.table.allStatuses')}</option>
                    {QC_STATUS_LIST.map((status) => (
                      <option key={status} value={status}>
                        {t(`qc.status.${status}`)}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            </thead>
            <tbody>
              {table.rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + 1} className="px-2 py-4 text-center text-slate-500">
                    {t('qc.table.noMatch')}
                  </td>
                </tr>
              ) : null}
              {table.rows.map((row) => (
                <tr
                  key={row.cells[0]}
                  className={`border-t border-slate-100 ${STATUS_ROW[row.status]}`}
                  data-testid="qc-row"
                  data-status={row.status}
                >
                  {row.cells.map((cell, index) => {
                    const status = row.statusMap[columns[index]?.name ?? ''] as QcStatusName | undefined
                    return (
                      <td
                        key={index}
                        className={`whitespace-nowrap px-2 py-1 ${status ? STATUS_CELL[status] : ''}`}
                        data-status={status}
                      >
                        {cell}
                      </td>
                    )
                  })}
                  <td className={`whitespace-nowrap px-2 py-1 ${STATUS_CELL[row.status]}`} data-testid="qc-row-status">
                    {t(`qc.status.${row.status}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-1">
              {t('qc.table.pageSize')}
              <select
                name="size"
                defaultValue={String(table.size)}
                className="rounded border border-slate-300 px-1 py-0.5"
                data-testid="qc-page-size"
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="rounded-md bg-brand-500 px-3 py-1 text-white hover:bg-brand-600"
              data-testid="qc-apply"
            >
              {t('qc.table.apply')}
            </button>
            <Link
              preventScrollReset
              to={`?${new URLSearchParams(kept.filter(([key]) => key === 'group' || key === 'rule'))}`}
              className="text-brand-700 underline"
            >
              {t('qc.table.clear')}
            </Link>
          </div>
          <nav className="flex items-center gap-2" aria-label={t('qc.table.pages')} data-testid="qc-pager">
            <span data-testid="qc-matching">{t('qc.table.matching', { count: table.matching })}</span>
            {table.page > 1 ? (
              <Link
                preventScrollReset
                to={href({ qcPage: String(table.page - 1) })}
                className="text-brand-700 underline"
                rel="prev"
              >
                {t('qc.table.previous')}
              </Link>
            ) : null}
            <span data-testid="qc-page">{t('qc.table.pageOf', { page: table.page, pages: table.pageCount })}</span>
            {table.page < table.pageCount ? (
              <Link
                preventScrollReset
                to={href({ qcPage: String(table.page + 1) })}
                className="text-brand-700 underline"
                rel="next"
              >
                {t('qc.table.next')}
              </Link>
            ) : null}
          </nav>
        </div>
      </Form>
    </section>
  )
}
