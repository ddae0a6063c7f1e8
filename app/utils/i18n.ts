/** Languages the platform speaks; Chinese is the default (spec 01 §1). */
export const SUPPORTED_LANGUAGES = ['zh', 'en'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh'
export const LANGUAGE_COOKIE_NAME = 'lng'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** The BCP 47 tag used for `<html lang>` and the Content-Language / Accept-Language headers. */
export function languageTag(language: Language): 'zh-CN' | 'en-US' {
  return language === 'zh' ? 'zh-CN' : 'en-US'
}

export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
}
