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
  readOnlyMessageKey,
  updateProjectNotes,
} from '~/utils/analysis/project-edits.server'
import { projectPageQuery } from '~/utils/analysis/project-page-query.server'
import { loadProjectPage } from '~/utils/analysis/project-view.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { parseSearchParams } from '~/utils/request-input.server'
import { panelActionFor } from '~/panels/registry.server'
import { requireRouteAccess } from '~/utils/access.server'
import { i18next } from '~/utils/translations.server'
import { guideCookieHeader, showsGuide } from '~/utils/analysis/project-guide.server'
import { languageOrDefault } from '#core/language'
import { FeedbackButton } from '~/components/feedback/feedback-button'
import { useRootData } from '~/root'

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

/** The page's own forms; every other intent belongs to a group's panel (app/panels/registry.server.ts). */
const intentSchema = z.enum(['labels', 'comment', 'hideGuide'])

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const form = await readFormData(request)
  const back = new URL(request.url)
  const backTo = `${back.pathname}${back.search}`
  const rawIntent = form.get('intent')
  const panelAction = typeof rawIntent === 'string' ? panelActionFor(rawIntent) : null
  if (panelAction && typeof rawIntent === 'string')
    return panelAction({ request, analysisId: params.aId ?? '', user, form, intent: rawIntent, backTo })
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
        error: readOnlyMessageKey(error.reason),
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
      <ProjectFeedback />
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

/** The project page's own feedback button (spec 02 §2.4), opening the same form as every page's. */
function ProjectFeedback() {
  const root = useRootData()
  if (!root?.user) return null
  return (
    <div className="flex justify-end" data-testid="project-feedback">
      <FeedbackButton
        from={root.currentPath}
        defaultEmail={root.user.email}
        className="rounded-md border border-brand-500 px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50"
      />
    </div>
  )
}
