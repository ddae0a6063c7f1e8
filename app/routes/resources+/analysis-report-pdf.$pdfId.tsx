import type { LoaderFunctionArgs } from '@remix-run/node'
import { requestError } from '~/utils/http-errors.server'
import { findViewableReportPdf, reportPdfDownload } from '~/utils/analysis/report/report-pdf.server'
import { parseRouteId } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'

/** A built report PDF as a download, for whoever may view its batch; anything else is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const pdfId = await parseRouteId(request, params.pdfId)
  const pdf = await findViewableReportPdf(pdfId, null, user)
  if (!pdf) throw await requestError(request, 404, 'errors.notFound')
  return reportPdfDownload(request, pdf)
}
