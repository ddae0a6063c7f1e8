import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import type { SessionUser } from '~/utils/auth.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { parseRouteId } from '~/utils/request-input.server'
import { applyEditorIntent, draftFromPayload, parseEditorIntent, toolEditorSchema, type ToolDraft } from './tool-editor'
import {
  draftOfTool,
  loadToolForEditing,
  newToolDraft,
  REGISTERED_EXECUTOR_NAMES,
  saveTool,
  toolEditorOptions,
  uniqueCopyTitle,
} from './tools.server'

/** The editor's three pages share one form: a new tool, an existing one, or a copy of one. */
export type ToolEditorMode = 'create' | 'edit' | 'copy'

/** Manuals are long texts: the editor's body may be larger than an ordinary form's. */
const MAX_EDITOR_BYTES = 1024 * 1024

export interface ToolEditorActionData {
  draft: ToolDraft
  errors: Record<string, string[] | null>
  /** Changes on every answer, so the form shows the answer's values rather than the ones it kept. */
  revision: string
}

async function sourceTool(request: Request, idSegment: string | undefined) {
  const found = await loadToolForEditing(await parseRouteId(request, idSegment))
  if (!found) throw await requestError(request, 404, 'errors.notFound')
  return found
}

export async function toolEditorPageData(request: Request, mode: ToolEditorMode, idSegment?: string) {
  const options = await toolEditorOptions()
  if (mode === 'create') return { mode, toolId: null, seeded: false, draft: newToolDraft(), options }
  const { tool, seeded } = await sourceTool(request, idSegment)
  const draft = draftOfTool(tool)
  if (mode === 'edit') return { mode, toolId: tool.id, seeded, draft, options }
  // A copy is a new tool staff own entirely: a free name, unpublished until they publish it.
  return {
    mode,
    toolId: tool.id,
    seeded: false,
    draft: { ...draft, title: await uniqueCopyTitle(tool.title), publishStatus: '0' },
    options,
  }
}

export async function handleToolEditorAction(
  request: Request,
  user: SessionUser,
  mode: ToolEditorMode,
  idSegment?: string,
) {
  const id = mode === 'create' ? null : (await sourceTool(request, idSegment)).tool.id
  const form = await readFormData(request, MAX_EDITOR_BYTES)
  const intent = parseEditorIntent(form.get('intent'))
  if (!intent) throw await requestError(request, 400, 'errors.badRequest')
  const submission = parseWithZod(form, { schema: toolEditorSchema(REGISTERED_EXECUTOR_NAMES) })
  const draft = draftFromPayload(submission.payload)
  const revision = crypto.randomUUID()
  if (intent.kind !== 'save') {
    const data: ToolEditorActionData = {
      draft: applyEditorIntent(draft, intent, submission.payload),
      errors: {},
      revision,
    }
    return json(data)
  }
  if (submission.status !== 'success') {
    const data: ToolEditorActionData = { draft, errors: submission.error ?? {}, revision }
    return json(data, { status: 400 })
  }
  const actor = { id: user.id, email: user.email }
  const outcome = await saveTool(
    actor,
    submission.value,
    mode === 'create' ? { mode } : mode === 'copy' ? { mode, copiedFrom: id! } : { mode, id: id! },
  )
  if (!outcome.ok) {
    const data: ToolEditorActionData = { draft, errors: outcome.fieldErrors, revision }
    return json(data, { status: 400 })
  }
  return redirect(`/setting/tool/edit/${outcome.id}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'adminTools.editor.saved' }),
    },
  })
}
