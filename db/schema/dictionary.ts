import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Dictionary ("code") items: a category (the spec's metadata key, e.g. ToolRunStatus) holding items
 * with an id, a name and a sort order; lists sort ascending by `sort`.
 */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    parentId: integer(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dictionary_items_category_code_unique').on(t.category, t.code),
    index('dictionary_items_category_sort_idx').on(t.category, t.sort),
  ],
)
