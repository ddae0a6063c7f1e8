import { eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { findReportPdf, requestReportPdf, supersedeEarlierReportPdfs } from '#db/report-pdfs'
import { reportPdfs } from '#db/schema/analysis-reports'
import { analysisBatches } from '#db/schema/projects'
import { users } from '#db/schema/users'
import { GLOBAL_PATTERNS_EXAMPLE, seedExampleProjects } from '#db/seed/example-projects'
import { REPORT_PDF_STATUS } from '#core/analysis-report'
import { ANALYSIS_STATUS } from '#core/projects'
import type { SessionUser } from '~/utils/auth.server'
import { findViewableReportPdf, reportPdfDownload, reportPdfState, requestAnalysisReportPdf } from './report-pdf.server'

/*
 * The report PDF's web side below the routes: a request records its row and queues its build in one
 * go, only for a completed batch the reader may view; a file under 1024 bytes is a failure and is
 * never served (spec 02 §5); a ready file downloads under `<order>_<batch>_report.pdf`.
 */

const analysisId = GLOBAL_PATTERNS_EXAMPLE.batchId
let owner: SessionUser
let stranger: SessionUser

const sessionUser = (id: number, email: string): SessionUser => ({
  id,
  email,
  firstName: '',
  lastName: '',
  accountType: 1,
  isInternal: false,
  permissions: [],
  balance: 0,
})

const post = (body: string) =>
  new Request(`http://localhost/analysis-report/${analysisId}/pdf`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
    body,
  })

beforeAll(async () => {
  await seedExampleProjects(getDb())
  const [batch] = await getDb()
    .update(analysisBatches)
    .set({ status: ANALYSIS_STATUS.completed })
    .where(eq(analysisBatches.id, analysisId))
    .returning({ customerId: analysisBatches.customerId })
  owner = sessionUser(batch.customerId, 'examples@biocloud.invalid')
  const [other] = await getDb().insert(users).values({ email: 'pdf-stranger@example.com' }).returning({ id: users.id })
  stranger = sessionUser(other.id, 'pdf-stranger@example.com')
})

it('records a request and queues its build together, for the batch owner only', async () => {
  const { pdfId, respond } = await requestAnalysisReportPdf(post('respond=json'), owner, analysisId)
  expect(respond).toBe('json')
  const pdf = await findReportPdf(pdfId)
  expect(pdf).toMatchObject({ status: REPORT_PDF_STATUS.queued, requestedBy: owner.id, analysisId })
  const jobs = await getDb().execute(
    sql`select task_identifier from graphile_worker.jobs where key = ${`report-pdf:${pdfId}`}`,
  )
  expect(jobs).toEqual([{ task_identifier: 'build_report_pdf' }])
  expect(reportPdfState(pdf!)).toEqual({ status: 'building', downloadHref: null, error: null })
  // A second click while it is being built joins it.
  expect((await requestAnalysisReportPdf(post(''), owner, analysisId)).pdfId).toBe(pdfId)

  expect(await findViewableReportPdf(pdfId, analysisId, owner)).not.toBeNull()
  expect(await findViewableReportPdf(pdfId, analysisId, stranger)).toBeNull()
  expect(await findViewableReportPdf(pdfId, 'A2011OTHER', owner)).toBeNull()
  const refused = await requestAnalysisReportPdf(post(''), stranger, analysisId).catch((error: Response) => error)
  expect((refused as Response).status).toBe(404)
  const malformed = await requestAnalysisReportPdf(post('respond=xml'), owner, analysisId).catch((e: Response) => e)
  expect((malformed as Response).status).toBe(400)
})

it('counts a file under 1024 bytes as a failure and never serves it; serves a ready one as an attachment', async () => {
  await getDb().update(reportPdfs).set({ status: REPORT_PDF_STATUS.failed })
  const { pdfId } = await requestAnalysisReportPdf(post(''), owner, analysisId)
  const storageKey = `projects/${GLOBAL_PATTERNS_EXAMPLE.trackingNumber}/${analysisId}/report/${pdfId}.pdf`
  await fileStorage().put(storageKey, new TextEncoder().encode('%PDF-1.3 tiny'))
  await getDb()
    .update(reportPdfs)
    .set({ status: REPORT_PDF_STATUS.ready, storageKey, sizeBytes: 13 })
    .where(eq(reportPdfs.id, pdfId))
  const tiny = (await findReportPdf(pdfId))!
  expect(reportPdfState(tiny)).toMatchObject({
    status: 'failed',
    error: { key: 'reportPdf.errors.tooSmall', params: { bytes: 13 } },
  })
  const download = post('')
  const refused = await reportPdfDownload(download, tiny).catch((error: Response) => error)
  expect((refused as Response).status).toBe(404)

  const bytes = new Uint8Array(2048).fill(32)
  bytes.set(new TextEncoder().encode('%PDF-1.3'))
  await fileStorage().put(storageKey, bytes)
  await getDb().update(reportPdfs).set({ sizeBytes: bytes.byteLength }).where(eq(reportPdfs.id, pdfId))
  const ready = (await findReportPdf(pdfId))!
  expect(reportPdfState(ready)).toEqual({
    status: 'ready',
    downloadHref: `/resources/analysis-report-pdf/${pdfId}`,
    error: null,
  })
  const response = await reportPdfDownload(post(''), ready)
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  expect(response.headers.get('Content-Disposition')).toBe(
    `attachment; filename="80-EXAMPLE2011_${analysisId}_report.pdf"`,
  )
  expect((await response.arrayBuffer()).byteLength).toBe(2048)
})

it('shows a request whose build used its last attempt without finishing (its worker died) as failed', async () => {
  await getDb().update(reportPdfs).set({ status: REPORT_PDF_STATUS.failed })
  const { pdfId } = await requestAnalysisReportPdf(post(''), owner, analysisId)
  expect(reportPdfState((await findReportPdf(pdfId))!).status).toBe('building')
  // What graphile-worker leaves after the last attempt's worker was killed and its lock expired.
  await getDb().execute(
    sql`update graphile_worker._private_jobs set attempts = max_attempts, locked_at = null where key = ${`report-pdf:${pdfId}`}`,
  )
  await getDb().update(reportPdfs).set({ status: REPORT_PDF_STATUS.building }).where(eq(reportPdfs.id, pdfId))
  expect(reportPdfState((await findReportPdf(pdfId))!)).toEqual({
    status: 'failed',
    downloadHref: null,
    error: { key: 'reportPdf.errors.abandoned', params: {} },
  })
})

it('merges ten simultaneous requests of one reader into one request and one build', async () => {
  await getDb().update(reportPdfs).set({ status: REPORT_PDF_STATUS.failed })
  const before = await getDb().select({ id: reportPdfs.id }).from(reportPdfs)
  // Ten open connections first, then the database step on its own: the ten transactions overlap
  // as those of ten web processes do, rather than queueing behind one connection's handshake.
  await Promise.all(Array.from({ length: 10 }, () => getDb().execute(sql`select pg_sleep(0.2)`)))
  const ids = new Set(await Promise.all(Array.from({ length: 10 }, () => requestReportPdf(analysisId, owner.id, 'en'))))
  expect(ids.size).toBe(1)
  const [pdfId] = ids
  const rows = await getDb().select({ id: reportPdfs.id }).from(reportPdfs)
  expect(rows.length - before.length).toBe(1)
  const builds = await getDb().execute(
    sql`select key from graphile_worker.jobs where task_identifier = 'build_report_pdf' and key = ${`report-pdf:${pdfId}`}`,
  )
  expect(builds).toHaveLength(1)
  expect(await findViewableReportPdf(pdfId, analysisId, owner)).toMatchObject({ id: pdfId })
})

it('answers an id whose PDF a newer one replaced with the newer PDF, on the progress page and the download', async () => {
  const readyPdf = async () => {
    await getDb()
      .update(reportPdfs)
      .set({ status: REPORT_PDF_STATUS.failed })
      .where(inArray(reportPdfs.status, [REPORT_PDF_STATUS.queued, REPORT_PDF_STATUS.building]))
    const { pdfId } = await requestAnalysisReportPdf(post(''), owner, analysisId)
    const storageKey = `projects/${GLOBAL_PATTERNS_EXAMPLE.trackingNumber}/${analysisId}/report/${pdfId}.pdf`
    const bytes = new Uint8Array(2048 + pdfId).fill(32)
    bytes.set(new TextEncoder().encode('%PDF-1.3'))
    await fileStorage().put(storageKey, bytes)
    await getDb()
      .update(reportPdfs)
      .set({ status: REPORT_PDF_STATUS.ready, storageKey, sizeBytes: bytes.byteLength })
      .where(eq(reportPdfs.id, pdfId))
    return { pdfId, storageKey, bytes: bytes.byteLength }
  }
  const older = await readyPdf()
  const newer = await readyPdf()
  expect(await supersedeEarlierReportPdfs(newer.pdfId)).toEqual([older.storageKey])

  const answered = await findViewableReportPdf(older.pdfId, analysisId, owner)
  expect(answered).toMatchObject({ id: newer.pdfId })
  expect(reportPdfState(answered!)).toEqual({
    status: 'ready',
    downloadHref: `/resources/analysis-report-pdf/${newer.pdfId}`,
    error: null,
  })
  const download = await reportPdfDownload(post(''), (await findViewableReportPdf(older.pdfId, null, owner))!)
  expect((await download.arrayBuffer()).byteLength).toBe(newer.bytes)
  expect(await findViewableReportPdf(older.pdfId, analysisId, stranger)).toBeNull()
})
