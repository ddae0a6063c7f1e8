import { useTranslation } from 'react-i18next'

/** Stub until the report-pdf branch lands its real button (same signature). */
export function PdfDownloadButton({ analysisId, disabled }: { analysisId: string; disabled?: boolean }) {
  const { t } = useTranslation()
  return (
    <form method="post" action={`/analysis-report/${analysisId}/pdf`}>
      <button
        type="submit"
        disabled={disabled}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium"
      >
        {t('reportPdf.download')}
      </button>
    </form>
  )
}
