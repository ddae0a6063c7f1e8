import { json, redirect } from '@remix-run/node'
import { flashMessageHeader, type FlashMessage } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { idParam } from '~/utils/request-input.server'
import { ProjectNotEditable } from '~/utils/analysis/project-edits.server'
import type { PanelActionArgs } from '../contract'
import { editableToolingProject } from '~/utils/analysis/tooling/access.server'
import type { QcRuleFormValues } from './qc-pane.server'
import {
  QC_BOUND_NAMES,
  QcRuleNotFound,
  boundFieldName,
  createQcRule,
  deleteQcRule,
  loadQcData,
  metricColumns,
  parseQcRule,
  qcRuleInputFromForm,
  updateQcRule,
} from '~/utils/analysis/tooling/qc-rules.server'

/**
 * The QC panel's forms (spec 03 §2.7): `qc.saveRule` adds a rule (no `ruleId`) or edits one,
 * `qc.deleteRule` deletes one. Demo projects may keep rules; expired ones may not.
 */
export async function handleQcAction(args: PanelActionArgs) {
  switch (args.intent) {
    case 'qc.saveRule':
      return saveRule(args)
    case 'qc.deleteRule':
      return deleteRule(args)
    default:
      throw await requestError(args.request, 400, 'errors.badRequest')
  }
}

async function saveRule({ request, analysisId, user, form, backTo }: PanelActionArgs) {
  const rawId = form.get('ruleId')
  const parsedId = rawId === null || rawId === '' ? null : idParam.safeParse(rawId)
  if (parsedId && !parsedId.success) throw await requestError(request, 400, 'errors.badRequest')
  const ruleId = parsedId ? parsedId.data : null
  const adding = ruleId === null
  const failed = adding ? 'qc.messages.addRuleFailed' : 'qc.messages.editRuleFail'

  const refusal = await refusedProject(request, analysisId, user)
  if (refusal) return flashRedirect(request, backTo, refusal)
  const data = await loadQcData(analysisId)
  if (!data) return flashRedirect(request, backTo, { kind: 'error', messageKey: failed })
  const metrics = metricColumns(data)
  const input = qcRuleInputFromForm(form, metrics)
  const parsed = parseQcRule(input, metrics)
  if (!parsed.success) {
    const values: QcRuleFormValues = {
      id: ruleId ?? 'new',
      name: typeof input.name === 'string' ? input.name : '',
      isDefault: input.isDefault,
      bounds: Object.fromEntries(
        metrics.map((metric) => [
          metric,
          Object.fromEntries(
            QC_BOUND_NAMES.map((bound) => [bound, String(form.get(boundFieldName(metric, bound)) ?? '')]),
          ),
        ]),
      ) as QcRuleFormValues['bounds'],
    }
    return json({ tooling: 'qc' as const, errors: parsed.errors, values }, { status: 400 })
  }

  let savedId: number
  try {
    if (ruleId === null) savedId = await createQcRule(analysisId, parsed.data)
    else {
      await updateQcRule(analysisId, ruleId, parsed.data)
      savedId = ruleId
    }
  } catch (error) {
    // A form for a rule deleted meanwhile (in another tab): nothing to edit.
    if (!(error instanceof QcRuleNotFound)) throw error
    return flashRedirect(request, withoutRuleForm(backTo), { kind: 'error', messageKey: failed })
  }
  const to = withoutRuleForm(backTo)
  to.searchParams.set('rule', String(savedId))
  return flashRedirect(request, to, {
    kind: 'success',
    messageKey: adding ? 'qc.messages.addRuleSuccess' : 'qc.messages.editRuleSuccess',
    values: { name: parsed.data.name },
  })
}

async function deleteRule({ request, analysisId, user, form, backTo }: PanelActionArgs) {
  const ruleId = idParam.safeParse(form.get('ruleId'))
  // The original rule (id 0) is not a row and cannot be deleted: idParam refuses 0.
  if (!ruleId.success) throw await requestError(request, 400, 'errors.badRequest')
  const refusal = await refusedProject(request, analysisId, user)
  if (refusal) return flashRedirect(request, backTo, refusal)
  try {
    await deleteQcRule(analysisId, ruleId.data)
  } catch (error) {
    if (!(error instanceof QcRuleNotFound)) throw error
    throw await requestError(request, 404, 'errors.notFound')
  }
  const to = withoutRuleForm(backTo)
  to.searchParams.delete('rule')
  return flashRedirect(request, to, { kind: 'success', messageKey: 'qc.messages.deleteRuleSuccess' })
}

/** Null when the user may change the project's rules; the flash that says why not otherwise (404 for a project they cannot see). */
async function refusedProject(
  request: Request,
  analysisId: string,
  user: PanelActionArgs['user'],
): Promise<FlashMessage | null> {
  try {
    await editableToolingProject(analysisId, user, { allowDemo: true })
    return null
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    if (error.reason === 'notFound') throw await requestError(request, 404, 'errors.notFound')
    return { kind: 'error', messageKey: 'qc.messages.readOnly' }
  }
}

/** The page the form was on, without the no-JavaScript rule form open. */
function withoutRuleForm(backTo: string): URL {
  const url = new URL(backTo, 'http://project.page')
  url.searchParams.delete('ruleEdit')
  return url
}

async function flashRedirect(request: Request, to: string | URL, message: FlashMessage) {
  const location = typeof to === 'string' ? to : `${to.pathname}${to.search}`
  return redirect(location, { headers: { 'Set-Cookie': await flashMessageHeader(request, message) } })
}
