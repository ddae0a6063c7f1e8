import { NavLink, Outlet } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export interface SideMenuItem {
  to: string
  label: string
}

/** The project centre, settings and security areas: a side menu beside the page. */
export function SideMenuLayout({ titleKey, items }: { titleKey: string; items: SideMenuItem[] }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
      <aside className="w-56 shrink-0">
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(titleKey)}</p>
        <nav className="flex flex-col gap-0.5">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) =>
                `rounded px-3 py-2 text-sm ${isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white">
        <Outlet />
      </div>
    </div>
  )
}
