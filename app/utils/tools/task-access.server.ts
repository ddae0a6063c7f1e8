import { sql } from 'drizzle-orm'
import { toolTaskShares } from '#db/schema/tools'
import type { ToolTaskResource } from '#core/access-policy'
import type { SessionUser } from '../auth.server'

/** What the task rules read of the user. */
export type TaskViewer = Pick<SessionUser, 'id' | 'permissions'>

/** The accounts a task is shared with, selected beside a task for the access policy. */
// Drizzle leaves columns unqualified inside sql``, so the correlated subquery names them itself.
export const taskSharedWith = sql<
  number[]
>`coalesce((select array_agg(s.user_id) from ${toolTaskShares} s where s.tool_task_id = "tool_tasks"."id"), '{}')`

/** What the access policy reads of a task: its owner, who it is shared with, whether it runs in a project. */
export function taskResource(task: {
  userId: number | null
  analysisId: string | null
  sharedWith: number[]
}): ToolTaskResource {
  return { kind: 'toolTask', ownerId: task.userId, sharedWith: task.sharedWith, inProject: task.analysisId !== null }
}
