/** Where the platform's files live in file storage, and the names they may have there. */

/** Where a task's files live: `users/<uid>/tool-tasks/<taskNumber>/<input|output>`. */
export function toolTaskStoragePrefix(userId: number, taskNumber: string, side: 'input' | 'output'): string {
  return `users/${userId}/tool-tasks/${taskNumber}/${side}`
}

/**
 * The stored_files folder of a storage key: the key's directory without its root, `users/<uid>/`
 * for a user's files and `projects/` for a batch's (so `<trackingNumber>/<batchId>/...`).
 */
export function catalogueFolder(storageKey: string): string {
  const segments = storageKey.split('/')
  return segments.slice(segments[0] === 'projects' ? 1 : 2, -1).join('/')
}

/** The file name part of a storage key. */
export function storageKeyFileName(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf('/') + 1)
}

const MAX_FILE_NAME_LENGTH = 120

/**
 * A file name safe as one storage-key segment and readable in lists: the last path segment only,
 * letters (any script), digits, `.`, `-`, `_`, `(`, `)` and spaces kept, everything else `_`, no
 * leading dots (no `..`, no hidden files), at most 120 characters with the suffix kept.
 */
export function safeFileName(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? ''
  let safe = lastSegment
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._\-() ]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_{2,}/g, '_')
    .trim()
    .replace(/^[.\s]+/, '')
  if (safe.length > MAX_FILE_NAME_LENGTH) {
    const suffix = /\.[\p{L}\p{N}]{1,10}$/u.exec(safe)?.[0] ?? ''
    safe = safe.slice(0, MAX_FILE_NAME_LENGTH - suffix.length) + suffix
  }
  return safe === '' || /^[._\s]*$/.test(safe) ? 'file' : safe
}

/**
 * A batch's folder in file storage: `projects/<trackingNumber>/<batchId>`. Its dataset is under
 * `dataset/`, each run's outputs under `runs/<taskNumber>/`. The cloud files drawer lists this folder
 * and shows paths relative to `projects/`, i.e. `<trackingNumber>/<batchId>/...` (spec 02 §2.4).
 */
export function batchStoragePrefix(trackingNumber: string, batchId: string): string {
  return `${orderStoragePrefix(trackingNumber)}/${batchId}`
}

/** An order's folder in file storage, holding its batches' folders. */
export function orderStoragePrefix(trackingNumber: string): string {
  return `projects/${trackingNumber}`
}
