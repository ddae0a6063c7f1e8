import { asc, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { nameInLanguage } from '#db/in-language'
import { dictionaryItems } from '#db/schema/dictionary'
import type { Language } from '#core/language'
import { cachedCatalogue } from './catalogue-cache.server'

/**
 * The dictionary categories whose labels customer pages show (spec 01 §3/§4); each is the
 * category of `dictionary_items` staff rename on `/setting/code`.
 */
export const LABEL_CATEGORY = {
  toolRunStatus: 'ToolRunStatus',
  toolPublishStatus: 'ToolPublishStatus',
  analysisStatus: 'AnalysisStatus',
  feedbackType: 'FeedbackType',
  feedbackStatus: 'FeedbackStatus',
  messageImportance: 'MessageImportance',
  messageStatus: 'MessageStatus',
  courseStatus: 'CourseStatus',
} as const
export type LabelCategory = (typeof LABEL_CATEGORY)[keyof typeof LABEL_CATEGORY]

/** A category's labels by stored code, in the reader's language. */
export type DictionaryLabels = Readonly<Record<string, string>>

/**
 * The labels of one dictionary category in the reader's language (English falls back to Chinese),
 * by code. Cached per process until the catalogue changes: any write to `dictionary_items` notifies
 * every web process (migration 0009), so a renamed item shows on the next request everywhere.
 * A code staff deleted has no label: pages then show their built-in word.
 */
export function dictionaryLabels(category: LabelCategory, language: Language): Promise<DictionaryLabels> {
  return cachedCatalogue(`dictionary-labels:${category}:${language}`, async () => {
    const rows = await getDb()
      .select({
        code: dictionaryItems.code,
        label: nameInLanguage(language, dictionaryItems.name, dictionaryItems.nameEn),
      })
      .from(dictionaryItems)
      .where(eq(dictionaryItems.category, category))
      .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id))
    return Object.fromEntries(rows.map((row) => [row.code, row.label]))
  })
}
