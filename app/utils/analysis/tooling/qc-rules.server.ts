import { and, asc, eq, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { qcData, qcRules } from '#db/schema/project-tooling'
import { ORIGINAL_QC_RULE_ID, type QcBounds, type QcRule } from '#core/project-tooling'

/*
 * A project's QC data and rules (spec 03 §3, §7): one home for the project page's forms and the
 * /api/analysis-qc-rule routes. Callers check access first (findViewableProject or
 * editableToolingProject); every query here is scoped to the analysis id they were given.
 */

export const QC_BOUND_NAMES = ['failLow', 'failHigh', 'warningLow', 'warningHigh'] as const
export type QcBoundName = (typeof QC_BOUND_NAMES)[number]

/** The QC table's summary column and the spec's always-ignored metric (analysis/qc-rules.ts ignores it too). */
const ALWAYS_IGNORED = 'QCMETRICS'

export interface ProjectQcData {
  header: string[]
  rows: string[][]
  ignoreKeys: string[]
  originalRule: QcRule
}

/** A rule as the page and the API show it; the original rule is id 0, named by the caller in its language. */
export interface QcRuleView {
  id: number
  name: string | null
  rule: QcRule
  isDefault: boolean
  original: boolean
}

export async function loadQcData(analysisId: string): Promise<ProjectQcData | null> {
  const [row] = await getDb()
    .select({ samples: qcData.samples, ignoreKeys: qcData.ignoreKeys, originalRule: qcData.originalRule })
    .from(qcData)
    .where(eq(qcData.analysisId, analysisId))
  if (!row || row.samples.length === 0) return null
  const [header, ...rows] = row.samples
  return { header, rows, ignoreKeys: row.ignoreKeys, originalRule: row.originalRule }
}

/** The columns a rule may bound: every column but the sample's, the ignored ones and QCMETRICS. */
export function metricColumns(data: Pick<ProjectQcData, 'header' | 'ignoreKeys'>): string[] {
  const key = (name: string) => name.replace(/\s+/g, '').toUpperCase()
  const ignored = new Set([ALWAYS_IGNORED, ...data.ignoreKeys].map(key))
  return data.header.slice(1).filter((name) => !ignored.has(key(name)))
}

/** The original rule (id 0) first, then the project's rules by creation; the original is default when no rule is. */
export async function listQcRules(analysisId: string, originalRule: QcRule): Promise<QcRuleView[]> {
  const rows = await getDb()
    .select({ id: qcRules.id, name: qcRules.name, rule: qcRules.rule, isDefault: qcRules.isDefault })
    .from(qcRules)
    .where(eq(qcRules.analysisId, analysisId))
    .orderBy(asc(qcRules.id))
  const original: QcRuleView = {
    id: ORIGINAL_QC_RULE_ID,
    name: null,
    rule: originalRule,
    isDefault: !rows.some((row) => row.isDefault),
    original: true,
  }
  return [original, ...rows.map((row) => ({ ...row, original: false }))]
}

// ---------------------------------------------------------------------------------------------
// Validation: one function for the form and the API
// ---------------------------------------------------------------------------------------------

/** What a user sent for a rule: bounds as typed (strings from a form, numbers or null from JSON). */
export interface QcRuleInput {
  name: unknown
  isDefault: boolean
  bounds: Record<string, Partial<Record<QcBoundName, unknown>>>
}

export interface QcRuleErrors {
  name?: string
  /** `<metric>` → bound → message key. */
  bounds?: Record<string, Partial<Record<QcBoundName, string>>>
}

export type ParsedQcRule =
  { success: true; data: { name: string; isDefault: boolean; rule: QcRule } } | { success: false; errors: QcRuleErrors }

export const QC_RULE_NAME_MAX = 50

/**
 * Checks a rule (spec 03 §5): the name is required (editRuleVail1); each bound is a number or
 * empty, and empty is null. Only the project's metric columns are kept, so a rule never names a
 * column the table does not have. A bound that is not a number is an error naming its field.
 */
export function parseQcRule(input: QcRuleInput, metrics: readonly string[]): ParsedQcRule {
  const errors: QcRuleErrors = {}
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  if (name === '') errors.name = 'qc.errors.nameRequired'
  else if (name.length > QC_RULE_NAME_MAX) errors.name = 'qc.errors.nameTooLong'
  const rule: QcRule = {}
  for (const metric of metrics) {
    const sent = input.bounds[metric] ?? {}
    const bounds = {} as QcBounds
    for (const bound of QC_BOUND_NAMES) {
      const value = boundValue(sent[bound])
      if (value === undefined) {
        errors.bounds ??= {}
        errors.bounds[metric] = { ...errors.bounds[metric], [bound]: 'qc.errors.notNumber' }
      } else bounds[bound] = value
    }
    if (QC_BOUND_NAMES.some((bound) => bounds[bound] !== null && bounds[bound] !== undefined)) rule[metric] = bounds
  }
  if (errors.name || errors.bounds) return { success: false, errors }
  return { success: true, data: { name, isDefault: input.isDefault, rule } }
}

/** null for no bound, the number, or undefined when the value is not a number. */
function boundValue(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text === '') return null
  // Number('0x10') and Number('1e3') are numbers JavaScript reads but a user does not type as bounds; only decimals are.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined
  return Number(text)
}

/** The form's field name of one bound of one metric (metric names may hold spaces and quotes: FormData keeps them). */
export function boundFieldName(metric: string, bound: QcBoundName): string {
  return `bound.${bound}.${metric}`
}

/** A rule form's input: name, default checkbox and `bound.<bound>.<metric>` fields. */
export function qcRuleInputFromForm(form: FormData, metrics: readonly string[]): QcRuleInput {
  const bounds: QcRuleInput['bounds'] = {}
  for (const metric of metrics)
    bounds[metric] = Object.fromEntries(
      QC_BOUND_NAMES.map((bound) => [bound, form.get(boundFieldName(metric, bound)) ?? '']),
    )
  return { name: form.get('name') ?? '', isDefault: form.get('isDefault') === 'on', bounds }
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export class QcRuleNotFound extends Error {
  constructor() {
    super('no such QC rule in this project')
  }
}

/** Creates a rule; as default it takes the mark from any other rule (one transaction, the unique index stays true). */
export async function createQcRule(
  analysisId: string,
  data: { name: string; isDefault: boolean; rule: QcRule },
): Promise<number> {
  return getDb().transaction(async (tx) => {
    if (data.isDefault) await tx.update(qcRules).set({ isDefault: false }).where(eq(qcRules.analysisId, analysisId))
    const [created] = await tx
      .insert(qcRules)
      .values({ analysisId, name: data.name, rule: data.rule, isDefault: data.isDefault })
      .returning({ id: qcRules.id })
    return created.id
  })
}

/** Updates a rule of the project; throws QcRuleNotFound for the original rule or another project's rule. */
export async function updateQcRule(
  analysisId: string,
  id: number,
  data: { name: string; isDefault: boolean; rule: QcRule },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: qcRules.id })
      .from(qcRules)
      .where(and(eq(qcRules.id, id), eq(qcRules.analysisId, analysisId)))
      .for('update')
    if (!existing) throw new QcRuleNotFound()
    if (data.isDefault)
      await tx
        .update(qcRules)
        .set({ isDefault: false })
        .where(and(eq(qcRules.analysisId, analysisId), sql`${qcRules.id} <> ${id}`))
    await tx
      .update(qcRules)
      .set({ name: data.name, rule: data.rule, isDefault: data.isDefault, updatedAt: sql`now()` })
      .where(eq(qcRules.id, id))
  })
}

/** Deletes a rule of the project (never the original, id 0, which is no row); throws QcRuleNotFound otherwise. */
export async function deleteQcRule(analysisId: string, id: number): Promise<void> {
  const deleted = await getDb()
    .delete(qcRules)
    .where(and(eq(qcRules.id, id), eq(qcRules.analysisId, analysisId)))
    .returning({ id: qcRules.id })
  if (deleted.length === 0) throw new QcRuleNotFound()
}
