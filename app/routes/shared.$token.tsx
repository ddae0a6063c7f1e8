import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDateTime } from '#core/date-time'
import { inLanguage, languageOrDefault } from '#core/language'
import { RunResult } from '~/components/tool-results/run-result'
import { requireRouteAccess } from '~/utils/access.server'
import { requestError } from '~/utils/http-errors.server'
import { optional, pageParam, parseSearchParams, textParam } from '~/utils/request-input.server'
import { findSharedTask } from '~/utils/tools/share-and-chain.server'
import { toolResultView, toolTaskFileUrl } from '~/utils/tools/tool-result-view.server'
import { i18next } from '~/utils/translations.server'

const sharedPageQuery = z.object({ table: optional(textParam()), page: optional(pageParam) })

/**
 * A finished task's result shared read-only by its owner (issue 24): anyone with the link sees the
 * charts, tables, notes and output files, not the inputs, the parameters or the owner. A revoked
 * link answers 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRouteAccess(request, 'anonymous')
  const token = params.token ?? ''
  const task = await findSharedTask(token)
  if (!task) throw await requestError(request, 404, 'errors.notFound')
  const language = languageOrDefault(await i18next.getLocale(request))
  const t = await i18next.getFixedT(request)
  const { table, page = 1 } = await parseSearchParams(request, sharedPageQuery)
  const view = toolResultView({ language, t }, task.id, task.result, table, page)
  // The result view links the owner's task files; a reader of the link gets them through the link instead.
  const ownerPrefix = toolTaskFileUrl(task.id, '')
  const sharedPrefix = `/shared/${encodeURIComponent(token)}/files/`
  const relink = (url: string) =>
    url.startsWith(ownerPrefix) ? `${sharedPrefix}${url.slice(ownerPrefix.length)}` : url
  return json(
    {
      task: {
        taskNumber: task.taskNumber,
        toolTitle: inLanguage(language, task.title, task.titleEn),
        endedAt: task.endedAt ? formatDateTime(task.endedAt, language) : null,
      },
      result: {
        ...view,
        charts: view.charts.map((chart) => ({ ...chart, pngUrl: relink(chart.pngUrl) })),
        tables: view.tables.map((entry) => ({ ...entry, downloadUrl: relink(entry.downloadUrl), datasetUrl: null })),
        extraFiles: view.extraFiles.map((file) => ({ ...file, url: relink(file.url), datasetUrl: null })),
      },
    },
    // Nobody but the link's holders: no shared caches, and nothing kept after a revocation.
    { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.task.taskNumber} · ${data.task.toolTitle} · BioCloud` : 'BioCloud' },
  { name: 'robots', content: 'noindex' },
]

export default function SharedResultPage() {
  const { task, result } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-testid="shared-result">
      <header className="flex flex-col gap-2">
        <p className="w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600">
          {t('toolForm.shared.badge')}
        </p>
        <h1 className="text-2xl font-semibold">{t('toolRuns.pageTitle', { taskNumber: task.taskNumber })}</h1>
        <p className="text-sm text-slate-600">
          {task.toolTitle}
          {task.endedAt ? ` · ${task.endedAt}` : ''}
        </p>
      </header>
      <RunResult result={result} />
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">{notFound ? t('toolForm.shared.notFound') : t('errors.unexpected')}</h1>
      {notFound ? <p className="text-sm text-slate-500">{t('toolForm.shared.notFoundHint')}</p> : null}
      <Link to="/" className="text-brand-600 underline">
        {t('toolForm.shared.home')}
      </Link>
    </div>
  )
}
