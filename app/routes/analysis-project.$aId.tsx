import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { GroupMenu } from '~/components/analysis/project/group-menu'
import { GroupPane } from '~/components/analysis/project/group-pane'
import { GuideDialog } from '~/components/analysis/project/guide-dialog'
import { ProjectHeader } from '~/components/analysis/project/project-header'
import { NoProjectScreen, ProjectStatusScreen } from '~/components/analysis/project/status-screens'
import { TaskSummaryBar, useLiveProjectCounts } from '~/components/analysis/project/task-summary'
import {
  parseCommentForm,
  parseLabelsForm,
  ProjectNotEditable,
  updateProjectNotes,
} from '~/utils/analysis/project-edits.server'
import { projectPageQuery } from '~/utils/analysis/project-page.server'
import { loadProjectPage } from '~/utils/analysis/project-view.server'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, parseSearchParams } from '~/utils/request-input.server'
import { rerunFailedItem } from '~/utils/analysis/project-rerun.server'
import { toolingActionFor } from '~/utils/analysis/tooling/actions.server'
import type { SessionUser } from '~/utils/auth.server'
import { requireRouteAccess } from '~/utils/access.server'
import { i18next } from '~/utils/translations.server'
import { guideCookieHeader, showsGuide } from '~/utils/analysis/project-guide.server'
import { languageOrDefault } from '#core/language'

const noStore = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseSearchParams(request, projectPageQuery)
  const page = await loadProjectPage(params.aId, user, query, language, new URL(request.url).origin, request)
  if (!page.found) return json(page, { status: 404, headers: noStore })
  if (!page.completed) return json(page, { headers: noStore })
  return json({ ...page, showGuide: showsGuide(request) }, { headers: noStore })
}

const intentSchema = z.enum(['labels', 'comment', 'hideGuide', 'rerunItem'])

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const form = await readFormData(request)
  const back = new URL(request.url)
  const backTo = `${back.pathname}${back.search}`
  const rawIntent = form.get('intent')
  const tooling = typeof rawIntent === 'string' ? toolingActionFor(rawIntent) : null
  if (tooling && typeof rawIntent === 'string')
    return tooling({ request, analysisId: params.aId ?? '', user, form, intent: rawIntent, backTo })
  const intent = intentSchema.safeParse(rawIntent)
  if (!intent.success) throw await requestError(request, 400, 'errors.badRequest')
  if (intent.data === 'hideGuide') {
    return redirect(backTo, {
      headers: [
        ['Set-Cookie', guideCookieHeader()],
        ['Set-Cookie', await flashMessageHeader(request, { kind: 'info', messageKey: 'project.messages.guideHidden' })],
      ],
    })
  }
  if (intent.data === 'rerunItem') return rerunItem(request, params.aId ?? '', user, form, backTo)
  const parsed = intent.data === 'labels' ? parseLabelsForm(form) : parseCommentForm(form)
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? 'errors.badRequest'
    return json(
      { intent: intent.data, error, values: form.getAll(intent.data === 'labels' ? 'label' : 'comment').map(String) },
      { status: 400 },
    )
  }
  try {
    await updateProjectNotes(
      params.aId ?? '',
      user,
      'label' in parsed.data ? { labels: parsed.data.label } : { comments: parsed.data.comment },
    )
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') throw await requestError(request, 404, 'errors.notFound')
    return json(
      {
        intent: intent.data,
        error: readOnlyMessage(error.reason),
        values: [],
      },
      { status: 403 },
    )
  }
  return redirect(backTo, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'project.messages.saved' }),
    },
  })
}

function readOnlyMessage(reason: 'demo' | 'expired' | 'expiring'): string {
  return reason === 'demo' ? 'project.messages.readOnlyDemo' : 'project.messages.readOnlyExpired'
}

const rerunItemSchema = z.object({ itemId: idParam })

/** "Re-run failed item": the item's failed runs are queued again; the flash says how many. */
async function rerunItem(request: Request, analysisId: string, user: SessionUser, form: FormData, backTo: string) {
  const parsed = rerunItemSchema.safeParse({ itemId: form.get('itemId') })
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  let message: FlashMessage
  try {
    const count = await rerunFailedItem(analysisId, user, parsed.data.itemId)
    message =
      count > 0
        ? { kind: 'success', messageKey: 'project.messages.rerunQueued', values: { count } }
        : { kind: 'info', messageKey: 'project.messages.rerunNothing' }
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') throw await requestError(request, 404, 'errors.notFound')
    message = { kind: 'error', messageKey: readOnlyMessage(error.reason) }
  }
  return redirect(backTo, { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.found && data.completed
        ? `${data.header.trackingNumberShown} / ${data.header.batchId} - ${data.header.analysisName} · BioCloud`
        : 'BioCloud',
  },
]

export default function AnalysisProjectPage() {
  const data = useLoaderData<typeof loader>()
  if (!data.found) return <NoProjectScreen />
  if (!data.completed) return <ProjectStatusScreen status={data.status} />
  return <CompletedProject data={data} />
}

type CompletedData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { completed: true }>

function CompletedProject({ data }: { data: CompletedData }) {
  useLiveProjectCounts(data.header.batchId)
  const actionData = useActionData<unknown>()
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4" data-page="analysis-project">
      <ProjectHeader header={data.header} />
      <TaskSummaryBar summary={data.summary} />
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <GroupMenu
          analysisId={data.header.batchId}
          menu={data.body.menu}
          openGroupId={data.body.openGroupId}
          openItemId={data.body.openItemId}
        />
        <GroupPane
          analysisId={data.header.batchId}
          body={data.body}
          readOnly={data.header.readOnly}
          actionData={actionData}
        />
      </div>
      {data.showGuide ? <GuideDialog /> : null}
    </div>
  )
}
