import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { languageOrDefault } from '#core/language'
import { FileList } from '~/components/files/file-list'
import { StorageSummary } from '~/components/files/storage-summary'
import { PageNav, useListHref } from '~/components/paged-list'
import { storageSummary } from '~/utils/files/personal-files.server'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { listProjectFiles, PROJECT_FILE_PAGE_SIZE } from '~/utils/projects/project-files.server'
import { optional, pageParam, parseSearchParams, textParam } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { formatDateTime } from '#core/date-time'
import { formatBytes } from '~/utils/tools/formatting.server'
import { i18next } from '~/utils/translations.server'

const projectFilesQuerySchema = z.object({ q: optional(textParam(50)), page: optional(pageParam) })

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const { q, page = 1 } = await parseSearchParams(request, projectFilesQuerySchema)
  // Analysis data is not deleted here: a batch's reruns, report and shared example files name it, and
  // the expiry job clears it a week after the project expires (spec 01 §9).
  const [{ files, total }, storage] = await Promise.all([listProjectFiles(user.id, q, page), storageSummary(user.id)])
  return json({
    files: files.map((file) => ({
      ...file,
      size: formatBytes(file.sizeBytes),
      uploadedAt: formatDateTime(file.uploadedAt, language),
    })),
    total,
    storage,
    search: q ?? '',
    page,
    pageCount: Math.max(1, Math.ceil(total / PROJECT_FILE_PAGE_SIZE)),
  })
}

export default function ProjectFilesPage() {
  const { files, total, storage, search, page, pageCount } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const listHref = useListHref()
  // The page is also served under the settings group; reset stays where the reader is.
  const { pathname } = useLocation()
  return (
    <section className="flex flex-col" data-page="projectFiles">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 p-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-xl font-semibold">{t('projectCentre.files.title')}</h1>
          <StorageSummary storage={storage} />
        </div>
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2 text-sm">
          <label className="flex flex-col gap-1">
            <span className="text-slate-600">{t('projectCentre.files.filter')}</span>
            <input type="search" name="q" defaultValue={search} maxLength={50} className={inputClass} />
          </label>
          <button type="submit" className={primaryButtonClass}>
            {t('projectCentre.files.search')}
          </button>
          <Link to={pathname} className="rounded-md border border-slate-300 px-4 py-2">
            {t('projectCentre.files.reset')}
          </Link>
        </Form>
      </header>
      <FileList
        entries={files.map((file) => ({
          id: file.id,
          name: file.name,
          size: file.size,
          uploadedAt: file.uploadedAt,
          href: `/resources/project-files/${file.id}`,
          extra: [file.trackingNumber, file.batchId, file.path || '/'],
        }))}
        extraColumns={[
          t('projectCentre.files.columns.trackingNumber'),
          t('projectCentre.files.columns.batchId'),
          t('projectCentre.files.columns.folder'),
        ]}
        emptyText={t('projectCentre.files.empty')}
        actions={(entry) => (
          <a href={entry.href ?? undefined} download className="text-brand-600 underline">
            {t('projectCentre.files.download')}
          </a>
        )}
      />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        <span>{t('projectCentre.files.total', { count: total })}</span>
        <PageNav
          label={t('projectCentre.files.title')}
          page={page}
          pageCount={pageCount}
          pageHref={(target) => listHref({ page: target })}
        />
      </footer>
    </section>
  )
}
