import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PdfDownloadButton } from '~/components/analysis/report/pdf-download-button'
import { primaryButtonClass } from '~/components/ui/field'
import { requestError } from '~/utils/http-errors.server'
import { findViewableReportPdf, reportPdfState } from '~/utils/analysis/report/report-pdf.server'
import { parseRouteId } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'

/** Seconds between the page's refreshes while the PDF is being built (without JavaScript). */
const REFRESH_SECONDS = 1

/** A PDF request's state: the page without JavaScript, and the JSON the download button's fetcher polls. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const pdfId = await parseRouteId(request, params.pdfId)
  const pdf = await findViewableReportPdf(pdfId, params.aId ?? '', user)
  if (!pdf) throw await requestError(request, 404, 'errors.notFound')
  return json(
    { analysisId: pdf.analysisId, pdf: reportPdfState(pdf) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.analysisId} · PDF · BioCloud` : 'BioCloud' },
]

export default function ReportPdfPage() {
  const { analysisId, pdf } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-12" data-pdf-status={pdf.status}>
      {pdf.status === 'building' ? <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} /> : null}
      <h1 className="text-xl font-semibold">{t('reportPdf.pageTitle')}</h1>
      {pdf.status === 'building' ? (
        <div role="status" className="flex flex-col gap-1">
          <p>{t('reportPdf.generating')}</p>
          <p className="text-sm text-slate-500">{t('reportPdf.refreshNote')}</p>
        </div>
      ) : pdf.status === 'ready' ? (
        <div className="flex flex-col items-start gap-3">
          <p role="status">{t('reportPdf.ready')}</p>
          <a href={pdf.downloadHref} download className={primaryButtonClass}>
            {t('reportPdf.downloadLink')}
          </a>
        </div>
      ) : (
        <p role="alert" className="text-red-700">
          {t('reportPdf.failed')} {pdf.error ? t(pdf.error.key, pdf.error.params) : null}
        </p>
      )}
      <div className="flex items-start justify-between gap-4 border-t border-slate-200 pt-4">
        <Link to={`/analysis-report/${analysisId}`} className="text-sm text-teal-700 underline">
          {t('reportPdf.backToReport')}
        </Link>
        {/* A new build: after a failure, or after the brand config changed. */}
        {pdf.status === 'building' ? null : <PdfDownloadButton analysisId={analysisId} />}
      </div>
    </main>
  )
}
