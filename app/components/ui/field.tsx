import { useTranslation } from 'react-i18next'

/** Field error keys are i18next keys; every one is shown, one per line. */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-600" role="alert">
      {errors.map((error) => (
        <li key={error}>{t(error)}</li>
      ))}
    </ul>
  )
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400'

export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-slate-300'
