import { randomInt, randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { platformDateParts } from '#core/date-time'
import type { Language } from '#core/language'
import { nameInLanguage } from '#db/in-language'
import { otuAsvSolutions, type OtuFilterParameters } from '#db/schema/project-tooling'
import { analysisBatches, projectAnalysisGroups, projectAnalysisItems } from '#db/schema/projects'
import { forms } from '#db/schema/tools'
import { LABELS_MAX } from '#core/projects'
import { OTU_ASV_TYPE } from '#core/project-tooling'
import type { FormField } from '#core/tools'
import { ADDITIONAL_MODULE, ANALYSIS_GROUP_TYPE } from '#core/workflows'
import { loadGroupSolutions, type GroupSolutionChoice } from './project-samples.server'
import {
  itemConditionFailures,
  missingSolutionKeys,
  solutionCounts,
  withDependencies,
  type ConditionFailure,
} from './run-conditions'

/** Spec 03 §5, §9: OCA name 1-50 characters after trimming; tags at most 5, each 1-10 characters. */
export const OCA_NAME_MAX = 50
export const TAG_LENGTH_MAX = 10
const FORBIDDEN_NAME_CHARACTERS = /[\\/:*?"<>|]/

export interface OcaTreeItem {
  /** The project item id (what the form posts). */
  id: number
  templateItemId: number
  name: string
  isQuickRequired: boolean
  dependencyItemIds: number[]
  affectItemIds: number[]
  condition1: number
  condition2: number
  condition3: number
  sampleTotalNumber: number
  sampleInGroupNumber: number
  sampleCompareGroupNumber: number
}

export interface OcaTree {
  groupId: number
  name: string
  paramsFields: FormField[]
  items: OcaTreeItem[]
}

export interface OcaFormOptions {
  solutions: GroupSolutionChoice[]
  compareRequired: boolean
  /** 'otu' or 'asv' when the group has that module: section 03 chooses a filter solution of that type. */
  filterModule: 'otu' | 'asv' | null
  filterSolutions: { id: number; name: string; solution: OtuFilterParameters }[]
  trees: OcaTree[]
}

/** What the create form offers: the project's solutions, filter solutions of the order and the item trees. */
export async function loadOcaFormOptions(
  analysisId: string,
  ocaGroupId: number,
  language: Language,
): Promise<OcaFormOptions> {
  const db = getDb()
  const [group] = await db
    .select({ modules: projectAnalysisGroups.additionalModules, orderId: analysisBatches.orderId })
    .from(projectAnalysisGroups)
    .innerJoin(analysisBatches, eq(analysisBatches.id, projectAnalysisGroups.analysisId))
    .where(and(eq(projectAnalysisGroups.id, ocaGroupId), eq(projectAnalysisGroups.analysisId, analysisId)))
  const modules = group?.modules ?? []
  const filterModule = modules.includes(ADDITIONAL_MODULE.otu)
    ? 'otu'
    : modules.includes(ADDITIONAL_MODULE.asv)
      ? 'asv'
      : null
  const [solutions, filterSolutions, groups] = await Promise.all([
    loadGroupSolutions(analysisId),
    filterModule && group
      ? db
          .select({ id: otuAsvSolutions.id, name: otuAsvSolutions.solutionName, solution: otuAsvSolutions.solution })
          .from(otuAsvSolutions)
          .where(
            and(eq(otuAsvSolutions.orderId, group.orderId), eq(otuAsvSolutions.otuAsvType, OTU_ASV_TYPE[filterModule])),
          )
          .orderBy(asc(otuAsvSolutions.solutionName))
      : [],
    db
      .select({
        id: projectAnalysisGroups.id,
        name: nameInLanguage(language, projectAnalysisGroups.groupName, projectAnalysisGroups.groupNameEn),
        paramsFields: forms.fields,
      })
      .from(projectAnalysisGroups)
      .leftJoin(forms, eq(forms.id, projectAnalysisGroups.quickParamsFormId))
      .where(
        and(
          eq(projectAnalysisGroups.analysisId, analysisId),
          eq(projectAnalysisGroups.groupType, ANALYSIS_GROUP_TYPE.tools),
          eq(projectAnalysisGroups.inQuickAnalysis, true),
          eq(projectAnalysisGroups.isActive, true),
        ),
      )
      .orderBy(asc(projectAnalysisGroups.sort), asc(projectAnalysisGroups.id)),
  ])
  const items =
    groups.length === 0
      ? []
      : await db
          .select({
            groupId: projectAnalysisItems.groupId,
            id: projectAnalysisItems.id,
            templateItemId: projectAnalysisItems.templateItemId,
            name: nameInLanguage(language, projectAnalysisItems.analysisName, projectAnalysisItems.analysisNameEn),
            isQuickRequired: projectAnalysisItems.isQuickRequired,
            dependencyItemIds: projectAnalysisItems.dependencyItemIds,
            affectItemIds: projectAnalysisItems.affectItemIds,
            condition1: projectAnalysisItems.condition1,
            condition2: projectAnalysisItems.condition2,
            condition3: projectAnalysisItems.condition3,
            sampleTotalNumber: projectAnalysisItems.sampleTotalNumber,
            sampleInGroupNumber: projectAnalysisItems.sampleInGroupNumber,
            sampleCompareGroupNumber: projectAnalysisItems.sampleCompareGroupNumber,
          })
          .from(projectAnalysisItems)
          .where(
            and(
              inArray(
                projectAnalysisItems.groupId,
                groups.map((g) => g.id),
              ),
              eq(projectAnalysisItems.inQuickAnalysis, true),
              eq(projectAnalysisItems.isActive, true),
              isNotNull(projectAnalysisItems.toolId),
            ),
          )
          .orderBy(asc(projectAnalysisItems.sort), asc(projectAnalysisItems.id))
  const trees = groups
    .map((g) => ({
      groupId: g.id,
      name: g.name,
      paramsFields: g.paramsFields ?? [],
      items: items
        .filter((item) => item.groupId === g.id)
        // Items copied before the template kept ids have no template id; their own id stands in for it.
        .map(({ groupId: _, ...item }) => ({ ...item, templateItemId: item.templateItemId ?? -item.id })),
    }))
    .filter((tree) => tree.items.length > 0)
  return {
    solutions,
    compareRequired: modules.includes(ADDITIONAL_MODULE.compareSolution),
    filterModule,
    filterSolutions,
    trees,
  }
}

/** The default name: OCA, the platform's time as YYMMDDHHmm, five random digits. */
export function defaultOcaName(now = new Date()): string {
  const parts = platformDateParts(now)
  const year = parts.year.slice(-2)
  const digits = String(randomInt(0, 100_000)).padStart(5, '0')
  return `OCA${year}${parts.month}${parts.day}${parts.hour}${parts.minute}${digits}`
}

export function newFormToken(): string {
  return randomUUID()
}

/** The basic info section: each rule its own message (i18n keys under oca.errors). */
export const ocaBasicInfoSchema = z.object({
  name: z
    .string()
    .default('')
    .superRefine((name, context) => {
      const trimmed = name.trim()
      const message = (key: string) => context.addIssue({ code: 'custom', message: `oca.errors.${key}` })
      if (trimmed === '') message('nameRequired')
      else if ([...trimmed].length > OCA_NAME_MAX) message('nameLength')
      else if (FORBIDDEN_NAME_CHARACTERS.test(name)) message('nameCharacters')
      else if (/[ .]$/.test(name)) message('nameEnding')
    }),
  comment: z
    .string()
    .default('')
    .transform((comment) => comment.trim())
    .refine((comment) => [...comment].length <= 500, 'oca.errors.commentLength'),
  tags: z
    .array(z.string())
    .default([])
    .transform((tags) => tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))
    .superRefine((tags, context) => {
      const message = (key: string) => context.addIssue({ code: 'custom', message: `oca.errors.${key}` })
      if (tags.length > LABELS_MAX) message('tagsMax')
      if (tags.some((tag) => tag.includes(',') || tag.includes('，'))) message('tagComma')
      if (tags.some((tag) => [...tag].length > TAG_LENGTH_MAX)) message('tagLength')
    }),
})

/** One numbered reminder line: an i18n key and its values. */
export interface OcaReminder {
  key: string
  values?: Record<string, string | number>
}

const CONDITION_OPERATOR_SIGN: Record<number, string> = { 1: '>', 2: '=', 3: '≥', 4: '<', 5: '≤', 6: '≠' }
/** i18next contexts of the condition messages: the operator in words ("more than 3 samples"). */
const CONDITION_OPERATOR_CONTEXT: Record<number, string> = { 1: 'greaterThan', 2: 'equal', 3: 'atLeast' }

export function conditionReminder(failure: ConditionFailure): OcaReminder {
  return {
    key: `oca.health.condition.${failure.condition}`,
    values: {
      item: failure.item,
      // The sign stands in for the operators the admin disables (4-6), which have no words.
      operator: CONDITION_OPERATOR_SIGN[failure.operator] ?? '?',
      ...(CONDITION_OPERATOR_CONTEXT[failure.operator]
        ? { context: CONDITION_OPERATOR_CONTEXT[failure.operator] }
        : {}),
      required: failure.required,
      actual: failure.actual,
    },
  }
}

export interface OcaFormValues {
  name: string
  comment: string
  tags: string[]
  groupSolutionId: string
  compareSolutionId: string
  filterSolutionId: string
  itemIds: number[]
  /** `<groupId>.<field key>` to the typed value. */
  params: Record<string, string>
}

export function readOcaForm(form: FormData): OcaFormValues {
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' ? value : ''
  }
  const params: Record<string, string> = {}
  for (const [key, value] of form.entries())
    if (key.startsWith('param.') && typeof value === 'string') params[key.slice('param.'.length)] = value
  return {
    name: text('name'),
    comment: text('comment'),
    tags: form.getAll('tag').filter((tag): tag is string => typeof tag === 'string'),
    groupSolutionId: text('groupSolutionId'),
    compareSolutionId: text('compareSolutionId'),
    filterSolutionId: text('filterSolutionId'),
    itemIds: form
      .getAll('item')
      .map((id) => Number(id))
      .filter((id) => Number.isSafeInteger(id)),
    params,
  }
}

export interface CheckedOcaForm {
  fieldErrors: Partial<Record<'name' | 'comment' | 'tags', string[]>>
  /** The numbered "friendly reminder": every health check that blocks the submit. */
  reminders: OcaReminder[]
  /** Items the server added because chosen ones depend on them (said, not blocking). */
  addedItems: string[]
  valid: boolean
  basic?: z.output<typeof ocaBasicInfoSchema>
  groupSolution?: GroupSolutionChoice
  compareSolution?: GroupSolutionChoice['compareSolutions'][number] | null
  filterSolution?: OcaFormOptions['filterSolutions'][number] | null
  items: { projectItemId: number; groupId: number; name: string }[]
  treeParams: Record<number, Record<string, unknown>>
}

/** A tree's parameter value from the form, checked against its field; undefined: invalid. */
function fieldValue(field: FormField, raw: string | undefined): unknown {
  const value = raw ?? (field.defaultValue === undefined ? '' : String(field.defaultValue))
  if (field.type === 'number') {
    if (value.trim() === '') return undefined
    const number = Number(value)
    if (!Number.isFinite(number)) return undefined
    if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max))
      return undefined
    return number
  }
  if (field.options) {
    const option = field.options.find((candidate) => String(candidate.value) === value)
    return option ? option.value : undefined
  }
  return value
}

/**
 * The server's check of the create form: basic info, the chosen solutions, the items (with their
 * dependencies added), each item's conditions against the chosen solution, the trees' parameters.
 */
export function checkOcaForm(values: OcaFormValues, options: OcaFormOptions): CheckedOcaForm {
  const basic = ocaBasicInfoSchema.safeParse({ name: values.name, comment: values.comment, tags: values.tags })
  const fieldErrors: CheckedOcaForm['fieldErrors'] = basic.success
    ? {}
    : (basic.error.flatten().fieldErrors as CheckedOcaForm['fieldErrors'])
  const reminders: OcaReminder[] = []

  const groupSolution = options.solutions.find((solution) => String(solution.id) === values.groupSolutionId)
  const compareSolution =
    groupSolution?.compareSolutions.find((compare) => String(compare.id) === values.compareSolutionId) ?? null
  for (const key of missingSolutionKeys({
    groupSolutionChosen: groupSolution !== undefined,
    compareRequired: options.compareRequired,
    compareSolutionChosen: compareSolution !== null,
  }))
    reminders.push({ key })

  const filterSolution =
    values.filterSolutionId === ''
      ? null
      : options.filterSolutions.find((solution) => String(solution.id) === values.filterSolutionId)
  if (filterSolution === undefined) reminders.push({ key: 'oca.health.filterSolutionGone' })

  const allItems = options.trees.flatMap((tree) => tree.items.map((item) => ({ ...item, groupId: tree.groupId })))
  const chosenTemplateIds = allItems
    .filter((item) => values.itemIds.includes(item.id))
    .map((item) => item.templateItemId)
  const { selected, added } = withDependencies(allItems, chosenTemplateIds)
  const selectedItems = allItems.filter((item) => selected.includes(item.templateItemId))
  if (selectedItems.length === 0) reminders.push({ key: 'oca.health.chooseItems' })
  if (groupSolution) {
    const counts = solutionCounts(groupSolution, compareSolution?.groups ?? null)
    for (const item of selectedItems)
      for (const failure of itemConditionFailures(item, counts)) reminders.push(conditionReminder(failure))
  }

  const treeParams: Record<number, Record<string, unknown>> = {}
  for (const tree of options.trees) {
    if (!selectedItems.some((item) => item.groupId === tree.groupId)) continue
    treeParams[tree.groupId] = {}
    for (const field of tree.paramsFields) {
      const value = fieldValue(field, values.params[`${tree.groupId}.${field.key}`])
      if (value === undefined) reminders.push({ key: 'oca.health.badParameter', values: { tree: tree.name } })
      else treeParams[tree.groupId][field.key] = value
    }
  }

  const valid = basic.success && reminders.length === 0
  return {
    fieldErrors,
    reminders,
    // Required items are always run (their locked boxes post nothing): only dependencies are worth saying.
    addedItems: allItems
      .filter((item) => added.includes(item.templateItemId) && !item.isQuickRequired)
      .map((item) => item.name),
    valid,
    basic: basic.success ? basic.data : undefined,
    groupSolution,
    compareSolution,
    filterSolution: filterSolution ?? null,
    items: selectedItems.map((item) => ({ projectItemId: item.id, groupId: item.groupId, name: item.name })),
    treeParams,
  }
}
