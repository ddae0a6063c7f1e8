import { parseWithZod } from '@conform-to/zod'
import { and, asc, eq, exists, sql } from 'drizzle-orm'
import { z } from 'zod'
import { inLanguage, type Language } from '#core/language'
import { can } from '#core/access-policy'
import { COMMENT_MAX, type DatasetRole } from '#core/projects'
import { ADDITIONAL_MODULE } from '#core/workflows'
import { createAnalysisBatch } from '#db/analysis-batches'
import { getDb } from '#db/client'
import type { FileStorage } from '#db/file-storage'
import { orders } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { workflowAnalysisGroups, workflows } from '#db/schema/workflows'
import type { SessionUser } from '~/utils/auth.server'
import type { Translate } from '~/utils/tools/tool-form'
import type { UploadedDataFile } from '~/utils/tools/uploads.server'
import {
  canCompare,
  checkComparePairs,
  groupSchemeOf,
  hasMetadataColumns,
  UNGROUPED,
  type ComparePair,
  type GroupScheme,
} from './sample-groups'
import { discardStagedDataset, readStagedFiles, type StagedDataset } from './new-dataset-files.server'

/** Project name length (issue 9: 1-50 characters, like the spec's other project names). */
export const PROJECT_NAME_MAX = 50

/** A workflow a dataset can be created for: published, with a project template to copy. */
export interface DatasetWorkflow {
  id: number
  title: string
  /** Its template has a group with the compare_solution module: section 02 asks for a compare solution. */
  needsCompare: boolean
  additionalModules: string[]
}

export async function datasetWorkflows(language: Language): Promise<DatasetWorkflow[]> {
  const rows = await getDb()
    .select({
      id: workflows.id,
      title: workflows.title,
      titleEn: workflows.titleEn,
      // Written out with the outer table named: drizzle leaves columns unqualified in a selection,
      // which inside this subquery would resolve to the groups' own columns.
      modules: sql<string[]>`coalesce((
        select array_agg(distinct module) from workflow_analysis_groups g, unnest(g.additional_modules) as module
        where g.workflow_id = "workflows"."id" and g.is_active
      ), '{}')`,
    })
    .from(workflows)
    .where(
      and(
        eq(workflows.isActive, true),
        eq(workflows.isPublish, true),
        exists(
          getDb()
            .select({ one: sql`1` })
            .from(workflowAnalysisGroups)
            .where(and(eq(workflowAnalysisGroups.workflowId, workflows.id), eq(workflowAnalysisGroups.isActive, true))),
        ),
      ),
    )
    .orderBy(asc(workflows.sort), asc(workflows.id))
  return rows.map((row) => ({
    id: row.id,
    title: inLanguage(language, row.title, row.titleEn),
    needsCompare: row.modules.includes(ADDITIONAL_MODULE.compareSolution),
    additionalModules: row.modules,
  }))
}

/** The basic-info fields both steps carry (spec 03 §2.2), and the staff-only customer and order. */
export function basicInfoSchema(t: Translate, workflowIds: readonly number[], forCustomers: boolean) {
  return z.object({
    workflowId: z.coerce
      .number({ invalid_type_error: t('newDataset.errors.workflowRequired') })
      .int()
      .refine((id) => workflowIds.includes(id), t('newDataset.errors.workflowRequired')),
    projectName: z
      .string({ required_error: t('newDataset.errors.projectNameLength', { max: PROJECT_NAME_MAX }) })
      .trim()
      .min(1, t('newDataset.errors.projectNameLength', { max: PROJECT_NAME_MAX }))
      .max(PROJECT_NAME_MAX, t('newDataset.errors.projectNameLength', { max: PROJECT_NAME_MAX })),
    comment: z
      .string()
      .trim()
      .max(COMMENT_MAX, t('newDataset.errors.commentTooLong', { max: COMMENT_MAX }))
      .default(''),
    customerEmail: forCustomers
      ? z
          .string({ required_error: t('newDataset.errors.customerRequired') })
          .trim()
          .toLowerCase()
          .email(t('newDataset.errors.customerRequired'))
          .max(254)
      : z.undefined({ invalid_type_error: t('newDataset.errors.customerNotYours') }).optional(),
    trackingNumber: forCustomers
      ? z
          .string()
          .trim()
          .regex(/^80-[A-Za-z0-9-]{1,40}$/, t('newDataset.errors.trackingNumberFormat'))
          .optional()
      : z.undefined({ invalid_type_error: t('newDataset.errors.customerNotYours') }).optional(),
  })
}

export type BasicInfo = z.output<ReturnType<typeof basicInfoSchema>>

/** Form field values as posted, echoed back so nothing the user typed is lost on an error. */
export type FormValues = Record<string, string>

export function echoValues(form: FormData, names: readonly string[]): FormValues {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]))
}

export const BASIC_INFO_FIELDS = ['workflowId', 'projectName', 'comment', 'customerEmail', 'trackingNumber'] as const

export type FieldErrors = Record<string, string[]>

/**
 * Checks the basic info, then (staff) that the customer account exists and the order is theirs.
 * Returns the customer and order to create for, or the errors by field.
 */
export async function checkBasicInfo(
  t: Translate,
  form: FormData,
  user: SessionUser,
  workflowIds: readonly number[],
): Promise<
  { ok: true; info: BasicInfo; customerId: number; trackingNumber?: string } | { ok: false; errors: FieldErrors }
> {
  // Staff who may create for a customer's order name the customer; everyone else creates for themself.
  const forCustomers = can(user, 'project:createForCustomer', null)
  const submission = parseWithZod(form, { schema: basicInfoSchema(t, workflowIds, forCustomers) })
  if (submission.status !== 'success') {
    const errors: FieldErrors = {}
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages) errors[name] = messages
    return { ok: false, errors }
  }
  const info = submission.value
  if (!forCustomers || !info.customerEmail) return { ok: true, info, customerId: user.id }
  const [customer] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${info.customerEmail}`, eq(users.isActive, true)))
  if (!customer) return { ok: false, errors: { customerEmail: [t('newDataset.errors.customerUnknown')] } }
  if (!info.trackingNumber) return { ok: true, info, customerId: customer.id }
  const [order] = await getDb()
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.trackingNumber, info.trackingNumber))
  if (!order || order.customerId !== customer.id)
    return { ok: false, errors: { trackingNumber: [t('newDataset.errors.orderNotOfCustomer')] } }
  return { ok: true, info, customerId: customer.id, trackingNumber: info.trackingNumber }
}

/** Section 02 as posted: the grouping column and the compare rows (`compareControl`/`compareTreatment`, in order). */
export interface GroupingInput {
  groupColumn: string
  compareRows: ComparePair[]
}

export const MAX_COMPARE_ROWS = 50

export function readGroupingInput(form: FormData): GroupingInput {
  const controls = form.getAll('compareControl').map(String)
  const treatments = form.getAll('compareTreatment').map(String)
  const rowCount = Math.min(MAX_COMPARE_ROWS, Math.max(controls.length, treatments.length))
  return {
    groupColumn: String(form.get('groupColumn') ?? '').trim(),
    compareRows: Array.from({ length: rowCount }, (_, i) => ({
      control: controls[i] ?? '',
      treatment: treatments[i] ?? '',
    })),
  }
}

export interface GroupingCheck {
  scheme: GroupScheme | null
  errors: FieldErrors
  pairs: ComparePair[]
}

/**
 * Section 02: a column of the sample info table must be chosen (请选择分组) whose values make at
 * least one group; a sample info table without metadata columns makes a dataset without groups,
 * which is a normal first upload. The compare solution (compare_solution module) is asked for only
 * when there are two groups to compare, and must then pass spec 03 §5; with fewer the dataset is
 * created without one (the group comparisons are skipped with the reason on their runs).
 * Compare problems are reported under `compare` (the whole list) and `compare.<row>`.
 */
export function checkGrouping(
  t: Translate,
  sampleInfo: string[][],
  input: GroupingInput,
  needsCompare: boolean,
): GroupingCheck {
  const errors: FieldErrors = {}
  if (!hasMetadataColumns(sampleInfo)) return { scheme: UNGROUPED, errors, pairs: [] }
  const scheme = input.groupColumn ? groupSchemeOf(sampleInfo, input.groupColumn) : null
  if (!scheme) return { scheme, errors: { groupColumn: [t('newDataset.groups.chooseColumn')] }, pairs: [] }
  if (scheme.groups.length === 0) errors.groupColumn = [t('newDataset.groups.noGroups')]
  if (!needsCompare || !canCompare(scheme)) return { scheme, errors, pairs: [] }
  const compare = checkComparePairs(
    scheme.groups.map((group) => group.name),
    input.compareRows,
  )
  if (compare.ok) return { scheme, errors, pairs: compare.pairs }
  for (const { row, problem } of compare.problems)
    (errors[row < 0 ? 'compare' : `compare.${row}`] ??= []).push(t(`newDataset.compare.${problem}`))
  return { scheme, errors, pairs: [] }
}

/**
 * Creates the batch from the staged files: the default group solution is the scheme's groups
 * (samples with a missing value left out), the default compare solution the pairs. The
 * staging slot is emptied once the batch holds its own copy of the files.
 */
export async function createBatchFromStaged(options: {
  storage: FileStorage
  user: SessionUser
  staged: StagedDataset
  customerId: number
  trackingNumber?: string
  info: BasicInfo
  workflow: DatasetWorkflow
  groupColumn: string
  scheme: GroupScheme
  pairs: ComparePair[]
}): Promise<{ analysisId: string; trackingNumber: string }> {
  const { storage, user, staged, info, workflow } = options
  const files = (await readStagedFiles(storage, user.id, staged)) as Partial<Record<DatasetRole, UploadedDataFile>>
  const created = await createAnalysisBatch(
    {
      workflowId: workflow.id,
      customerId: options.customerId,
      trackingNumber: options.trackingNumber,
      projectName: info.projectName,
      comments: info.comment,
      groupColumn: hasMetadataColumns(staged.summary.sampleInfo) ? options.groupColumn : null,
      sampleInfo: { data: staged.summary.sampleInfo },
      additionalModules: workflow.additionalModules,
      groups: options.scheme.groups,
      compareGroups: workflow.needsCompare ? options.pairs.map((pair) => [pair.control, pair.treatment]) : undefined,
      files,
    },
    storage,
  )
  await discardStagedDataset(storage, user.id)
  return created
}
