import { and, eq, inArray, not, sql } from 'drizzle-orm'
import type { Transaction } from './client'
import { storedFiles, users } from './schema'

export type NewStoredFile = typeof storedFiles.$inferInsert

const BYTES_PER_MB = 1024 * 1024

/**
 * A write would take the owner past their storage limit (spec 01 §5 "exceeding storage capacity").
 * Nothing was recorded; the caller removes the bytes it wrote.
 */
export class StorageQuotaExceededError extends Error {
  constructor(
    readonly limitBytes: number,
    readonly usedBytes: number,
    readonly addedBytes: number,
  ) {
    super(`storage limit reached: ${usedBytes} + ${addedBytes} bytes > ${limitBytes} bytes`)
    this.name = 'StorageQuotaExceededError'
  }
}

/** How much an owner stores and may store, read inside the transaction that holds the owner's row. */
async function lockedStorage(tx: Transaction, ownerId: number) {
  // The owner's row lock makes concurrent writes of one user take turns, so two uploads cannot
  // both fit into the same remaining space.
  const [owner] = await tx
    .select({ limitMb: users.storageLimitMb })
    .from(users)
    .where(eq(users.id, ownerId))
    .for('update')
  if (!owner) throw new Error(`no user ${ownerId}`)
  return owner.limitMb * BYTES_PER_MB
}

/**
 * The one place every file a user owns is catalogued: uploads, tool inputs and outputs, pipeline
 * outputs, PDFs. Rows with the same owner, folder and name replace the existing row (spec "files
 * with the same name overwrite"), and the replaced bytes no longer count. Refuses with
 * StorageQuotaExceededError when the owner's files would then exceed their limit, unless
 * `enforceQuota` is false (files the platform itself gives an account, such as demo projects).
 * Answers the rows as stored, with the storage keys they replaced.
 */
export async function recordStoredFiles(
  tx: Transaction,
  rows: NewStoredFile[],
  options: { enforceQuota?: boolean } = {},
): Promise<Array<{ id: number; storageKey: string | null; replacedStorageKey: string | null }>> {
  if (rows.length === 0) return []
  const recorded: Array<{ id: number; storageKey: string | null; replacedStorageKey: string | null }> = []
  for (const ownerId of [...new Set(rows.map((row) => row.ownerId))]) {
    const owned = rows.filter((row) => row.ownerId === ownerId)
    const limitBytes = await lockedStorage(tx, ownerId)
    const replaced = await tx
      .select({
        id: storedFiles.id,
        folder: storedFiles.folder,
        name: storedFiles.name,
        storageKey: storedFiles.storageKey,
      })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerId, ownerId),
          inArray(
            sql`(${storedFiles.folder}, ${storedFiles.name})`,
            owned.map((row) => sql`(${row.folder ?? ''}, ${row.name})`),
          ),
        ),
      )
    if (options.enforceQuota !== false) {
      const [{ usedBytes }] = await tx
        .select({ usedBytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)::bigint`.mapWith(Number) })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.ownerId, ownerId),
            replaced.length
              ? not(
                  inArray(
                    storedFiles.id,
                    replaced.map((row) => row.id),
                  ),
                )
              : undefined,
          ),
        )
      const addedBytes = owned.reduce((sum, row) => sum + (row.sizeBytes ?? 0), 0)
      if (usedBytes + addedBytes > limitBytes) throw new StorageQuotaExceededError(limitBytes, usedBytes, addedBytes)
    }
    for (const row of owned) {
      const previous = replaced.find((found) => found.folder === (row.folder ?? '') && found.name === row.name)
      const [stored] = await tx
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({
          target: [storedFiles.ownerId, storedFiles.folder, storedFiles.name],
          set: { ...row, updatedAt: sql`now()`, uploadedAt: sql`now()` },
        })
        .returning({ id: storedFiles.id, storageKey: storedFiles.storageKey })
      const replacedStorageKey =
        previous?.storageKey && previous.storageKey !== stored.storageKey ? previous.storageKey : null
      recorded.push({ ...stored, replacedStorageKey })
    }
  }
  return recorded
}
