import { useActionData, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BrandFormRejection } from '~/utils/analysis/report/report-brand.server'
import type { ReportPageBrand, ReportPageReport } from '~/utils/analysis/report/report-page.server'
import { useHydrated } from '~/utils/use-hydrated'
import { BrandDialog, BrandForm } from './brand-form'
import { PdfDownloadButton } from './pdf-download-button'
import { ReportCover, ReportIndexPage, ReportSections } from './report-document'
import { ReportSidePanel } from './report-side-panel'
import { settingsQuery, type ReportSettings } from './report-settings'

const headerButtonClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50'

/** Eye-protection mode: a warm, low-contrast paper instead of white. */
const EYE_CLASS = 'report-eye bg-[#f3ead3] text-[#4b4235]'

/**
 * `/analysis-report/:aId` for a completed batch (spec 02 §2.5): the sticky header, the notice, the
 * report document (cover, index, sections 1-5) and the side panel. Settings live in the query;
 * with JavaScript they change in state first, without a round trip.
 */
export function ReportPage({
  report,
  brand,
  settings: loadedSettings,
  editingBrand,
}: {
  report: ReportPageReport
  brand: ReportPageBrand
  settings: ReportSettings
  editingBrand: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  const rejection = useActionData<BrandFormRejection>()
  const [settings, setSettings] = useState(loadedSettings)
  const [brandOpen, setBrandOpen] = useState(editingBrand)
  // A navigation (a GET form, a save) brings the server's view of the settings and the form's state.
  useEffect(() => setSettings(loadedSettings), [loadedSettings])
  useEffect(() => setBrandOpen(editingBrand || Boolean(rejection)), [location.key, editingBrand, rejection])

  const navigate = useNavigate()
  // Live: the state changes the page at once; the URL follows (no loader call, see the route's
  // shouldRevalidate), so a reload or a shared link keeps the settings.
  const change = hydrated
    ? (next: ReportSettings) => {
        setSettings(next)
        navigate(settingsQuery(next), { replace: true, preventScrollReset: true })
      }
    : null
  const brandForm = (
    <BrandForm
      brand={brand}
      rejection={rejection}
      action={settingsQuery(settings, { brand: 'edit' })}
      onCancelHref={settingsQuery(settings)}
      onCancel={hydrated ? () => setBrandOpen(false) : null}
    />
  )

  return (
    <div
      className={`report-root min-h-full ${settings.eye ? EYE_CLASS : ''}`}
      data-testid="report-root"
      data-eye={settings.eye}
    >
      {/* Sticky over the site's own sticky header on wide screens; on phones the site header already sticks. */}
      <header className="report-header relative z-30 border-b border-slate-200 bg-white/95 backdrop-blur lg:sticky lg:top-0 print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 lg:min-h-14">
          <a
            href={`/analysis-project/${report.analysisId}`}
            target="_blank"
            rel="noopener"
            className={headerButtonClass}
            data-testid="return-to-project"
          >
            {t('report.header.returnToProject')}
          </a>
          <img
            src={brand.logoUrl ?? '/favicon.svg'}
            alt={brand.companyName || 'BioCloud'}
            className="h-8 w-auto max-w-[8rem] object-contain"
            data-testid="header-logo"
          />
          <h1
            className="min-w-0 basis-full text-base font-semibold text-slate-800 sm:basis-0 sm:flex-1 sm:truncate"
            data-testid="report-title"
          >
            {brand.companyName ? (
              <span className="mr-2 text-slate-500" data-testid="header-company">
                {brand.companyName}
              </span>
            ) : null}
            {report.projectName} {t('report.word')}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            {hydrated ? (
              <button type="button" onClick={() => window.print()} className={headerButtonClass} data-testid="print">
                {t('report.header.print')}
              </button>
            ) : (
              <span className="text-xs text-slate-500" data-testid="print-hint">
                {t('report.header.printHint')}
              </span>
            )}
            <PdfDownloadButton analysisId={report.analysisId} />
          </div>
        </div>
      </header>

      {settings.notice && report.noticeHtml.trim() ? (
        <div
          className="mx-auto mt-3 flex max-w-7xl items-start gap-3 rounded border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 print:hidden"
          role="note"
          data-testid="report-notice"
        >
          <div className="min-w-0 flex-1" dangerouslySetInnerHTML={{ __html: report.noticeHtml }} />
          <a
            href={settingsQuery({ ...settings, notice: false })}
            onClick={(event) => {
              if (!change) return
              event.preventDefault()
              change({ ...settings, notice: false })
            }}
            className="shrink-0 font-medium underline"
            data-testid="dismiss-notice"
          >
            {t('report.notice.dismiss')}
          </a>
        </div>
      ) : null}

      {editingBrand && !hydrated ? (
        <section
          className="mx-auto mt-3 max-w-2xl rounded-lg border border-slate-200 bg-white p-4 text-slate-800 print:hidden"
          data-testid="brand-inline"
        >
          <h2 className="mb-4 text-lg font-semibold">{t('report.brand.title')}</h2>
          {brandForm}
        </section>
      ) : null}
      {hydrated ? (
        <BrandDialog open={brandOpen} onOpenChange={setBrandOpen}>
          {brandForm}
        </BrandDialog>
      ) : null}

      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 lg:flex-row lg:items-start print:block print:max-w-none print:p-0">
        <article
          className="report-document min-w-0 flex-1 rounded-lg border border-slate-200 bg-white/60 px-4 py-2 sm:px-8 print:border-0 print:bg-transparent print:p-0"
          // The spec's sizes (default 9, reset 15) read as points, as a document's are; everything inside is in em.
          style={{ fontSize: `${settings.font}pt` }}
          data-testid="report-document"
          data-font={settings.font}
        >
          {settings.cover ? (
            <>
              <ReportCover report={report} brand={brand} />
              <ReportIndexPage report={report} />
            </>
          ) : null}
          <ReportSections report={report} primaryColor={brand.primaryColor} />
        </article>
        <div className="w-full shrink-0 lg:sticky lg:top-16 lg:w-72 print:hidden">
          <ReportSidePanel
            settings={settings}
            onChange={change}
            onEditBrand={hydrated ? () => setBrandOpen(true) : null}
            index={report.index}
          />
        </div>
      </div>
    </div>
  )
}
