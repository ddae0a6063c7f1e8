import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAnalysisReport } from '../db/analysis-report'
import { getDb } from '../db/client'
import { fileStorage, type FileStorage } from '../db/file-storage'
import { findCurrentReportPdf, requestReportPdf } from '../db/report-pdfs'
import { reportPdfs } from '../db/schema/analysis-reports'
import { analysisBatches } from '../db/schema/projects'
import { GLOBAL_PATTERNS_EXAMPLE, seedExampleProjects } from '../db/seed/example-projects'
import { REPORT_PDF_STATUS, REPORT_SECTION_KINDS } from '../core/analysis-report'
import type { Language } from '../core/language'
import { logger } from '../core/logger'
import { ANALYSIS_STATUS } from '../core/projects'
import { buildReportPdf } from './build-report-pdf'
import { createExecutorPool } from './executor-pool'
import { startWorker, type RunningWorker } from './worker'
import { eventually } from '../tests/support/eventually'
import { toolTranslations } from '../tools/translations'

// The report PDF of the Global Patterns example, analysed by a real worker, read back with poppler
// (pdftotext, pdfinfo) as a reader's PDF viewer would.

const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-report-pdf-test-'))
let worker: RunningWorker
let closeExecutors: () => Promise<void>
let customerId: number
const en = JSON.parse(fs.readFileSync('public/locales/en/common.json', 'utf8')).report
const zh = JSON.parse(fs.readFileSync('public/locales/zh/common.json', 'utf8')).report

beforeAll(async () => {
  await seedExampleProjects(getDb())
  const executors = createExecutorPool({ threads: 2, timeLimitSeconds: 600, memoryLimitMb: 4096 })
  closeExecutors = () => executors.close()
  worker = await startWorker({
    connectionString: process.env.DATABASE_URL!,
    concurrency: 2,
    analyst: executors,
    shutdownGraceMs: 0,
    logger: logger.child({}, { level: 'error' }),
  })
  const batch = await eventually(
    'the example to finish',
    async () =>
      (
        await getDb()
          .select({ status: analysisBatches.status, customerId: analysisBatches.customerId })
          .from(analysisBatches)
          .where(eq(analysisBatches.id, analysisId))
      )[0],
    {
      until: (batch) => batch.status === ANALYSIS_STATUS.completed || batch.status === ANALYSIS_STATUS.failed,
      timeout: 280_000,
    },
  )
  expect(batch.status, 'the example failed').toBe(ANALYSIS_STATUS.completed)
  customerId = batch.customerId
}, 300_000)

afterAll(async () => {
  await worker?.stop()
  await closeExecutors?.()
  fs.rmSync(folder, { recursive: true, force: true })
})

const finalRow = (pdfId: number) =>
  eventually(
    `PDF ${pdfId} to be built`,
    async () => (await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, pdfId)))[0],
    {
      until: (row) => row.status === REPORT_PDF_STATUS.ready || row.status === REPORT_PDF_STATUS.failed,
      timeout: 60_000,
    },
  )

/** The stored PDF as a file, for poppler. */
async function savedPdf(storageKey: string): Promise<string> {
  const file = path.join(folder, `${path.basename(storageKey)}`)
  fs.writeFileSync(file, await fileStorage().get(storageKey))
  return file
}

const pdfText = (file: string, page?: number, layout = false) =>
  execFileSync(
    'pdftotext',
    [...(layout ? ['-layout'] : []), ...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-'],
    { encoding: 'utf8' },
  )
const pdfPages = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
/** pdftotext's spacing varies; compare text with its white space removed. */
const squeeze = (text: string) => text.replace(/\s+/g, '')

describe.each([
  ['zh', zh],
  ['en', en],
] as const)('the report PDF in %s', (language: Language, messages) => {
  let file: string
  let pageCount: number

  beforeAll(async () => {
    // Queued with its row, built by the worker's build_report_pdf task.
    const pdfId = await requestReportPdf(analysisId, customerId, language)
    const row = await finalRow(pdfId)
    expect(row).toMatchObject({ status: REPORT_PDF_STATUS.ready, error: null })
    expect(row.storageKey).toBe(`projects/${GLOBAL_PATTERNS_EXAMPLE.trackingNumber}/${analysisId}/report/${pdfId}.pdf`)
    expect(row.sizeBytes).toBeGreaterThan(1024)
    file = await savedPdf(row.storageKey!)
    pageCount = row.pageCount!
  }, 90_000)

  it('has the cover fields, every section title and the contents, as text', async () => {
    const text = squeeze(pdfText(file))
    expect(pdfPages(file)).toBe(pageCount)
    for (const kind of REPORT_SECTION_KINDS) expect(text).toContain(squeeze(messages.sections[kind]))
    expect(text).toContain(GLOBAL_PATTERNS_EXAMPLE.trackingNumber)
    expect(text).toContain(analysisId)
    expect(text).toContain(squeeze(messages.cover.trackingNumber))
    if (language === 'zh') expect(text).toMatch(/BI分析结果.*物种组成/)
    // The project introduction's base info starts with the project's own facts.
    expect(text).toContain(squeeze(messages.projectFacts.title))
    expect(text).toContain(squeeze(`${messages.projectFacts.analysisId}${analysisId}`))
  })

  it("says every word of the platform and the tools in the reader's language; only user data keeps its own", async () => {
    const text = pdfText(file)
    if (language === 'en') {
      // The user's own words (project and customer names, sample sheet cells) are theirs; nothing else is Chinese.
      const report = (await loadAnalysisReport(analysisId, language))!
      const userData = JSON.stringify([report.projectName, report.analysisName, report.cover])
      const chinese = [...new Set(text.match(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/g) ?? [])]
      expect(chinese.filter((run) => !userData.includes(run))).toEqual([])
    } else {
      // No English phrase of a tool's words that has its own Chinese is left in the Chinese PDF.
      const chinese = toolTranslations('zh').toolText
      const english = toolTranslations('en').toolText
      const untranslated = Object.entries(english).flatMap(([namespace, words]) =>
        Object.entries(words).filter(
          ([name, phrase]) =>
            phrase !== chinese[namespace][name] && !phrase.includes('{{') && phrase.split(' ').length >= 3,
        ),
      )
      expect(untranslated.length).toBeGreaterThan(50)
      const squeezed = squeeze(text)
      expect(untranslated.filter(([, phrase]) => squeezed.includes(squeeze(phrase)))).toEqual([])
    }
  })

  it('numbers the contents with the pages the headings are on', async () => {
    const report = (await loadAnalysisReport(analysisId, language))!
    // With -layout each contents line keeps its page number at its end.
    const contents = pdfText(file, 2, true)
    expect(squeeze(contents)).toContain(squeeze(messages.index))
    for (const entry of report.index) {
      const title = entry.sectionKind ? messages.sections[entry.sectionKind] : entry.title
      const line = contents
        .split('\n')
        .find((candidate) => squeeze(candidate).startsWith(squeeze(`${entry.number} ${title}`)))
      expect(line, `${entry.number} ${title}`).toBeDefined()
      const page = Number(/(\d+)\s*$/.exec(line!)![1])
      expect(squeeze(pdfText(file, page)), `${entry.number} ${title} on page ${page}`).toContain(
        squeeze(`${entry.number} ${title}`),
      )
    }
  })

  it('builds the same pages again', async () => {
    const [row] = await getDb()
      .insert(reportPdfs)
      .values({ analysisId, requestedBy: customerId, language })
      .returning({ id: reportPdfs.id })
    await buildReportPdf(row.id)
    const [again] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, row.id))
    expect(again.status).toBe(REPORT_PDF_STATUS.ready)
    expect(again.pageCount).toBe(pageCount)
    expect(pdfPages(await savedPdf(again.storageKey!))).toBe(pageCount)
  }, 60_000)
})

it('ends the request failed with the error when a chart image is missing, and leaves a ready request alone', async () => {
  const report = (await loadAnalysisReport(analysisId, 'en'))!
  const missing = report.sections[2].groups.flatMap((group) => group.items)[0].runs[0].charts[0]
  const storage = fileStorage()
  const withoutOneChart: FileStorage = {
    ...storage,
    exists: async (key) => key !== missing.storageKey && storage.exists(key),
    get: (key) => (key === missing.storageKey ? Promise.reject(new Error('gone')) : storage.get(key)),
  }
  const [row] = await getDb()
    .insert(reportPdfs)
    .values({ analysisId, requestedBy: customerId, language: 'en' })
    .returning({ id: reportPdfs.id })
  await buildReportPdf(row.id, withoutOneChart)
  const [failed] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, row.id))
  expect(failed).toMatchObject({ status: REPORT_PDF_STATUS.failed, storageKey: null })
  expect(failed.error).toContain(missing.pngFileName)

  // A second attempt of the job (the worker died after storing) rebuilds it; a ready one is kept.
  await buildReportPdf(row.id)
  const [ready] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, row.id))
  expect(ready).toMatchObject({ status: REPORT_PDF_STATUS.ready, error: null })
  await buildReportPdf(row.id, withoutOneChart)
  const [kept] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, row.id))
  expect(kept).toMatchObject({ status: REPORT_PDF_STATUS.ready, updatedAt: ready.updatedAt })
}, 60_000)

// Three whole builds: the bound is for a loaded machine (each build takes seconds on a quiet one).
it("removes the reader's earlier PDF of the same report and language once a new one is ready, its id answering with the new one", async () => {
  const build = async (language: Language) => {
    const [row] = await getDb()
      .insert(reportPdfs)
      .values({ analysisId, requestedBy: customerId, language })
      .returning({ id: reportPdfs.id })
    await buildReportPdf(row.id)
    const [built] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, row.id))
    expect(built.status).toBe(REPORT_PDF_STATUS.ready)
    return built
  }
  await getDb().delete(reportPdfs)
  const first = await build('zh')
  const english = await build('en')
  const second = await build('zh')
  // The earlier request keeps its row, without a file: its id now stands for the newer PDF.
  const [superseded] = await getDb().select().from(reportPdfs).where(eq(reportPdfs.id, first.id))
  expect(superseded.storageKey).toBeNull()
  expect(await findCurrentReportPdf(first.id)).toMatchObject({ id: second.id })
  expect(await findCurrentReportPdf(english.id)).toMatchObject({ id: english.id })
  expect(await fileStorage().exists(first.storageKey!)).toBe(false)
  expect(await fileStorage().exists(second.storageKey!)).toBe(true)
}, 300_000)
