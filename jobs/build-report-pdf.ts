import { createCanvas, loadImage } from '@napi-rs/canvas'
import type { Task } from 'graphile-worker'
import { loadAnalysisReport, type ReportChartWithSpec } from '../db/analysis-report'
import { fileStorage, type FileStorage } from '../db/file-storage'
import { loadReportBrand } from '../db/report-brands'
import {
  failReportPdf,
  findReportPdf,
  finishReportPdf,
  startReportPdf,
  supersedeEarlierReportPdfs,
} from '../db/report-pdfs'
import { REPORT_PDF_MIN_BYTES, type AnalysisReport } from '../core/analysis-report'
import { LANGUAGES, type Language } from '../core/language'
import { logger } from '../core/logger'
import { reportPdfStorageKey } from '../core/report-pdf'
import { ANALYSIS_STATUS } from '../core/projects'
import { batchStoragePrefix } from '../core/storage-paths'
import { renderReportPdf } from './report-pdf/render'
import { renderChartPng } from './render-chart-png'

/** JPEG quality of the charts in the PDF: react-pdf embeds a JPEG as is, but decodes a PNG in JavaScript (10× slower). */
const CHART_JPEG_QUALITY = 90
/** Chart pixels across: the page is about 7 inches wide, so this is about 200 dpi (the stored PNGs are drawn at twice their size). */
const CHART_MAX_PIXELS = 1400

/** graphile-worker task `build_report_pdf`: builds one requested report PDF (spec 02 §2.5). */
export const buildReportPdfTask: Task<'build_report_pdf'> = async ({ pdfId }) => {
  await buildReportPdf(pdfId)
}

/** Every chart of the report, in reading order. */
function reportCharts(report: AnalysisReport): ReportChartWithSpec[] {
  return report.sections.flatMap((section) =>
    section.groups.flatMap((group) => group.items.flatMap((item) => item.runs.flatMap((run) => run.charts))),
  )
}

/**
 * A chart's PNG as JPEG. A renamed chart whose display-name PNG is not drawn yet (its job has not
 * run) is drawn here from the renamed spec; any other missing PNG fails the build.
 */
async function chartJpeg(chart: ReportChartWithSpec, storage: FileStorage): Promise<Buffer> {
  let png: Uint8Array
  if (await storage.exists(chart.storageKey)) png = await storage.get(chart.storageKey)
  else if (chart.renamed && chart.spec) png = renderChartPng(chart.spec)
  else throw new Error(`chart ${chart.title} (${chart.pngFileName}) has no stored image`)
  const image = await loadImage(Buffer.from(png))
  const scale = Math.min(1, CHART_MAX_PIXELS / image.width)
  const width = Math.round(image.width * scale)
  const height = Math.round(image.height * scale)
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  // JPEG has no transparency: charts are drawn on white.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.drawImage(image, 0, 0, width, height)
  // encode() runs off the main thread, so the charts convert side by side.
  return canvas.encode('jpeg', CHART_JPEG_QUALITY)
}

/**
 * Builds a requested report PDF: the report model (the one the page renders) in the request's
 * language, the requester's brand, each chart's stored PNG as JPEG; renders it and stores it under
 * the batch's folder (`report/<id>.pdf`). Any error, or a file under REPORT_PDF_MIN_BYTES, ends the
 * request failed with the error's text; the worker never sees it. Safe to run twice: a ready
 * request is left alone, and a rebuild overwrites the same key.
 */
export async function buildReportPdf(pdfId: number, storage: FileStorage = fileStorage()): Promise<void> {
  const startedAt = performance.now()
  const pdf = await findReportPdf(pdfId)
  if (!pdf || !(await startReportPdf(pdfId))) return
  try {
    const language: Language = (LANGUAGES as readonly string[]).includes(pdf.language)
      ? (pdf.language as Language)
      : 'zh'
    const report = await loadAnalysisReport(pdf.analysisId, language, { withChartSpecs: true })
    if (!report) throw new Error(`analysis ${pdf.analysisId} no longer exists`)
    if (report.status !== ANALYSIS_STATUS.completed) throw new Error(`analysis ${pdf.analysisId} is not completed`)
    const brand = await loadReportBrand(pdf.requestedBy)
    const logo = brand.logoStorageKey ? Buffer.from(await storage.get(brand.logoStorageKey)) : null
    const charts = reportCharts(report)
    const jpegs = await Promise.all(charts.map((chart) => chartJpeg(chart, storage)))
    const images = new Map(charts.map((chart, index) => [chart.storageKey, jpegs[index]]))
    const preparedMs = Math.round(performance.now() - startedAt)
    const { pdf: bytes, pageCount } = await renderReportPdf({ report, brand, language, logo, images })
    if (bytes.byteLength < REPORT_PDF_MIN_BYTES)
      throw new Error(`the PDF has ${bytes.byteLength} bytes (at least ${REPORT_PDF_MIN_BYTES} expected)`)
    const storageKey = reportPdfStorageKey(batchStoragePrefix(pdf.trackingNumber, pdf.analysisId), pdfId)
    await storage.put(storageKey, bytes)
    const buildMs = Math.round(performance.now() - startedAt)
    await finishReportPdf(pdfId, { storageKey, sizeBytes: bytes.byteLength, pageCount, buildMs })
    for (const superseded of await supersedeEarlierReportPdfs(pdfId)) await storage.remove(superseded)
    logger.info(
      {
        pdfId,
        analysisId: pdf.analysisId,
        charts: charts.length,
        pageCount,
        bytes: bytes.byteLength,
        preparedMs,
        buildMs,
      },
      'report PDF built',
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    logger.warn({ pdfId, analysisId: pdf.analysisId, err: error }, 'report PDF failed')
    await failReportPdf(pdfId, message, Math.round(performance.now() - startedAt))
  }
}
