import i18next from 'i18next'
import type { Language } from '#core/language'

// The browser's i18next instance (entry.client initialises it): which table version it holds per language.
const loadedUrls = new Map<Language, string>()

/**
 * Loads a language's merged table from its versioned URL (`/resources/translations/<lng>/<version>`,
 * cached by the browser for good) into the browser's i18next, unless that version is already in.
 */
export async function ensureTranslations(language: Language, url: string): Promise<void> {
  if (loadedUrls.get(language) === url) return
  const response = await fetch(url)
  if (!response.ok) throw new Error(`loading the translations ${url} answered ${response.status}`)
  i18next.addResourceBundle(language, 'common', await response.json(), true, true)
  loadedUrls.set(language, url)
}
