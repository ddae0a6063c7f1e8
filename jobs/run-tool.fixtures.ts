import { eq, sql } from 'drizzle-orm'
import { getDb } from '../db/client'
import { TOOL_PUBLISH_STATUS } from '../core/tools'
import { tools } from '../db/schema/tools'
import { users } from '../db/schema/users'

/** Test support for tool tasks: a tool row, the seeded users, the queued jobs. */
export async function insertTestTool(scriptClassName: string, title = `Test tool ${scriptClassName}`): Promise<number> {
  const [tool] = await getDb()
    .insert(tools)
    .values({
      title,
      titleEn: title,
      description: 'A tool for tests',
      scriptClassName,
      publishStatus: TOOL_PUBLISH_STATUS.published,
      script: 'test',
    })
    .returning({ id: tools.id })
  return tool.id
}

export async function userIdByEmail(email: string): Promise<number> {
  const [user] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
  if (!user) throw new Error(`no seeded user ${email}`)
  return user.id
}

export async function queuedRunToolJobs(taskId: number): Promise<{ key: string; payload: unknown }[]> {
  return getDb().execute<{ key: string; payload: unknown }>(
    // The public `jobs` view leaves the payload out; the private table has it.
    sql`select j.key, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = 'run_tool' and j.key = ${`tool-task:${taskId}`}`,
  )
}
