import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#db/client'
import { analysisBatches } from '#db/schema/projects'
import { COMMENT_MAX, LABELS_MAX } from '#core/projects'
import { refusal } from '#core/access-policy'
import {
  findViewableProject,
  projectResource,
  readOnlyReason,
  type ProjectViewer,
  type ReadOnlyReason,
  type ViewableProject,
} from './project-access.server'

/** Label length limit (spec 01 §5, spec 02 §9: 1 to 10 characters). */
export const LABEL_LENGTH_MAX = 10

/** The i18next keys of the label and comment messages (spec 02 §5, §8). */
export const PROJECT_EDIT_MESSAGES = {
  labelMax: 'project.messages.LabelMax',
  labelNoComma: 'project.messages.LabelNoComma',
  labelLengthMax: 'project.messages.LabelLengthMax',
  commentMax: 'project.messages.CommentMax',
} as const

/**
 * The labels form: one input per label (the current ones and an empty one to add); emptied inputs
 * are ignored, so clearing a label removes it. Errors are i18next keys.
 */
export const labelsSchema = z.object({
  label: z
    .array(z.string())
    .default([])
    .transform((labels) => labels.map((label) => label.trim()).filter((label) => label !== ''))
    .superRefine((labels, context) => {
      if (labels.some((label) => label.includes(',') || label.includes('，')))
        context.addIssue({ code: 'custom', message: PROJECT_EDIT_MESSAGES.labelNoComma })
      else if (labels.some((label) => [...label].length > LABEL_LENGTH_MAX))
        context.addIssue({ code: 'custom', message: PROJECT_EDIT_MESSAGES.labelLengthMax })
      else if (labels.length > LABELS_MAX) context.addIssue({ code: 'custom', message: PROJECT_EDIT_MESSAGES.labelMax })
    }),
})

/** The comment form: empty or up to COMMENT_MAX characters. */
export const commentSchema = z.object({
  comment: z
    .string()
    .default('')
    .transform((comment) => comment.trim())
    .refine((comment) => [...comment].length <= COMMENT_MAX, PROJECT_EDIT_MESSAGES.commentMax),
})

/** Reads the labels form's values (FormData repeats `label`). */
export function parseLabelsForm(form: FormData) {
  return labelsSchema.safeParse({ label: form.getAll('label').filter((value) => typeof value === 'string') })
}

export function parseCommentForm(form: FormData) {
  const comment = form.get('comment')
  return commentSchema.safeParse({ comment: typeof comment === 'string' ? comment : '' })
}

export class ProjectNotEditable extends Error {
  constructor(readonly reason: 'notFound' | NonNullable<ReadOnlyReason>) {
    super(`project not editable: ${reason}`)
  }
}

/**
 * The project if the user may do `action` to it (core/access-policy.ts); otherwise throws
 * ProjectNotEditable: `notFound` for a missing project and another customer's alike, else why it is
 * read-only.
 */
export async function findEditableProject(
  analysisId: string,
  user: ProjectViewer,
  action: 'project:edit' | 'project:editTooling',
): Promise<ViewableProject> {
  const project = await findViewableProject(analysisId, user)
  if (!project) throw new ProjectNotEditable('notFound')
  const why = refusal(user, action, projectResource(project))
  if (!why) return project
  const reason = readOnlyReason(project)
  // A refusal the policy gives for no read-only reason stays as private as another customer's project.
  throw new ProjectNotEditable(why === 'forbidden' && reason ? reason : 'notFound')
}

/**
 * Saves labels or the comment of a project the user may view and that is editable (not a demo,
 * not expired or about to expire); otherwise throws ProjectNotEditable.
 */
export async function updateProjectNotes(
  analysisId: string,
  user: ProjectViewer,
  change: { labels: string[] } | { comments: string },
): Promise<void> {
  const project = await findEditableProject(analysisId, user, 'project:edit')
  await getDb()
    .update(analysisBatches)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(analysisBatches.id, project.id))
}

/** The message a read-only project's refusal shows (a demo, data cleared, or expired / expiring). */
export function readOnlyMessageKey(reason: NonNullable<ReadOnlyReason>): string {
  if (reason === 'demo') return 'project.messages.readOnlyDemo'
  return reason === 'cleared' ? 'expiry.readOnlyCleared' : 'project.messages.readOnlyExpired'
}
