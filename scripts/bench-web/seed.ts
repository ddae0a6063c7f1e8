/**
 * The bench's data: the normal seed, 1,000 customers and 100,000 finished tool tasks spread over
 * them. The tasks are copies of real demo runs (run by the platform's own worker), so every task
 * page renders a real stored result.
 */
import path from 'node:path'
import { eq, inArray, isNotNull, sql } from 'drizzle-orm'

export const BENCH_USER_COUNT = 1000
export const BENCH_TASK_COUNT = 100_000
export const BENCH_PASSWORD = 'Bench#2026user'
/** The account the bench logs in as: it owns the real demo runs and its share of the copies. */
export const BENCH_OWNER_EMAIL = benchUserEmail(1)

export function benchUserEmail(index: number): string {
  return `bench-user-${String(index).padStart(4, '0')}@bench.example.com`
}

const BENCH_EMAIL_PATTERN = 'bench-user-%@bench.example.com'

/** Migrations, the queue's schema and the normal seed (all idempotent). */
export async function prepareDatabase(url: string): Promise<void> {
  const { applyMigrations } = await import('../../db/migrate')
  const { seedDatabase } = await import('../../db/seed')
  const { getDb } = await import('../../db/client')
  const { runMigrations } = await import('graphile-worker')
  await applyMigrations(url)
  await runMigrations({ connectionString: url })
  await seedDatabase(getDb())
}

export async function benchDataPresent(): Promise<boolean> {
  const { getSql } = await import('../../db/client')
  const [row] = await getSql()`
    select (select count(*) from users where email like ${BENCH_EMAIL_PATTERN})::int as users,
           (select count(*) from tool_tasks where task_number like 'B%')::int as tasks`
  return row.users >= BENCH_USER_COUNT && row.tasks >= BENCH_TASK_COUNT
}

/** 1,000 customer accounts sharing one password hash (hashed once: argon2 is slow on purpose). */
export async function seedBenchUsers(): Promise<void> {
  const { getSql } = await import('../../db/client')
  const { hashPassword } = await import('../../core/password.server')
  const hash = await hashPassword(BENCH_PASSWORD)
  await getSql().begin(async (sql) => {
    await sql`
      insert into users (email, first_name, last_name, institution, account_type)
      select format('bench-user-%s@bench.example.com', lpad(g::text, 4, '0')), 'Bench', 'User ' || g, 'Bench University', 0
      from generate_series(1, ${BENCH_USER_COUNT}::int) g
      where not exists (select 1 from users u where u.email = format('bench-user-%s@bench.example.com', lpad(g::text, 4, '0')))`
    await sql`
      insert into passwords (user_id, hash)
      select id, ${hash} from users where email like ${BENCH_EMAIL_PATTERN}
      on conflict do nothing`
    await sql`
      insert into user_roles (user_id, role_id)
      select u.id, r.id from users u cross join roles r
      where u.email like ${BENCH_EMAIL_PATTERN} and r.name = 'customer'
      on conflict do nothing`
    // A points history, so the balance in the header sums real rows.
    await sql`
      insert into points_ledger (user_id, delta, reason, created_at)
      select u.id, 5, 'check_in', now() - make_interval(days => d)
      from users u cross join generate_series(1, 10) d
      where u.email like ${BENCH_EMAIL_PATTERN}
        and not exists (select 1 from points_ledger l where l.user_id = u.id)`
  })
}

/**
 * Submits every runnable seeded tool's demo as the bench owner, through the same function the tool
 * page calls, and waits until the platform's worker has finished them all. Returns their task ids.
 */
export async function runDemoTasks(options: { timeoutMs: number; log: (line: string) => void }): Promise<number[]> {
  const { getDb } = await import('../../db/client')
  const { fileStorage } = await import('../../db/file-storage')
  const { toolTasks, tools } = await import('../../db/schema/tools')
  const { TOOL_TYPE } = await import('../../core/tools')
  const { TOOL_RUN_STATUS } = await import('../../core/tool-runs')
  const { users } = await import('../../db/schema/users')
  const { createToolTask } = await import('../../app/utils/tools/tool-tasks.server')
  const { isFinalToolRunStatus } = await import('../../core/tool-runs')
  const db = getDb()
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_OWNER_EMAIL))
  const seeded = await db
    .select({ id: tools.id, toolType: tools.toolType, demo: tools.demo })
    .from(tools)
    .where(isNotNull(tools.scriptClassName))
    .orderBy(tools.id)
  const runnable = seeded.filter(
    (tool) => tool.demo && tool.toolType !== TOOL_TYPE.hyperlink && tool.toolType !== TOOL_TYPE.jsTool,
  )
  const ids: number[] = []
  for (const tool of runnable) {
    const files: Record<string, { fileName: string; bytes: Uint8Array }> = {}
    for (const [key, storageKey] of Object.entries(tool.demo!.files)) {
      files[key] = { fileName: path.basename(storageKey), bytes: await fileStorage().get(storageKey) }
    }
    const { id } = await createToolTask({
      userId: owner.id,
      toolId: tool.id,
      params: tool.demo!.params,
      files,
      language: 'en',
    })
    ids.push(id)
  }
  options.log(`submitted ${ids.length} demo runs; waiting for the platform's worker`)
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const rows = await db.select({ status: toolTasks.status }).from(toolTasks).where(inArray(toolTasks.id, ids))
    if (rows.every((row) => isFinalToolRunStatus(row.status))) break
    if (Date.now() > deadline) throw new Error(`demo runs not finished after ${options.timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const succeeded = await db
    .select({ id: toolTasks.id })
    .from(toolTasks)
    .where(sql`${inArray(toolTasks.id, ids)} and ${toolTasks.status} = ${TOOL_RUN_STATUS.success}`)
  if (succeeded.length === 0) throw new Error('no demo run succeeded')
  options.log(`${succeeded.length} of ${ids.length} demo runs succeeded`)
  return succeeded.map((row) => row.id)
}

/**
 * 100,000 finished tasks, each a copy of one of the successful demo runs (its tool, parameters,
 * input keys and stored result), owned round-robin by the 1,000 bench users and created over the
 * past year, each with its run row (without a second copy of the result, which no page reads from
 * there: it would double the database's size). One statement each.
 */
export async function copyDemoTasks(demoTaskIds: number[]): Promise<void> {
  const { getSql } = await import('../../db/client')
  await getSql().begin(async (sql) => {
    await sql`
      with demos as (
        select row_number() over (order by id) - 1 as k, tool_id, script, params, language, data_files, result,
               ended_at - started_at as took
        from tool_tasks where id = any(${demoTaskIds}::int[])
      ),
      owners as (
        select row_number() over (order by id) - 1 as k, id from users where email like ${BENCH_EMAIL_PATTERN}
      )
      insert into tool_tasks (task_number, tool_id, user_id, status, script, params, language, data_files, result,
                              started_at, ended_at, created_at, updated_at)
      select 'B' || lpad(g::text, 9, '0'), d.tool_id, o.id, 800, d.script, d.params, d.language, d.data_files, d.result,
             t.created + interval '2 seconds', t.created + interval '2 seconds' + d.took, t.created, t.created + interval '2 seconds' + d.took
      from generate_series(1, ${BENCH_TASK_COUNT}::int) g
      cross join lateral (select now() - make_interval(mins => 5 * g) as created) t
      join demos d on d.k = g % ${demoTaskIds.length}::int
      join owners o on o.k = g % ${BENCH_USER_COUNT}::int`
    await sql`
      insert into tool_runs (run_number, tool_task_id, job_key, status, result, started_at, ended_at, created_at)
      select 'RB' || t.id, t.id, 'tool-task:' || t.id || ':1', t.status, null, t.started_at, t.ended_at, t.created_at
      from tool_tasks t
      where t.task_number like 'B%' and not exists (select 1 from tool_runs r where r.tool_task_id = t.id)`
  })
  await getSql().unsafe('vacuum analyze')
}
