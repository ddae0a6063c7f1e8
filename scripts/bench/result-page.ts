/**
 * `npm run bench:result-page`: how heavy the run page of a large chart is. The clustered heatmap of the Marioni
 * RNA-seq counts (5,088 genes × 10 samples, clustered both ways; /work/shared/data/rnaseq-marioni or
 * MARIONI_COUNTS) is run by one worker on a throwaway platform; then the result view the task page's loader
 * sends is built both ways: with every chart's drawn spec inlined (as before issue 24) and with each chart
 * linked to its cached JSON (`/resources/tool-task-chart/...`), timed over 20 calls. Prints the sizes and
 * medians and exits non-zero when the linked page data reaches 500 KB (the issue: every result page under 500 KB).
 */
import fs from 'node:fs'
import { runBench } from '../bench-platform'

const CALLS = 20
const PAGE_LIMIT_BYTES = 500 * 1024
const COUNTS = process.env.MARIONI_COUNTS ?? '/work/shared/data/rnaseq-marioni/marioni.counts.tsv'
process.env.SEED_DEMO_ACCOUNTS = 'true'

function median(work: () => unknown): number {
  const timings: number[] = []
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now()
    work()
    timings.push(performance.now() - started)
  }
  return timings.sort((a, b) => a - b)[Math.floor(CALLS / 2)]
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`

runBench('bench-result-page', async (platform) => {
  const { eq } = await import('drizzle-orm')
  const { getDb } = await import('../../db/client')
  const { tools, toolTasks } = await import('../../db/schema/tools')
  const { createToolTask } = await import('../../app/utils/tools/tool-tasks.server')
  const { toolResultView } = await import('../../app/utils/tools/tool-result-view.server')
  const { drawnChart } = await import('../../app/utils/tools/tool-task-charts.server')
  const { userIdByEmail } = await import('../../jobs/run-tool.fixtures')
  const { translatorFor } = await import('../../core/translator')
  const { mergedTranslations } = await import('../../db/translations')
  const { eventually } = await import('../../tests/support/eventually')
  type Stored = import('../../core/tool-results').StoredToolResult

  const db = getDb()
  // The worker first: it installs graphile-worker's schema, which queuing the run needs.
  const stopWorker = await platform.startWorker()
  const [tool] = await db.select().from(tools).where(eq(tools.scriptClassName, 'ClusteredHeatmap'))
  const demo = tool.demo as { params: Record<string, unknown> }
  const task = await createToolTask({
    userId: await userIdByEmail('customer@example.com'),
    toolId: tool.id,
    params: demo.params,
    files: { table: { fileName: 'marioni.counts.tsv', bytes: fs.readFileSync(COUNTS) } },
    language: 'en',
  })
  const started = performance.now()
  const [row] = await eventually(
    'the clustered heatmap to finish',
    async () =>
      db
        .select({ status: toolTasks.status, result: toolTasks.result })
        .from(toolTasks)
        .where(eq(toolTasks.id, task.id)),
    { until: ([done]) => done.status >= 400, timeout: 600_000, interval: 250 },
  )
  await stopWorker()
  if (row.status !== 800) throw new Error(`the heatmap run failed (status ${row.status})`)
  const runSeconds = (performance.now() - started) / 1000
  const result = row.result as Stored

  const reader = { language: 'en' as const, t: translatorFor('en', (await mergedTranslations(db)).en) }
  const inlined = () => JSON.stringify(toolResultView(reader, task.id, result, undefined, 1, undefined))
  const linked = () => JSON.stringify(toolResultView(reader, task.id, result, undefined, 1, undefined, () => ({})))
  const spec = JSON.stringify(drawnChart(reader.t, result.charts[0], {}))
  const before = Buffer.byteLength(inlined())
  const after = Buffer.byteLength(linked())
  console.log(
    `ClusteredHeatmap of ${COUNTS} (run ${runSeconds.toFixed(1)} s): ${result.charts.length} chart(s), drawn spec ${kib(Buffer.byteLength(spec))}\n` +
      `  loader data with the spec inlined (before): ${kib(before)}, median ${median(inlined).toFixed(1)} ms over ${CALLS} calls\n` +
      `  loader data with the spec linked (now):     ${kib(after)}, median ${median(linked).toFixed(1)} ms (limit ${kib(PAGE_LIMIT_BYTES)})`,
  )
  return after < PAGE_LIMIT_BYTES
})
