import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PERMISSIONS } from '#core/permissions'
import { settingsEntryFor } from '#core/settings-pages'
import { requireRouteAccess } from '~/utils/access.server'
import { catalogueCounts, latestChanges } from '~/utils/admin/settings-overview.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  // A user who opens only some settings pages (menu:settings-course) lands on the first of them.
  const entry = settingsEntryFor(user.permissions)
  if (entry && entry !== '/setting') throw redirect(entry)
  await requireRouteAccess(request, PERMISSIONS.settings)
  const [counts, changes] = await Promise.all([catalogueCounts(), latestChanges()])
  return { counts, changes: changes.map((change) => ({ ...change, createdAt: change.createdAt.toISOString() })) }
}

const SECTIONS = [
  { to: '/setting/tool', title: 'pages.settingTools.title', body: 'pages.settingTools.body', count: 'tools' },
  { to: '/setting/form', title: 'pages.settingForms.title', body: 'pages.settingForms.body', count: 'forms' },
  {
    to: '/setting/code',
    title: 'pages.settingCode.title',
    body: 'pages.settingCode.body',
    count: 'dictionaryCategories',
  },
  {
    to: '/setting/multi-language-management',
    title: 'pages.settingLanguages.title',
    body: 'pages.settingLanguages.body',
    count: 'strings',
  },
  {
    to: '/setting/analysis-management',
    title: 'pages.settingAnalysis.title',
    body: 'pages.settingAnalysis.body',
    count: 'workflows',
  },
] as const

/** The settings group's landing page: each area with how much it holds, and the latest changes staff made. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation()
  const { counts, changes } = useLoaderData<typeof loader>()
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', {
    dateStyle: 'short',
    timeStyle: 'short',
  })
  return (
    <div className="p-4 sm:p-6">
      <h1 className="text-xl font-semibold text-slate-900">{t('pages.settings.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('pages.settings.body')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((section) => (
          <li key={section.to} className="rounded-lg border border-slate-200 p-4 hover:border-brand-300">
            <Link to={section.to} className="font-medium text-brand-700 hover:underline">
              {t(section.title)}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{t(section.body)}</p>
            <p className="mt-2 text-sm text-slate-500">
              {t(`settingsOverview.counts.${section.count}`, { count: counts[section.count] })}
              {section.count === 'tools'
                ? ` · ${t('settingsOverview.counts.publishedTools', { count: counts.publishedTools })}`
                : null}
            </p>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-base font-semibold text-slate-900">{t('settingsOverview.latestChanges')}</h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('settingsOverview.noChanges')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="latest-changes">
          {changes.map((change) => (
            <li key={change.id} className="flex flex-wrap gap-x-3 py-2">
              <time dateTime={change.createdAt} className="tabular-nums text-slate-500">
                {time.format(new Date(change.createdAt))}
              </time>
              <span className="text-slate-700">{change.actorEmail}</span>
              <span className="text-slate-900">
                {t(`settingsOverview.actions.${change.action}`, { defaultValue: change.action })}{' '}
                {t(`settingsOverview.entities.${change.entityType}`, { defaultValue: change.entityType })} #
                {change.entityId}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
