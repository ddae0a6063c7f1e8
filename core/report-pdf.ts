/** Where the report PDF job (spec 02 §2.5; `build_report_pdf` in core/tasks.ts) puts the file, and its name. */

/** The PDF's storage key, in the batch's folder so it goes with the project. */
export function reportPdfStorageKey(batchFolder: string, pdfId: number): string {
  return `${batchFolder}/report/${pdfId}.pdf`
}

/** The download's file name: `<tracking number>_<batch id>_report.pdf`. */
export function reportPdfFileName(trackingNumber: string, analysisId: string): string {
  return `${trackingNumber}_${analysisId}_report.pdf`
}
