import { json, redirect } from '@remix-run/node'
import { z } from 'zod'
import { can } from '#core/access-policy'
import type { Language } from '#core/language'
import type { DatasetRole } from '#core/projects'
import { fileStorage, StorageUnavailableError } from '#db/file-storage'
import { StorageQuotaExceededError } from '#db/stored-files'
import { quotaRefusal } from '~/utils/files/personal-files.server'
import type { SessionUser } from '~/utils/auth.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { workflowPriceDue } from '~/utils/points.server'
import { requestError } from '~/utils/http-errors.server'
import { mediaType, readFormData } from '~/utils/request-body.server'
import { idParam, optional, parseSearchParams, textParam } from '~/utils/request-input.server'
import { i18next } from '~/utils/translations.server'
import { DATA_FILE_FIELD_PREFIX, type Translate } from '~/utils/tools/tool-form'
import { findToolTaskFile } from '~/utils/tools/tool-task-view.server'
import { readToolUploads, type UploadedDataFile } from '~/utils/tools/uploads.server'
import { isFeatureTableFileName } from './feature-table-files'
import {
  checkDatasetFiles,
  datasetFileSettings,
  readStagedDataset,
  stageDataset,
  type DatasetSummary,
} from './new-dataset-files.server'
import {
  BASIC_INFO_FIELDS,
  checkBasicInfo,
  checkGrouping,
  createBatchFromStaged,
  datasetWorkflows,
  echoValues,
  MAX_COMPARE_ROWS,
  readGroupingInput,
  type FieldErrors,
  type FormValues,
} from './new-dataset.server'
import { STEP_TWO_INTENTS } from './new-dataset-intents'
import type { ComparePair, GroupScheme } from './sample-groups'

/** A tool result's feature table standing in for the table upload (`?fromTask=<id>&file=<name>`). */
export interface TaskTableSource {
  taskId: number
  file: string
}

const newDatasetQuery = z.object({ fromTask: optional(idParam), file: optional(textParam(255)) })

/** What both steps render from; `step` says which form is shown. */
export interface NewDatasetActionData {
  step: 1 | 2
  values: FormValues
  errors: FieldErrors
  /** Step 1 with errors: the chosen files are not kept, so the user must choose them again. */
  filesNotKept?: boolean
  staged?: { token: string; summary: DatasetSummary }
  scheme?: GroupScheme | null
  compareRows?: ComparePair[]
}

export async function newDatasetPageData(request: Request, user: SessionUser) {
  const language = (await i18next.getLocale(request)) as Language
  const query = await parseSearchParams(request, newDatasetQuery)
  let taskTable: TaskTableSource | null = null
  if (query.fromTask !== undefined || query.file !== undefined) {
    taskTable = await requireTaskTable(request, user, query.fromTask, query.file)
  }
  const t = await i18next.getFixedT(request)
  return {
    pageTitle: t('newDataset.title'),
    workflows: await datasetWorkflows(language),
    forCustomers: can(user, 'project:createForCustomer', null),
    taskTable,
    fileSettings: datasetFileSettings(t).map((setting) => ({
      key: setting.key as DatasetRole,
      label: setting.label,
      required: setting.required,
      fileTypes: setting.fileTypes,
      fileSizeMb: setting.fileSizeMb,
    })),
  }
}

/** A result file of a task the user may read, and a feature table; else 404 (not theirs or missing) or 400. */
async function requireTaskTable(
  request: Request,
  user: SessionUser,
  taskId: number | undefined,
  file: string | undefined,
): Promise<TaskTableSource> {
  if (taskId === undefined || !file) throw await requestError(request, 400, 'errors.badRequest')
  if (!isFeatureTableFileName(file)) throw await requestError(request, 400, 'errors.badRequest')
  const found = await findToolTaskFile(taskId, `output/${file}`, user)
  if (!found) throw await requestError(request, 404, 'errors.notFound')
  return { taskId, file }
}

async function readTaskTable(request: Request, user: SessionUser, source: TaskTableSource): Promise<UploadedDataFile> {
  const found = await findToolTaskFile(source.taskId, `output/${source.file}`, user)
  if (!found) throw await requestError(request, 404, 'errors.notFound')
  return { fileName: found.name, bytes: await fileStorage().get(found.storageKey) }
}

/** Step 1 posts the files (multipart), step 2 the grouping (urlencoded, with the staging token). */
export async function handleNewDatasetAction(request: Request, user: SessionUser) {
  return mediaType(request) === 'multipart/form-data'
    ? checkAndStage(request, user)
    : chooseGroupsOrCreate(request, user)
}

const STEP_ONE_FIELDS = [...BASIC_INFO_FIELDS, 'fromTask', 'file'] as const
const STEP_TWO_FIELDS = [...BASIC_INFO_FIELDS, 'token', 'groupColumn'] as const

async function checkAndStage(request: Request, user: SessionUser) {
  const t = await i18next.getFixedT(request)
  const settings = datasetFileSettings(t)
  const uploads = await readToolUploads(request, settings)
  const values = echoValues(uploads.fields, STEP_ONE_FIELDS)
  const workflows = await datasetWorkflows((await i18next.getLocale(request)) as Language)
  const basic = await checkBasicInfo(
    t,
    uploads.fields,
    user,
    workflows.map((w) => w.id),
  )
  const errors: FieldErrors = {
    ...(basic.ok ? {} : basic.errors),
    ...(await unpaidWorkflowError(t, user, values.workflowId)),
  }

  const files: Partial<Record<DatasetRole, UploadedDataFile>> = {}
  for (const [key, file] of uploads.files) files[key as DatasetRole] = file
  if (!files.table && values.fromTask) {
    const taskId = idParam.safeParse(values.fromTask)
    if (!taskId.success) throw await requestError(request, 400, 'errors.badRequest')
    const source = await requireTaskTable(request, user, taskId.data, values.file)
    files.table = await readTaskTable(request, user, source)
  }
  for (const [key, problem] of uploads.problems) {
    errors[`${DATA_FILE_FIELD_PREFIX}${key}`] = [t(problem.key, problem.values)]
    delete files[key as DatasetRole]
  }
  const check = await checkDatasetFiles(t, files)
  if (!check.ok)
    for (const [role, messages] of Object.entries(check.fileErrors))
      errors[`${DATA_FILE_FIELD_PREFIX}${role}`] ??= messages
  if (!check.ok || !basic.ok || Object.keys(errors).length > 0) {
    const data: NewDatasetActionData = { step: 1, values, errors, filesNotKept: uploads.files.size > 0 }
    return json(data, { status: 400 })
  }

  try {
    const staged = await stageDataset(fileStorage(), user.id, files, check.summary)
    const data: NewDatasetActionData = {
      step: 2,
      values: { ...values, token: staged.token, groupColumn: '' },
      errors: {},
      staged: { token: staged.token, summary: staged.summary },
      scheme: null,
      compareRows: [{ control: '', treatment: '' }],
    }
    return json(data)
  } catch (error) {
    return storageRefusal(t, error, values)
  }
}

async function chooseGroupsOrCreate(request: Request, user: SessionUser) {
  const t = await i18next.getFixedT(request)
  const form = await readFormData(request)
  const values = echoValues(form, STEP_TWO_FIELDS)
  const storage = fileStorage()
  const staged = await readStagedDataset(storage, user.id, values.token)
  if (!staged) {
    const data: NewDatasetActionData = {
      step: 1,
      values,
      errors: { form: [t('newDataset.errors.stagingGone')] },
      filesNotKept: true,
    }
    return json(data, { status: 400 })
  }
  const workflows = await datasetWorkflows((await i18next.getLocale(request)) as Language)
  const grouping = readGroupingInput(form)
  const workflow = workflows.find((w) => String(w.id) === values.workflowId)
  const intent = String(form.get('intent') ?? STEP_TWO_INTENTS.create)
  const compareRows = grouping.compareRows.length === 0 ? [{ control: '', treatment: '' }] : [...grouping.compareRows]
  if (intent === STEP_TWO_INTENTS.addComparison && compareRows.length < MAX_COMPARE_ROWS)
    compareRows.push({ control: '', treatment: '' })
  const stepTwo = (errors: FieldErrors, scheme: GroupScheme | null, status = 200) =>
    json(
      {
        step: 2,
        values,
        errors,
        staged: { token: staged.token, summary: staged.summary },
        scheme,
        compareRows,
      } satisfies NewDatasetActionData,
      { status },
    )

  const checked = checkGrouping(t, staged.summary.sampleInfo, grouping, workflow?.needsCompare ?? false)
  if (intent !== STEP_TWO_INTENTS.create) return stepTwo({}, checked.scheme)

  const basic = await checkBasicInfo(
    t,
    form,
    user,
    workflows.map((w) => w.id),
  )
  const errors = {
    ...(basic.ok ? {} : basic.errors),
    ...checked.errors,
    ...(await unpaidWorkflowError(t, user, values.workflowId)),
  }
  if (!basic.ok || !workflow || !checked.scheme || Object.keys(errors).length > 0)
    return stepTwo(errors, checked.scheme, 400)

  try {
    const created = await createBatchFromStaged({
      storage,
      user,
      staged,
      customerId: basic.customerId,
      trackingNumber: basic.trackingNumber,
      info: basic.info,
      workflow,
      groupColumn: grouping.groupColumn,
      scheme: checked.scheme,
      pairs: checked.pairs,
    })
    return redirect('/projects/myAnalysis', {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, {
          kind: 'success',
          messageKey: 'newDataset.created',
          values: { id: created.analysisId, trackingNumber: created.trackingNumber },
        }),
      },
    })
  } catch (error) {
    return storageRefusal(t, error, values)
  }
}

/** A workflow with a points price (spec 02 `integralAmount`) starts only once the user has unlocked it with points. */
async function unpaidWorkflowError(
  t: Translate,
  user: SessionUser,
  workflowId: string | undefined,
): Promise<FieldErrors> {
  const id = idParam.safeParse(workflowId ?? '')
  if (!id.success) return {}
  const price = await workflowPriceDue(user.id, id.data)
  return price > 0 ? { workflowId: [t('points.workflow.required', { price })] } : {}
}

function storageRefusal(t: Translate, error: unknown, values: FormValues) {
  if (error instanceof StorageQuotaExceededError) {
    const { messageKey, values: figures } = quotaRefusal(error)
    const data: NewDatasetActionData = {
      step: 1,
      values,
      errors: { form: [t(messageKey, figures)] },
      filesNotKept: true,
    }
    return json(data, { status: 413 })
  }
  if (!(error instanceof StorageUnavailableError)) throw error
  const data: NewDatasetActionData = {
    step: 1,
    values,
    errors: { form: [t(`tools.upload.storageUnavailable.${error.reason}`)] },
    filesNotKept: true,
  }
  return json(data, { status: error.reason === 'full' ? 507 : 503 })
}
