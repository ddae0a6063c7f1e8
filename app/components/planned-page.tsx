import { useTranslation } from 'react-i18next'

/**
 * A route the spec defines whose feature lands in a later issue: it already has its URL and its
 * guard, and tells the visitor what it will hold.
 */
export function PlannedPage({ page }: { page: string }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-4xl px-4 py-12" data-page={page}>
      <h1 className="text-2xl font-semibold">{t(`pages.${page}.title`)}</h1>
      <p className="mt-3 text-slate-600">{t(`pages.${page}.body`)}</p>
      <p className="mt-6 inline-block rounded bg-slate-100 px-3 py-1 text-xs text-slate-500">{t('pages.comingSoon')}</p>
    </section>
  )
}
