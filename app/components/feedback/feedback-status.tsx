import { useTranslation } from 'react-i18next'
import { FEEDBACK_STATUS } from '#core/engagement'

const TONE: Record<number, string> = {
  [FEEDBACK_STATUS.submitted]: 'bg-slate-100 text-slate-700',
  [FEEDBACK_STATUS.inProcess]: 'bg-sky-100 text-sky-800',
  [FEEDBACK_STATUS.pending]: 'bg-amber-100 text-amber-800',
  [FEEDBACK_STATUS.resolved]: 'bg-emerald-100 text-emerald-800',
  [FEEDBACK_STATUS.unresolved]: 'bg-red-100 text-red-800',
  [FEEDBACK_STATUS.closed]: 'bg-slate-200 text-slate-700',
}

/** A feedback status as a coloured label in the reader's language. */
export function FeedbackStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation()
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${TONE[status] ?? ''}`} data-status={status}>
      {t(`feedback.status.${status}`)}
    </span>
  )
}
