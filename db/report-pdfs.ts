import { and, eq, inArray, sql } from 'drizzle-orm'
import { getDb } from './client'
import { enqueue } from './job-queue'
import { reportPdfs } from './schema/analysis-reports'
import { analysisBatches, orders } from './schema/projects'
import { REPORT_PDF_STATUS } from '../core/analysis-report'
import type { Language } from '../core/language'
import { jobKeyOf } from '../core/tasks'

// Report PDF requests (spec 02 §2.5): the web asks for one, the build_report_pdf job builds it.

/** How long a queued or building request is joined by the same reader's next click rather than built again. */
const IN_PROGRESS_REUSE_MINUTES = 10

/**
 * Records a reader's PDF request and queues its build in the same transaction; returns the request's
 * id. A request of the same reader for the same report and language still in progress is returned
 * instead, so repeated clicks do not queue repeated builds. Simultaneous requests take turns on a
 * transaction-scoped advisory lock of that reader, report and language: without it each would see
 * no request in progress and queue its own build.
 */
export async function requestReportPdf(analysisId: string, requestedBy: number, language: Language): Promise<number> {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`report-pdf:${analysisId}:${requestedBy}:${language}`}, 0))`,
    )
    const [inProgress] = await tx
      .select({ id: reportPdfs.id })
      .from(reportPdfs)
      .where(
        and(
          eq(reportPdfs.analysisId, analysisId),
          eq(reportPdfs.requestedBy, requestedBy),
          eq(reportPdfs.language, language),
          inArray(reportPdfs.status, [REPORT_PDF_STATUS.queued, REPORT_PDF_STATUS.building]),
          sql`${reportPdfs.createdAt} > now() - make_interval(mins => ${IN_PROGRESS_REUSE_MINUTES})`,
        ),
      )
      .limit(1)
    if (inProgress) return inProgress.id
    const [pdf] = await tx
      .insert(reportPdfs)
      .values({ analysisId, requestedBy, language })
      .returning({ id: reportPdfs.id })
    await enqueue(tx, 'build_report_pdf', { pdfId: pdf.id })
    return pdf.id
  })
}

/**
 * What a request id a reader was given stands for now: the request itself, or, once a newer PDF of
 * the same reader, report and language is ready, that newest PDF (an earlier ready one is
 * superseded, its file removed), so every id handed out keeps answering. Null for no such request.
 */
export async function findCurrentReportPdf(pdfId: number) {
  const [current] = await getDb().execute<{ id: number }>(sql`
    select coalesce(
      (select max(latest.id) from ${reportPdfs} latest
        where requested.status = ${REPORT_PDF_STATUS.ready} and latest.status = ${REPORT_PDF_STATUS.ready}
          and latest.id > requested.id and latest.analysis_id = requested.analysis_id
          and latest.requested_by = requested.requested_by and latest.language = requested.language),
      requested.id) as id
    from ${reportPdfs} requested where requested.id = ${pdfId}`)
  return current ? findReportPdf(current.id) : null
}

/** A PDF request with its batch's stored tracking number (with a demo's DEMO suffix: the folder's name). */
export async function findReportPdf(pdfId: number) {
  const [pdf] = await getDb()
    .select({
      id: reportPdfs.id,
      analysisId: reportPdfs.analysisId,
      requestedBy: reportPdfs.requestedBy,
      language: reportPdfs.language,
      status: reportPdfs.status,
      storageKey: reportPdfs.storageKey,
      sizeBytes: reportPdfs.sizeBytes,
      pageCount: reportPdfs.pageCount,
      error: reportPdfs.error,
      buildMs: reportPdfs.buildMs,
      trackingNumber: orders.trackingNumber,
      // In progress with no attempt left to come: its last worker died mid-build (graphile-worker keeps
      // a job that used its attempts, and a running job is locked), so the request will never end by itself.
      abandoned: sql<boolean>`${reportPdfs.status} in (${REPORT_PDF_STATUS.queued}, ${REPORT_PDF_STATUS.building})
        and not exists (select 1 from graphile_worker._private_jobs j
          where j.key = ${jobKeyOf('build_report_pdf', { pdfId })} and (j.attempts < j.max_attempts or j.locked_at is not null))`,
    })
    .from(reportPdfs)
    .innerJoin(analysisBatches, eq(analysisBatches.id, reportPdfs.analysisId))
    .innerJoin(orders, eq(orders.id, analysisBatches.orderId))
    .where(eq(reportPdfs.id, pdfId))
  return pdf ?? null
}

export type ReportPdfRow = NonNullable<Awaited<ReturnType<typeof findReportPdf>>>

/** Marks a request building, unless it is already ready (a repeated job after the file was stored). */
export async function startReportPdf(pdfId: number): Promise<boolean> {
  const started = await getDb()
    .update(reportPdfs)
    .set({ status: REPORT_PDF_STATUS.building, error: null, updatedAt: sql`now()` })
    .where(and(eq(reportPdfs.id, pdfId), sql`${reportPdfs.status} <> ${REPORT_PDF_STATUS.ready}`))
    .returning({ id: reportPdfs.id })
  return started.length > 0
}

export async function finishReportPdf(
  pdfId: number,
  file: { storageKey: string; sizeBytes: number; pageCount: number; buildMs: number },
): Promise<void> {
  await getDb()
    .update(reportPdfs)
    .set({ status: REPORT_PDF_STATUS.ready, error: null, ...file, updatedAt: sql`now()` })
    .where(eq(reportPdfs.id, pdfId))
}

/**
 * After a request is ready, the same reader's earlier ready PDFs of that report in that language are
 * superseded: their rows stay (their ids now stand for the newest, see findCurrentReportPdf) without
 * a file, and their storage keys are returned for the caller to remove.
 */
export async function supersedeEarlierReportPdfs(pdfId: number): Promise<string[]> {
  const superseded = await getDb().execute<{ storageKey: string }>(sql`
    update ${reportPdfs} earlier set storage_key = null, size_bytes = null, updated_at = now()
    from ${reportPdfs} latest, ${reportPdfs} before
    where latest.id = ${pdfId} and earlier.id < latest.id and earlier.status = ${REPORT_PDF_STATUS.ready}
      and earlier.analysis_id = latest.analysis_id and earlier.requested_by = latest.requested_by
      and earlier.language = latest.language and earlier.storage_key is not null and before.id = earlier.id
    returning before.storage_key as "storageKey"`)
  return superseded.map((row) => row.storageKey)
}

export async function failReportPdf(pdfId: number, error: string, buildMs: number): Promise<void> {
  await getDb()
    .update(reportPdfs)
    .set({ status: REPORT_PDF_STATUS.failed, error, buildMs, updatedAt: sql`now()` })
    .where(eq(reportPdfs.id, pdfId))
}
