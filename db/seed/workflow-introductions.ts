import { and, eq, isNull } from 'drizzle-orm'
import { RESOURCE_KIND } from '../../core/language-resources'
import type { Database } from '../client'
import { languageResources } from '../schema/i18n'
import { workflows } from '../schema/workflows'
import { MICROBIAL_DIVERSITY_INTRODUCTION } from './introductions/microbial-diversity'
import { RNA_SEQ_INTRODUCTION } from './introductions/rna-seq'
import { SEEDED_WORKFLOWS } from './workflows'

/** The seeded workflows that come with an introduction, by their seeded Chinese title. */
const INTRODUCTIONS = [
  { title: SEEDED_WORKFLOWS[0].title, content: MICROBIAL_DIVERSITY_INTRODUCTION },
  { title: SEEDED_WORKFLOWS[4].title, content: RNA_SEQ_INTRODUCTION },
]

/** The rich-text resource key of a workflow's introduction. */
export function workflowIntroductionKey(workflowId: number): string {
  return `workflow.introduction.${workflowId}`
}

/**
 * Gives the seeded microbial diversity and RNA-seq workflows their introductions. Idempotent, and
 * staff own the text afterwards: a workflow that already links an introduction (or whose resource
 * exists) keeps it.
 */
export async function seedWorkflowIntroductions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { title, content } of INTRODUCTIONS) {
      const [workflow] = await tx
        .select({ id: workflows.id })
        .from(workflows)
        .where(and(eq(workflows.title, title), isNull(workflows.introductionContentId)))
        .limit(1)
      if (!workflow) continue
      const resourceKey = workflowIntroductionKey(workflow.id)
      await tx
        .insert(languageResources)
        .values({ resourceKey, kind: RESOURCE_KIND.richText, hostId: String(workflow.id), ...content })
        .onConflictDoNothing()
      const [resource] = await tx
        .select({ id: languageResources.id })
        .from(languageResources)
        .where(and(eq(languageResources.resourceKey, resourceKey), eq(languageResources.kind, RESOURCE_KIND.richText)))
      await tx
        .update(workflows)
        .set({ introductionContentId: resource.id })
        .where(and(eq(workflows.id, workflow.id), isNull(workflows.introductionContentId)))
    }
  })
}
