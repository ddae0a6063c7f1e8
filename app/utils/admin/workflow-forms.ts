import { z } from 'zod'

/*
 * The forms of the workflow administration (spec 02 §3, §5), one Zod schema each, shared by Conform
 * in the browser and the actions on the server. Messages are i18next keys of `adminWorkflows`.
 */

/** Spec 02 §5 / §9: points 0-10000, sort 1-10000 (default 999). */
export const WORKFLOW_POINTS_MAX = 10_000
export const WORKFLOW_SORT_MAX = 10_000
export const WORKFLOW_SORT_DEFAULT = 999
/** Spec 02 §5: a new workflow is new, inactive, not to release, in category 1. */
export const NEW_WORKFLOW_DEFAULTS = {
  categoryId: 1,
  isNew: true,
  isActive: false,
  isToRelease: false,
  disableDemo: false,
  integralAmount: 0,
  sort: WORKFLOW_SORT_DEFAULT,
} as const

const text = (max: number) => z.string().trim().max(max, 'adminWorkflows.errors.tooLong').default('')

export const workflowFormSchema = z.object({
  categoryId: z.number({
    required_error: 'adminWorkflows.errors.categoryRequired',
    invalid_type_error: 'adminWorkflows.errors.categoryRequired',
  }),
  title: z
    .string({ required_error: 'adminWorkflows.errors.titleRequired' })
    .trim()
    .min(1, 'adminWorkflows.errors.titleRequired')
    .max(200, 'adminWorkflows.errors.tooLong'),
  titleEn: text(200),
  description: text(2000),
  descriptionEn: text(2000),
  icon: text(500),
  /** Comma-separated, as the spec's `labels`. */
  labels: text(500),
  integralAmount: z
    .number({ invalid_type_error: 'adminWorkflows.errors.points' })
    .int('adminWorkflows.errors.points')
    .min(0, 'adminWorkflows.errors.points')
    .max(WORKFLOW_POINTS_MAX, 'adminWorkflows.errors.points')
    .default(0),
  sort: z
    .number({ invalid_type_error: 'adminWorkflows.errors.sort' })
    .int('adminWorkflows.errors.sort')
    .min(1, 'adminWorkflows.errors.sort')
    .max(WORKFLOW_SORT_MAX, 'adminWorkflows.errors.sort')
    .default(WORKFLOW_SORT_DEFAULT),
  isNew: z.boolean().default(false),
  disableDemo: z.boolean().default(false),
  isActive: z.boolean().default(false),
  isToRelease: z.boolean().default(false),
})
export type WorkflowForm = z.output<typeof workflowFormSchema>

/** The labels of the comma string: trimmed, empty ones dropped, each once. */
export function labelList(labels: string): string[] {
  return [
    ...new Set(
      labels
        .split(/[,，]/)
        .map((label) => label.trim())
        .filter(Boolean),
    ),
  ]
}

/** Largest value of a Postgres integer: the highest id a copy may be given. */
const MAX_ID = 2_147_483_647

/** Spec 02 §3 copy form: oldId, newId, title, description. */
export const copyFormSchema = z.object({
  oldId: z.number().int().min(1),
  newId: z
    .number({ required_error: 'adminWorkflows.errors.newId', invalid_type_error: 'adminWorkflows.errors.newId' })
    .int('adminWorkflows.errors.newId')
    .min(1, 'adminWorkflows.errors.newId')
    .max(MAX_ID, 'adminWorkflows.errors.newId'),
  title: z
    .string({ required_error: 'adminWorkflows.errors.titleRequired' })
    .trim()
    .min(1, 'adminWorkflows.errors.titleRequired')
    .max(200, 'adminWorkflows.errors.tooLong'),
  description: text(2000),
})
export type CopyForm = z.output<typeof copyFormSchema>
