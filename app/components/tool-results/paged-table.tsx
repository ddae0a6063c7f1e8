import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PageNav } from '~/components/paged-list'
import { formatTableCell } from '#core/number-format'

export interface PagedTableData {
  id: string
  title: string
  columns: string[]
  rows: (string | number | null)[][]
  page: number
  pageCount: number
  pageSize: number
  /** Rows available for paging on the page. */
  inlineRowCount: number
  /** Rows in the whole table (the TSV has them all). */
  rowCount: number
}

/** Links to another page of one table, keeping the rest of the query. */
function usePageLink(tableId: string) {
  const location = useLocation()
  return (page: number) => {
    const search = new URLSearchParams(location.search)
    search.set('table', tableId)
    search.set('page', String(page))
    return `${location.pathname}?${search}#table-${tableId}`
  }
}

/** A result table paged on the server (`?table=<id>&page=<n>`), with the full TSV to download. */
export function PagedTable({ table, downloadUrl }: { table: PagedTableData; downloadUrl: string }) {
  const { t } = useTranslation()
  const pageLink = usePageLink(table.id)
  const from = table.inlineRowCount === 0 ? 0 : (table.page - 1) * table.pageSize + 1
  const to = Math.min(table.page * table.pageSize, table.inlineRowCount)
  // A column of numbers is right-aligned, its header too, so digits line up under it.
  const numeric = table.columns.map(
    (_, column) =>
      table.rows.some((row) => typeof row[column] === 'number') &&
      table.rows.every((row) => row[column] === null || typeof row[column] === 'number'),
  )
  return (
    <section id={`table-${table.id}`} className="rounded-lg border border-slate-200 bg-white" data-table={table.id}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h3 className="font-medium">{table.title}</h3>
        <a href={downloadUrl} download className="text-sm text-brand-600 underline">
          {t('toolRuns.downloadTsv', { count: table.rowCount })}
        </a>
      </header>
      {/* A wide table scrolls sideways in its own box; focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={table.title}>
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              {table.columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`whitespace-nowrap px-3 py-2 font-medium ${numeric[index] ? 'text-right' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  <td
                    key={cellIndex}
                    className={`whitespace-nowrap px-3 py-1.5 ${typeof cell === 'number' ? 'text-right tabular-nums' : ''}`}
                    // Four significant digits on the page; the full number on hover and in the TSV.
                    title={typeof cell === 'number' && formatTableCell(cell) !== String(cell) ? String(cell) : undefined}
                  >
                    {formatTableCell(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
        <span>
          {t('toolRuns.rowsShown', { from, to, total: table.rowCount })}
          {table.inlineRowCount < table.rowCount
            ? ` · ${t('toolRuns.inlineLimit', { shown: table.inlineRowCount, total: table.rowCount })}`
            : null}
        </span>
        {table.pageCount > 1 ? (
          <PageNav
            label={table.title}
            page={table.page}
            pageCount={table.pageCount}
            pageHref={pageLink}
            preventScrollReset
          />
        ) : null}
      </footer>
    </section>
  )
}
