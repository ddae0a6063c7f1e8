import { json, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { reportPdfPageHref, requestAnalysisReportPdf } from '~/utils/analysis/report/report-pdf.server'
import { requireRouteAccess } from '~/utils/access.server'

/**
 * POST: asks for the report's PDF (the Download PDF report button). Without JavaScript it goes on to
 * the request's page, which refreshes until the file is ready; the button's fetcher gets the id as JSON.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { pdfId, analysisId, respond } = await requestAnalysisReportPdf(request, user, params.aId)
  const pageHref = reportPdfPageHref(analysisId, pdfId)
  return respond === 'json' ? json({ pdfId, pageHref }) : redirect(pageHref)
}
