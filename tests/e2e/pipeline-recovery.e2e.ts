import fs from 'node:fs'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { ensureDatabase } from '../../db/ensure-database'
import { expectedRuns } from '../../db/analysis-batches.fixtures'
import { startPlatform, type RunningPlatform } from '../setup/platform-server'
import { eventually } from '../support/eventually'

/**
 * The platform as `npm start` runs it, on a database of its own: the primary's seed creates the
 * microbial diversity example project (Global Patterns, 10 runs) through the pipeline and the
 * supervised worker runs it. Killing that worker with SIGKILL mid-batch must cost nothing: the
 * supervisor starts a new one, which takes the dead worker's jobs over, and the batch completes with
 * every run there once and finished once.
 */

const EXAMPLE_BATCH = 'A2011GLOBALPATTERNS'
const DATABASE = 'biocloud_pipeline_e2e'

let platform: RunningPlatform
let sql: postgres.Sql

beforeAll(async () => {
  await ensureDatabase(inject('postgresServerUrl'), DATABASE)
  const databaseUrl = `${inject('postgresUrlPrefix')}${DATABASE}`
  platform = await startPlatform({ databaseUrl, env: { WEB_CONCURRENCY: '1', WORKER_CONCURRENCY: '1' } })
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} })
})

afterAll(async () => {
  await sql?.end()
  await platform?.stop()
})

/** The supervised worker process (`server/main.ts worker`), a child of the primary. */
function workerPid(): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z' || Number(ppid) !== platform.pid) continue
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
      if (command.endsWith('server/main.ts worker')) return Number(entry)
    } catch {
      // Gone while we looked.
    }
  }
  return undefined
}

const runStatuses = () =>
  sql<{ id: number; status: number }[]>`select id, status from tool_tasks where analysis_id = ${EXAMPLE_BATCH}`

describe('the example project on a running platform', () => {
  it('is created by the seed, survives its worker being killed mid-batch, and completes with every run once', async () => {
    const [workflow] = await sql<{ exampleId: string | null }[]>`
      select example_id as "exampleId" from workflows where title_en = '16S rRNA amplicon analysis (microbial diversity)'`
    expect(workflow.exampleId).toBe(EXAMPLE_BATCH)

    await eventually(
      'a finished run and one being analysed',
      async () => {
        const runs = await runStatuses()
        return runs.some((run) => run.status === 800) && runs.some((run) => run.status === 200)
      },
      { timeout: 120_000 },
    )
    const doomed = workerPid()!
    process.kill(doomed, 'SIGKILL')
    const atKill = await runStatuses()
    expect(atKill.some((run) => run.status !== 800)).toBe(true)
    await eventually('a new worker', () => (workerPid() ?? doomed) !== doomed)

    const [batch] = await eventually(
      'the batch to finish',
      async () => {
        const rows = await sql<{ status: number }[]>`select status from analysis_batches where id = ${EXAMPLE_BATCH}`
        return rows[0].status >= 2 && rows
      },
      { timeout: 180_000 },
    )
    expect(batch.status).toBe(2)

    const items = await sql<{ name: string; settings: number; runs: number }[]>`
      select i.analysis_name as name, greatest(jsonb_array_length(i.run_settings), 1)::int as settings, count(t.id)::int as runs
      from project_analysis_items i
      join project_analysis_groups g on g.id = i.group_id
      join analysis_tasks a on a.project_item_id = i.id
      join tool_tasks t on t.analysis_task_id = a.id
      where g.analysis_id = ${EXAMPLE_BATCH}
      group by i.id`
    const expected = expectedRuns(['table', 'taxonomy', 'metadata', 'tree'])
    expect(items.map(({ name, runs }) => ({ name, runs })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      expected,
    )

    const runs = await sql<{ status: number; successes: number }[]>`
      select t.status, (select count(*)::int from tool_runs r where r.tool_task_id = t.id and r.status = 800) as successes
      from tool_tasks t where t.analysis_id = ${EXAMPLE_BATCH}`
    expect(runs).toHaveLength(expected.reduce((sum, item) => sum + item.runs, 0))
    expect(runs.every((run) => run.status === 800 && run.successes === 1)).toBe(true)
    // The test's own bound covers the two waits above, so a loaded machine slows it down instead of failing it.
  }, 330_000)
})
