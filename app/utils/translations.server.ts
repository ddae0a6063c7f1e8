import { createHash } from 'node:crypto'
import { createInstance, type i18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { getDb, getSql } from '#db/client'
import { bundledTranslations, mergedTranslations } from '#db/translations'
import { i18nConfig } from './i18n'
import { LANGUAGES, type Language, languageOrDefault } from '#core/language'
import { languageCookie } from './language-cookie.server'

type Messages = { [key: string]: string | Messages }
type Resources = Record<Language, { common: Messages }>

const CHANGE_CHANNEL = 'language_resources_changed'

function bundledResources(): Resources {
  const bundled = bundledTranslations()
  return { zh: { common: bundled.zh }, en: { common: bundled.en } }
}

// One object shared by every copy of this module in the process (the server loads the app build
// and its own modules separately), mutated in place so i18next instances see reloads.
const store = globalThis as { __biocloudTranslations?: Resources }
const resources: Resources = (store.__biocloudTranslations ??= bundledResources())

export function translationsFor(language: Language): Messages {
  return resources[language].common
}

/**
 * Sections only the server uses: task failures and the words of stored results are translated by
 * the loaders (results reach the browser already in the reader's language), so the browser never
 * needs their texts.
 */
const SERVER_ONLY_SECTIONS = new Set(['toolErrors', 'toolText'])

/** The part of a table the browser gets: everything but the server-only sections. */
function browserSections(table: Messages): Messages {
  return Object.fromEntries(Object.entries(table).filter(([section]) => !SERVER_ONLY_SECTIONS.has(section)))
}

interface PreparedTranslations {
  /** An i18next instance fixed on one language, shared by every request in that language. */
  instance: i18n
  /** A short hash of the table: the client caches it for good under a URL that names it. */
  version: string
  json: string
}

// Keyed by the table object, which a reload replaces: a new table gets a new instance and version.
const prepared = new WeakMap<Messages, PreparedTranslations>()

function preparedTranslations(language: Language): PreparedTranslations {
  const table = translationsFor(language)
  let entry = prepared.get(table)
  if (!entry) {
    const instance = createInstance().use(initReactI18next)
    // No backend and `initImmediate: false`: the instance is ready when init returns.
    void instance.init({
      ...i18nConfig,
      lng: language,
      initImmediate: false,
      resources: { [language]: { common: table } },
    })
    const json = JSON.stringify(browserSections(table))
    entry = { instance, json, version: createHash('sha256').update(json).digest('base64url').slice(0, 16) }
    prepared.set(table, entry)
  }
  return entry
}

/** The server's i18next instance for a language (for rendering); never change its language. */
export function serverI18nFor(language: Language): i18n {
  return preparedTranslations(language).instance
}

/** The merged table as the client loads it, and the version its URL carries. */
export function translationsResource(language: Language): { version: string; json: string } {
  const { version, json } = preparedTranslations(language)
  return { version, json }
}

export function translationsUrl(language: Language): string {
  return `/resources/translations/${language}/${translationsResource(language).version}`
}

/**
 * remix-i18next builds and initialises a new i18next instance on every `getFixedT`; the tables are
 * the same for every request in a language, so one prepared instance per language serves them all.
 */
class PlatformI18Next extends RemixI18Next {
  override async getFixedT(requestOrLocale: Request | string): Promise<TFunction> {
    const requested = typeof requestOrLocale === 'string' ? requestOrLocale : await this.getLocale(requestOrLocale)
    const language = languageOrDefault(requested)
    return serverI18nFor(language).getFixedT(language, 'common')
  }
}

export const i18next = new PlatformI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: languageCookie,
    order: ['cookie'],
  },
  i18next: { ...i18nConfig, resources },
})

/**
 * Rebuilds the translations from the bundled tables and the database's string resources
 * (`db/translations.ts`; spec 01 §7, `GET /api/resource/getall`).
 */
export async function reloadLanguageResources(): Promise<void> {
  const fresh = await mergedTranslations(getDb())
  for (const language of LANGUAGES) resources[language].common = fresh[language]
}

/**
 * Reloads on every change: a trigger on `language_resources` (migration 0009) notifies the channel
 * after any write, so writers need not announce anything. postgres.js listens again after a lost
 * connection and then calls `onlisten`; reloading there picks up a change made while disconnected.
 */
export async function listenForLanguageResourceChanges(
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const reload = () => {
    reloadLanguageResources().catch(onError)
  }
  const subscription = await getSql().listen(CHANGE_CHANNEL, reload, reload)
  return () => subscription.unlisten()
}
