import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import type { AuditActor } from '#db/audit-log'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { mediaType, readFormData } from '~/utils/request-body.server'
import { i18next } from '~/utils/translations.server'
import { checkFileType, readToolUploads, type ToolUploads, type UploadProblem } from '~/utils/tools/uploads.server'
import type { UploadedAssets } from './tool-assets'
import { RASTER_IMAGES, rasterImageKind } from '~/utils/uploaded-images.server'
import { MAX_COVER_MB, releaseToolAssets, storeToolAsset } from './tool-assets.server'
import { checkSampleFile } from './tool-input-check.server'
import { parseRouteId } from '~/utils/request-input.server'
import {
  applyEditorIntent,
  COVER_FILE_KEY,
  dataFileSettingsOf,
  demoFileKey,
  draftFromPayload,
  exampleFileKey,
  parseEditorIntent,
  sampleFileKey,
  toolEditorSchema,
  type InputCheckReport,
  type ToolDraft,
  type ToolEditorValues,
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
 * A sample checks the rules (headers, slices, types), and an example or a demo input is what a
 * customer downloads or runs in a second, so the default data-file size is enough for each; with
 * the cover (up to 100 MB) one request of the editor holds at most 10 files, 190 MB.
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
  const perDataFile = (index: number) =>
    [sampleFileKey(index), exampleFileKey(index), demoFileKey(index)].map((key) => ({ key, fileSizeMb: MAX_SAMPLE_MB }))
  const slots = [
    { key: COVER_FILE_KEY, fileSizeMb: MAX_COVER_MB },
    ...Array.from({ length: MAX_DATA_FILES }, (_, index) => perDataFile(index)).flat(),
  ]
  const uploads = await readToolUploads(
    request,
    slots.map((slot) => ({ ...slot, label: slot.key, required: false, exampleFile: null, fileTypes: [], rules: [] })),
    { maxTextFields: MAX_EDITOR_FIELDS },
  )
  return { form: uploads.fields, uploads }
}

/**
 * What is wrong with the files chosen for the save, by field: a cover must be a raster image by its
 * content, an example or demo input must be of its data file's types; none may pass its size.
 */
async function uploadedAssetProblems(
  values: ToolEditorValues,
  uploads: ToolUploads | null,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {}
  if (!uploads) return errors
  const coverProblem = uploads.problems.get(COVER_FILE_KEY)
  const cover = uploads.files.get(COVER_FILE_KEY)
  if (coverProblem) errors.cover = [problemMessage(coverProblem, 'coverTooLarge')]
  else if (cover && !(await rasterImageKind(cover.bytes))) errors.cover = ['adminTools.errors.coverType']
  const settings = dataFileSettingsOf(values)
  settings.forEach((setting, index) => {
    for (const [key, field] of [
      [exampleFileKey(index), 'exampleUpload'],
      [demoFileKey(index), 'demoUpload'],
    ] as const) {
      const name = `dataFiles[${index}].${field}`
      const problem = uploads.problems.get(key)
      const file = uploads.files.get(key)
      if (problem) errors[name] = [problemMessage(problem, 'assetTooLarge')]
      else if (file && checkFileType(file.fileName, file.bytes, setting.fileTypes))
        errors[name] = ['adminTools.errors.assetType']
    }
  })
  return errors
}

function problemMessage(problem: UploadProblem, tooLarge: string): string {
  if (problem.key === 'tools.upload.tooLarge') return `adminTools.errors.${tooLarge}`
  if (problem.key === 'tools.upload.emptyFile') return 'adminTools.errors.emptyFile'
  return 'adminTools.errors.tooManyFiles'
}

/** Stores the save's uploads before its transaction; a failed save releases them again. */
async function storeUploadedAssets(values: ToolEditorValues, uploads: ToolUploads | null): Promise<UploadedAssets> {
  const stored: { cover?: string; examples: Map<number, string>; demos: Map<number, string> } = {
    examples: new Map(),
    demos: new Map(),
  }
  if (!uploads) return stored
  const cover = uploads.files.get(COVER_FILE_KEY)
  const coverKind = cover && (await rasterImageKind(cover.bytes))
  if (cover && coverKind) stored.cover = await storeToolAsset(cover, RASTER_IMAGES[coverKind].suffix)
  for (let index = 0; index < (values.dataFiles ?? []).length; index++) {
    const example = uploads.files.get(exampleFileKey(index))
    if (example) stored.examples.set(index, await storeToolAsset(example))
    const demo = uploads.files.get(demoFileKey(index))
    if (demo) stored.demos.set(index, await storeToolAsset(demo))
  }
  return stored
}

const storedKeys = (stored: UploadedAssets): string[] => [
  ...(stored.cover ? [stored.cover] : []),
  ...stored.examples.values(),
  ...stored.demos.values(),
]

async function sourceTool(request: Request, idSegment: string | undefined) {
  const found = await loadToolForEditing(await parseRouteId(request, idSegment))
  if (!found) throw await requestError(request, 404, 'errors.notFound')
  return found
}

export async function toolEditorPageData(request: Request, mode: ToolEditorMode, idSegment?: string) {
  const options = await toolEditorOptions()
  if (mode === 'create') return { mode, toolId: null, seeded: false, draft: newToolDraft(), options, cover: null }
  const { tool, seeded, cover } = await sourceTool(request, idSegment)
  const draft = draftOfTool(tool)
  if (mode === 'edit') return { mode, toolId: tool.id, seeded, draft, options, cover }
  // A copy is a new tool staff own entirely: a free name, unpublished until they publish it.
  return {
    mode,
    toolId: tool.id,
    seeded: false,
    draft: { ...draft, title: await uniqueCopyTitle(tool.title), publishStatus: '0' },
    options,
    // The copy starts with its source's cover (generated art is drawn anew for the copy's own title).
    cover: cover.uploaded ? cover : null,
  }
}

export async function handleToolEditorAction(
  request: Request,
  actor: AuditActor,
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
  const uploadErrors = await uploadedAssetProblems(submission.value, uploads)
  if (Object.keys(uploadErrors).length > 0) {
    const data: ToolEditorActionData = { draft, errors: uploadErrors, revision }
    return json(data, { status: 400 })
  }
  const stored = await storeUploadedAssets(submission.value, uploads)
  const outcome = await saveTool(
    actor,
    submission.value,
    mode === 'create' ? { mode } : mode === 'copy' ? { mode, copiedFrom: id! } : { mode, id: id! },
    stored,
  ).catch(async (error: unknown) => {
    await releaseToolAssets(storedKeys(stored))
    throw error
  })
  if (!outcome.ok) {
    await releaseToolAssets(storedKeys(stored))
    const data: ToolEditorActionData = { draft, errors: outcome.fieldErrors, revision }
    return json(data, { status: 400 })
  }
  await releaseToolAssets(outcome.released)
  return redirect(`/setting/tool/edit/${outcome.id}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'adminTools.editor.saved' }),
    },
  })
}
