/** The English text when the reader reads English and one exists; Chinese (the default) otherwise. */
export function localized(language: string, zh: string, en: string | null | undefined): string {
  return language === 'en' && en ? en : zh
}
