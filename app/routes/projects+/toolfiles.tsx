import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ListTable, PageNav, useListHref } from '~/components/paged-list'
import { optional, pageParam, parseSearchParams, numberFromList } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { formatDateTime } from '#core/date-time'
import { formatBytes } from '~/utils/tools/formatting.server'
import { listToolFiles, RECORD_PAGE_SIZES } from '~/utils/tools/tool-run-lists.server'
import { i18next } from '~/utils/translations.server'
import { languageOrDefault } from '#core/language'

const fileQuerySchema = z.object({ page: optional(pageParam), size: optional(numberFromList(RECORD_PAGE_SIZES)) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const parsed = await parseSearchParams(request, fileQuerySchema)
  const query = { page: parsed.page ?? 1, size: parsed.size ?? RECORD_PAGE_SIZES[1] }
  const { rows, total } = await listToolFiles(user.id, query.page, query.size)
  return json({
    files: rows.map((row) => ({
      ...row,
      size: formatBytes(row.sizeBytes),
      uploadedAt: formatDateTime(row.uploadedAt, language),
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.size)),
  })
}

export default function ToolFilesPage() {
  const { files, total, page, pageCount } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const listHref = useListHref()
  return (
    <section className="flex flex-col" data-page="toolFiles">
      <header className="border-b border-slate-200 p-4">
        <h1 className="text-xl font-semibold">{t('toolRuns.files.title')}</h1>
      </header>
      <ListTable
        columns={[
          { label: t('toolRuns.files.columns.name') },
          { label: t('toolRuns.files.columns.taskNumber') },
          { label: t('toolRuns.files.columns.kind') },
          { label: t('toolRuns.files.columns.size'), numeric: true },
          { label: t('toolRuns.files.columns.time') },
          { label: t('toolRuns.files.columns.actions') },
        ]}
        isEmpty={files.length === 0}
        emptyText={t('toolRuns.files.empty')}
      >
        {files.map((file) => (
          <tr key={file.id}>
            <td className="break-all px-4 py-2">{file.name}</td>
            <td className="px-4 py-2 font-mono text-xs">
              {file.toolTaskId !== null && file.taskNumber ? (
                <Link to={`/task/${file.toolTaskId}`} className="text-brand-600 underline">
                  {file.taskNumber}
                </Link>
              ) : (
                '—'
              )}
            </td>
            <td className="px-4 py-2">{t(`toolRuns.files.kind.${file.kind}`)}</td>
            <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">{file.size}</td>
            <td className="whitespace-nowrap px-4 py-2">{file.uploadedAt}</td>
            <td className="px-4 py-2">
              {file.downloadPath ? (
                <a href={file.downloadPath} download className="text-brand-600 underline">
                  {t('toolRuns.files.download')}
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </ListTable>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        <span>{t('toolRuns.files.total', { count: total })}</span>
        <PageNav
          label={t('toolRuns.files.title')}
          page={page}
          pageCount={pageCount}
          pageHref={(target) => listHref({ page: target })}
        />
      </footer>
    </section>
  )
}
