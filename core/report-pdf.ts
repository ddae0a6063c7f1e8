/** The report PDF job (spec 02 §2.5, §4 report PDF states): its task name, job key and where the file goes. */

/** Builds one report_pdfs row's PDF with @react-pdf/renderer. */
export const BUILD_REPORT_PDF_TASK = 'build_report_pdf'

/** One queued build per PDF request. */
export function reportPdfJobKey(pdfId: number): string {
  return `report-pdf:${pdfId}`
}

/**
 * Attempts graphile-worker makes: the task records its own failures on the row and returns, so a
 * retry only follows a worker that died mid-build; the rebuild overwrites the same file.
 */
export const REPORT_PDF_JOB_MAX_ATTEMPTS = 3

/** The PDF's storage key, in the batch's folder so it goes with the project. */
export function reportPdfStorageKey(batchFolder: string, pdfId: number): string {
  return `${batchFolder}/report/${pdfId}.pdf`
}

/** The download's file name: `<tracking number>_<batch id>_report.pdf`. */
export function reportPdfFileName(trackingNumber: string, analysisId: string): string {
  return `${trackingNumber}_${analysisId}_report.pdf`
}
