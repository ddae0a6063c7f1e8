import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FileList } from '~/components/files/file-list'
import { StorageSummary } from '~/components/files/storage-summary'
import { PageNav, useListHref } from '~/components/paged-list'
import { idParam, optional, pageParam, parseSearchParams, numberFromList } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { formatDateTime } from '#core/date-time'
import { storageSummary } from '~/utils/files/personal-files.server'
import { deleteOwnToolFile } from '~/utils/files/tool-files.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { formatBytes } from '~/utils/tools/formatting.server'
import { listToolFiles, RECORD_PAGE_SIZES } from '~/utils/tools/tool-run-lists.server'
import { i18next } from '~/utils/translations.server'
import { languageOrDefault } from '#core/language'

const fileQuerySchema = z.object({
  page: optional(pageParam),
  size: optional(numberFromList(RECORD_PAGE_SIZES)),
  confirmDelete: optional(idParam),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const parsed = await parseSearchParams(request, fileQuerySchema)
  const query = { page: parsed.page ?? 1, size: parsed.size ?? RECORD_PAGE_SIZES[1] }
  const [{ rows, total }, storage] = await Promise.all([
    listToolFiles(user.id, query.page, query.size),
    storageSummary(user.id),
  ])
  const files = rows.map((row) => ({
    ...row,
    size: formatBytes(row.sizeBytes),
    uploadedAt: formatDateTime(row.uploadedAt, language),
  }))
  return json({
    files,
    total,
    storage,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.size)),
    confirming: files.find((file) => file.id === parsed.confirmDelete && file.deletable) ?? null,
  })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const parsed = idParam.safeParse((await readFormData(request)).get('id'))
  const deleted = parsed.success && (await deleteOwnToolFile(user.id, parsed.data))
  return redirect(new URL(request.url).pathname, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: deleted ? 'success' : 'error',
        messageKey: deleted ? 'personalFiles.list.deleted' : 'personalFiles.errors.noSuchEntry',
      }),
    },
  })
}

export default function ToolFilesPage() {
  const { files, total, page, pageCount, storage, confirming } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const listHref = useListHref()
  const { pathname } = useLocation()
  return (
    <section className="flex flex-col" data-page="toolFiles">
      <header className="flex flex-col gap-2 border-b border-slate-200 p-4">
        <h1 className="text-xl font-semibold">{t('toolRuns.files.title')}</h1>
        <StorageSummary storage={storage} />
      </header>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="delete-title"
          className="m-4 space-y-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm"
        >
          <p id="delete-title" className="break-all">
            {t('personalFiles.list.deleteConfirm', { name: confirming.name })}
          </p>
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={confirming.id} />
            <button type="submit" className="rounded-md bg-red-600 px-4 py-2 text-white">
              {t('personalFiles.list.delete')}
            </button>
            <Link to={pathname} className="rounded-md border border-slate-300 px-4 py-2">
              {t('personalFiles.cancel')}
            </Link>
          </Form>
        </div>
      ) : null}
      <FileList
        entries={files.map((file) => ({
          id: file.id,
          name: file.name,
          size: file.size,
          uploadedAt: file.uploadedAt,
          href: file.downloadPath,
          extra: [
            file.toolTaskId !== null && file.taskNumber ? (
              <Link key="task" to={`/task/${file.toolTaskId}`} className="text-brand-600 underline">
                {file.taskNumber}
              </Link>
            ) : (
              '—'
            ),
            t(`toolRuns.files.kind.${file.kind}`),
          ],
        }))}
        extraColumns={[t('toolRuns.files.columns.taskNumber'), t('toolRuns.files.columns.kind')]}
        emptyText={t('toolRuns.files.empty')}
        actions={(entry) => (
          <div className="flex flex-wrap gap-2">
            {entry.href ? (
              <a href={entry.href} download className="text-brand-600 underline">
                {t('toolRuns.files.download')}
              </a>
            ) : null}
            {files.find((file) => file.id === entry.id)?.deletable ? (
              <Link to={listHref({ confirmDelete: entry.id })} className="text-red-700 underline">
                {t('personalFiles.list.delete')}
              </Link>
            ) : null}
          </div>
        )}
      />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        <span>{t('toolRuns.files.total', { count: total })}</span>
        <PageNav
          label={t('toolRuns.files.title')}
          page={page}
          pageCount={pageCount}
          pageHref={(target) => listHref({ page: target, confirmDelete: undefined })}
        />
      </footer>
    </section>
  )
}
