import { Link, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The current page's URL with some query values changed (undefined removes one). */
export function useListHref() {
  const location = useLocation()
  return (changes: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) search.delete(key)
      else search.set(key, String(value))
    }
    const query = search.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
}

export interface ListColumn {
  label: string
  /** Sizes and counts line up on the right. */
  numeric?: boolean
}

/** A list page's table: column headings over the caller's rows, or a line saying there is nothing to list. */
export function ListTable({
  columns,
  isEmpty,
  emptyText,
  children,
}: {
  columns: readonly ListColumn[]
  isEmpty: boolean
  emptyText: string
  children: ReactNode
}) {
  if (isEmpty) return <p className="p-8 text-center text-sm text-slate-500">{emptyText}</p>
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.numeric ? 'px-4 py-2 text-right font-medium' : 'px-4 py-2 font-medium'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

/** Previous and next page links around "page x of y"; at either end the link shows as plain text. */
export function PageNav({
  label,
  page,
  pageCount,
  pageHref,
  preventScrollReset = false,
}: {
  label: string
  page: number
  pageCount: number
  pageHref: (page: number) => string
  /** Keeps the reader's place on a page that shows more than the paged list. */
  preventScrollReset?: boolean
}) {
  const { t } = useTranslation()
  return (
    <nav className="flex items-center gap-3" aria-label={label}>
      {page > 1 ? (
        <Link to={pageHref(page - 1)} preventScrollReset={preventScrollReset}>
          {t('toolRuns.previousPage')}
        </Link>
      ) : (
        <span className="text-slate-400">{t('toolRuns.previousPage')}</span>
      )}
      <span>{t('toolRuns.pageOf', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link to={pageHref(page + 1)} preventScrollReset={preventScrollReset}>
          {t('toolRuns.nextPage')}
        </Link>
      ) : (
        <span className="text-slate-400">{t('toolRuns.nextPage')}</span>
      )}
    </nav>
  )
}
