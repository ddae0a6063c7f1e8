import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** The management pages of one workflow (spec 02 §2.6: edit, introduction, project template, guide, report, example). */
export const WORKFLOW_ADMIN_PAGES = [
  { path: 'edit', label: 'adminWorkflows.nav.edit' },
  { path: 'introduction', label: 'adminWorkflows.nav.introduction' },
  { path: 'template', label: 'adminWorkflows.nav.template' },
  { path: 'guides', label: 'adminWorkflows.nav.guides' },
  { path: 'report', label: 'adminWorkflows.nav.report' },
  { path: 'example', label: 'adminWorkflows.nav.example' },
] as const

export function workflowAdminHref(workflowId: number, page: (typeof WORKFLOW_ADMIN_PAGES)[number]['path']): string {
  return `/setting/analysis-management/${workflowId}/${page}`
}

/** Tabs over a workflow's management pages, with the workflow's title; plain links, so they work without JavaScript. */
export function WorkflowAdminNav({ workflowId, title }: { workflowId: number; title: string }) {
  const { t } = useTranslation()
  return (
    <div className="mb-4 border-b border-slate-200">
      <p className="text-sm text-slate-500">
        <NavLink to="/setting/analysis-management" className="hover:underline">
          {t('adminWorkflows.nav.list')}
        </NavLink>{' '}
        / <span className="font-medium text-slate-800">{title}</span>
      </p>
      <nav className="mt-2 flex flex-wrap gap-1" aria-label={t('adminWorkflows.nav.label')}>
        {WORKFLOW_ADMIN_PAGES.map((page) => (
          <NavLink
            key={page.path}
            to={workflowAdminHref(workflowId, page.path)}
            className={({ isActive }) =>
              `rounded-t-md px-3 py-2 text-sm ${isActive ? 'border border-b-white border-slate-200 bg-white font-medium' : 'text-slate-600 hover:text-slate-900'}`
            }
          >
            {t(page.label)}
          </NavLink>
        ))}
      </nav>
    </div>
  )
}
