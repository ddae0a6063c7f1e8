/**
 * `npm run bench:report-pdf [-- --out <folder>]`: the Global Patterns example (the microbial
 * diversity workflow's demo, about 40 figures) analysed by one worker on a throwaway embedded
 * Postgres, then its report PDF built by the `build_report_pdf` code path in zh and en, three times
 * each (the first build in a process also loads the font). Prints charts, pages, bytes and ms per
 * build; exits non-zero when a warm build takes 5 s or more. With `--out`, the PDFs are copied there.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { analyseGlobalPatternsExample, runBench } from './bench-platform'

const LIMIT_MS = 5000

runBench('bench-report-pdf', async (platform) => {
  const outIndex = process.argv.indexOf('--out')
  const out = outIndex > 0 ? path.resolve(process.argv[outIndex + 1]) : null
  const { getDb } = await import('../db/client')
  const { fileStorage } = await import('../db/file-storage')
  const { reportPdfs } = await import('../db/schema/analysis-reports')
  const { loadAnalysisReport } = await import('../db/analysis-report')
  const { buildReportPdf } = await import('../jobs/build-report-pdf')
  const { ANALYSIS_STATUS } = await import('../core/projects')

  const stopWorker = await platform.startWorker()
  const example = await analyseGlobalPatternsExample()
  // The worker has nothing more to do; stop it so the builds are measured alone.
  await stopWorker()
  if (example.status !== ANALYSIS_STATUS.completed) throw new Error(`the example ended with status ${example.status}`)

  let passed = true
  for (const language of ['zh', 'en'] as const) {
    const report = await loadAnalysisReport(example.analysisId, language)
    for (let build = 1; build <= Number(process.env.BUILDS ?? 3); build++) {
      const [row] = await getDb()
        .insert(reportPdfs)
        .values({ analysisId: example.analysisId, requestedBy: example.customerId, language })
        .returning({ id: reportPdfs.id })
      const started = performance.now()
      await buildReportPdf(row.id)
      const ms = performance.now() - started
      const [pdf] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, row.id))
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
})
