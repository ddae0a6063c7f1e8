import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ReadyFilterContent } from './pane-data'

/**
 * The raw table viewer (spec 03 §2.6, §9): 200 rows a page from the worker's cache, at most the
 * first 10000 rows. The spec's viewer filter area is hidden and inactive, so there is none.
 */
export function OtuFilterViewer({ viewer, base }: { viewer: NonNullable<ReadyFilterContent['viewer']>; base: string }) {
  const { t } = useTranslation()
  if (viewer.state === 'preparing')
    return (
      <p className="text-sm text-slate-500" data-testid="otu-viewer-preparing">
        {t('otuFilter.viewer.preparing')}
      </p>
    )
  const pageLink = (page: number) => `${base}&view=table&rows=${page}`
  const linkClass = 'rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50'
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-2" data-testid="otu-viewer">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p>{t('otuFilter.viewer.limit', { max: viewer.maxRows.toLocaleString(), size: viewer.pageSize })}</p>
        <Link to={base} preventScrollReset className="text-brand-600 underline">
          {t('otuFilter.viewer.close')}
        </Link>
      </div>
      <div className="max-h-[28rem] overflow-auto">
        <table className="min-w-full border-collapse text-xs">
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              {viewer.header.map((cell, index) => (
                <th
                  key={index}
                  scope="col"
                  className="whitespace-nowrap border-b border-slate-200 px-2 py-1 text-left font-medium"
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {viewer.rows.map((row) => (
              <tr key={row[0]} className="odd:bg-white even:bg-slate-50">
                {row.map((cell, index) => (
                  <td key={index} className="whitespace-nowrap border-b border-slate-100 px-2 py-0.5">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="flex flex-wrap items-center gap-2" aria-label={t('otuFilter.viewer.pages')}>
        {viewer.page > 1 ? (
          <Link
            to={pageLink(viewer.page - 1)}
            preventScrollReset
            className={linkClass}
            data-testid="otu-viewer-previous"
          >
            {t('otuFilter.viewer.previous')}
          </Link>
        ) : null}
        <span className="text-sm text-slate-600" data-testid="otu-viewer-page">
          {t('otuFilter.viewer.page', {
            page: viewer.page,
            pages: viewer.pageCount,
            total: viewer.featureCount.toLocaleString(),
          })}
        </span>
        {viewer.page < viewer.pageCount ? (
          <Link to={pageLink(viewer.page + 1)} preventScrollReset className={linkClass} data-testid="otu-viewer-next">
            {t('otuFilter.viewer.next')}
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
