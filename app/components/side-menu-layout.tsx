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
    // On a phone the menu is a row above the page that scrolls sideways, so the page keeps the full width.
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:gap-6">
      <aside className="min-w-0 md:w-56 md:shrink-0">
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(titleKey)}</p>
        <nav className="flex gap-0.5 overflow-x-auto whitespace-nowrap md:flex-col md:overflow-visible md:whitespace-normal">
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
