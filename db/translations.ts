import { eq } from 'drizzle-orm'
import { RESOURCE_KIND } from '../core/language-resources'
import { LANGUAGES } from '../core/language'
import type { TranslationTable, Translations } from '../core/translator'
import enCommon from '../public/locales/en/common.json'
import zhCommon from '../public/locales/zh/common.json'
import { toolTranslations } from '../tools/translations'
import type { Database } from './client'
import { languageResources } from './schema/i18n'

/**
 * The one translation pipeline (spec 01 §7): the bundled tables (`public/locales/<lng>/common.json`
 * and every tool's words under `toolText`), with the string resources staff edit in the database
 * merged over them. The web's pages, the worker's chart PNGs and the report PDF all read this, so a
 * translation staff correct shows everywhere.
 */
export type { TranslationTable, Translations }

/** The bundled tables, without the database: a fresh copy each call (callers merge into it). */
export function bundledTranslations(): Translations {
  const bundled = {} as Translations
  for (const language of LANGUAGES) {
    const common = structuredClone(language === 'zh' ? zhCommon : enCommon) as TranslationTable
    bundled[language] = { ...common, ...toolTranslations(language) }
  }
  return bundled
}

/**
 * The bundled tables with every string resource of the database over them. An empty database text
 * keeps the bundled one, so a half-translated resource never blanks the interface.
 */
export async function mergedTranslations(db: Pick<Database, 'select'>): Promise<Translations> {
  const rows = await db
    .select({ key: languageResources.resourceKey, zh: languageResources.zh, en: languageResources.en })
    .from(languageResources)
    .where(eq(languageResources.kind, RESOURCE_KIND.string))
  const merged = bundledTranslations()
  for (const row of rows) {
    if (row.zh) setPath(merged.zh, row.key, row.zh)
    if (row.en) setPath(merged.en, row.key, row.en)
  }
  return merged
}

function setPath(target: TranslationTable, dottedKey: string, value: string) {
  const parts = dottedKey.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    if (typeof next !== 'object') node[part] = {}
    node = node[part] as TranslationTable
  }
  node[parts[parts.length - 1]] = value
}
