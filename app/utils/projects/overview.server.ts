import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { storedFiles } from '#db/schema/files'
import { analysisBatches, orders } from '#db/schema/projects'
import { toolTasks } from '#db/schema/tools'
import { users } from '#db/schema/users'
import { ANALYSIS_STATUS } from '#core/projects'
import { TOOL_RUN_STATUS } from '#core/tool-runs'

export const RUN_BUCKETS = ['queued', 'running', 'success', 'failed'] as const
export type RunBucket = (typeof RUN_BUCKETS)[number]
type RunCounts = Record<RunBucket, number>

/** How many recent batches the overview links to. */
export const RECENT_BATCH_COUNT = 5

// A run's status read as what the user cares about: waiting, running, or its outcome.
const runBucket = sql<RunBucket>`case
  when ${toolTasks.status} in (${TOOL_RUN_STATUS.init}, ${TOOL_RUN_STATUS.queueing}) then 'queued'
  when ${toolTasks.status} in (${TOOL_RUN_STATUS.running}, ${TOOL_RUN_STATUS.processing}) then 'running'
  when ${toolTasks.status} in (${TOOL_RUN_STATUS.error}, ${TOOL_RUN_STATUS.completedWithError}) then 'failed'
  else 'success' end`

const noRuns = (): RunCounts => ({ queued: 0, running: 0, success: 0, failed: 0 })

/**
 * The project centre's summary for one user, in four grouped queries run together: batches by status
 * (and demos), runs by outcome (stand-alone tool tasks and the runs in the user's projects), storage
 * used against the limit, and the newest batches.
 */
export async function projectCentreOverview(userId: number) {
  const db = getDb()
  const inProject = sql<boolean>`${toolTasks.analysisId} is not null`
  const [batchRows, runRows, [storage], recent] = await Promise.all([
    db
      .select({
        status: analysisBatches.status,
        batches: sql<number>`count(*)::int`,
        demos: sql<number>`(count(*) filter (where ${analysisBatches.isDemo}))::int`,
      })
      .from(analysisBatches)
      .where(eq(analysisBatches.customerId, userId))
      .groupBy(analysisBatches.status),
    db
      .select({ inProject, bucket: runBucket, runs: sql<number>`count(*)::int` })
      .from(toolTasks)
      .leftJoin(analysisBatches, eq(analysisBatches.id, toolTasks.analysisId))
      // A project's runs are the project owner's, whoever started them.
      .where(
        or(and(isNull(toolTasks.analysisId), eq(toolTasks.userId, userId)), eq(analysisBatches.customerId, userId)),
      )
      // By position: the bucket's parameters would differ between select and group by.
      .groupBy(sql`1`, sql`2`),
    db
      .select({
        limitMb: users.storageLimitMb,
        usedBytes:
          sql<number>`(select coalesce(sum(${storedFiles.sizeBytes}), 0) from ${storedFiles} where ${storedFiles.ownerId} = ${userId})::bigint`.mapWith(
            Number,
          ),
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({
        id: analysisBatches.id,
        analysisName: analysisBatches.analysisName,
        status: analysisBatches.status,
        trackingNumber: orders.trackingNumber,
        createdAt: analysisBatches.createdAt,
      })
      .from(analysisBatches)
      .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
      .where(eq(analysisBatches.customerId, userId))
      .orderBy(desc(analysisBatches.createdAt), desc(analysisBatches.id))
      .limit(RECENT_BATCH_COUNT),
  ])
  const batchesByStatus = Object.fromEntries(Object.values(ANALYSIS_STATUS).map((status) => [status, 0])) as Record<
    number,
    number
  >
  for (const row of batchRows) batchesByStatus[row.status] = row.batches
  const runs = { tool: noRuns(), project: noRuns() }
  for (const row of runRows) runs[row.inProject ? 'project' : 'tool'][row.bucket] = row.runs
  return {
    batches: {
      total: batchRows.reduce((sum, row) => sum + row.batches, 0),
      demos: batchRows.reduce((sum, row) => sum + row.demos, 0),
      byStatus: batchesByStatus,
    },
    runs,
    storage: { usedBytes: storage?.usedBytes ?? 0, limitBytes: (storage?.limitMb ?? 0) * 1024 * 1024 },
    recent,
  }
}
