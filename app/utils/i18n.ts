import { DEFAULT_LANGUAGE, LANGUAGES } from '#core/language'

export const LANGUAGE_COOKIE_NAME = 'lng'

export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
}
