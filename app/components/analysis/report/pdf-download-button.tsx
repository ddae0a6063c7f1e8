import { Form, useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportPdfState } from '~/utils/analysis/report/report-pdf.server'

/** How often the button asks for the build's state (the Global Patterns report builds in a few seconds). */
const POLL_MS = 1000

type RequestAnswer = { pdfId: number; pageHref: string }
type StateAnswer = { pdf: ReportPdfState }

/**
 * Download PDF report (spec 02 §2.5, §4). A form posting to the report's PDF route: without
 * JavaScript the browser goes on to the request's page, which refreshes until the file is ready.
 * With JavaScript a fetcher posts it, the button shows the progress message, polls the request's
 * page loader every second and, when the file is ready, downloads it and says so; a failure shows
 * "download failed." with the error.
 */
export function PdfDownloadButton({ analysisId, disabled }: { analysisId: string; disabled?: boolean }) {
  const { t } = useTranslation()
  const requester = useFetcher<RequestAnswer>()
  const [pageHref, setPageHref] = useState<string | null>(null)
  // One fetcher per request, so a new request never reads the last one's state.
  const poller = useFetcher<StateAnswer>({ key: `report-pdf:${pageHref ?? 'none'}` })
  const [outcome, setOutcome] = useState<'downloaded' | 'failed' | null>(null)
  const [failure, setFailure] = useState<StateAnswer['pdf'] | undefined>()

  useEffect(() => {
    if (requester.state === 'idle' && requester.data?.pageHref) setPageHref(requester.data.pageHref)
  }, [requester.state, requester.data])

  const state = pageHref ? poller.data?.pdf : failure
  useEffect(() => {
    if (!pageHref || poller.state !== 'idle') return
    if (state?.status === 'ready' && state.downloadHref) {
      setPageHref(null)
      setOutcome('downloaded')
      // An attachment: the browser downloads it and stays on the report.
      window.location.assign(state.downloadHref)
      return
    }
    if (state?.status === 'failed') {
      setPageHref(null)
      setFailure(state)
      setOutcome('failed')
      return
    }
    const timer = window.setTimeout(() => poller.load(pageHref), poller.data ? POLL_MS : 0)
    return () => window.clearTimeout(timer)
  }, [pageHref, poller, state])

  const busy = requester.state !== 'idle' || pageHref !== null
  const action = `/analysis-report/${analysisId}/pdf`
  return (
    <div className="flex flex-col items-end gap-1" data-testid="pdf-download">
      <Form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault()
          setOutcome(null)
          requester.submit({ respond: 'json' }, { method: 'post', action })
        }}
      >
        <button
          type="submit"
          disabled={disabled || busy}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t('reportPdf.download')}
        </button>
      </Form>
      <p aria-live="polite" className="text-xs">
        {busy ? (
          <span role="status" className="text-slate-600">
            {t('reportPdf.generating')}
          </span>
        ) : outcome === 'downloaded' ? (
          <span role="status" className="text-teal-700">
            {t('reportPdf.downloaded')}
          </span>
        ) : outcome === 'failed' ? (
          <span role="alert" className="text-red-700">
            {t('reportPdf.failed')} {state?.error ? t(state.error.key, state.error.params) : null}
          </span>
        ) : null}
      </p>
    </div>
  )
}
