import { useTranslation } from 'react-i18next'

const STATUS_STYLE: Record<number, string> = {
  400: 'bg-red-50 text-red-700',
  790: 'bg-amber-50 text-amber-700',
  800: 'bg-emerald-50 text-emerald-700',
  900: 'bg-emerald-50 text-emerald-700',
}

/** A tool run status; `label`: the dictionary's name for it, the built-in word if staff deleted its item. */
export function ToolRunStatusBadge({ status, label }: { status: number; label: string | undefined }) {
  const { t } = useTranslation()
  return (
    <span
      data-status={status}
      className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status] ?? 'bg-sky-50 text-sky-700'}`}
    >
      {label ?? t(`toolRuns.status.${status}`)}
    </span>
  )
}
