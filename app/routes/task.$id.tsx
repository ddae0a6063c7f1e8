import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, isRouteErrorResponse, Link, useLoaderData, useRevalidator, useRouteError } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SaveToMyFilesForm, SAVE_TO_MY_FILES_INTENT } from '~/components/files/save-to-my-files-form'
import { RunResult } from '~/components/tool-results/run-result'
import { chartStylePrefix } from '~/components/tool-results/chart-restyle-form'
import { readChartStyle } from '#core/charts/chart-restyle'
import { RunStages } from '~/components/tool-results/run-stages'
import { ShareAndChainLink } from '~/components/tools/share-and-chain-link'
import { primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { describeToolFailure } from '~/utils/tools/tool-failure.server'
import { findToolTaskFile, loadToolTaskView } from '~/utils/tools/tool-task-view.server'
import { saveToPersonalFilesAndReturn } from '~/utils/files/save-to-personal-files.server'
import { readFormData } from '~/utils/request-body.server'
import { toolResultView, toolTaskFileUrl } from '~/utils/tools/tool-result-view.server'
import { requestError } from '~/utils/http-errors.server'
import { optional, pageParam, parseRouteId, parseSearchParams, textParam } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'
import { z } from 'zod'
import { isFinalToolRunStatus, isToolErrorCode, TOOL_ERROR_CODE } from '#core/tool-runs'
import { languageOrDefault } from '#core/language'
import { dictionaryLabels, LABEL_CATEGORY } from '~/utils/dictionary-labels.server'

/** Which result table is paged (`?table=<id>&page=<n>`); the others show their first page. */
const taskPageQuery = z.object({ table: optional(textParam()), page: optional(pageParam) })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const taskId = await parseRouteId(request, params.id)
  const { table: pagedTable, page: requestedPage = 1 } = await parseSearchParams(request, taskPageQuery)
  const search = new URL(request.url).searchParams
  const view = await loadToolTaskView(taskId, user, language)
  // The same answer whether the task is missing or someone else's: its existence stays private.
  if (!view) throw await requestError(request, 404, 'errors.notFound')
  const { result, errorLog, errorDetail, fieldLabels, ...task } = view
  const t = await i18next.getFixedT(request)
  const failureMessage = describeToolFailure(t, { errorLog, errorDetail }, fieldLabels)
  const statusLabels = await dictionaryLabels(LABEL_CATEGORY.toolRunStatus, language)
  return json(
    {
      statusLabels,
      task: { ...task, final: isFinalToolRunStatus(task.status), failureMessage },
      inputFiles: task.inputFiles.map((file) => ({ ...file, url: toolTaskFileUrl(view.id, file.path) })),
      result: toolResultView({ language, t }, view.id, result, pagedTable, requestedPage, undefined, (index) =>
        readChartStyle(search, chartStylePrefix(index)),
      ),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const saveOutputForm = z.object({
  intent: z.literal(SAVE_TO_MY_FILES_INTENT),
  path: z
    .string()
    .regex(/^output\/[^/]{1,200}$/)
    .refine((path) => !path.includes('\0')),
})

/** "Save to my files" of one output file: a copy into the user's personal files. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const taskId = await parseRouteId(request, params.id)
  const form = saveOutputForm.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) throw await requestError(request, 400, 'errors.badRequest')
  // Whoever may open the task may download its files, and so keep a copy of one among their own.
  const file = await findToolTaskFile(taskId, form.data.path, user)
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  return saveToPersonalFilesAndReturn(
    request,
    { ownerId: user.id, sourceStorageKey: file.storageKey, fileName: file.name, contentType: file.contentType },
    `/task/${taskId}`,
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.task.taskNumber} · ${data.task.toolTitle} · BioCloud` : 'BioCloud' },
]

/**
 * Follows the task's status from the server's event stream while it is not final; at a final
 * status the loader runs again and brings the result.
 */
function useLiveStatus(taskId: number, status: number, final: boolean): number {
  const [liveStatus, setLiveStatus] = useState(status)
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => setLiveStatus(status), [status])
  useEffect(() => {
    if (final) return
    const source = new EventSource(`/resources/tool-task-events/${taskId}`)
    source.addEventListener('status', (event) => {
      const update = JSON.parse((event as MessageEvent<string>).data) as { status: number; final: boolean }
      setLiveStatus(update.status)
      if (update.final) {
        source.close()
        revalidate.current()
      }
    })
    return () => source.close()
  }, [taskId, final])
  return liveStatus
}

export default function ToolTaskPage() {
  const { task, inputFiles, result, statusLabels } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const status = useLiveStatus(task.id, task.status, task.final)
  const failed = task.errorCode !== null && task.final
  const codeKey = isToolErrorCode(task.errorCode) ? task.errorCode : TOOL_ERROR_CODE.analysis
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8" data-task-status={status}>
      {task.final ? null : (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <header className="flex flex-col gap-3">
        <p className="text-sm text-slate-500">
          <Link to={`/tool/${task.toolId}`} className="text-brand-600 underline">
            {task.toolTitle}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{t('toolRuns.pageTitle', { taskNumber: task.taskNumber })}</h1>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">{t('toolRuns.fields.status')}</dt>
            <dd className="font-medium" data-testid="status-label">
              {statusLabels[status] ?? t(`toolRuns.status.${status}`)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('toolRuns.fields.createdAt')}</dt>
            <dd>{task.createdAt}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('toolRuns.fields.startedAt')}</dt>
            <dd>{task.startedAt}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('toolRuns.fields.endedAt')}</dt>
            <dd>{task.endedAt}</dd>
          </div>
        </dl>
      </header>

      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <RunStages status={status} toolId={task.toolId} />
        {task.final ? null : (
          <div className="mt-3 text-sm text-slate-600">
            <p>{t('toolRuns.waiting')}</p>
            <noscript>
              <p className="mt-1 text-slate-500">{t('toolRuns.refreshNote')}</p>
            </noscript>
          </div>
        )}
      </section>

      {failed ? (
        <section
          className="rounded-lg border border-red-200 bg-red-50 p-4"
          role="alert"
          data-error-code={task.errorCode}
        >
          <h2 className="text-lg font-semibold text-red-800">
            {task.errorCode} · {t(`toolRuns.errorCodes.${codeKey}.title`)}
          </h2>
          <p className="mt-1 text-red-800">
            {/* A run whose input was pasted text has no file whose encoding or delimiters could be at fault. */}
            {codeKey === TOOL_ERROR_CODE.dataValidation && inputFiles.length === 0
              ? t('toolRuns.errorCodes.1002.suggestionPasted')
              : t(`toolRuns.errorCodes.${codeKey}.suggestion`)}
          </p>
          <p className="mt-2 text-sm text-red-700">{t('toolRuns.failureMessage')}</p>
          {task.failureMessage ? (
            <>
              <h3 className="mt-4 text-sm font-medium text-red-800">{t('toolRuns.sections.errorLog')}</h3>
              <p
                className="mt-1 max-h-80 overflow-auto whitespace-pre-wrap rounded border border-red-200 bg-white p-3 text-sm text-slate-800"
                data-testid="failure-message"
              >
                {task.failureMessage}
              </p>
            </>
          ) : null}
        </section>
      ) : null}

      <RunResult result={result} fileActions={(filePath) => <SaveToMyFilesForm filePath={filePath} />} />
      {task.final && !failed && task.mayRerun ? <ShareAndChainLink taskId={task.id} /> : null}

      {task.final && !failed && !result.charts.length && !result.tables.length ? (
        <p className="text-sm text-slate-600">{t('toolRuns.noResult')}</p>
      ) : null}

      <section className="grid gap-6 md:grid-cols-2">
        <div>
          <h2 className="text-lg font-semibold">{t('toolRuns.sections.parameters')}</h2>
          {task.parameters.length ? (
            <dl className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
              {task.parameters.map((parameter) => (
                <div key={parameter.label} className="flex gap-4 px-3 py-2">
                  <dt className="w-1/2 text-slate-500">{parameter.label}</dt>
                  <dd className="w-1/2 break-words">{parameter.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-500">{t('toolRuns.noParameters')}</p>
          )}
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('toolRuns.sections.inputFiles')}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {inputFiles.map((file) => (
              <li key={file.dataKey}>
                <span className="text-slate-500">{file.dataKey}: </span>
                <a href={file.url} download className="text-brand-600 underline">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {task.mayRerun && task.final ? (
        <Form method="post" action="/projects/toolRunRecords">
          <input type="hidden" name="taskId" value={task.id} />
          <button type="submit" name="intent" value="rerun" className={primaryButtonClass}>
            {t('toolRuns.rerun')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">{notFound ? t('toolRuns.notFound') : t('errors.unexpected')}</h1>
      {notFound ? <p className="text-sm text-slate-500">{t('toolRuns.notFoundHint')}</p> : null}
      <Link to="/projects/toolRunRecords" className="text-brand-600 underline">
        {t('toolRuns.toRecords')}
      </Link>
    </div>
  )
}
