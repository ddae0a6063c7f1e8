import { REPORT_FONT_SIZE } from '#core/analysis-report'

/**
 * How the reader has set the report page up: font size, eye-protection mode, cover and index shown,
 * notice dismissed. The query string carries it (so every control works as a link or GET form
 * without JavaScript); with JavaScript the page keeps it in state and applies it live.
 */
export interface ReportSettings {
  font: number
  eye: boolean
  cover: boolean
  notice: boolean
}

export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  font: REPORT_FONT_SIZE.default,
  eye: false,
  cover: true,
  notice: true,
}

/** The query of a settings change: only what differs from the defaults, so a plain link stays short. */
export function settingsQuery(settings: ReportSettings, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (settings.font !== DEFAULT_REPORT_SETTINGS.font) params.set('font', String(settings.font))
  if (settings.eye) params.set('eye', '1')
  if (!settings.cover) params.set('cover', '0')
  if (!settings.notice) params.set('notice', '0')
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const query = params.toString()
  return query ? `?${query}` : '?'
}

/** The query parameters the settings use: changing only these needs no new report from the server. */
const SETTINGS_PARAMS = ['font', 'eye', 'cover', 'notice'] as const

export function onlySettingsDiffer(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false
  const others = (url: URL) => {
    const params = new URLSearchParams(url.search)
    for (const name of SETTINGS_PARAMS) params.delete(name)
    params.sort()
    return params.toString()
  }
  return others(current) === others(next)
}
