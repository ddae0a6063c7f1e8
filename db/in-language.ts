import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Language } from '../core/language'

/** A name column pair read in the reader's language, in SQL: the English one when it is set, else the Chinese (core `inLanguage`). */
export function nameInLanguage(language: Language, zh: AnyPgColumn, en: AnyPgColumn): SQL<string> {
  return language === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${zh})` : sql<string>`${zh}`
}
