import type { Language } from '../core/language'
import { definedToolWords } from './kit/messages'
// Loading every executor loads every module that defines tool words.
import './registry'

/** Every tool's words in one language, as i18next resources to merge with the platform's own translations. */
export function toolTranslations(language: Language): { toolText: Record<string, Record<string, string>> } {
  return definedToolWords(language)
}
