import { Form, Link, NavLink, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/root'
import { can } from '#core/access-policy'
import { PERMISSIONS } from '#core/permissions'
import { settingsEntryFor } from '#core/settings-pages'
import { FeedbackButton } from './feedback/feedback-button'
import { LanguageSwitch } from './language-switch'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-slate-700'}`

/** Staff menus, each shown only to those the access policy lets open its route (the routes check it again). */
const STAFF_MENUS = [
  { to: '/projects-data', permission: PERMISSIONS.projectsData, label: 'nav.projectsData' },
  { to: '/security', permission: PERMISSIONS.security, label: 'nav.security' },
  { to: '/message-data', permission: PERMISSIONS.messageData, label: 'messageAdmin.title' },
] as const

/** The main links: a row on wide screens, the menu's list on phones and tablets. */
function MainLinks({ className }: { className: string }) {
  const { t } = useTranslation()
  const data = useRootData()
  return (
    <nav aria-label={t('nav.main')} className={className}>
      <NavLink to="/tools" className={navLinkClass}>
        {t('nav.tools')}
      </NavLink>
      <NavLink to="/analysis" className={navLinkClass}>
        {t('nav.analysis')}
      </NavLink>
      <NavLink to="/course" className={navLinkClass}>
        {t('nav.courses')}
      </NavLink>
      <NavLink to="/tutorial/platform&0&index" className={navLinkClass}>
        {t('nav.tutorial')}
      </NavLink>
      <a
        href={data?.platform.providerWebsiteUrl}
        className={navLinkClass({ isActive: false })}
        target="_blank"
        rel="noreferrer"
      >
        {t('nav.website')}
      </a>
      <a href="/product" className={navLinkClass({ isActive: false })} target="_blank" rel="noreferrer">
        {t('nav.product')}
      </a>
    </nav>
  )
}

/**
 * The site header: one opaque row. Below `lg` the links and the language switch fold into a menu button, a
 * details/summary disclosure that opens without JavaScript; with it, the menu also closes on navigation.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const data = useRootData()
  const user = data?.user
  const menu = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  const displayName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : ''
  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [location])
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white" data-testid="site-header">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <Link to="/" className="mr-2 flex shrink-0 items-center gap-2 text-lg font-bold text-brand-700 lg:mr-4">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          BioCloud
        </Link>
        <MainLinks className="hidden flex-wrap items-center lg:flex" />
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <div className="hidden lg:block">
            <LanguageSwitch />
          </div>
          {user ? <UnreadBadge unread={user.unreadMessages} /> : null}
          {user ? (
            <details className="relative" data-testid="user-menu">
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded px-3 py-2 text-sm hover:bg-slate-100">
                {/* On a phone the row holds the logo, the bell, the points and the menu button: the name waits for sm. */}
                <span className="hidden max-w-[12rem] truncate font-medium sm:inline">{displayName}</span>
                <span
                  className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800"
                  data-testid="points-balance"
                >
                  {t('points.balance', { count: user.balance })}
                </span>
              </summary>
              <div className="absolute right-0 mt-1 w-60 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
                <p className="truncate px-3 pb-1 text-sm font-medium sm:hidden">{displayName}</p>
                <Form method="post" action="/resources/check-in" className="mb-1">
                  <input type="hidden" name="redirectTo" value={data?.currentPath} />
                  <button
                    type="submit"
                    className="w-full rounded bg-brand-500 px-3 py-1.5 text-left text-sm text-white hover:bg-brand-600 disabled:bg-slate-300"
                    disabled={user.checkedInToday}
                  >
                    {user.checkedInToday ? t('points.checkedInToday') : t('points.checkIn')}
                  </button>
                  {user.checkInStreak > 0 ? (
                    <p className="mt-1 px-1 text-xs text-slate-600" data-testid="check-in-streak">
                      {t('points.streak', { count: user.checkInStreak })}
                      {' · '}
                      {t('points.streakNext', { count: 7 - (user.checkInStreak % 7) })}
                    </p>
                  ) : null}
                </Form>
                <MenuLink to="/userCenter/points">{t('points.historyMenu')}</MenuLink>
                <MenuLink to="/userCenter/message">{t('nav.messages')}</MenuLink>
                <MenuLink to="/userCenter/feedback">{t('feedback.myFeedback')}</MenuLink>
                <MenuLink to="/projects/overview">{t('nav.projectCentre')}</MenuLink>
                <MenuLink to="/userCenter/password">{t('nav.changePassword')}</MenuLink>
                {settingsEntryFor(user.permissions) ? (
                  <MenuLink to={settingsEntryFor(user.permissions)!}>{t('nav.settings')}</MenuLink>
                ) : null}
                {STAFF_MENUS.filter((menu) => can(user, 'route:open', { kind: 'route', access: menu.permission })).map(
                  (menu) => (
                    <MenuLink key={menu.to} to={menu.to}>
                      {t(menu.label)}
                    </MenuLink>
                  ),
                )}
                <Form method="post" action="/logout">
                  <button type="submit" className="w-full rounded px-3 py-1.5 text-left text-sm hover:bg-slate-100">
                    {t('nav.logout')}
                  </button>
                </Form>
              </div>
            </details>
          ) : (
            <Link
              to="/login"
              className="rounded bg-brand-500 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-600"
            >
              {t('nav.login')}
            </Link>
          )}
          <details ref={menu} className="lg:hidden" data-testid="site-menu">
            <summary
              className="flex cursor-pointer list-none items-center rounded-md border border-slate-300 p-2 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
              aria-label={t('nav.menu')}
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                <path d="M3 5h14v2H3zM3 9h14v2H3zM3 13h14v2H3z" />
              </svg>
            </summary>
            <div className="absolute inset-x-0 top-full flex flex-col gap-2 border-b border-slate-200 bg-white px-4 py-3 shadow-lg">
              <MainLinks className="flex flex-col" />
              <LanguageSwitch />
            </div>
          </details>
        </div>
      </div>
      {user ? (
        // Every page's feedback button (spec 01 §3): fixed at the bottom right, out of the header's crowded row.
        <div className="fixed bottom-4 right-4 z-30 print:hidden">
          <FeedbackButton
            from={data?.currentPath ?? '/'}
            defaultEmail={user.email}
            className="block rounded-full bg-brand-600 px-4 py-2 text-sm font-medium text-white shadow-lg hover:bg-brand-700"
          />
        </div>
      ) : null}
    </header>
  )
}

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="block rounded px-3 py-1.5 text-sm hover:bg-slate-100">
      {children}
    </Link>
  )
}

/**
 * The unread message count, linking to the message centre. With JavaScript it follows the
 * server's event stream, so a message delivered meanwhile shows without a reload; without, the
 * next page's count is the news.
 */
function UnreadBadge({ unread }: { unread: number }) {
  const { t } = useTranslation()
  const [count, setCount] = useState(unread)
  useEffect(() => setCount(unread), [unread])
  useEffect(() => {
    const source = new EventSource('/resources/message-events')
    source.addEventListener('unread', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { unread: number }
      if (Number.isInteger(data.unread)) setCount(data.unread)
    })
    return () => source.close()
  }, [])
  return (
    <Link
      to="/userCenter/message"
      className="relative rounded p-2 text-slate-600 hover:bg-slate-100"
      aria-label={count > 0 ? t('nav.unreadMessages', { count }) : t('nav.messages')}
      data-testid="unread-badge"
      data-unread={count}
    >
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
        <path d="M10 2a6 6 0 00-6 6v3.6l-1.7 2.6A.5.5 0 002.7 15h14.6a.5.5 0 00.4-.8L16 11.6V8a6 6 0 00-6-6zm-2 14a2 2 0 004 0H8z" />
      </svg>
      {count > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-red-700 px-1 text-center text-[0.7rem] leading-[1.1rem] text-white">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
