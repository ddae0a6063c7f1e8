import { RemixI18Next } from 'remix-i18next/server'
import { eq } from 'drizzle-orm'
import { getDb, getSql } from '#db/client'
import { languageResources, RESOURCE_KIND } from '#db/schema/i18n'
import enCommon from '../../public/locales/en/common.json'
import zhCommon from '../../public/locales/zh/common.json'
import { i18nConfig, SUPPORTED_LANGUAGES, type Language } from './i18n'
import { languageCookie } from './language-cookie.server'

type Messages = { [key: string]: string | Messages }
type Resources = Record<Language, { common: Messages }>

const CHANGE_CHANNEL = 'language_resources_changed'

function bundledResources(): Resources {
  return { zh: { common: structuredClone(zhCommon) }, en: { common: structuredClone(enCommon) } }
}

// One object shared by every copy of this module in the process (the server loads the app build
// and its own modules separately), mutated in place so i18next instances see reloads.
const store = globalThis as { __biocloudTranslations?: Resources }
const resources: Resources = (store.__biocloudTranslations ??= bundledResources())

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: languageCookie,
    order: ['cookie'],
  },
  i18next: { ...i18nConfig, resources },
})

export function translationsFor(language: Language): Messages {
  return resources[language].common
}

/**
 * Sections only the server uses: task failures are translated by the task page's loader, so the
 * browser never needs their 150-odd texts (about 15 KB a page).
 */
const SERVER_ONLY_SECTIONS = new Set(['toolErrors'])

/** The translations the browser gets: everything but the server-only sections. */
export function browserTranslationsFor(language: Language): Messages {
  return Object.fromEntries(Object.entries(translationsFor(language)).filter(([section]) => !SERVER_ONLY_SECTIONS.has(section)))
}

function setPath(target: Messages, dottedKey: string, value: string) {
  const parts = dottedKey.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    if (typeof next !== 'object') node[part] = {}
    node = node[part] as Messages
  }
  node[parts[parts.length - 1]] = value
}

/**
 * Rebuilds the translations: the bundled files first, then every string resource from the
 * database over them (spec 01 §7, `GET /api/resource/getall`). An empty database text keeps the
 * bundled one, so a half-translated resource never blanks the interface.
 */
export async function reloadLanguageResources(): Promise<void> {
  const rows = await getDb()
    .select({ key: languageResources.resourceKey, zh: languageResources.zh, en: languageResources.en })
    .from(languageResources)
    .where(eq(languageResources.kind, RESOURCE_KIND.string))
  const fresh = bundledResources()
  for (const row of rows) {
    if (row.zh) setPath(fresh.zh.common, row.key, row.zh)
    if (row.en) setPath(fresh.en.common, row.key, row.en)
  }
  for (const language of SUPPORTED_LANGUAGES) resources[language].common = fresh[language].common
}

/** Tells every web process (including this one) to reload; call after a resource is written. */
export async function announceLanguageResourcesChanged(): Promise<void> {
  await getSql().notify(CHANGE_CHANNEL, '')
}

export async function listenForLanguageResourceChanges(onError: (error: unknown) => void): Promise<() => Promise<void>> {
  const subscription = await getSql().listen(CHANGE_CHANNEL, () => {
    reloadLanguageResources().catch(onError)
  })
  return () => subscription.unlisten()
}
