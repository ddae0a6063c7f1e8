/** Languages the platform speaks; Chinese is the default (spec 01 §1). */
export const LANGUAGES = ['zh', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The language a value from outside names (a cookie, i18next's detected locale, a stored task),
 * or the default when it names none we speak.
 */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

/** The BCP 47 tag used for `<html lang>` and the Content-Language / Accept-Language headers. */
export function languageTag(language: Language): 'zh-CN' | 'en-US' {
  return language === 'zh' ? 'zh-CN' : 'en-US'
}

/** The English text when the reader reads English and one exists; Chinese (the default) otherwise. */
export function inLanguage(language: Language, zh: string, en: string | null | undefined): string {
  return language === 'en' && en ? en : zh
}

/** Calendar days and shown times are the platform's time zone's, whatever the server's own. */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai'
