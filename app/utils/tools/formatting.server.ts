import { languageTag, PLATFORM_TIME_ZONE, type Language } from '#core/language'

// Building a formatter costs far more than using one; a list page formats dozens of timestamps.
const dateTimeFormats = {
  zh: new Intl.DateTimeFormat(languageTag('zh'), {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: PLATFORM_TIME_ZONE,
    hourCycle: 'h23',
  }),
  en: new Intl.DateTimeFormat(languageTag('en'), {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: PLATFORM_TIME_ZONE,
    hourCycle: 'h23',
  }),
}

/** A timestamp as the pages show it: in the platform's time zone and the reader's language. */
export function formatDateTime(date: Date | null, language: Language): string {
  if (!date) return '—'
  return dateTimeFormats[language].format(date)
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
