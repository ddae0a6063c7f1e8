import { json } from '@remix-run/node'
import { z } from 'zod'
import { ORIGINAL_QC_RULE_ID } from '#core/project-tooling'
import { getOptionalUser, type SessionUser } from '../../auth.server'
import { discardBody, limitedBody, mediaType, RequestBodyBroken, RequestBodyTooLarge } from '../../request-body.server'
import { i18next } from '../../translations.server'
import { findViewableProject } from '../project-access.server'
import { ProjectNotEditable } from '../project-edits.server'
import { editableToolingProject } from './access.server'
import {
  QC_BOUND_NAMES,
  QcRuleNotFound,
  createQcRule,
  deleteQcRule,
  listQcRules,
  loadQcData,
  metricColumns,
  parseQcRule,
  updateQcRule,
} from './qc-rules.server'

/*
 * The QC rule calls of spec 03 §7 (/api/analysis-qc-rule/list|create|update|delete): the session's
 * user, JSON in, `{ succeeded, data }` out, the same checks and writes as the project page's forms.
 * A refusal is `{ succeeded: false, data: { message } }` with its status (400, 401, 403, 404, 405, 413),
 * `message` in the caller's language; a rule that fails validation carries `errors` (i18n keys).
 */

/** A rule is a few metrics with four numbers each: 64 KiB is generous. */
const MAX_JSON_BYTES = 64 * 1024

const analysisIdField = z.string().min(1).max(64)
const boundsShape = z.record(z.string(), z.record(z.enum(QC_BOUND_NAMES), z.union([z.number(), z.string(), z.null()])))
const ruleBody = z.object({
  analysisId: analysisIdField,
  name: z.unknown(),
  rule: boundsShape.default({}),
  default: z.boolean().default(false),
})
const updateBody = ruleBody.extend({ id: z.number().int().positive() })
const deleteBody = z.object({ analysisId: analysisIdField, id: z.number().int().nonnegative() })

type Refusal = { status: number; messageKey: string }

async function refusal(request: Request, { status, messageKey }: Refusal, extra: Record<string, unknown> = {}) {
  const t = await i18next.getFixedT(request)
  return json({ succeeded: false, data: { message: t(messageKey), ...extra } }, { status })
}

async function sessionUser(request: Request): Promise<SessionUser | Refusal> {
  const user = await getOptionalUser(request)
  return user ?? { status: 401, messageKey: 'qc.api.signIn' }
}

/** GET list?analysisId=: the original rule (id 0) and the project's rules, with which one is default. */
export async function listQcRulesCall(request: Request) {
  const user = await sessionUser(request)
  if ('status' in user) return refusal(request, user)
  const analysisId = analysisIdField.safeParse(new URL(request.url).searchParams.get('analysisId'))
  if (!analysisId.success) return refusal(request, { status: 400, messageKey: 'errors.badRequest' })
  const project = await findViewableProject(analysisId.data, user)
  if (!project) return refusal(request, { status: 404, messageKey: 'errors.notFound' })
  const data = await loadQcData(project.id)
  if (!data) return json({ succeeded: true, data: [] })
  const t = await i18next.getFixedT(request)
  const rules = await listQcRules(project.id, data.originalRule)
  return json({
    succeeded: true,
    data: rules.map((rule) => ({
      id: rule.id,
      analysisId: project.id,
      default: rule.isDefault,
      name: rule.original ? t('qc.rules.original') : rule.name,
      rule: rule.rule,
    })),
  })
}

/** POST create, PUT update, POST delete. */
export async function changeQcRuleCall(request: Request, call: 'create' | 'update' | 'delete') {
  const method = call === 'update' ? 'PUT' : 'POST'
  if (request.method !== method) {
    discardBody(request)
    return refusal(request, { status: 405, messageKey: 'errors.badRequest' })
  }
  const user = await sessionUser(request)
  if ('status' in user) return refusal(request, user)
  const body = await readJson(request)
  if ('status' in body) return refusal(request, body)
  const schema = call === 'create' ? ruleBody : call === 'update' ? updateBody : deleteBody
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return refusal(request, { status: 400, messageKey: 'errors.badRequest' })
  const analysisId = parsed.data.analysisId
  try {
    await editableToolingProject(analysisId, user, { allowDemo: true })
  } catch (error) {
    if (!(error instanceof ProjectNotEditable)) throw error
    return refusal(
      request,
      error.reason === 'notFound'
        ? { status: 404, messageKey: 'errors.notFound' }
        : { status: 403, messageKey: 'qc.messages.readOnly' },
    )
  }

  try {
    if (call === 'delete') {
      const { id } = parsed.data as z.output<typeof deleteBody>
      if (id === ORIGINAL_QC_RULE_ID)
        return refusal(request, { status: 400, messageKey: 'qc.messages.originalReadOnly' })
      await deleteQcRule(analysisId, id)
      return json({ succeeded: true, data: true })
    }
    const data = await loadQcData(analysisId)
    if (!data) return refusal(request, { status: 404, messageKey: 'qc.noData' })
    const { name, rule, default: isDefault } = parsed.data as z.output<typeof ruleBody>
    const metrics = metricColumns(data)
    const unknownMetric = Object.keys(rule).find((metric) => !metrics.includes(metric))
    if (unknownMetric)
      return refusal(request, { status: 400, messageKey: 'qc.errors.unknownMetric' }, { metric: unknownMetric })
    const checked = parseQcRule({ name, isDefault, bounds: rule }, metrics)
    if (!checked.success)
      return refusal(
        request,
        { status: 400, messageKey: call === 'create' ? 'qc.messages.addRuleFailed' : 'qc.messages.editRuleFail' },
        { errors: checked.errors },
      )
    if (call === 'create') return json({ succeeded: true, data: { id: await createQcRule(analysisId, checked.data) } })
    const { id } = parsed.data as z.output<typeof updateBody>
    await updateQcRule(analysisId, id, checked.data)
    return json({ succeeded: true, data: { id } })
  } catch (error) {
    if (!(error instanceof QcRuleNotFound)) throw error
    return refusal(request, { status: 404, messageKey: 'errors.notFound' })
  }
}

async function readJson(request: Request): Promise<{ value: unknown } | Refusal> {
  if (mediaType(request) !== 'application/json') {
    discardBody(request)
    return { status: 400, messageKey: 'errors.badRequest' }
  }
  try {
    const text = await new Response(limitedBody(request, MAX_JSON_BYTES)).text()
    return { value: JSON.parse(text) as unknown }
  } catch (error) {
    if (error instanceof RequestBodyTooLarge) return { status: 413, messageKey: 'errors.payloadTooLarge' }
    if (error instanceof SyntaxError || error instanceof RequestBodyBroken)
      return { status: 400, messageKey: 'errors.badRequest' }
    throw error
  }
}
