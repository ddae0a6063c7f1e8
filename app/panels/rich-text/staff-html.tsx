import { useTranslation } from 'react-i18next'

/** Readable defaults for the staff's headings, paragraphs, lists, definition lists, links and tables. */
const STAFF_HTML_CLASS = [
  'max-w-none text-sm leading-relaxed text-slate-700',
  '[&_h1]:mb-2 [&_h1]:mt-4 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-lg',
  '[&_h2]:font-semibold [&_h3]:mb-1 [&_h3]:mt-3 [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-medium',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_dt]:mt-2 [&_dt]:font-medium [&_dd]:ml-4 [&_dd]:text-slate-600 [&_a]:text-brand-600 [&_a]:underline',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_table]:my-2 [&_table]:block [&_table]:overflow-x-auto',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:px-2',
].join(' ')

/**
 * Group contents are rich text written by staff holding menu:settings in the workflow template; they
 * are rendered as trusted HTML (the page's CSP allows no inline script, so a stray script cannot run).
 */
export function StaffHtml({ html }: { html: string }) {
  const { t } = useTranslation()
  if (!html.trim()) return <p className="text-sm text-slate-500">{t('project.pane.noContent')}</p>
  return <div className={STAFF_HTML_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
}
