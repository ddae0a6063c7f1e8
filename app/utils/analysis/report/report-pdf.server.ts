import { z } from 'zod'
import { fileStorage } from '#db/file-storage'
import { findCurrentReportPdf, requestReportPdf, type ReportPdfRow } from '#db/report-pdfs'
import { REPORT_PDF_MIN_BYTES, REPORT_PDF_STATUS } from '#core/analysis-report'
import { languageOrDefault } from '#core/language'
import { displayTrackingNumber, ANALYSIS_STATUS } from '#core/projects'
import { reportPdfFileName } from '#core/report-pdf'
import type { SessionUser } from '~/utils/auth.server'
import { requestError } from '~/utils/http-errors.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'
import { readFormData } from '~/utils/request-body.server'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { i18next } from '~/utils/translations.server'

// The report PDF (spec 02 §2.5, §4, §5): request it, follow it, download it. Every step checks that
// the reader may view the batch (owner, or staff with the analysis-data permission).

/** The page that follows a request (refreshes itself without JavaScript; fetchers load it as JSON). */
export function reportPdfPageHref(analysisId: string, pdfId: number): string {
  return `/analysis-report/${analysisId}/pdf/${pdfId}`
}

export function reportPdfDownloadHref(pdfId: number): string {
  return `/resources/analysis-report-pdf/${pdfId}`
}

/** `respond=json` is how the download button's fetcher asks for the request's id instead of a redirect. */
const requestForm = z.object({ respond: z.enum(['page', 'json']).default('page') })

/**
 * Records a PDF request for a completed batch the user may view, in the page's language, and queues
 * its build. A batch that is missing, someone else's or not completed is a 404, as on the report page.
 */
export async function requestAnalysisReportPdf(request: Request, user: SessionUser, analysisId: string | undefined) {
  const form = requestForm.safeParse(Object.fromEntries(await readFormData(request)))
  if (!form.success) throw await requestError(request, 400, 'errors.badRequest')
  const project = await findViewableProject(analysisId, user)
  // A cleared project's charts and folder are gone: a new PDF would only put a file back into it.
  if (!project || project.status !== ANALYSIS_STATUS.completed || project.dataClearedAt)
    throw await requestError(request, 404, 'errors.notFound')
  const language = languageOrDefault(await i18next.getLocale(request))
  const pdfId = await requestReportPdf(project.id, user.id, language)
  return { pdfId, analysisId: project.id, respond: form.data.respond }
}

/**
 * A PDF request whose batch this user may view (null for anything else, so the answer is the same
 * 404); an id whose PDF a newer one replaced answers with the newer one.
 */
export async function findViewableReportPdf(pdfId: number, analysisId: string | null, user: SessionUser) {
  const pdf = await findCurrentReportPdf(pdfId)
  if (!pdf || (analysisId !== null && pdf.analysisId !== analysisId)) return null
  return (await findViewableProject(pdf.analysisId, user)) ? pdf : null
}

/**
 * Why a request failed, as an i18n key and its values: the job's recorded error (its text, which
 * names the technical cause), or a reason the web side sees itself.
 */
export interface ReportPdfError {
  key: 'reportPdf.errors.recorded' | 'reportPdf.errors.abandoned' | 'reportPdf.errors.tooSmall'
  params: Record<string, string | number>
}

export type ReportPdfState =
  | { status: 'building'; downloadHref: null; error: null }
  | { status: 'ready'; downloadHref: string; error: null }
  | { status: 'failed'; downloadHref: null; error: ReportPdfError }

const failed = (key: ReportPdfError['key'], params: ReportPdfError['params'] = {}): ReportPdfState => ({
  status: 'failed',
  downloadHref: null,
  error: { key, params },
})

/** What the reader sees of a request: in progress, ready to download, or failed with the error (spec 02 §4). */
export function reportPdfState(pdf: ReportPdfRow): ReportPdfState {
  if (pdf.status === REPORT_PDF_STATUS.failed) return failed('reportPdf.errors.recorded', { detail: pdf.error ?? '' })
  // Its job has no attempt left: the last worker died mid-build.
  if (pdf.abandoned) return failed('reportPdf.errors.abandoned')
  if (pdf.status !== REPORT_PDF_STATUS.ready) return { status: 'building', downloadHref: null, error: null }
  // Spec 02 §5: a file under 1024 bytes is a failure, whatever the job recorded.
  if ((pdf.sizeBytes ?? 0) < REPORT_PDF_MIN_BYTES || !pdf.storageKey)
    return failed('reportPdf.errors.tooSmall', { bytes: pdf.sizeBytes ?? 0 })
  return { status: 'ready', downloadHref: reportPdfDownloadHref(pdf.id), error: null }
}

/** The stored PDF as an attachment named `<tracking number>_<batch id>_report.pdf`, streamed from storage; a 404 unless it is ready. */
export async function reportPdfDownload(request: Request, pdf: ReportPdfRow): Promise<Response> {
  const stored =
    reportPdfState(pdf).status === 'ready' && pdf.storageKey ? await fileStorage().stat(pdf.storageKey) : null
  if (!stored || stored.size < REPORT_PDF_MIN_BYTES) throw await requestError(request, 404, 'errors.notFound')
  const response = await storedFileResponse(pdf.storageKey!, {
    fileName: reportPdfFileName(displayTrackingNumber(pdf.trackingNumber), pdf.analysisId),
    contentType: 'application/pdf',
    cacheControl: 'private, no-store',
  })
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}
