import { json, redirect } from '@remix-run/node'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam } from '~/utils/request-input.server'
import { findViewableProject, type ViewableProject } from '~/utils/analysis/project-access.server'
import { ProjectNotEditable } from '~/utils/analysis/project-edits.server'
import { editableToolingProject } from '~/utils/analysis/tooling/access.server'
import type { PanelActionArgs } from '../contract'
import {
  MAX_TAXONOMY_RULES,
  otuAsvKindOf,
  otuAsvTypeOf,
  parseFilterForm,
  parseSolutionName,
  readFilterFormValues,
  type FilterFormErrors,
  type FilterFormValues,
} from './otu-filter-form.server'
import { requestPreview } from './otu-filter-preview.server'
import { deleteFilterSolution, loadFilterBatch, saveFilterSolution } from './otu-filter-solutions.server'
import { shownOtuTable } from './otu-filter-tab.server'
import { saveToPersonalFilesAndReturn } from '~/utils/files/save-to-personal-files.server'

/** What the page re-renders the form from after a submission that does not redirect. */
export interface OtuFilterActionData {
  tooling: 'otuFilter'
  values: FilterFormValues
  errors?: FilterFormErrors
  /** Save as: the name typed and what is wrong with it. */
  solutionName?: string
  nameError?: string
}

const rerender = (data: Omit<OtuFilterActionData, 'tooling'>, status = 200) =>
  json<OtuFilterActionData>({ tooling: 'otuFilter', ...data }, { status })

/** The tab's address after an action: the page it was posted from with some query parameters changed. */
function tabUrl(backTo: string, changes: Record<string, string | null>): string {
  const url = new URL(backTo, 'http://local')
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name)
    else url.searchParams.set(name, value)
  }
  url.searchParams.set('tab', 'filter')
  return `${url.pathname}${url.search}`
}

async function redirectWith(request: Request, to: string, message: FlashMessage) {
  return redirect(to, { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}

/**
 * The filter tab's forms (`filter.<action>`): preview, adding and removing taxonomy rule rows
 * (round trips, so they work without JavaScript), save as, and delete of a saved solution.
 * Previews only read the project and are open to whoever may view it; saving and deleting need a
 * project that is not expired (demo projects may, spec 03 §6).
 */
export async function handleOtuFilterAction({ request, analysisId, user, form, intent, backTo }: PanelActionArgs) {
  const action = intent.slice('filter.'.length)

  if (action === 'addRule' || action.startsWith('removeRule.')) {
    if (!(await findViewableProject(analysisId, user))) throw await requestError(request, 404, 'errors.notFound')
    const values = readFilterFormValues(form)
    if (action === 'addRule') {
      if (values.rules.length < MAX_TAXONOMY_RULES) values.rules.push({ keep: 'keep', type: 'Kingdom', value: '' })
      values.checked1 = true
    } else {
      const index = Number(action.slice('removeRule.'.length))
      if (!Number.isInteger(index) || index < 0 || index >= values.rules.length)
        throw await requestError(request, 400, 'errors.badRequest')
      values.rules.splice(index, 1)
    }
    return rerender({ values, solutionName: String(form.get('solutionName') ?? '') })
  }

  if (action === 'saveTable') {
    // Whoever may view the project may download its table, and so keep a copy among their own files.
    const project = await findViewableProject(analysisId, user)
    if (!project) throw await requestError(request, 404, 'errors.notFound')
    const batch = await loadFilterBatch(project.id)
    const table = batch && otuAsvKindOf(batch.additionalModules) ? await shownOtuTable(project, batch) : null
    if (!table) throw await requestError(request, 400, 'errors.badRequest')
    return saveToPersonalFilesAndReturn(
      request,
      {
        ownerId: user.id,
        sourceStorageKey: table.storageKey,
        fileName: table.name,
        contentType: 'text/tab-separated-values',
      },
      tabUrl(backTo, {}),
    )
  }

  if (action === 'preview') {
    const project = await findViewableProject(analysisId, user)
    if (!project) throw await requestError(request, 404, 'errors.notFound')
    // Without a table (no module, data cleared) the tab shows no form; a crafted preview is refused.
    const batch = await loadFilterBatch(project.id)
    if (!batch?.datasetFiles.table || !otuAsvKindOf(batch.additionalModules))
      throw await requestError(request, 400, 'errors.badRequest')
    const parsed = parseFilterForm(form)
    if (!parsed.success) return rerender({ values: parsed.values, errors: parsed.errors }, 400)
    const hash = await requestPreview({ id: project.id, trackingNumber: project.trackingNumber }, parsed.params)
    return redirect(tabUrl(backTo, { preview: hash, solution: null, view: null, rows: null }))
  }

  if (action !== 'saveAs' && action !== 'delete') throw await requestError(request, 400, 'errors.badRequest')
  let project: ViewableProject
  try {
    project = await editableToolingProject(analysisId, user, { allowDemo: true })
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') throw await requestError(request, 404, 'errors.notFound')
    return redirectWith(request, backTo, { kind: 'error', messageKey: 'otuFilter.messages.readOnly' })
  }
  const batch = await loadFilterBatch(project.id)
  const kind = batch && otuAsvKindOf(batch.additionalModules)
  if (!batch || !kind) throw await requestError(request, 400, 'errors.badRequest')

  if (action === 'delete') {
    const solutionId = idParam.safeParse(form.get('solutionId'))
    if (!solutionId.success) throw await requestError(request, 400, 'errors.badRequest')
    if (!(await deleteFilterSolution(batch.orderId, solutionId.data)))
      throw await requestError(request, 404, 'errors.notFound')
    return redirectWith(request, tabUrl(backTo, { solution: null, preview: null }), {
      kind: 'success',
      messageKey: 'otuFilter.messages.deleted',
    })
  }

  const parsed = parseFilterForm(form)
  const name = parseSolutionName(form.get('solutionName'), kind)
  const solutionName = String(form.get('solutionName') ?? '')
  if (!parsed.success || !name.success)
    return rerender(
      {
        values: parsed.values,
        errors: parsed.success ? undefined : parsed.errors,
        solutionName,
        nameError: name.success ? undefined : name.error,
      },
      400,
    )
  const id = await saveFilterSolution({
    orderId: batch.orderId,
    analysisId: project.id,
    name: name.name,
    params: parsed.params,
    otuAsvType: otuAsvTypeOf(kind),
  })
  if (id === null)
    return rerender({ values: parsed.values, solutionName, nameError: 'otuFilter.errors.nameTaken' }, 400)
  return redirectWith(request, tabUrl(backTo, { solution: String(id), preview: null }), {
    kind: 'success',
    messageKey: 'otuFilter.messages.added',
  })
}
