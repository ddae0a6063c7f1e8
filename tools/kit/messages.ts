import type { Language } from '../../core/language'
import { message, type MessageRef, type TextParam } from '../../core/result-text'

/**
 * The words a tool writes into its results, in both languages, under one namespace (the tool's
 * script class name, or an area's or the kit's name for shared words). An executor stores
 * `text.name(params)`, a MessageRef, never the words themselves; the pages, downloads and the
 * report PDF translate it from `toolText.<namespace>.<name>` in the reader's language, with staff
 * corrections (language_resources rows) merged over these bundled words.
 *
 * Parameters use i18next's `{{name}}`; a test checks both languages name the same ones.
 */
export interface Words {
  readonly zh: string
  readonly en: string
}

export type Messages<Name extends string> = {
  readonly [K in Name]: (params?: Record<string, TextParam>) => MessageRef
}

const catalogues = new Map<string, Readonly<Record<string, Words>>>()

export function defineMessages<Name extends string>(
  namespace: string,
  words: Readonly<Record<Name, Words>>,
): Messages<Name> {
  if (catalogues.has(namespace)) throw new Error(`Tool words defined twice for namespace ${namespace}`)
  catalogues.set(namespace, words)
  const texts = {} as Record<Name, (params?: Record<string, TextParam>) => MessageRef>
  for (const name of Object.keys(words) as Name[])
    texts[name] = (params) => message(`toolText.${namespace}.${name}`, params)
  return texts
}

/**
 * Every defined tool word in one language as i18next resources (`{ toolText: { <namespace>: {...} } }`).
 * Complete once the modules that define them are loaded: `tools/translations.ts` loads them all.
 */
export function definedToolWords(language: Language): { toolText: Record<string, Record<string, string>> } {
  const toolText: Record<string, Record<string, string>> = {}
  for (const [namespace, words] of catalogues)
    toolText[namespace] = Object.fromEntries(Object.entries(words).map(([name, pair]) => [name, pair[language]]))
  return { toolText }
}

/** Every namespace with its words, for the tests that compare the two languages. */
export function definedToolCatalogues(): ReadonlyMap<string, Readonly<Record<string, Words>>> {
  return catalogues
}
