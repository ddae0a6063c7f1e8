import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import type { SessionUser } from '~/utils/auth.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { mediaType, readFormData } from '~/utils/request-body.server'
import { i18next } from '~/utils/translations.server'
import { readToolUploads, type ToolUploads } from '~/utils/tools/uploads.server'
import { checkSampleFile } from './tool-input-check.server'
import { parseRouteId } from '~/utils/request-input.server'
import {
  applyEditorIntent,
  draftFromPayload,
  parseEditorIntent,
  sampleFileKey,
  toolEditorSchema,
  type InputCheckReport,
  type ToolDraft,
} from './tool-editor'
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
  /** The answer to a data file's "Check" button. */
  check?: InputCheckReport
}

/** At most this many data files (the schema's cap), each with its sample file input. */
const MAX_DATA_FILES = 10
/**
 * A sample checks the rules (headers, slices, types), so the default data-file size is enough; it
 * bounds what one request of the editor can hold to 10 samples of 10 MB, whatever size staff set.
 */
const MAX_SAMPLE_MB = 10
/** The editor's fields: ~20 of the tool, 8 a data file, up to 6 a rule (10 files × 20 rules at most). */
const MAX_EDITOR_FIELDS = 1500

/**
 * The editor posts multipart (its sample files); each file part is read with the tool uploads'
 * bounds, at most the largest data-file size each. A urlencoded body (scripts, older tests) is
 * still read with the ordinary form bound.
 */
async function readEditorBody(request: Request): Promise<{ form: FormData; uploads: ToolUploads | null }> {
  if (mediaType(request) !== 'multipart/form-data')
    return { form: await readFormData(request, MAX_EDITOR_BYTES), uploads: null }
  const slots = Array.from({ length: MAX_DATA_FILES }, (_, index) => ({
    key: sampleFileKey(index),
    fileSizeMb: MAX_SAMPLE_MB,
  }))
  const uploads = await readToolUploads(
    request,
    slots.map((slot) => ({ ...slot, label: slot.key, required: false, exampleFile: null, fileTypes: [], rules: [] })),
    { maxTextFields: MAX_EDITOR_FIELDS },
  )
  return { form: uploads.fields, uploads }
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
  const { form, uploads } = await readEditorBody(request)
  const intent = parseEditorIntent(form.get('intent'))
  if (!intent) throw await requestError(request, 400, 'errors.badRequest')
  const submission = parseWithZod(form, { schema: toolEditorSchema(REGISTERED_EXECUTOR_NAMES) })
  const draft = draftFromPayload(submission.payload)
  const revision = crypto.randomUUID()
  if (intent.kind === 'check') {
    const dataFile = draft.dataFiles[intent.file]
    if (!dataFile) throw await requestError(request, 400, 'errors.badRequest')
    const key = sampleFileKey(intent.file)
    const own = `dataFiles[${intent.file}].`
    const allErrors = submission.status === 'error' ? (submission.error ?? {}) : {}
    const fieldErrors: Record<string, string[] | null> = Object.fromEntries(
      Object.entries(allErrors).filter(([name]) => name.startsWith(own)),
    )
    const data: ToolEditorActionData = {
      draft,
      // The data file's own fields are marked, so a rule reported as not checkable shows why.
      errors: fieldErrors,
      revision,
      check: checkSampleFile({
        index: intent.file,
        dataFile,
        tableDelimiter: draft.tableDelimiter,
        sample: uploads?.files.get(key) ?? null,
        uploadProblem: uploads?.problems.get(key) ?? null,
        fieldErrors,
        t: await i18next.getFixedT(request),
      }),
    }
    return json(data)
  }
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
