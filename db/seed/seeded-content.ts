import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import { seededContent } from '../schema/seeding'

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Code owns capability, staff own content. Every seeder describes its rows as a `SeedTable`: the
 * staff-owned content of each row (titles, descriptions, manuals, forms, templates, texts) and, apart,
 * the code-owned parts it always brings up to date (an executor, a tool type, a group type). The
 * ledger (`seeded_content`) remembers, per stable code key, the row the seed made and the hash of the
 * content it last wrote there, so a start can tell an untouched seed from one staff edited, however
 * they edited it (a back-office form or a raw SQL UPDATE). Kinds and keys are stored in the ledger:
 * renaming one makes its rows look new (db/README.md, *Seeded content*).
 */
export const SEED_KIND = {
  tool: 'tool',
  toolForm: 'tool-form',
  toolCategory: 'tool-category',
  analysisCategory: 'analysis-category',
  dictionaryItem: 'dictionary-item',
  workflow: 'workflow',
  workflowIntroduction: 'workflow-introduction',
  templateGroup: 'template-group',
  templateItem: 'template-item',
  templateForm: 'template-form',
  projectGuide: 'project-guide',
  reportTemplate: 'report-template',
  reportText: 'report-text',
  course: 'course',
  tutorial: 'tutorial',
} as const
export type SeedKind = (typeof SEED_KIND)[keyof typeof SEED_KIND]

/** JSON with object keys sorted and undefined members left out, as jsonb keeps it: equal content, equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member !== null && typeof member === 'object' && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  )
}

/** The one hash of staff-owned content, for writing the ledger and for comparing with it. */
export function contentHash(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex')
}

/** One thing a release seeds: its stable code key and its staff-owned content as the release defines it. */
export interface SeedEntry<Content> {
  key: string
  content: Content
}

/**
 * How a seeder reads and writes one kind of row. `content` must be exactly what `read` gives back
 * after `write` (same columns, same shapes), or every row would look edited by staff.
 */
export interface SeedTable<Content, Entry extends SeedEntry<Content> = SeedEntry<Content>> {
  kind: SeedKind
  /** The current staff-owned content of these rows by id; an id missing from the answer was deleted. */
  read(tx: Transaction, rowIds: number[]): Promise<Map<number, Content>>
  /** Inserts the row; undefined when it cannot (e.g. staff already use its unique title). */
  insert(tx: Transaction, entry: Entry): Promise<number | undefined>
  write(tx: Transaction, rowId: number, content: Content): Promise<void>
  /**
   * Asked only while the ledger holds nothing of this kind (a fresh database, or one seeded by a release
   * before the ledger): the row that earlier seed made, null when it made one staff have since deleted,
   * undefined when it made none.
   */
  findUnrecorded?(tx: Transaction, entry: Entry): Promise<number | null | undefined>
  /** Brings the code-owned parts of the row up to date; runs whoever owns the content. */
  updateCodeOwned?(tx: Transaction, rowId: number, entry: Entry): Promise<void>
}

export type SeedOutcome =
  /** Not seeded before: inserted. */
  | 'inserted'
  /** Untouched by staff and changed by the release: the release's content written. */
  | 'updated'
  /** Already the release's content. */
  | 'unchanged'
  /** Edited by staff: their content stays. */
  | 'keptStaffEdit'
  /** Deleted by staff: not brought back. */
  | 'deletedByStaff'
  /** Could not be inserted (see `SeedTable.insert`); the next start tries again. */
  | 'notInserted'

export interface SeedResult {
  outcome: SeedOutcome
  /** The seeded row, when it exists. */
  rowId?: number
}

/**
 * Seeds the entries of one kind: inserts what is new, updates what staff have not touched where the
 * release changed it, keeps what staff edited and never brings back what they deleted; code-owned
 * parts are updated in every case. Returns each entry's outcome by key.
 */
export async function seedRows<Content, Entry extends SeedEntry<Content>>(
  tx: Transaction,
  table: SeedTable<Content, Entry>,
  entries: readonly Entry[],
): Promise<Map<string, SeedResult>> {
  type LedgerLine = { rowId: number | null; contentHash: string }
  const ledger = new Map<string, LedgerLine>(
    (await tx.select().from(seededContent).where(eq(seededContent.kind, table.kind))).map((record) => [
      record.seedKey,
      { rowId: record.rowId, contentHash: record.contentHash },
    ]),
  )
  const changedLines = new Map<string, LedgerLine>()
  const note = (key: string, line: LedgerLine) => {
    ledger.set(key, line)
    changedLines.set(key, line)
  }

  if (ledger.size === 0 && table.findUnrecorded) {
    const found = new Map<string, number>()
    for (const entry of entries) {
      const rowId = await table.findUnrecorded(tx, entry)
      if (rowId === null) note(entry.key, { rowId: null, contentHash: '' })
      else if (rowId !== undefined) found.set(entry.key, rowId)
    }
    const adopted = found.size > 0 ? await table.read(tx, [...found.values()]) : new Map<number, Content>()
    for (const [key, rowId] of found) {
      const content = adopted.get(rowId)
      // Adopted as an untouched seed: no screen let staff edit seeded content before this release, and
      // the tools' seed rewrote its rows at every start, so what is there is an earlier release's
      // content; it follows this release like any untouched seed.
      if (content !== undefined) note(key, { rowId, contentHash: contentHash(content) })
    }
  }

  const recordedRowIds = [...ledger.values()].flatMap((line) => (line.rowId === null ? [] : [line.rowId]))
  const current = recordedRowIds.length > 0 ? await table.read(tx, recordedRowIds) : new Map<number, Content>()
  const written: { entry: Entry; rowId: number; releaseHash: string }[] = []
  const results = new Map<string, SeedResult>()
  for (const entry of entries) {
    const releaseHash = contentHash(entry.content)
    const line = ledger.get(entry.key)
    if (!line) {
      const rowId = await table.insert(tx, entry)
      if (rowId === undefined) {
        results.set(entry.key, { outcome: 'notInserted' })
        continue
      }
      written.push({ entry, rowId, releaseHash })
      note(entry.key, { rowId, contentHash: releaseHash })
      await table.updateCodeOwned?.(tx, rowId, entry)
      results.set(entry.key, { outcome: 'inserted', rowId })
      continue
    }
    const rowContent = line.rowId === null ? undefined : current.get(line.rowId)
    if (line.rowId === null || rowContent === undefined) {
      results.set(entry.key, { outcome: 'deletedByStaff' })
      continue
    }

    const rowId = line.rowId
    const currentHash = contentHash(rowContent)
    let outcome: SeedOutcome
    if (currentHash === releaseHash) {
      // Already the release's content, whoever wrote it: from now on it counts as untouched.
      if (line.contentHash !== releaseHash) note(entry.key, { rowId, contentHash: releaseHash })
      outcome = 'unchanged'
    } else if (currentHash === line.contentHash) {
      await table.write(tx, rowId, entry.content)
      written.push({ entry, rowId, releaseHash })
      note(entry.key, { rowId, contentHash: releaseHash })
      outcome = 'updated'
    } else {
      outcome = 'keptStaffEdit'
    }
    await table.updateCodeOwned?.(tx, rowId, entry)
    results.set(entry.key, { outcome, rowId })
  }

  // A table whose `read` does not give back what it wrote would make every row of it look edited by
  // staff and never follow a release again; checking costs one read, and only when something was written.
  if (written.length > 0) {
    const readBack = await table.read(
      tx,
      written.map((w) => w.rowId),
    )
    for (const { entry, rowId, releaseHash } of written) {
      const content = readBack.get(rowId)
      if (contentHash(content) !== releaseHash)
        throw new Error(
          `seed ${table.kind} ${entry.key}: the row reads back ${canonicalJson(content)}, not ${canonicalJson(entry.content)}`,
        )
    }
  }
  if (changedLines.size > 0)
    await tx
      .insert(seededContent)
      .values([...changedLines].map(([seedKey, line]) => ({ kind: table.kind, seedKey, ...line })))
      .onConflictDoUpdate({
        target: [seededContent.kind, seededContent.seedKey],
        set: { rowId: sql`excluded.row_id`, contentHash: sql`excluded.content_hash`, updatedAt: sql`now()` },
      })
  return results
}

/** The row a seed made for this key, if it still exists in `table` (checked by the caller's query). */
export async function seededRowIds(
  tx: Database | Transaction,
  kind: SeedKind,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map()
  const records = await tx
    .select({ seedKey: seededContent.seedKey, rowId: seededContent.rowId })
    .from(seededContent)
    .where(and(eq(seededContent.kind, kind), inArray(seededContent.seedKey, [...keys])))
  return new Map(records.flatMap((record) => (record.rowId === null ? [] : [[record.seedKey, record.rowId] as const])))
}

/**
 * Adds to a staff-owned list (form fields, data-file settings) the entries whose keys the code reads
 * and the list lacks, so a release's new parameter reaches a form staff edited; staff's entries stay
 * as they are, none is removed. Undefined when nothing is missing.
 */
export function withMissingKeys<Item extends { key: string }>(
  staffList: readonly Item[],
  releaseList: readonly Item[],
): Item[] | undefined {
  const present = new Set(staffList.map((item) => item.key))
  const missing = releaseList.filter((item) => !present.has(item.key))
  return missing.length > 0 ? [...staffList, ...missing] : undefined
}
