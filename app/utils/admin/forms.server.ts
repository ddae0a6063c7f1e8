import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm'
import { getDb, type Transaction } from '#db/client'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { forms, tools } from '#db/schema/tools'
import { workflowAnalysisGroups } from '#db/schema/workflows'
import { projectAnalysisGroups } from '#db/schema/projects'
import type { FormField } from '#core/tools'
import { TOOLS } from '../../../tools/index'
import { containsPattern, keywordMatch, pageOffset, type AdminListQuery, adminPage } from './admin-list.server'
import type { AdminPage } from './admin-list'
import type { FormDefinition } from './form-definition'

/** Form administration (spec 01 §3 Form, §7 form-management): list, read, create, update, delete, with the audit log. */

export const FORM_ENTITY = 'form'
export const FORM_LIST_SORTABLE = ['name', 'formType', 'disabled', 'toolCount', 'updatedAt'] as const

// Written out: inside a select from forms, drizzle renders the columns unqualified, and the subquery's would match themselves.
const toolCount = sql<number>`(select count(*)::int from tools as using_tools where using_tools.form_id = forms.id)`.as(
  'tool_count',
)

export interface FormListRow {
  id: number
  name: string
  formType: number
  description: string
  disabled: boolean
  toolCount: number
  updatedAt: string
}

/** One page of forms, filtered (keyword in name or description, type), sorted and paged in SQL. */
export async function listForms(query: AdminListQuery & { type?: number }): Promise<AdminPage<FormListRow>> {
  const where = and(
    keywordMatch(query.keyword, [forms.name, forms.description]),
    query.type !== undefined ? eq(forms.formType, query.type) : undefined,
  )
  const order = query.direction === 'desc' ? desc : asc
  const sortColumn =
    query.sort === 'name'
      ? forms.name
      : query.sort === 'formType'
        ? forms.formType
        : query.sort === 'disabled'
          ? forms.disabled
          : query.sort === 'toolCount'
            ? sql`tool_count`
            : query.sort === 'updatedAt'
              ? forms.updatedAt
              : null
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: forms.id,
        name: forms.name,
        formType: forms.formType,
        description: forms.description,
        disabled: forms.disabled,
        toolCount,
        updatedAt: forms.updatedAt,
      })
      .from(forms)
      .where(where)
      .orderBy(...(sortColumn ? [order(sortColumn), asc(forms.id)] : [desc(forms.updatedAt), desc(forms.id)]))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(forms).where(where),
  ])
  return adminPage(
    query,
    rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    total,
  )
}

export type StoredForm = FormDefinition & { id: number }

const formColumns = {
  id: forms.id,
  name: forms.name,
  formType: forms.formType,
  description: forms.description,
  disabled: forms.disabled,
  fields: forms.fields,
}

export async function findForm(id: number, tx: Transaction | ReturnType<typeof getDb> = getDb()) {
  const [form] = await tx.select(formColumns).from(forms).where(eq(forms.id, id))
  return (form as StoredForm | undefined) ?? null
}

export interface FormTool {
  id: number
  title: string
  titleEn: string
  scriptClassName: string | null
}

/** The tools whose page renders the form, and how many analysis groups (templates and projects) use it. */
export async function formUsers(formId: number, tx: Transaction | ReturnType<typeof getDb> = getDb()) {
  const [toolRows, [{ templateGroups }], [{ projectGroups }]] = await Promise.all([
    tx
      .select({ id: tools.id, title: tools.title, titleEn: tools.titleEn, scriptClassName: tools.scriptClassName })
      .from(tools)
      .where(eq(tools.formId, formId))
      .orderBy(asc(tools.title)),
    tx
      .select({ templateGroups: count() })
      .from(workflowAnalysisGroups)
      .where(eq(workflowAnalysisGroups.quickParamsFormId, formId)),
    tx
      .select({ projectGroups: count() })
      .from(projectAnalysisGroups)
      .where(eq(projectAnalysisGroups.quickParamsFormId, formId)),
  ])
  return { tools: toolRows as FormTool[], groups: templateGroups + projectGroups }
}

/** Why an edit would break a tool's executor: the tool, the parameter key, and what is wrong. */
export interface ExecutorConflict {
  tool: FormTool
  key: string
  problem: 'missing' | 'type' | 'bounds' | 'options' | 'column' | 'length' | 'step'
}

const CHOICE_TYPES = new Set(['select', 'radio'])
const TEXT_TYPES = new Set(['text', 'textarea'])

function compatibleType(code: FormField, edited: FormField): boolean {
  if (code.type === edited.type) return true
  // The executor reads a select and a radio (one value) alike, and a text and a textarea alike.
  return (
    (CHOICE_TYPES.has(code.type) && CHOICE_TYPES.has(edited.type)) ||
    (TEXT_TYPES.has(code.type) && TEXT_TYPES.has(edited.type))
  )
}

function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 * Math.max(1, Math.abs(ratio))
}

/**
 * What an edited form would break in the executors of the tools using it (spec: the tool folder's
 * parameter schema is the code's): every key the executor reads stays, with a type it parses, bounds
 * inside its own, choices it knows, the same data file for a column, no longer texts than it takes.
 * Labels, help, defaults within bounds, order and grouping are staff's. Tools without a tool folder
 * (made by staff) read whatever the form posts.
 */
export function executorConflicts(fields: readonly FormField[], users: readonly FormTool[]): ExecutorConflict[] {
  const conflicts: ExecutorConflict[] = []
  const edited = new Map(fields.map((field) => [field.key, field]))
  for (const tool of users) {
    const folder = TOOLS.find((candidate) => candidate.scriptClassName === tool.scriptClassName)
    if (!folder) continue
    for (const code of folder.parameterForm) {
      const field = edited.get(code.key)
      const conflict = (problem: ExecutorConflict['problem']) => conflicts.push({ tool, key: code.key, problem })
      if (!field) {
        conflict('missing')
        continue
      }
      if (!compatibleType(code, field)) {
        conflict('type')
        continue
      }
      if (code.type === 'number') {
        const min = field.min ?? -Infinity
        const max = field.max ?? Infinity
        if (min < (code.min ?? -Infinity) || max > (code.max ?? Infinity)) conflict('bounds')
        else if (code.step !== undefined && (field.step === undefined || !isMultipleOf(field.step, code.step)))
          conflict('step')
      }
      if (code.options) {
        const known = new Set(code.options.map((option) => String(option.value)))
        if ((field.options ?? []).some((option) => !known.has(String(option.value)))) conflict('options')
      }
      if (
        code.type === 'column' &&
        (field.columnOf !== code.columnOf || Boolean(field.multiple) !== Boolean(code.multiple))
      )
        conflict('column')
      if (code.maxLength !== undefined && (field.maxLength === undefined || field.maxLength > code.maxLength))
        conflict('length')
    }
  }
  return conflicts
}

export class FormNameTaken extends Error {
  constructor() {
    super('The form name already exists.')
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23505') return true
  return false
}

async function ensureNameFree(tx: Transaction, name: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(exceptId === null ? eq(forms.name, name) : and(eq(forms.name, name), ne(forms.id, exceptId)))
  if (taken) throw new FormNameTaken()
}

function audited(form: FormDefinition) {
  return {
    name: form.name,
    formType: form.formType,
    description: form.description,
    disabled: form.disabled,
    fields: form.fields,
  }
}

async function withNameCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new FormNameTaken()
    throw error
  }
}

/** A new form (blank or a copy); throws FormNameTaken. */
export async function createForm(
  actor: AuditActor,
  definition: FormDefinition,
  copiedFrom: number | null = null,
): Promise<number> {
  return withNameCheck(() =>
    getDb().transaction(async (tx) => {
      await ensureNameFree(tx, definition.name, null)
      const [row] = await tx.insert(forms).values(audited(definition)).returning({ id: forms.id })
      await recordChange(tx, {
        actor,
        action: copiedFrom === null ? AUDIT_ACTION.create : AUDIT_ACTION.copy,
        entityType: FORM_ENTITY,
        entityId: row.id,
        before: copiedFrom === null ? null : { copiedFrom },
        after: audited(definition),
      })
      return row.id
    }),
  )
}

export type UpdateResult =
  { status: 'saved' } | { status: 'not-found' } | { status: 'conflicts'; conflicts: ExecutorConflict[] }

/**
 * Saves an edited form, unless it would break the executor of a tool using it (checked again here,
 * in the transaction, against the tools using it now); throws FormNameTaken.
 */
export async function updateForm(actor: AuditActor, id: number, definition: FormDefinition): Promise<UpdateResult> {
  return withNameCheck(() =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select(formColumns).from(forms).where(eq(forms.id, id)).for('update')
      if (!before) return { status: 'not-found' as const }
      const conflicts = executorConflicts(definition.fields, (await formUsers(id, tx)).tools)
      if (conflicts.length > 0) return { status: 'conflicts' as const, conflicts }
      await ensureNameFree(tx, definition.name, id)
      await tx
        .update(forms)
        .set({ ...audited(definition), updatedAt: sql`now()` })
        .where(eq(forms.id, id))
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.update,
        entityType: FORM_ENTITY,
        entityId: id,
        before: audited(before as StoredForm),
        after: audited(definition),
      })
      return { status: 'saved' as const }
    }),
  )
}

export type DeleteResult =
  | { status: 'deleted'; name: string }
  | { status: 'not-found' }
  | { status: 'in-use'; name: string; tools: FormTool[]; groups: number }

/** Deletes a form no tool and no analysis group uses (the tools' key is a restricting one). */
export async function deleteForm(actor: AuditActor, id: number): Promise<DeleteResult> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select(formColumns).from(forms).where(eq(forms.id, id)).for('update')
    if (!before) return { status: 'not-found' as const }
    const users = await formUsers(id, tx)
    if (users.tools.length > 0 || users.groups > 0)
      return { status: 'in-use' as const, name: before.name, tools: users.tools, groups: users.groups }
    await tx.delete(forms).where(eq(forms.id, id))
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.delete,
      entityType: FORM_ENTITY,
      entityId: id,
      before: audited(before as StoredForm),
      after: null,
    })
    return { status: 'deleted' as const, name: before.name }
  })
}

/** The first free name of a copy: `<name> (copy)`, then `(copy 2)`, ... */
export async function copyName(name: string): Promise<string> {
  const base = `${name} (copy`
  const taken = new Set(
    (
      await getDb()
        .select({ name: forms.name })
        .from(forms)
        .where(ilike(forms.name, `${containsPattern(base).slice(1)}`))
    ).map((row) => row.name),
  )
  for (let number = 1; ; number++) {
    const candidate = number === 1 ? `${name} (copy)` : `${name} (copy ${number})`
    if (!taken.has(candidate)) return candidate
  }
}
