import type { FileStorage } from './file-storage'

export interface StorageCopySummary {
  copied: number
  skipped: number
  failed: number
  /** Bytes copied in this run (skipped files not counted). */
  bytes: number
  /** Each key that failed, with why. */
  failures: { key: string; reason: string }[]
}

/**
 * The size the target reports for a key just written. Some S3-compatible stores answer an overwritten
 * key's old metadata for a moment after the write returns, so a differing size is asked again a few
 * times before it counts as a failed copy.
 */
async function sizeOnceSettled(target: FileStorage, key: string, expected: number): Promise<number | undefined> {
  let size: number | undefined
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
    size = (await target.stat(key))?.size
    if (size === expected) break
  }
  return size
}

/**
 * Copies every file of `source` into `target` under the same key, `concurrency` at a time, each
 * streamed (never whole in memory). A key the target already holds with the same size is skipped,
 * so a run that stopped halfway resumes where it was and a second run copies nothing. After each
 * copy the target's size is read back; a size that differs from the source's counts as failed.
 */
export async function copyStorage(
  source: FileStorage,
  target: FileStorage,
  options: { concurrency?: number; onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void } = {},
): Promise<StorageCopySummary> {
  const summary: StorageCopySummary = { copied: 0, skipped: 0, failed: 0, bytes: 0, failures: [] }
  const files = source.list('')[Symbol.asyncIterator]()
  async function copyOne({ key, size }: { key: string; size: number }): Promise<void> {
    try {
      if ((await target.stat(key))?.size === size) {
        summary.skipped += 1
        options.onFile?.(key, 'skipped')
        return
      }
      await target.putStream(key, source.createReadStream(key))
      const copiedSize = await sizeOnceSettled(target, key, size)
      if (copiedSize !== size) throw new Error(`size after copying is ${copiedSize ?? 'missing'}, expected ${size}`)
      summary.copied += 1
      summary.bytes += size
      options.onFile?.(key, 'copied')
    } catch (error) {
      summary.failed += 1
      summary.failures.push({ key, reason: error instanceof Error ? error.message : String(error) })
      options.onFile?.(key, 'failed')
    }
  }
  // Workers share one listing, so the source is read page by page however large it is.
  await Promise.all(
    Array.from({ length: options.concurrency ?? 4 }, async () => {
      for (let next = await files.next(); !next.done; next = await files.next()) await copyOne(next.value)
    }),
  )
  return summary
}
