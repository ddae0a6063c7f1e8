import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/root'
import { LANGUAGES } from '#core/language'

/** A plain form per language, so switching works with and without JavaScript. */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const data = useRootData()
  return (
    <Form
      method="post"
      action="/resources/language"
      className="flex items-center gap-1 text-sm"
      aria-label={t('language.switch')}
    >
      <input type="hidden" name="redirectTo" value={data?.currentPath ?? '/'} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          aria-pressed={data?.language === language}
          className={`rounded px-2 py-1 ${data?.language === language ? 'bg-brand-100 font-semibold text-brand-700' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </Form>
  )
}
