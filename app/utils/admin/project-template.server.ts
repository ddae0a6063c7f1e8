import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ANALYSIS_GROUP_TYPE, CONDITION_OPERATOR } from '#core/workflows'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import type { Database, Transaction } from '#db/client'
import { forms, tools } from '#db/schema/tools'
import { workflowAnalysisGroups, workflowAnalysisItems, workflows } from '#db/schema/workflows'
import { DATASET_ROLE } from '#core/projects'
import {
  ADDITIONAL_MODULES,
  CONDITIONS,
  GROUP_FLAGS,
  GROUP_TYPES,
  groupField,
  isNewKey,
  ITEM_FLAGS,
  itemField,
  TEMPLATE_LIMITS,
  type GroupDraft,
  type ItemDraft,
  type TemplateDraft,
  type TemplateErrors,
} from './project-template'

/** A new key for the editor's form: each answer remounts it, so its fields show the answer's draft. */
export const editorRevision = () => randomUUID()

/** The audit log's name for a workflow's project template; its id is the workflow's. */
export const TEMPLATE_ENTITY = 'workflow-template'

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

type GroupRow = typeof workflowAnalysisGroups.$inferSelect
type ItemRow = typeof workflowAnalysisItems.$inferSelect

/** A workflow's template as stored: its groups in sort order, each with its items in sort order. */
export type StoredTemplate = (Omit<GroupRow, 'createdAt' | 'updatedAt'> & {
  items: Omit<ItemRow, 'createdAt' | 'updatedAt'>[]
})[]

export async function loadTemplate(db: Database | Transaction, workflowId: number): Promise<StoredTemplate> {
  const groups = await db
    .select()
    .from(workflowAnalysisGroups)
    .where(eq(workflowAnalysisGroups.workflowId, workflowId))
    .orderBy(asc(workflowAnalysisGroups.sort), asc(workflowAnalysisGroups.id))
  const items = groups.length
    ? await db
        .select()
        .from(workflowAnalysisItems)
        .where(
          inArray(
            workflowAnalysisItems.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(workflowAnalysisItems.sort), asc(workflowAnalysisItems.id))
    : []
  return groups.map(({ createdAt: _c, updatedAt: _u, ...group }) => ({
    ...group,
    items: items.filter((item) => item.groupId === group.id).map(({ createdAt: _ic, updatedAt: _iu, ...item }) => item),
  }))
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** The stored template as the editor's draft. */
export function draftOf(template: StoredTemplate): TemplateDraft {
  return {
    nextKey: 1,
    showIds: false,
    groups: template.map((group): GroupDraft => ({
      key: String(group.id),
      groupName: group.groupName,
      groupNameEn: group.groupNameEn,
      groupType: String(group.groupType),
      groupContentZh: group.groupContentZh,
      groupContentEn: group.groupContentEn,
      icon: text(group.icon),
      sort: String(group.sort),
      quickToolId: text(group.quickToolId),
      quickParamsFormId: text(group.quickParamsFormId),
      additionalModules: group.additionalModules,
      reportGroupIntroduction: group.reportGroupIntroduction,
      flags: { isActive: group.isActive, hideGroupName: group.hideGroupName, inQuickAnalysis: group.inQuickAnalysis },
      items: group.items.map((item): ItemDraft => ({
        key: String(item.id),
        analysisName: item.analysisName,
        analysisNameEn: item.analysisNameEn,
        toolId: text(item.toolId),
        sort: String(item.sort),
        runSettings: JSON.stringify(item.runSettings, null, 1),
        legendId: text(item.legendId),
        condition1: String(item.condition1),
        sampleTotalNumber: String(item.sampleTotalNumber),
        condition2: String(item.condition2),
        sampleInGroupNumber: String(item.sampleInGroupNumber),
        condition3: String(item.condition3),
        sampleCompareGroupNumber: String(item.sampleCompareGroupNumber),
        dependencies: item.dependencyItemIds.map(String),
        affects: item.affectItemIds.map(String),
        flags: {
          isActive: item.isActive,
          hideCompareSolution: item.hideCompareSolution,
          onlyShow: item.onlyShow,
          disableEdit: item.disableEdit,
          disableDemo: item.disableDemo,
          inQuickAnalysis: item.inQuickAnalysis,
          isQuickRequired: item.isQuickRequired,
        },
      })),
    })),
  }
}

export interface TemplateEditorData {
  workflow: { id: number; title: string; titleEn: string }
  template: StoredTemplate
  /** Tools an item or a one-click group can use: those not deleted. */
  tools: { id: number; title: string; titleEn: string }[]
  /** Forms a one-click group can take its parameters from. */
  forms: { id: number; name: string }[]
}

/** What the editor shows; null when there is no such workflow. */
export async function templateEditorData(db: Database, workflowId: number): Promise<TemplateEditorData | null> {
  const [workflow] = await db
    .select({ id: workflows.id, title: workflows.title, titleEn: workflows.titleEn })
    .from(workflows)
    .where(eq(workflows.id, workflowId))
  if (!workflow) return null
  const [template, toolRows, formRows] = await Promise.all([
    loadTemplate(db, workflowId),
    db
      .select({ id: tools.id, title: tools.title, titleEn: tools.titleEn })
      .from(tools)
      .where(isNull(tools.deletedAt))
      .orderBy(asc(tools.title), asc(tools.id)),
    db.select({ id: forms.id, name: forms.name }).from(forms).orderBy(asc(forms.name), asc(forms.id)),
  ])
  return { workflow, template, tools: toolRows, forms: formRows }
}

// ---------------------------------------------------------------------------------------------
// The posted draft
// ---------------------------------------------------------------------------------------------

/** At most this many groups and items per group (a template has about a dozen). */
const MAX_GROUPS = 100
const MAX_ITEMS = 100

function indicesOf(form: FormData, pattern: RegExp, max: number): number[] {
  const found = new Set<number>()
  for (const name of form.keys()) {
    const match = pattern.exec(name)
    if (match && Number(match[1]) < max) found.add(Number(match[1]))
  }
  return [...found].sort((a, b) => a - b)
}

/** The draft the editor posted, as typed; fields that are missing read as empty. */
export function draftFromForm(form: FormData): TemplateDraft {
  const value = (name: string) => {
    const raw = form.get(name)
    return typeof raw === 'string' ? raw : ''
  }
  const values = (name: string) => form.getAll(name).filter((raw): raw is string => typeof raw === 'string')
  const on = (name: string) => form.get(name) === 'on'
  const groups = indicesOf(form, /^groups\[(\d+)\]\.key$/, MAX_GROUPS).map((g): GroupDraft => {
    const field = (name: string) => value(groupField(g, name))
    const items = indicesOf(form, new RegExp(`^groups\\[${g}\\]\\.items\\[(\\d+)\\]\\.key$`), MAX_ITEMS).map(
      (i): ItemDraft => {
        const itemValue = (name: string) => value(itemField(g, i, name))
        return {
          key: itemValue('key'),
          analysisName: itemValue('analysisName'),
          analysisNameEn: itemValue('analysisNameEn'),
          toolId: itemValue('toolId'),
          sort: itemValue('sort'),
          runSettings: itemValue('runSettings'),
          legendId: itemValue('legendId'),
          condition1: itemValue('condition1'),
          sampleTotalNumber: itemValue('sampleTotalNumber'),
          condition2: itemValue('condition2'),
          sampleInGroupNumber: itemValue('sampleInGroupNumber'),
          condition3: itemValue('condition3'),
          sampleCompareGroupNumber: itemValue('sampleCompareGroupNumber'),
          dependencies: values(itemField(g, i, 'dependencies')),
          affects: values(itemField(g, i, 'affects')),
          flags: Object.fromEntries(ITEM_FLAGS.map((flag) => [flag, on(itemField(g, i, flag))])) as ItemDraft['flags'],
        }
      },
    )
    return {
      key: field('key'),
      groupName: field('groupName'),
      groupNameEn: field('groupNameEn'),
      groupType: field('groupType'),
      groupContentZh: field('groupContentZh'),
      groupContentEn: field('groupContentEn'),
      icon: field('icon'),
      sort: field('sort'),
      quickToolId: field('quickToolId'),
      quickParamsFormId: field('quickParamsFormId'),
      additionalModules: values(groupField(g, 'additionalModules')),
      reportGroupIntroduction: field('reportGroupIntroduction'),
      flags: Object.fromEntries(GROUP_FLAGS.map((flag) => [flag, on(groupField(g, flag))])) as GroupDraft['flags'],
      items,
    }
  })
  const nextKey = Number(value('nextKey'))
  return {
    groups,
    nextKey: Number.isInteger(nextKey) && nextKey > 0 && nextKey < 1_000_000 ? nextKey : 1,
    showIds: value('showIds') === '1',
  }
}

// ---------------------------------------------------------------------------------------------
// Validation (spec 02 §3, §5)
// ---------------------------------------------------------------------------------------------

const ERR = {
  nameRequired: 'adminTemplate.errors.nameRequired',
  tooLong: 'adminTemplate.errors.tooLong',
  sort: 'adminTemplate.errors.sortRange',
  groupType: 'adminTemplate.errors.groupType',
  tool: 'adminTemplate.errors.toolRequired',
  unknownTool: 'adminTemplate.errors.unknownTool',
  unknownForm: 'adminTemplate.errors.unknownForm',
  module: 'adminTemplate.errors.unknownModule',
  operator: 'adminTemplate.errors.operator',
  sampleCount: 'adminTemplate.errors.sampleCountRange',
  runSettings: 'adminTemplate.errors.runSettings',
  dependency: 'adminTemplate.errors.unknownItem',
  key: 'adminTemplate.errors.changedMeanwhile',
} as const

const NAME_MAX = 100
const CONTENT_MAX = 100_000

const name = (required: boolean) =>
  z
    .string()
    .trim()
    .max(NAME_MAX, ERR.tooLong)
    .refine((value) => !required || value.length > 0, ERR.nameRequired)

const sortSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, ERR.sort)
  .transform(Number)
  .refine((n) => n >= TEMPLATE_LIMITS.sortMin && n <= TEMPLATE_LIMITS.sortMax, ERR.sort)

const optionalId = (ids: ReadonlySet<number>, message: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null
      const id = Number(value)
      if (!ids.has(id)) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return id
    })

/** The run settings: a JSON list of AnalysisRunSetting. */
const runSettingSchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX),
    nameEn: z.string().trim().max(NAME_MAX).default(''),
    params: z.record(z.unknown()).default({}),
    dataFiles: z.record(z.string()).optional(),
    requires: z.array(z.nativeEnum(DATASET_ROLE)).optional(),
  })
  .strict()
const runSettingsSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return []
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      ctx.addIssue({ code: 'custom', message: ERR.runSettings })
      return z.NEVER
    }
    const settings = z.array(runSettingSchema).max(50).safeParse(parsed)
    if (!settings.success) {
      ctx.addIssue({ code: 'custom', message: ERR.runSettings })
      return z.NEVER
    }
    return settings.data
  })

export type ValidTemplate = ReturnType<typeof validGroups>

function validGroups(
  draft: TemplateDraft,
  known: { tools: ReadonlySet<number>; forms: ReadonlySet<number> },
  errors: TemplateErrors,
) {
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  const check = <T>(field: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) add(field, issue.message)
    return undefined
  }
  const itemKeys = new Set(draft.groups.flatMap((group) => group.items.map((item) => item.key)))
  const groupType = z.coerce
    .number()
    .refine((n) => (GROUP_TYPES as readonly number[]).includes(n), ERR.groupType) as z.ZodType<number>
  const operator = z
    .string()
    .transform((value) => (value === '' ? 0 : Number(value)))
    .refine(
      (n) =>
        [CONDITION_OPERATOR.none, CONDITION_OPERATOR.greaterThan, CONDITION_OPERATOR.equal, CONDITION_OPERATOR.atLeast]
          .map(Number)
          .includes(n),
      ERR.operator,
    )
  const sampleCount = z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, ERR.sampleCount)
    .transform(Number)
    .refine((n) => n >= TEMPLATE_LIMITS.sampleCountMin && n <= TEMPLATE_LIMITS.sampleCountMax, ERR.sampleCount)
  const keysIn = (field: string, keys: string[], self: string) => {
    const unknown = keys.filter((key) => !itemKeys.has(key) || key === self)
    if (unknown.length) add(field, ERR.dependency)
    return [...new Set(keys)]
  }

  return draft.groups.map((group, g) => {
    const f = (field: string) => groupField(g, field)
    const modules = group.additionalModules.filter((module) => {
      const ok = (ADDITIONAL_MODULES as string[]).includes(module)
      if (!ok) add(f('additionalModules'), ERR.module)
      return ok
    })
    return {
      key: group.key,
      groupName: check(f('groupName'), name(true), group.groupName) ?? '',
      groupNameEn: check(f('groupNameEn'), name(false), group.groupNameEn) ?? '',
      groupType: check(f('groupType'), groupType, group.groupType) ?? ANALYSIS_GROUP_TYPE.none,
      groupContentZh: check(f('groupContentZh'), z.string().max(CONTENT_MAX, ERR.tooLong), group.groupContentZh) ?? '',
      groupContentEn: check(f('groupContentEn'), z.string().max(CONTENT_MAX, ERR.tooLong), group.groupContentEn) ?? '',
      icon: check(f('icon'), z.string().trim().max(NAME_MAX, ERR.tooLong), group.icon) || null,
      sort: check(f('sort'), sortSchema, group.sort) ?? TEMPLATE_LIMITS.sortMax,
      quickToolId: check(f('quickToolId'), optionalId(known.tools, ERR.unknownTool), group.quickToolId) ?? null,
      quickParamsFormId:
        check(f('quickParamsFormId'), optionalId(known.forms, ERR.unknownForm), group.quickParamsFormId) ?? null,
      additionalModules: [...new Set(modules)],
      reportGroupIntroduction:
        check(f('reportGroupIntroduction'), z.string().max(CONTENT_MAX, ERR.tooLong), group.reportGroupIntroduction) ??
        '',
      isActive: group.flags.isActive,
      hideGroupName: group.flags.hideGroupName,
      inQuickAnalysis: group.flags.inQuickAnalysis,
      items: group.items.map((item, i) => {
        const fi = (field: string) => itemField(g, i, field)
        const conditions = Object.fromEntries(
          CONDITIONS.flatMap(({ operator: operatorField, count }) => {
            const op = check(fi(operatorField), operator, item[operatorField]) ?? 0
            // A count only means something with its operator: none stores 0 (spec 03 §5's default).
            const n = op === CONDITION_OPERATOR.none ? 0 : (check(fi(count), sampleCount, item[count]) ?? 0)
            return [
              [operatorField, op],
              [count, n],
            ]
          }),
        ) as Record<(typeof CONDITIONS)[number]['operator'] | (typeof CONDITIONS)[number]['count'], number>
        return {
          key: item.key,
          analysisName: check(fi('analysisName'), name(true), item.analysisName) ?? '',
          analysisNameEn: check(fi('analysisNameEn'), name(false), item.analysisNameEn) ?? '',
          toolId:
            item.toolId.trim() === ''
              ? (add(fi('toolId'), ERR.tool), null)
              : (check(fi('toolId'), optionalId(known.tools, ERR.unknownTool), item.toolId) ?? null),
          sort: check(fi('sort'), sortSchema, item.sort) ?? TEMPLATE_LIMITS.sortMax,
          runSettings: check(fi('runSettings'), runSettingsSchema, item.runSettings) ?? [],
          legendId: check(fi('legendId'), z.string().trim().max(NAME_MAX, ERR.tooLong), item.legendId) || null,
          ...conditions,
          dependencies: keysIn(fi('dependencies'), item.dependencies, item.key),
          affects: keysIn(fi('affects'), item.affects, item.key),
          ...item.flags,
        }
      }),
    }
  })
}

/** Checks the draft; the template to save, or the errors by field (i18n keys). */
export async function validateTemplate(
  db: Database,
  draft: TemplateDraft,
): Promise<{ ok: true; template: ValidTemplate } | { ok: false; errors: TemplateErrors }> {
  const [toolRows, formRows] = await Promise.all([
    db.select({ id: tools.id }).from(tools).where(isNull(tools.deletedAt)),
    db.select({ id: forms.id }).from(forms),
  ])
  const errors: TemplateErrors = {}
  const template = validGroups(
    draft,
    { tools: new Set(toolRows.map((row) => row.id)), forms: new Set(formRows.map((row) => row.id)) },
    errors,
  )
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, template }
}

// ---------------------------------------------------------------------------------------------
// Saving
// ---------------------------------------------------------------------------------------------

/** The draft names a group or item that is not (or no longer) this workflow's: someone saved meanwhile. */
export class TemplateChanged extends Error {
  constructor() {
    super('the template changed while it was edited')
    this.name = 'TemplateChanged'
  }
}

/** What a save would delete: the stored groups and items the draft no longer has. */
export async function removedBySave(
  db: Database,
  workflowId: number,
  draft: TemplateDraft,
): Promise<{ groups: string[]; items: string[] }> {
  const stored = await loadTemplate(db, workflowId)
  const groupKeys = new Set(draft.groups.map((group) => group.key))
  const itemKeys = new Set(draft.groups.flatMap((group) => group.items.map((item) => item.key)))
  return {
    groups: stored.filter((group) => !groupKeys.has(String(group.id))).map((group) => group.groupName),
    items: stored
      .flatMap((group) => group.items)
      .filter((item) => !itemKeys.has(String(item.id)))
      .map((item) => item.analysisName),
  }
}

/**
 * Saves the whole template in one transaction: groups and items the draft no longer has are
 * deleted, the others updated in place (their ids, which projects and the seed ledger know, stay),
 * new ones inserted; then dependencies and affected items, which may name new items, are resolved
 * to ids. One audit row holds the template before and after. Batches already created keep their copy.
 */
export async function saveProjectTemplate(
  db: Database,
  workflowId: number,
  template: ValidTemplate,
  actor: AuditActor,
): Promise<StoredTemplate> {
  return db.transaction(async (tx) => {
    const [workflow] = await tx
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.id, workflowId))
      .for('update')
    if (!workflow) throw new TemplateChanged()
    const before = await loadTemplate(tx, workflowId)
    const storedGroupIds = new Set(before.map((group) => group.id))
    const storedItemIds = new Set(before.flatMap((group) => group.items.map((item) => item.id)))
    const existing = (key: string, ids: Set<number>) => {
      if (isNewKey(key)) return null
      const id = Number(key)
      if (!ids.has(id)) throw new TemplateChanged()
      return id
    }

    const keptGroups = template.flatMap((group) => {
      const id = existing(group.key, storedGroupIds)
      return id === null ? [] : [id]
    })
    const keptItems = template.flatMap((group) =>
      group.items.flatMap((item) => {
        const id = existing(item.key, storedItemIds)
        return id === null ? [] : [id]
      }),
    )
    if (storedItemIds.size)
      await tx
        .delete(workflowAnalysisItems)
        .where(
          and(
            inArray(workflowAnalysisItems.id, [...storedItemIds]),
            keptItems.length ? notInArray(workflowAnalysisItems.id, keptItems) : undefined,
          ),
        )
    if (storedGroupIds.size)
      await tx
        .delete(workflowAnalysisGroups)
        .where(
          and(
            eq(workflowAnalysisGroups.workflowId, workflowId),
            keptGroups.length ? notInArray(workflowAnalysisGroups.id, keptGroups) : undefined,
          ),
        )

    const itemIds = new Map<string, number>()
    const itemsToLink: { id: number; dependencies: string[]; affects: string[] }[] = []
    for (const { key, items, ...group } of template) {
      const groupId = existing(key, storedGroupIds)
      const savedGroupId =
        groupId === null
          ? (
              await tx
                .insert(workflowAnalysisGroups)
                .values({ ...group, workflowId })
                .returning({ id: workflowAnalysisGroups.id })
            )[0].id
          : (await tx
              .update(workflowAnalysisGroups)
              .set({ ...group, updatedAt: sql`now()` })
              .where(eq(workflowAnalysisGroups.id, groupId)),
            groupId)
      for (const { key: itemKey, dependencies, affects, ...item } of items) {
        const itemId = existing(itemKey, storedItemIds)
        const values = { ...item, groupId: savedGroupId, dependencyItemIds: [], affectItemIds: [] }
        const savedItemId =
          itemId === null
            ? (await tx.insert(workflowAnalysisItems).values(values).returning({ id: workflowAnalysisItems.id }))[0].id
            : (await tx
                .update(workflowAnalysisItems)
                .set({ ...values, updatedAt: sql`now()` })
                .where(eq(workflowAnalysisItems.id, itemId)),
              itemId)
        itemIds.set(itemKey, savedItemId)
        itemsToLink.push({ id: savedItemId, dependencies, affects })
      }
    }
    for (const { id, dependencies, affects } of itemsToLink) {
      if (!dependencies.length && !affects.length) continue
      await tx
        .update(workflowAnalysisItems)
        .set({
          dependencyItemIds: dependencies.map((key) => itemIds.get(key)!),
          affectItemIds: affects.map((key) => itemIds.get(key)!),
        })
        .where(eq(workflowAnalysisItems.id, id))
    }

    const after = await loadTemplate(tx, workflowId)
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.update,
      entityType: TEMPLATE_ENTITY,
      entityId: workflowId,
      before,
      after,
    })
    return after
  })
}
