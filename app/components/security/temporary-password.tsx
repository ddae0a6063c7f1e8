import { useTranslation } from 'react-i18next'

/** A temporary password, shown to the administrator this once to pass on. */
export function TemporaryPassword({ message, password }: { message: string; password: string }) {
  const { t } = useTranslation()
  return (
    <section role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900">
      <p>{message}</p>
      <p className="mt-2">
        {t('securityAccounts.temporaryPassword')}{' '}
        <code
          data-testid="temporary-password"
          className="rounded bg-white px-2 py-1 font-mono text-base text-slate-900"
        >
          {password}
        </code>
      </p>
      <p className="mt-2">{t('securityAccounts.temporaryPasswordOnce')}</p>
    </section>
  )
}
