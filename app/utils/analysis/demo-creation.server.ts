import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { enqueue } from '#db/job-queue'
import { demoCreations } from '#db/schema/projects'
import { workflows } from '#db/schema/workflows'
import { DEMO_CREATION_STATUS } from '#core/projects'

/** Why Get samples was refused; each is a message key the page shows. */
export const DEMO_REFUSAL = {
  disabled: 'introduction.demo.disabled',
  noExample: 'introduction.demo.noExample',
} as const
export type DemoRefusal = (typeof DEMO_REFUSAL)[keyof typeof DEMO_REFUSAL]

const RUNNING = [DEMO_CREATION_STATUS.queued, DEMO_CREATION_STATUS.copying]

/**
 * Starts copying the workflow's example for the user (Get samples), or answers the creation the
 * user already has running for this workflow. The row and its job are written in one transaction;
 * a per-user advisory lock keeps two quick clicks from starting two copies.
 */
export async function startDemoCreation(
  userId: number,
  workflow: { id: number; disableDemo: boolean; exampleId: string | null },
): Promise<{ creationId: number } | { refused: DemoRefusal }> {
  if (workflow.disableDemo) return { refused: DEMO_REFUSAL.disabled }
  if (!workflow.exampleId) return { refused: DEMO_REFUSAL.noExample }
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-creation'), ${userId})`)
    const [running] = await tx
      .select({ id: demoCreations.id })
      .from(demoCreations)
      .where(
        and(
          eq(demoCreations.userId, userId),
          eq(demoCreations.workflowId, workflow.id),
          inArray(demoCreations.status, RUNNING),
        ),
      )
      .orderBy(desc(demoCreations.createdAt))
      .limit(1)
    if (running) return { creationId: running.id }
    const [created] = await tx
      .insert(demoCreations)
      .values({ userId, workflowId: workflow.id })
      .returning({ id: demoCreations.id })
    await enqueue(tx, 'create_demo_project', { creationId: created.id })
    return { creationId: created.id }
  })
}

export interface DemoCreationView {
  id: number
  workflowId: number
  status: number
  progress: number
  analysisId: string | null
  errorKey: string | null
}

/** The user's own creation of this workflow; another user's (or another workflow's) is none. */
export async function findDemoCreation(
  creationId: number,
  workflowId: number,
  userId: number,
): Promise<DemoCreationView | null> {
  const creation = await findOwnDemoCreation(creationId, userId)
  return creation?.workflowId === workflowId ? creation : null
}

/** The user's own creation; another user's is none. */
export async function findOwnDemoCreation(creationId: number, userId: number): Promise<DemoCreationView | null> {
  const [row] = await getDb()
    .select({
      id: demoCreations.id,
      workflowId: demoCreations.workflowId,
      status: demoCreations.status,
      progress: demoCreations.progress,
      analysisId: demoCreations.analysisId,
      errorKey: demoCreations.errorKey,
    })
    .from(demoCreations)
    .where(and(eq(demoCreations.id, creationId), eq(demoCreations.userId, userId)))
  return row ?? null
}

/** Marks a running creation cancelled; the job stops at its next step and removes what it copied. */
export async function cancelDemoCreation(creationId: number, userId: number): Promise<boolean> {
  const rows = await getDb()
    .update(demoCreations)
    .set({ status: DEMO_CREATION_STATUS.cancelled, updatedAt: sql`now()` })
    .where(
      and(eq(demoCreations.id, creationId), eq(demoCreations.userId, userId), inArray(demoCreations.status, RUNNING)),
    )
    .returning({ id: demoCreations.id })
  return rows.length > 0
}

/** What Get samples needs to know of a workflow customers may see. */
export async function demoSettingsOf(workflowId: number) {
  const [row] = await getDb()
    .select({ id: workflows.id, disableDemo: workflows.disableDemo, exampleId: workflows.exampleId })
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), eq(workflows.isActive, true), eq(workflows.isPublish, true)))
  return row ?? null
}
