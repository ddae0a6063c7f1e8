import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** The 401, 403 and 404 pages: the status, what it means, and who to contact (spec 01 §2). */
export function StatusPage({ status, messageKey }: { status: number; messageKey: string }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-600">{status}</p>
      <h1 className="text-xl font-semibold">{t(messageKey)}</h1>
      <p className="text-sm text-slate-500">{t('errors.contactSupport')}</p>
      <Link to="/" className="text-brand-600 underline">
        {t('errors.backHome')}
      </Link>
    </div>
  )
}
