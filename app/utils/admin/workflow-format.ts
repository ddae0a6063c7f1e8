import { platformDateParts } from '#core/date-time'

/**
 * The workflow list's times as the spec writes them, `YYYY-MM-DD H:m` (hour and minute without a
 * leading zero), in the platform's time zone so the server-rendered and hydrated pages agree.
 */
export function formatListTime(date: Date | string): string {
  const part = platformDateParts(typeof date === 'string' ? new Date(date) : date)
  return `${part.year}-${part.month}-${part.day} ${Number(part.hour)}:${Number(part.minute)}`
}
