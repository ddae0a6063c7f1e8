import { eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { analysisBatches, orders } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { can, type ProjectResource } from '#core/access-policy'
import type { SessionUser } from '../auth.server'

/** A batch id as the schema allows it (`analysis_batches_id_check`), bounded so a long path is not a query. */
const BATCH_ID_PATTERN = /^A[0-9A-Za-z_-]{1,63}$/

export type ProjectViewer = Pick<SessionUser, 'id' | 'permissions'>

// The rule lives in the access policy; pages and panels read it from here with the project they load.
export { readOnlyReason, type ReadOnlyReason } from '#core/access-policy'

/**
 * The batch row the project page's header shows, if this user may view it (`project:view`); null
 * for a malformed id, a missing batch and another customer's batch alike, so the page answers the
 * same 404.
 */
export async function findViewableProject(analysisId: string | undefined, user: ProjectViewer) {
  if (!analysisId || !BATCH_ID_PATTERN.test(analysisId)) return null
  const [row] = await getDb()
    .select({
      id: analysisBatches.id,
      status: analysisBatches.status,
      projectName: analysisBatches.projectName,
      analysisName: analysisBatches.analysisName,
      isDemo: analysisBatches.isDemo,
      labels: analysisBatches.labels,
      comments: analysisBatches.comments,
      baseInfo: analysisBatches.baseInfo,
      sampleInfo: analysisBatches.sampleInfo,
      expiresAt: analysisBatches.expiresAt,
      dataClearedAt: analysisBatches.dataClearedAt,
      createdAt: analysisBatches.createdAt,
      customerId: analysisBatches.customerId,
      workflowId: analysisBatches.workflowId,
      workflowTitle: workflows.title,
      workflowTitleEn: workflows.titleEn,
      workflowIcon: workflows.icon,
      trackingNumber: orders.trackingNumber,
      orderInstitution: orders.institution,
      customerEmail: users.email,
      customerFirstName: users.firstName,
      customerLastName: users.lastName,
      customerInstitution: users.institution,
    })
    .from(analysisBatches)
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .innerJoin(workflows, eq(workflows.id, analysisBatches.workflowId))
    .innerJoin(users, eq(users.id, analysisBatches.customerId))
    .where(eq(analysisBatches.id, analysisId))
  return row && can(user, 'project:view', projectResource(row)) ? row : null
}

export type ViewableProject = NonNullable<Awaited<ReturnType<typeof findViewableProject>>>

/** What the access policy reads of a project. */
export function projectResource(project: {
  customerId: number
  isDemo: boolean
  expiresAt: Date | null
  dataClearedAt: Date | null
}): ProjectResource {
  return {
    kind: 'project',
    customerId: project.customerId,
    isDemo: project.isDemo,
    expiresAt: project.expiresAt,
    dataClearedAt: project.dataClearedAt,
  }
}
