import { json, redirect } from '@remix-run/node'
import { z } from 'zod'
import { rerunFailedOcaRuns } from '#db/oca-lifecycle'
import { submitOca } from '#db/oca-records'
import { languageOrDefault } from '#core/language'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { i18next } from '~/utils/translations.server'
import { ProjectNotEditable } from '~/utils/analysis/project-edits.server'
import { editableToolingProject } from '~/utils/analysis/tooling/access.server'
import type { PanelActionArgs } from '../contract'
import {
  checkOcaForm,
  loadOcaFormOptions,
  readOcaForm,
  type OcaFormValues,
  type OcaReminder,
} from '~/utils/analysis/tooling/oca-form.server'
import { loadSampleNameMap } from '~/utils/analysis/tooling/project-samples.server'

/** What the create form gets back when the server refuses it: the errors and everything the user typed. */
export interface OcaActionData {
  tooling: 'oca'
  fieldErrors: Partial<Record<'name' | 'comment' | 'tags', string[]>>
  reminders: OcaReminder[]
  values: OcaFormValues & { formToken: string }
}

const groupIdSchema = z.coerce.number().int().positive()

/** `intent=oca.submit` (the create form) and `oca.rerunFailed` (a record's failed items). */
export async function handleOcaAction(args: PanelActionArgs) {
  const { request, intent } = args
  if (intent === 'oca.submit') return submit(args)
  if (intent === 'oca.rerunFailed') return rerunFailed(args)
  return requestError(request, 400, 'errors.badRequest')
}

function refused(values: OcaActionData['values'], reminders: OcaReminder[], status: number) {
  return json<OcaActionData>({ tooling: 'oca', fieldErrors: {}, reminders, values }, { status })
}

async function submit({ request, analysisId, user, form, backTo }: PanelActionArgs) {
  const formToken = String(form.get('formToken') ?? '')
  const values = { ...readOcaForm(form), formToken }
  const groupId = groupIdSchema.safeParse(form.get('groupId'))
  if (!groupId.success || !/^[0-9a-f-]{36}$/.test(formToken)) return requestError(request, 400, 'errors.badRequest')
  let project
  try {
    project = await editableToolingProject(analysisId, user, { allowDemo: false })
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') return requestError(request, 404, 'errors.notFound')
    // 示例项目不允许提交一键分析! — said in the form, with what was typed kept.
    return refused(values, [{ key: error.reason === 'demo' ? 'oca.errors.demoRefused' : 'oca.errors.readOnly' }], 403)
  }
  const language = languageOrDefault(await i18next.getLocale(request))
  const options = await loadOcaFormOptions(project.id, groupId.data, language)
  if (options.trees.length === 0) return requestError(request, 404, 'errors.notFound')
  const checked = checkOcaForm(values, options)
  if (!checked.valid || !checked.basic || !checked.groupSolution)
    return json<OcaActionData>(
      { tooling: 'oca', fieldErrors: checked.fieldErrors, reminders: checked.reminders, values },
      { status: 400 },
    )
  const sampleMap = Object.fromEntries(await loadSampleNameMap(project.id))
  const outcome = await submitOca({
    analysisId: project.id,
    userId: user.id,
    name: values.name.trim(),
    comments: checked.basic.comment,
    labels: checked.basic.tags,
    formToken,
    groupSolution: checked.groupSolution,
    compareSolution: checked.compareSolution ?? null,
    filterSolution: checked.filterSolution ?? null,
    items: checked.items,
    treeParams: checked.treeParams,
    sampleMap,
  })
  if (outcome.kind === 'nameTaken')
    return json<OcaActionData>(
      { tooling: 'oca', fieldErrors: { name: ['oca.errors.nameTaken'] }, reminders: [], values },
      { status: 400 },
    )
  const records = new URL(backTo, 'http://local')
  records.searchParams.set('ocaTab', 'records')
  records.searchParams.set('ocaRecord', String(outcome.ocaRecordId))
  return redirect(`${records.pathname}${records.search}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(
        request,
        checked.addedItems.length > 0
          ? {
              kind: 'success',
              messageKey: 'oca.flash.submittedWithDependencies',
              values: { id: outcome.batchId, items: checked.addedItems.join('、') },
            }
          : { kind: 'success', messageKey: 'oca.flash.submitted', values: { id: outcome.batchId } },
      ),
    },
  })
}

async function rerunFailed({ request, analysisId, user, form, backTo }: PanelActionArgs) {
  const recordId = groupIdSchema.safeParse(form.get('ocaRecordId'))
  if (!recordId.success) return requestError(request, 400, 'errors.badRequest')
  try {
    await editableToolingProject(analysisId, user, { allowDemo: false })
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') return requestError(request, 404, 'errors.notFound')
    return redirect(backTo, {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, {
          kind: 'error',
          messageKey: error.reason === 'demo' ? 'oca.errors.demoRefused' : 'oca.errors.readOnly',
        }),
      },
    })
  }
  const reset = await rerunFailedOcaRuns(analysisId, recordId.data)
  if (reset === null) return requestError(request, 404, 'errors.notFound')
  return redirect(backTo, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, {
        kind: reset > 0 ? 'success' : 'info',
        messageKey: reset > 0 ? 'oca.flash.rerunQueued' : 'oca.flash.nothingToRerun',
        values: { count: reset },
      }),
    },
  })
}
