import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../client'
import { workflows } from '../schema/workflows'
import { MICROBIAL_DIVERSITY_INTRODUCTION } from './introductions/microbial-diversity'
import { RNA_SEQ_INTRODUCTION } from './introductions/rna-seq'
import { type RichTextEntry, richTextTable } from './rich-texts'
import { SEED_KIND, seedRows } from './seeded-content'
import { findSeededWorkflow } from './workflows'

/** The seeded workflows that come with an introduction, by workflow code. */
const INTRODUCTIONS = [
  { workflowCode: 'microbial-diversity', content: MICROBIAL_DIVERSITY_INTRODUCTION },
  { workflowCode: 'rna-seq', content: RNA_SEQ_INTRODUCTION },
] as const

/** The rich-text resource key of a workflow's introduction. */
export function workflowIntroductionKey(workflowId: number): string {
  return `workflow.introduction.${workflowId}`
}

/**
 * Gives the seeded microbial diversity and RNA-seq workflows their introductions, inserted once and
 * following later releases while staff have not edited them. A workflow staff pointed at a text of
 * their own keeps it: the seeded text is linked only to a workflow that links none.
 */
export async function seedWorkflowIntroductions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const entries: (RichTextEntry & { workflowId: number })[] = []
    for (const { workflowCode, content } of INTRODUCTIONS) {
      const workflow = await findSeededWorkflow(tx, workflowCode)
      if (workflow)
        entries.push({
          key: workflowCode,
          workflowId: workflow.id,
          resourceKey: workflowIntroductionKey(workflow.id),
          hostId: String(workflow.id),
          content,
        })
    }
    const texts = richTextTable<(typeof entries)[number]>(SEED_KIND.workflowIntroduction, false)
    const results = await seedRows(
      tx,
      {
        ...texts,
        // Earlier releases linked a new text to a workflow that had none; one that has another has staff's.
        async findUnrecorded(tx, entry) {
          const seeded = await texts.findUnrecorded!(tx, entry)
          if (seeded !== undefined) return seeded
          const [workflow] = await tx
            .select({ contentId: workflows.introductionContentId })
            .from(workflows)
            .where(eq(workflows.id, entry.workflowId))
          return workflow.contentId === null ? undefined : null
        },
      },
      entries,
    )
    for (const { key, workflowId } of entries) {
      const result = results.get(key)
      if (result?.outcome !== 'inserted') continue
      await tx
        .update(workflows)
        .set({ introductionContentId: result.rowId })
        .where(and(eq(workflows.id, workflowId), isNull(workflows.introductionContentId)))
    }
  })
}
