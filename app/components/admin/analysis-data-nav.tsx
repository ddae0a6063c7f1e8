import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

const TABS = [
  { to: '/analysis-data', key: 'list', end: true },
  { to: '/analysis-data/transfer', key: 'transfer', end: false },
  { to: '/analysis-data/unconfirmed', key: 'unconfirmed', end: false },
] as const

/** The analysis data desk's pages: all batches, transfer, unconfirmed projects. */
export function AnalysisDataNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('analysisData.nav.label')} className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
      {TABS.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-600 font-medium text-white' : 'text-slate-700 hover:bg-slate-100'}`
          }
        >
          {t(`analysisData.nav.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  )
}
