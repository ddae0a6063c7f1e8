/**
 * `npm run bench:project-page`: the analysis project page's loader work (loadProjectPage: access
 * check, header, task summary, group menu, the open tools item with its runs and result, cloud
 * files) timed over 50 calls on a throwaway embedded Postgres holding 10,000 batches, about 1,000 of
 * them with groups, items, tasks and runs. Prints the median and p95 and exits non-zero when the
 * median is 100 ms or more (issue 9: under 100 ms with 10,000 batches).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const BATCHES = 10_000
const BATCHES_WITH_GROUPS = 1_000
const CUSTOMERS = 200
const CALLS = 50
const LIMIT_MS = 100

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]
}

async function main(): Promise<boolean> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-bench-project-page-'))
  process.env.FILE_STORAGE_DIR = path.join(root, 'files')

  const { startTestPostgres } = await import('../tests/setup/postgres')
  const { ensureDatabase } = await import('../db/ensure-database')
  const server = await startTestPostgres()
  let closeDb: (() => Promise<void>) | undefined
  try {
    await ensureDatabase(server.serverUrl, 'bench_project_page')
    const url = server.urlFor('bench_project_page')
    process.env.DATABASE_URL = url
    // The customer the timed page belongs to is a demo account; read before the environment is parsed.
    process.env.SEED_DEMO_ACCOUNTS = 'true'
    const { loadEnvironment } = await import('../core/env')
    loadEnvironment()
    const { applyMigrations } = await import('../db/migrate')
    const { seedDatabase } = await import('../db/seed')
    const { getDb, getSql, closeDatabaseConnections } = await import('../db/client')
    const { loadProjectPage } = await import('../app/utils/analysis/project-view.server')
    const { DEMO_ACCOUNTS } = await import('../db/seed/accounts')
    closeDb = closeDatabaseConnections
    await applyMigrations(url)
    await seedDatabase(getDb())
    const sql = getSql()

    const seedStarted = performance.now()
    const customerEmail = DEMO_ACCOUNTS.find((account) => account.role === 'customer')!.email
    const [{ id: customerId }] = await sql<{ id: number }[]>`select id from users where email = ${customerEmail}`
    const [{ id: workflowId }] = await sql<{ id: number }[]>`
      insert into workflows (title, title_en, is_active, is_publish) values ('基准流程', 'Bench workflow', true, true)
      returning id`
    const [{ id: toolId }] = await sql<
      { id: number }[]
    >`select id from tools where script_class_name = 'AlphaDiversity'`
    await sql`insert into users (email) select 'bench-' || n || '@example.com' from generate_series(1, ${CUSTOMERS - 1}) n`
    // Every 200th batch (and so 50 batches) belongs to the demo customer; the others to the bench customers.
    await sql`
      insert into orders (tracking_number, customer_id)
      select '80-BENCH' || n, case when n % ${CUSTOMERS} = 0 then ${customerId}
        else (select id from users where email = 'bench-' || (n % ${CUSTOMERS}) || '@example.com') end
      from generate_series(1, ${BATCHES}) n`
    await sql`
      insert into analysis_batches (id, order_id, workflow_id, customer_id, status, project_name, analysis_name,
        base_info, sample_info, created_at)
      select 'ABENCH' || n, o.id, ${workflowId}, o.customer_id, 2, 'Project ' || n, 'Analysis ' || n,
        '{"project_info": {"Platform": "Illumina", "Region": "16S V4"}}'::jsonb,
        '{"data": [["sample", "group"], ["S1", "a"], ["S2", "b"]]}'::jsonb,
        now() - (n || ' minutes')::interval
      from generate_series(1, ${BATCHES}) n join orders o on o.tracking_number = '80-BENCH' || n`
    // Groups of types 1, 2, 3, 6, 7 for about 1,000 batches (the demo customer's among them); 5 items in the tools group.
    await sql`
      insert into project_analysis_groups (analysis_id, group_name, group_type, sort, group_content_zh, group_content_en)
      select 'ABENCH' || n, 'Group ' || g.type, g.type, g.sort, '<p>内容</p>', '<p>Content</p>'
      from generate_series(1, ${BATCHES}) n
      cross join (values (1, 1), (2, 2), (3, 3), (6, 4), (7, 5)) g(type, sort)
      where n <= ${BATCHES_WITH_GROUPS - BATCHES / CUSTOMERS} or n % ${CUSTOMERS} = 0`
    await sql`
      insert into project_analysis_items (group_id, analysis_name, tool_id, sort)
      select g.id, 'Item ' || i, ${toolId}, i from project_analysis_groups g cross join generate_series(1, 5) i
      where g.group_type = 2`
    await sql`
      insert into analysis_tasks (analysis_id, project_item_id, task_name)
      select g.analysis_id, i.id, i.analysis_name
      from project_analysis_items i join project_analysis_groups g on g.id = i.group_id`
    const result = {
      charts: [],
      tables: [
        {
          id: 'alpha',
          title: 'Alpha diversity',
          columns: ['sample', 'shannon'],
          rows: Array.from({ length: 100 }, (_, i) => [`S${i}`, i / 10]),
          rowCount: 100,
          fileName: 'alpha.tsv',
        },
      ],
      notes: [],
      files: [],
    }
    await sql`
      insert into tool_tasks (task_number, tool_id, user_id, status, analysis_id, analysis_task_id, run_name, result)
      select 'TBENCH' || t.id || '-' || r, ${toolId}, b.customer_id, case r when 1 then 800 when 2 then 400 else 200 end,
        t.analysis_id, t.id, 'Run ' || r, case r when 1 then ${JSON.stringify(result)}::jsonb end
      from analysis_tasks t join analysis_batches b on b.id = t.analysis_id cross join generate_series(1, 3) r`
    await sql`analyze`
    const [counts] = await sql<{ batches: number; runs: number }[]>`
      select (select count(*)::int from analysis_batches) batches, (select count(*)::int from tool_tasks where analysis_id is not null) runs`
    const seedSeconds = (performance.now() - seedStarted) / 1000

    const analysisId = `ABENCH${CUSTOMERS * 10}`
    const [open] = await sql<{ groupId: number; itemId: number }[]>`
      select g.id "groupId", min(i.id) "itemId" from project_analysis_groups g
      join project_analysis_items i on i.group_id = g.id
      where g.analysis_id = ${analysisId} and g.group_type = 2 group by g.id`
    const user = {
      id: customerId,
      email: customerEmail,
      firstName: 'Wei',
      lastName: 'Li',
      accountType: 0,
      isInternal: false,
      permissions: [],
      balance: 0,
    }
    const query = { group: open.groupId, item: open.itemId }
    const first = await loadProjectPage(analysisId, user, query, 'zh', 'http://localhost')
    if (!first.found || !first.completed || first.body.pane?.kind !== 'tools' || !first.body.pane.run?.result)
      throw new Error('the benchmark project did not open its tools item with a result')
    const timings: number[] = []
    for (let call = 0; call < CALLS; call++) {
      const started = performance.now()
      await loadProjectPage(analysisId, user, query, 'zh', 'http://localhost')
      timings.push(performance.now() - started)
    }
    timings.sort((a, b) => a - b)
    const median = percentile(timings, 0.5)
    const p95 = percentile(timings, 0.95)
    console.log(
      `${counts.batches} batches, ${counts.runs} runs (seeded in ${seedSeconds.toFixed(1)} s); ` +
        `loadProjectPage over ${CALLS} calls: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (limit ${LIMIT_MS} ms)`,
    )
    return median < LIMIT_MS
  } finally {
    await closeDb?.()
    await server.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
