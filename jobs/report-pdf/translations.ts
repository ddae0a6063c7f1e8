import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createInstance, type TFunction } from 'i18next'
import type { Language } from '../../core/language'

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/locales')
const cache = new Map<Language, TFunction>()

/** The app's translations in one language, read from the same files the pages use (jobs may not import app/). */
export async function reportTranslations(language: Language): Promise<TFunction> {
  const cached = cache.get(language)
  if (cached) return cached
  const common = JSON.parse(await fs.promises.readFile(path.join(LOCALES, language, 'common.json'), 'utf8'))
  const i18n = createInstance()
  await i18n.init({
    lng: language,
    resources: { [language]: { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  })
  cache.set(language, i18n.t)
  return i18n.t
}
