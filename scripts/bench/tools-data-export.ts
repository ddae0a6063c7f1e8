/**
 * `npm run bench:tools-data-export`: the tool-data desk's exports (export-all-tool-project-records as
 * CSV and XLSX) of 100,000 tool tasks on a throwaway embedded Postgres, each timed and its peak
 * resident-memory growth over the idle process sampled every 10 ms. Exits non-zero when an export
 * takes 30 s or more or grows the process by 150 MB or more (issue 21: "in seconds and in bounded
 * memory"); the figures hardly change with the row count because rows stream from a cursor.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'

const TASKS = Number(process.env.BENCH_TASKS ?? 100_000)
const CUSTOMERS = 1_000
const LIMIT_SECONDS = 30
const LIMIT_GROWTH_MB = 150

const MB = 1024 * 1024

async function main(): Promise<boolean> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-bench-tools-data-export-'))
  process.env.FILE_STORAGE_DIR = path.join(root, 'files')

  const { startTestPostgres } = await import('../../tests/setup/postgres')
  const { ensureDatabase } = await import('../../db/ensure-database')
  const server = await startTestPostgres()
  let closeDb: (() => Promise<void>) | undefined
  try {
    await ensureDatabase(server.serverUrl, 'bench_tools_data_export')
    const url = server.urlFor('bench_tools_data_export')
    process.env.DATABASE_URL = url
    const { loadEnvironment } = await import('../../core/env')
    loadEnvironment()
    const { applyMigrations } = await import('../../db/migrate')
    const { seedDatabase } = await import('../../db/seed')
    const { getDb, getSql, closeDatabaseConnections } = await import('../../db/client')
    const { toolTaskDeskWhere } = await import('../../app/utils/tools-data/tool-task-desk.server')
    const { EXPORT_COLUMNS, writeToolTaskExport } = await import('../../app/utils/tools-data/tool-task-export.server')
    closeDb = closeDatabaseConnections
    await applyMigrations(url)
    await seedDatabase(getDb())
    const sql = getSql()

    const seedStarted = performance.now()
    await sql`insert into users (email, first_name, last_name)
      select 'bench-' || n || '@example.com', '客户' || n, 'Bench' from generate_series(1, ${CUSTOMERS}) n`
    // Spread over the seeded tools, with parameters, some failures with an error message, and a formula-like value.
    await sql`
      insert into tool_tasks (task_number, tool_id, user_id, status, params, error_code, error_log,
        started_at, ended_at, created_at)
      select 'TBENCH' || lpad(n::text, 7, '0'),
        tool_ids[n % cardinality(tool_ids) + 1],
        customer_ids[n % cardinality(customer_ids) + 1],
        case when n % 10 = 0 then 400 else 800 end,
        jsonb_build_object('top', n % 50, 'title', case when n % 97 = 0 then '=1+1' else '样本 ' || n end,
          'colors', '["#1f77b4","#ff7f0e"]'),
        case when n % 10 = 0 then '1004' end,
        case when n % 10 = 0 then 'The table has fewer than 3 numeric columns' end,
        now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval + interval '20 seconds',
        now() - (n || ' minutes')::interval
      from generate_series(1, ${TASKS}) n,
        (select array(select id from tools order by id) tool_ids,
          array(select id from users where email like 'bench-%' order by id) customer_ids) ids`
    const [{ tasks }] = await sql<{ tasks: number }[]>`select count(*)::int tasks from tool_tasks`
    const seedSeconds = (performance.now() - seedStarted) / 1000
    console.log(`${tasks} tool tasks seeded in ${seedSeconds.toFixed(1)} s`)

    let ok = true
    for (const format of ['csv', 'xlsx'] as const) {
      global.gc?.()
      const baseline = process.memoryUsage().rss
      let peak = baseline
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss)
      }, 10)
      const out = new PassThrough()
      let bytes = 0
      // A reader that takes what comes, as a fast client's socket would.
      out.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      const ended = new Promise((resolve) => out.on('finish', resolve))
      const started = performance.now()
      await writeToolTaskExport(
        {
          where: toolTaskDeskWhere({}),
          format,
          language: 'zh',
          headers: EXPORT_COLUMNS,
          statusLabel: (status) => String(status),
        },
        out,
      )
      await ended
      const seconds = (performance.now() - started) / 1000
      clearInterval(sampler)
      peak = Math.max(peak, process.memoryUsage().rss)
      const growthMb = (peak - baseline) / MB
      console.log(
        `${format}: ${tasks} rows, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s; ` +
          `peak RSS growth ${growthMb.toFixed(1)} MB (baseline ${(baseline / MB).toFixed(0)} MB); ` +
          `limits ${LIMIT_SECONDS} s, ${LIMIT_GROWTH_MB} MB`,
      )
      ok &&= seconds < LIMIT_SECONDS && growthMb < LIMIT_GROWTH_MB
    }
    return ok
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
