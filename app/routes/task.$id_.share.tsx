import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { inLanguage, languageOrDefault } from '#core/language'
import { renderText } from '#core/result-text'
import { tableFileName } from '#core/tool-results'
import { primaryButtonClass } from '~/components/ui/field'
import { requireRouteAccess } from '~/utils/access.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { optional, parseRouteId, parseSearchParams, textParam } from '~/utils/request-input.server'
import {
  chainTargets,
  createShareLink,
  findOwnedTask,
  revokeShareLinks,
  shareTokenOf,
} from '~/utils/tools/share-and-chain.server'
import { i18next } from '~/utils/translations.server'

/** "Use as input of…": the chosen `<tool id>:<slot key>` and the table's file (a GET: it only navigates). */
const useQuery = z.object({ use: optional(textParam(200)), file: optional(textParam(300)) })

/**
 * Share and chain one of the user's finished tasks (issue 24): a read-only link anyone holding it
 * may open, made and revoked here by the task's owner only; and each result table opened as the
 * input of another tool. Someone else's task, or one in a project, answers 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const taskId = await parseRouteId(request, params.id)
  const task = await findOwnedTask(taskId, user.id)
  if (!task) throw await requestError(request, 404, 'errors.notFound')
  const query = await parseSearchParams(request, useQuery)
  const chosen = /^(\d{1,10}):(.{1,100})$/.exec(query.use ?? '')
  if (chosen && query.file) {
    const target = new URLSearchParams({ fromTask: String(task.id), file: query.file, slot: chosen[2] })
    return redirect(`/tool/${chosen[1]}?${target}`)
  }
  const language = languageOrDefault(await i18next.getLocale(request))
  const t = await i18next.getFixedT(request)
  const token = await shareTokenOf(task.id)
  const origin = new URL(request.url).origin
  return json(
    {
      task: {
        id: task.id,
        taskNumber: task.taskNumber,
        toolTitle: inLanguage(language, task.title, task.titleEn),
        finished: task.finished,
      },
      shareUrl: token ? `${origin}/shared/${token}` : null,
      tables: task.finished
        ? (task.result?.tables ?? []).map((table) => ({
            title: renderText(t, table.title),
            file: tableFileName(table, language),
          }))
        : [],
      targets: task.finished
        ? (await chainTargets(user)).flatMap((target) =>
            target.slots.map((slot) => ({
              value: `${target.id}:${slot.key}`,
              label:
                target.slots.length > 1
                  ? `${inLanguage(language, target.title, target.titleEn)} · ${slot.label}`
                  : inLanguage(language, target.title, target.titleEn),
            })),
          )
        : [],
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const shareForm = z.object({ intent: z.enum(['create', 'revoke']) })

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const taskId = await parseRouteId(request, params.id)
  const form = shareForm.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) throw await requestError(request, 400, 'errors.badRequest')
  const done =
    form.data.intent === 'create'
      ? (await createShareLink(taskId, user.id)) !== null
      : await revokeShareLinks(taskId, user.id)
  // The same answer whether the task is missing, someone else's or unfinished: its existence stays private.
  if (!done) throw await requestError(request, 404, 'errors.notFound')
  return redirect(`/task/${taskId}/share`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: form.data.intent === 'create' ? 'toolForm.share.createdFlash' : 'toolForm.share.revokedFlash',
      }),
    },
  })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.task.taskNumber} · BioCloud` : 'BioCloud' },
]

export default function TaskSharePage() {
  const { task, shareUrl, tables, targets } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header>
        <p className="text-sm text-slate-500">
          <Link to={`/task/${task.id}`} className="text-brand-600 underline">
            {t('toolForm.share.back', { taskNumber: task.taskNumber })}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{t('toolForm.share.title', { taskNumber: task.taskNumber })}</h1>
        <p className="mt-1 text-sm text-slate-600">{task.toolTitle}</p>
      </header>

      {!task.finished ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800" role="status">
          {t('toolForm.share.notFinished')}
        </p>
      ) : (
        <>
          <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="share-link">
            <h2 className="text-base font-semibold">{t('toolForm.share.linkTitle')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('toolForm.share.linkLead')}</p>
            {shareUrl ? (
              <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
                <label className="sr-only" htmlFor="share-url">
                  {t('toolForm.share.linkTitle')}
                </label>
                <input
                  id="share-url"
                  readOnly
                  value={shareUrl}
                  className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs"
                  data-testid="share-url"
                />
                <Form method="post">
                  <button
                    type="submit"
                    name="intent"
                    value="revoke"
                    className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    {t('toolForm.share.revoke')}
                  </button>
                </Form>
              </div>
            ) : (
              <Form method="post" className="mt-3">
                <button type="submit" name="intent" value="create" className={primaryButtonClass}>
                  {t('toolForm.share.create')}
                </button>
              </Form>
            )}
          </section>

          <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="chain">
            <h2 className="text-base font-semibold">{t('toolForm.chain.title')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('toolForm.chain.lead')}</p>
            {tables.length === 0 ? (
              <p className="mt-3 text-sm text-slate-500">{t('toolForm.chain.noTables')}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {tables.map((table) => (
                  <li key={table.file} className="rounded-md border border-slate-200 p-3">
                    <Form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
                      <input type="hidden" name="file" value={table.file} />
                      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                        <span className="font-medium text-slate-800">
                          {table.title} <span className="font-normal text-slate-500">({table.file})</span>
                        </span>
                        <select
                          name="use"
                          required
                          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
                          data-testid="chain-target"
                        >
                          <option value="">{t('toolForm.chain.choose')}</option>
                          {targets.map((target) => (
                            <option key={target.value} value={target.value}>
                              {target.label}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="submit" className={primaryButtonClass}>
                        {t('toolForm.chain.open')}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
