import { COLLECT_TYPE } from '#core/engagement'
import { favouriteIdsAmong } from '~/utils/favourites.server'
import { parseWithZod } from '@conform-to/zod'
import { json, redirect } from '@remix-run/node'
import { z } from 'zod'
import { StorageUnavailableError } from '#db/file-storage'
import { StorageQuotaExceededError } from '#db/stored-files'
import { quotaRefusal } from '~/utils/files/personal-files.server'
import type { SessionUser } from '~/utils/auth.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam, optional, parseRouteId, parseSearchParams, textParam } from '~/utils/request-input.server'
import { safeRedirect } from '~/utils/safe-redirect'
import { i18next } from '~/utils/translations.server'
import { findVisibleTool, type VisibleTool } from './catalogue.server'
import {
  deleteSavedParameters,
  findLastParameters,
  findSavedParameters,
  forgetLastParameters,
  formValuesForSaving,
  listSavedParameters,
  rememberLastParameters,
  saveParameters,
} from './saved-parameters.server'
import {
  DEMO_FILE_FIELD,
  INTENT_FIELD,
  initialFormValues,
  RECORD_NAME_FIELD,
  recordNameSchema,
  SAVED_PARAMETERS_ID_FIELD,
  STORED_FILE_SEARCH_PARAM,
  TOOL_FORM_INTENTS,
  type StoredFileChoice,
} from './tool-form'
import { chainedInput, type ChainedInput } from './share-and-chain.server'
import { type Language } from '#core/language'
import { demoFileNames, demoHeaders, validateToolSubmission } from './tool-form.server'
import { createToolTask, logStorageRefusal } from './tool-tasks.server'
import { readToolUploads, type ToolUploads } from './uploads.server'
import { isTableSlot, slotFileTypes } from './table-inputs'
import { addPastedTables, pastedTables } from './table-inputs.server'
import { addStoredFileInputs, chosenStoredFileIds, storedFileChoices } from './stored-file-inputs.server'
import { addProjectDatasetFiles, projectFilesForToolPage } from '~/utils/analysis/project-dataset-files.server'

type Viewer = SessionUser | null

/** The tool a path segment names, if the viewer may see it; otherwise a 404 with a message. */
export async function requireVisibleTool(
  request: Request,
  idSegment: string | undefined,
  viewer: Viewer,
): Promise<VisibleTool> {
  const tool = await findVisibleTool(await parseRouteId(request, idSegment), viewer)
  if (!tool) throw await requestError(request, 404, 'errors.notFound')
  return tool
}

const toolPageQuery = z.object({
  demo: optional(z.string()),
  saved: optional(idParam),
  [STORED_FILE_SEARCH_PARAM]: optional(textParam()),
  /** Chain: one of the user's result tables (`fromTask` + `file`, in `slot` or the first table slot) as the input. */
  fromTask: optional(idParam),
  file: optional(textParam()),
  slot: optional(textParam()),
})

export type PageNotice = { kind: 'info' | 'warning' | 'error'; messageKey: string; values?: Record<string, string> }

/**
 * What the tool page starts from: the field defaults, or the demo (`?demo=1`: its parameters, and
 * its files standing in for uploads), or one of the user's saved sets (`?saved=<id>`), or else the
 * settings of the user's last run of the tool (remembered on the server, so it works without JS).
 */
export async function toolPageData(request: Request, tool: VisibleTool, viewer: Viewer) {
  const url = new URL(request.url)
  const query = await parseSearchParams(request, toolPageQuery)
  const notices: PageNotice[] = []
  let values: Record<string, unknown> = {}
  let demoFiles: Record<string, string> = {}
  let headers: Record<string, string[]> = {}
  if (query.demo === '1') {
    if (tool.demo) {
      values = tool.demo.params
      demoFiles = demoFileNames(tool.demo, Object.keys(tool.demo.files))
      headers = await demoHeaders({ ...tool, demo: tool.demo })
      notices.push({ kind: 'info', messageKey: 'tools.page.demoLoaded' })
    } else {
      notices.push({ kind: 'warning', messageKey: 'tools.page.noDemo' })
    }
  }
  if (viewer && query.saved !== undefined) {
    const saved = await findSavedParameters(viewer.id, tool.id, query.saved)
    if (saved) {
      values = saved.params
      notices.push({ kind: 'info', messageKey: 'tools.saved.loaded', values: { name: saved.recordName } })
    } else {
      notices.push({ kind: 'error', messageKey: 'tools.saved.notFound' })
    }
  }
  // The last run's settings are the starting point only when the user asked for no other one.
  const remembered =
    viewer && query.demo !== '1' && query.saved === undefined && tool.fields.length > 0
      ? await findLastParameters(viewer.id, tool.id)
      : null
  if (remembered) values = remembered.params
  const chained =
    viewer && query.fromTask !== undefined && query.file !== undefined
      ? await chainedInput(
          viewer.id,
          query.fromTask,
          query.file,
          tool.dataFileSettings,
          tool.tableDelimiter,
          query.slot,
        )
      : null
  if (chained) {
    headers[chained.slotKey] = chained.header
    notices.push({
      kind: 'info',
      messageKey: 'toolForm.chain.loaded',
      values: { file: chained.choice.name, task: chained.taskNumber },
    })
  } else if (query.fromTask !== undefined) {
    notices.push({ kind: 'error', messageKey: 'toolForm.chain.notFound' })
  }
  const projectFiles = await projectFilesForToolPage(request, tool.dataFileSettings, viewer)
  if (projectFiles)
    notices.push({ kind: 'info', messageKey: 'newDataset.projectFileLoaded', values: { id: projectFiles.analysisId } })
  const { initial, unknownKeys } = initialFormValues(tool.fields, values)
  if (unknownKeys.length > 0 && query.saved !== undefined)
    notices.push({ kind: 'warning', messageKey: 'tools.saved.mismatch', values: { keys: unknownKeys.join(', ') } })
  return {
    tool: {
      id: tool.id,
      title: tool.title,
      titleEn: tool.titleEn,
      description: tool.description,
      descriptionEn: tool.descriptionEn,
      manual: tool.manual,
      manualEn: tool.manualEn,
      coverUrl: tool.coverUrl,
      toolType: tool.toolType,
      url: tool.url,
      tags: tool.tags,
      publishStatus: tool.publishStatus,
      tableDelimiter: tool.tableDelimiter,
      categoryCode: tool.categoryCode,
      categoryName: tool.categoryName,
      categoryNameEn: tool.categoryNameEn,
      useCount: tool.useCount,
      hasDemo: tool.demo !== null,
      fields: tool.fields,
      formDisabled: tool.formDisabled,
      // Rules stay on the server: the page needs only what a slot shows.
      dataFiles: tool.dataFileSettings.map((setting) => ({
        key: setting.key,
        label: setting.label,
        required: setting.required,
        // A table slot takes CSV and Excel too (issue 24); the server turns them into the tool's table text.
        fileTypes: slotFileTypes(setting),
        isTable: isTableSlot(setting),
        fileSizeMb: setting.fileSizeMb,
        hasExample: Boolean(setting.exampleFile),
      })),
    },
    // The form remounts when its starting point changes (demo, saved set, plain).
    formKey: `${query.demo ?? ''}:${query.saved ?? ''}:${remembered?.updatedAt.toISOString() ?? ''}:${chained?.choice.id ?? ''}`,
    /** Data key → the stored file chosen for it when the page opened with a result table (chain). */
    chainedFiles: chained ? { [chained.slotKey]: chained.choice.id } : {},
    /** The form is prefilled with the settings of the user's last run; "reset to defaults" forgets them. */
    remembered: remembered !== null,
    initialValues: initial,
    demoFiles,
    projectFiles,
    headers,
    notices,
    savedParameters: viewer ? await listSavedParameters(viewer.id, tool.id) : null,
    /** The user's stored files each data slot can take instead of an upload; null for a visitor. */
    storedFiles: viewer
      ? {
          search: query[STORED_FILE_SEARCH_PARAM] ?? '',
          choices: withChainedChoice(
            await storedFileChoices(viewer.id, tool.dataFileSettings, query[STORED_FILE_SEARCH_PARAM]),
            chained,
          ),
        }
      : null,
    loggedIn: viewer !== null,
    isCollected: viewer ? (await favouriteIdsAmong(viewer.id, COLLECT_TYPE.tool, [tool.id])).has(tool.id) : false,
    currentPath: `${url.pathname}${url.search}`,
  }
}

/** The chained table among its slot's choices, first, even when it is not among the newest. */
function withChainedChoice(
  choices: Record<string, StoredFileChoice[]>,
  chained: ChainedInput | null,
): Record<string, StoredFileChoice[]> {
  if (!chained) return choices
  const others = (choices[chained.slotKey] ?? []).filter((choice) => choice.id !== chained.choice.id)
  return { ...choices, [chained.slotKey]: [chained.choice, ...others] }
}

/**
 * The tool form posts one of four intents: run (the default), save the parameters, delete a saved
 * set, reset the form to its defaults (forget the last run's settings).
 */
export async function handleToolPageAction(request: Request, tool: VisibleTool, user: SessionUser) {
  const uploads = await readToolUploads(request, tool.dataFileSettings)
  const intent = uploads.fields.get(INTENT_FIELD)
  if (intent === TOOL_FORM_INTENTS.saveParameters) return saveCurrentParameters(request, tool, user, uploads.fields)
  if (intent === TOOL_FORM_INTENTS.deleteParameters) return deleteParameters(request, tool, user, uploads.fields)
  if (intent === TOOL_FORM_INTENTS.resetParameters) return resetParameters(request, tool, user)
  return runTool(request, tool, user, uploads)
}

/** Validates everything, then hands the task to the queue and opens its page. */
async function runTool(request: Request, tool: VisibleTool, user: SessionUser, uploads: ToolUploads) {
  const [t, language] = await Promise.all([i18next.getFixedT(request), i18next.getLocale(request) as Promise<Language>])
  if (tool.formDisabled) {
    // The page disables its Run button; a post made anyway (an open page, a hand-made request) is refused here.
    const submission = parseWithZod(uploads.fields, { schema: z.object({}) })
    return json(
      {
        intent: TOOL_FORM_INTENTS.run,
        result: submission.reply({ formErrors: [t('adminForms.toolPage.disabled')] }),
        headers: {},
        demoFiles: demoFileNames(tool.demo, uploads.fields.getAll(DEMO_FILE_FIELD).map(String)),
      },
      { status: 409 },
    )
  }
  // A pasted table is typed on this page: it comes after an upload and before a stored file or a project's.
  addPastedTables(uploads, tool.dataFileSettings)
  // A stored file the user picked is a deliberate choice; a project's file only the page's starting point.
  await addStoredFileInputs(uploads, tool.dataFileSettings, user)
  await addProjectDatasetFiles(uploads, tool.dataFileSettings, user)
  const storedFiles = chosenStoredFileIds(uploads.fields, tool.dataFileSettings)
  const validated = await validateToolSubmission({ tool, uploads, t, language })
  if (uploads.fields.get(INTENT_FIELD) === TOOL_FORM_INTENTS.check) {
    // Nothing is stored or run: the page shows each table's first rows and any problem found.
    return json(
      {
        intent: TOOL_FORM_INTENTS.check,
        result: validated.submission.reply(validated.ok ? {} : { fieldErrors: validated.fieldErrors }),
        headers: validated.headers,
        previews: validated.previews,
        pastedTables: pastedTables(uploads.fields, tool.dataFileSettings),
        demoFiles: validated.demoFiles,
        storedFiles,
        checkedOk: validated.ok,
      },
      { status: validated.ok ? 200 : 400 },
    )
  }
  if (!validated.ok) {
    return json(
      {
        intent: TOOL_FORM_INTENTS.run,
        result: validated.submission.reply({ fieldErrors: validated.fieldErrors }),
        headers: validated.headers,
        previews: validated.previews,
        pastedTables: pastedTables(uploads.fields, tool.dataFileSettings),
        demoFiles: validated.demoFiles,
        storedFiles,
      },
      { status: 400 },
    )
  }
  try {
    const task = await createToolTask({
      userId: user.id,
      toolId: tool.id,
      params: validated.params,
      files: validated.files,
      language,
    })
    await rememberLastParameters(user.id, tool.id, validated.params)
    return redirect(`/task/${task.id}`)
  } catch (error) {
    if (error instanceof StorageQuotaExceededError) {
      const { messageKey, values } = quotaRefusal(error)
      return json(
        {
          intent: TOOL_FORM_INTENTS.run,
          result: validated.submission.reply({ formErrors: [t(messageKey, values)] }),
          headers: validated.headers,
          demoFiles: validated.demoFiles,
        },
        { status: 413 },
      )
    }
    if (!(error instanceof StorageUnavailableError)) throw error
    logStorageRefusal(error, { userId: user.id, toolId: tool.id })
    return json(
      {
        intent: TOOL_FORM_INTENTS.run,
        result: validated.submission.reply({ formErrors: [t(`tools.upload.storageUnavailable.${error.reason}`)] }),
        headers: validated.headers,
        demoFiles: validated.demoFiles,
        storedFiles,
      },
      { status: error.reason === 'full' ? 507 : 503 },
    )
  }
}

async function saveCurrentParameters(request: Request, tool: VisibleTool, user: SessionUser, fields: FormData) {
  const t = await i18next.getFixedT(request)
  const submission = parseWithZod(fields, { schema: z.object({ [RECORD_NAME_FIELD]: recordNameSchema(t) }) })
  if (submission.status !== 'success') {
    return json(
      {
        intent: TOOL_FORM_INTENTS.saveParameters,
        result: submission.reply(),
        headers: {},
        demoFiles: demoFileNames(tool.demo, fields.getAll(DEMO_FILE_FIELD).map(String)),
      },
      { status: 400 },
    )
  }
  const recordName = submission.value[RECORD_NAME_FIELD] as string
  const id = await saveParameters(user.id, tool.id, recordName, formValuesForSaving(tool.fields, fields))
  return redirect(`/tool/${tool.id}?saved=${id}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'tools.saved.savedFlash',
        values: { name: recordName },
      }),
    },
  })
}

async function deleteParameters(request: Request, tool: VisibleTool, user: SessionUser, fields: FormData) {
  const id = idParam.safeParse(fields.get(SAVED_PARAMETERS_ID_FIELD))
  if (id.success) await deleteSavedParameters(user.id, tool.id, id.data)
  // Back to where the user was, unless that was the set just deleted.
  const back = safeRedirect(fields.get('redirectTo'), `/tool/${tool.id}`)
  const target =
    back.startsWith(`/tool/${tool.id}`) && !new URL(back, 'http://x').searchParams.has('saved')
      ? back
      : `/tool/${tool.id}`
  return redirect(target, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'tools.saved.deletedFlash' }),
    },
  })
}

async function resetParameters(request: Request, tool: VisibleTool, user: SessionUser) {
  await forgetLastParameters(user.id, tool.id)
  return redirect(`/tool/${tool.id}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: 'success',
        messageKey: 'toolForm.remembered.resetFlash',
      }),
    },
  })
}
