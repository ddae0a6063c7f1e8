import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The ledger of seeded content (`db/seed/seeded-content.ts`): for each thing a release seeds, keyed
 * by its kind and a stable code identifier (a script class name, a workflow or template code, never
 * a translated title), the row the seed made and the hash of its staff-owned content as the seed last
 * wrote it. A row whose content no longer hashes to it was edited by staff, so a release leaves it
 * alone. Kept beside the seeded tables rather than as a column of each, so the seed also remembers a
 * row staff deleted (`rowId` pointing at nothing) and does not bring it back.
 */
export const seededContent = pgTable(
  'seeded_content',
  {
    /** What was seeded: `tool`, `tool-form`, `workflow`, `report-text`... (SEED_KIND). */
    kind: text().notNull(),
    seedKey: text().notNull(),
    /**
     * The seeded row's id in the kind's table (for a report template, its workflow id); null when
     * staff deleted the row before the ledger existed (a deletion after points at a missing row).
     */
    rowId: integer(),
    /** SHA-256 of the canonical JSON of the staff-owned content the seed last wrote. */
    contentHash: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.seedKey] })],
)
