import { languageTag, PLATFORM_TIME_ZONE, type Language } from './language'

/*
 * Every time the platform shows, on every page, in the PDF and in generated names, is written here, in the
 * platform's time zone (Asia/Shanghai) whatever the server's or the reader's browser's zone: the server-rendered
 * page and the hydrated one print the same text, and two pages show one moment alike. The footer says which zone.
 */

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

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A timestamp (a Date, or its JSON text after a loader) in the platform's time zone and the reader's language. */
export function formatDateTime(date: Date | string | null, language: Language): string {
  if (date === null) return '—'
  return dateTimeFormats[language].format(typeof date === 'string' ? new Date(date) : date)
}

/** Year, month, day, hour and minute of a moment in the platform's time zone, zero-padded. */
export function platformDateParts(date: Date) {
  const part = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]))
  return { year: part.year, month: part.month, day: part.day, hour: part.hour, minute: part.minute }
}

/** `YYYY-MM-DD HH:mm` in the platform's time zone (the report's dates, spec 02 §2.5). */
export function formatReportDate(date: Date): string {
  const part = platformDateParts(date)
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}
