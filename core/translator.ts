import { createInstance } from 'i18next'
import type { Language } from './language'
import type { TranslateText } from './result-text'

/** One language's translation table (i18next resources of the `common` namespace). */
export type TranslationTable = { [key: string]: string | TranslationTable }

/** The merged tables of every language (`db/translations.ts` builds them). */
export type Translations = Record<Language, TranslationTable>

/**
 * A translate function over one language's table, for code that renders outside a request: the
 * worker's chart PNGs and report PDF, tests. Missing keys fall back to nothing but the key itself,
 * so a missing word shows up in a test instead of quietly turning into the other language.
 */
export function translatorFor(language: Language, table: TranslationTable): TranslateText {
  const i18n = createInstance()
  // No backend and `initImmediate: false`: the instance is ready when init returns.
  void i18n.init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common'],
    initImmediate: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { common: table } },
  })
  return i18n.getFixedT(language, 'common') as TranslateText
}
