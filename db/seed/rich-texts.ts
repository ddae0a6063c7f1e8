import { and, eq, inArray, sql } from 'drizzle-orm'
import { RESOURCE_KIND } from '../../core/language-resources'
import { languageResources } from '../schema/i18n'
import type { SeedEntry, SeedKind, SeedTable } from './seeded-content'

/** A rich text in both languages: what staff own of a seeded introduction or report text. */
export interface RichText {
  zh: string
  en: string
}

/** A seeded rich text: its stable seed key, and the language resource key and host it is inserted under. */
export interface RichTextEntry extends SeedEntry<RichText> {
  resourceKey: string
  hostId: string
}

/**
 * Seeded rich-text language resources of one kind. `seededBefore`: the earlier seed of these texts
 * ran in this database (before the ledger), so a text that cannot be found under its resource key
 * was deleted or replaced by staff.
 */
export function richTextTable<Entry extends RichTextEntry>(
  kind: SeedKind,
  seededBefore: boolean,
): SeedTable<RichText, Entry> {
  return {
    kind,
    async read(tx, rowIds) {
      const rows = await tx
        .select({ id: languageResources.id, zh: languageResources.zh, en: languageResources.en })
        .from(languageResources)
        .where(inArray(languageResources.id, rowIds))
      return new Map(rows.map(({ id, ...text }) => [id, text]))
    },
    async insert(tx, { resourceKey, hostId, content }) {
      const [row] = await tx
        .insert(languageResources)
        .values({ resourceKey, kind: RESOURCE_KIND.richText, hostId, ...content })
        .onConflictDoNothing({ target: [languageResources.resourceKey, languageResources.kind] })
        .returning({ id: languageResources.id })
      return row?.id
    },
    async write(tx, rowId, content) {
      await tx
        .update(languageResources)
        .set({ ...content, updatedAt: sql`now()` })
        .where(eq(languageResources.id, rowId))
    },
    async findUnrecorded(tx, { resourceKey }) {
      const [row] = await tx
        .select({ id: languageResources.id })
        .from(languageResources)
        .where(and(eq(languageResources.resourceKey, resourceKey), eq(languageResources.kind, RESOURCE_KIND.richText)))
      return row?.id ?? (seededBefore ? null : undefined)
    },
  }
}
