import { useTranslation } from 'react-i18next'
import { MESSAGE_IMPORTANCE } from '#core/engagement'

const IMPORTANCE_CLASS: Record<number, string> = {
  [MESSAGE_IMPORTANCE.low]: 'bg-slate-100 text-slate-700',
  [MESSAGE_IMPORTANCE.medium]: 'bg-sky-100 text-sky-800',
  [MESSAGE_IMPORTANCE.high]: 'bg-amber-100 text-amber-800',
  [MESSAGE_IMPORTANCE.urgent]: 'bg-red-100 text-red-800',
}

/** A message's importance (0 low, 10 medium, 20 high, 99 urgent) as a coloured label. */
export function ImportanceBadge({ importance }: { importance: number }) {
  const { t } = useTranslation()
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${IMPORTANCE_CLASS[importance] ?? ''}`}
    >
      {t(`messageCentre.importance.${importance}`)}
    </span>
  )
}
