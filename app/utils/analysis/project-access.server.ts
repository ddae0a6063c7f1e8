import { and, eq, type SQL } from 'drizzle-orm'
import { getDb } from '#db/client'
import { analysisBatches, orders } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { workflows } from '#db/schema/workflows'
import { PERMISSIONS } from '#core/permissions'
import type { SessionUser } from '../auth.server'

/** A batch id as the schema allows it (`analysis_batches_id_check`), bounded so a long path is not a query. */
const BATCH_ID_PATTERN = /^A[0-9A-Za-z_-]{1,63}$/

export type ProjectViewer = Pick<SessionUser, 'id' | 'permissions'>

/** Staff holding the analysis-data permission may open any customer's project (spec 02 §6). */
export function seesEveryProject(user: Pick<SessionUser, 'permissions'>): boolean {
  return user.permissions.includes(PERMISSIONS.analysisProjectsData)
}

/** The batch's own customer, or anyone for staff who see every project. */
function viewableProject(user: ProjectViewer): SQL | undefined {
  return seesEveryProject(user) ? undefined : eq(analysisBatches.customerId, user.id)
}

/** Days before `expiresAt` during which a project is already view-only (spec 02 §9: the expiry helper adds 7 days). */
export const EXPIRY_WARNING_DAYS = 7

/** Why a project cannot be edited: a demo, expired, or expiring within EXPIRY_WARNING_DAYS; null when editable. */
export type ReadOnlyReason = 'demo' | 'expired' | 'expiring' | null

export function readOnlyReason(project: { isDemo: boolean; expiresAt: Date | null }, now = new Date()): ReadOnlyReason {
  if (project.isDemo) return 'demo'
  if (!project.expiresAt) return null
  if (project.expiresAt.getTime() <= now.getTime()) return 'expired'
  return project.expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_DAYS * 86_400_000 ? 'expiring' : null
}

/**
 * The batch row the project page's header shows, if this user may view it; null for a malformed
 * id, a missing batch and another customer's batch alike, so the page answers the same 404.
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
    .where(and(eq(analysisBatches.id, analysisId), viewableProject(user)))
  return row ?? null
}

export type ViewableProject = NonNullable<Awaited<ReturnType<typeof findViewableProject>>>
