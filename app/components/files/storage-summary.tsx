import { useTranslation } from 'react-i18next'

export interface StorageFigure {
  usedBytes: number
  usedMb: number
  limitMb: number
  state: 'tight' | 'sufficient'
}

/** Spec 01 §9: storage as current/limit in MB with the tight or sufficient state, and the exact byte count. */
export function StorageSummary({ storage, children }: { storage: StorageFigure; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation()
  const percent = storage.limitMb > 0 ? Math.min(100, (storage.usedMb / storage.limitMb) * 100) : 100
  const tight = storage.state === 'tight'
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="storage-summary" data-state={storage.state}>
      <span>
        {t('personalFiles.storage.figure', {
          used: storage.usedMb.toLocaleString(i18n.language, { maximumFractionDigits: 2 }),
          limit: storage.limitMb.toLocaleString(i18n.language),
        })}
      </span>
      <span
        className="h-2 w-32 overflow-hidden rounded bg-slate-200"
        role="meter"
        aria-valuenow={Math.round(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('personalFiles.storage.label')}
      >
        <span className={`block h-full ${tight ? 'bg-red-500' : 'bg-emerald-500'}`} style={{ width: `${percent}%` }} />
      </span>
      <span className={tight ? 'font-medium text-red-700' : 'text-emerald-700'}>
        {t(tight ? 'personalFiles.storage.tight' : 'personalFiles.storage.sufficient')}
      </span>
      <span className="text-slate-500">
        {t('personalFiles.storage.exact', { bytes: storage.usedBytes.toLocaleString(i18n.language) })}
      </span>
      {children}
    </div>
  )
}
