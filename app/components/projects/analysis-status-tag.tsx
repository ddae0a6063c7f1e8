import { useTranslation } from 'react-i18next'
import { ANALYSIS_STATUS } from '#core/projects'

/** Tag colours of spec 02 §4: processing info, completed success, failed danger; to be processed plain. */
const STATUS_STYLE: Record<number, string> = {
  [ANALYSIS_STATUS.toBeProcessed]: 'bg-slate-100 text-slate-700',
  [ANALYSIS_STATUS.processing]: 'bg-sky-50 text-sky-700',
  [ANALYSIS_STATUS.completed]: 'bg-emerald-50 text-emerald-700',
  [ANALYSIS_STATUS.failed]: 'bg-red-50 text-red-700',
}

export function AnalysisStatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  return (
    <span
      data-status={status}
      className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status] ?? STATUS_STYLE[0]}`}
    >
      {t(`projectCentre.analysisStatus.${status}`)}
    </span>
  )
}
