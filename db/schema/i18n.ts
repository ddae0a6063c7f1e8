import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { RESOURCE_KIND } from '../../core/language-resources'

/**
 * The spec's multi-language resources: one key with its Chinese and English text. String
 * resources override the bundled `public/locales` entries of the same key.
 */
export const languageResources = pgTable(
  'language_resources',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    resourceKey: text().notNull(),
    kind: integer().notNull().default(RESOURCE_KIND.string),
    /** The entity a string belongs to (a workflow, a tool ...), when it belongs to one. */
    hostId: text(),
    zh: text().notNull().default(''),
    en: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('language_resources_key_kind_unique').on(t.resourceKey, t.kind),
    index('language_resources_host_idx').on(t.hostId),
  ],
)
