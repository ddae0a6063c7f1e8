import { useTranslation } from 'react-i18next'
import { ANALYSIS_STATUS } from '#core/projects'

/** Tag colours of spec 02 §4: processing info, completed success, failed danger; to be processed plain. */
const STATUS_STYLE: Record<number, string> = {
  [ANALYSIS_STATUS.toBeProcessed]: 'bg-slate-100 text-slate-700',
  [ANALYSIS_STATUS.processing]: 'bg-sky-50 text-sky-700',
  [ANALYSIS_STATUS.completed]: 'bg-emerald-50 text-emerald-700',
  [ANALYSIS_STATUS.failed]: 'bg-red-50 text-red-700',
}

/** `labels`: the AnalysisStatus dictionary's names (staff rename them); a code missing there shows the built-in word. */
export function AnalysisStatusTag({ status, labels }: { status: number; labels: Readonly<Record<string, string>> }) {
  const { t } = useTranslation()
  return (
    <span
      data-status={status}
      className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status] ?? STATUS_STYLE[0]}`}
    >
      {labels[status] ?? t(`projectCentre.analysisStatus.${status}`)}
    </span>
  )
}
