import { randomUUID } from 'node:crypto'
import { createReadStream as createFileReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { env, type Environment } from '../core/env'
import { s3ClientConfig } from './s3-client-config'

/**
 * Where file bytes live. Keys are relative paths of safe segments (`users/12/tool-tasks/T…/input/
 * table/otu.tsv`); the catalogue of who owns what is the `stored_files` table. The default is a
 * local folder (FILE_STORAGE_DIR, else `.data/files`).
 */
export interface FileStorage {
  /** Stores the bytes whole or not at all; throws StorageUnavailableError when the storage cannot take them. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** Stores a copy of a local file (a large upload streamed to disk), whole or not at all, without reading it into memory. */
  putFile(key: string, sourcePath: string): Promise<void>
  /**
   * Stores what a stream yields, whole or not at all, holding only a piece of it in memory at a
   * time. With `maxBytes`, a stream that yields more is refused with StoredFileTooLargeError and
   * nothing is left behind. Answers the number of bytes stored.
   */
  putStream(
    key: string,
    source: ReadableStream<Uint8Array> | NodeJS.ReadableStream,
    options?: { maxBytes?: number },
  ): Promise<{ size: number }>
  /** The whole file, for small files only; StoredFileMissingError when there is none. */
  get(key: string): Promise<Uint8Array>
  exists(key: string): Promise<boolean>
  /** The size and last change of a stored file; null when there is none. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>
  /**
   * The bytes of a stored file from `start` to `end` (both inclusive, as in an HTTP range), or all
   * of it, as a stream: a video is read piece by piece, never whole into memory. A missing file
   * errors the stream with StoredFileMissingError.
   */
  createReadStream(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>
  remove(key: string): Promise<void>
  /** Every stored file whose key starts with `prefix` (whole segments or not), in key order, read page by page. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>
  /**
   * A time-limited address a browser can download the file from directly, named `fileName`, where
   * the backend has them (S3 presigned URLs); null where the web process must serve the bytes.
   */
  downloadUrl(key: string, options: { fileName: string; expiresInSeconds?: number }): Promise<string | null>
  /** Removes every file under a folder key (a prefix of whole segments): caches nobody catalogues. */
  removeFolder(folderKey: string): Promise<void>
  /** Removes a folder that holds nothing (a parent another writer may share); one that holds anything stays. */
  removeFolderIfEmpty(folderKey: string): Promise<void>
  /** Writes and removes a small file, so a health check sees what an upload would see. */
  probe(): Promise<void>
}

/** Why storage refuses writes: the disk or quota is full, the file system is read-only, or the process may not write there. */
export type StorageUnavailableReason = 'full' | 'readOnly' | 'denied'

const REASON_BY_ERRNO: Record<string, StorageUnavailableReason> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'readOnly',
  EACCES: 'denied',
  EPERM: 'denied',
}

/**
 * The storage cannot take a write for a reason that is the operator's to fix, not the user's.
 * `message` names no path (it may reach a page); `target` (the file that was being written) and the
 * system error in `cause` are for the server log.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly reason: StorageUnavailableReason,
    readonly target: string,
    options: { cause: unknown },
  ) {
    super(`file storage is unavailable (${reason})`, options)
    this.name = 'StorageUnavailableError'
  }
}

/**
 * The StorageUnavailableError a failed write of `target` means, or the error itself when it is
 * something else. Node's recursive mkdir reports ENOENT when a missing folder cannot be created on
 * a read-only file system, so an unexplained failure asks the nearest existing folder whether it
 * takes writes.
 */
async function classifyWriteError(error: unknown, target: string): Promise<unknown> {
  const reason = REASON_BY_ERRNO[(error as NodeJS.ErrnoException | null)?.code ?? '']
  if (reason) return new StorageUnavailableError(reason, target, { cause: error })
  let folder = path.dirname(target)
  while (
    !(await fs.stat(folder).then(
      () => true,
      () => false,
    )) &&
    path.dirname(folder) !== folder
  ) {
    folder = path.dirname(folder)
  }
  const refusal = await fs.access(folder, fs.constants.W_OK).then(
    () => null,
    (accessError: NodeJS.ErrnoException) => REASON_BY_ERRNO[accessError.code ?? ''] ?? null,
  )
  return refusal ? new StorageUnavailableError(refusal, target, { cause: error }) : error
}

/** A stream written with `putStream` yielded more than its `maxBytes`; nothing was stored. */
export class StoredFileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`)
    this.name = 'StoredFileTooLargeError'
  }
}

/**
 * A stored file that is not there. `code` is `ENOENT` on every backend, so code that treats a
 * missing file like a missing local file keeps working.
 */
export class StoredFileMissingError extends Error {
  readonly code = 'ENOENT'
  constructor(
    readonly key: string,
    options?: { cause: unknown },
  ) {
    super(`no stored file ${JSON.stringify(key)}`, options)
    this.name = 'StoredFileMissingError'
  }
}

function missingAs(key: string) {
  return (error: unknown): never => {
    if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
      throw new StoredFileMissingError(key, { cause: error })
    throw error
  }
}

/** Counts the bytes passing through and stops the stream once they exceed `maxBytes`. */
export function byteLimit(maxBytes: number | undefined): { transform: Transform; size: () => number } {
  let size = 0
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (maxBytes !== undefined && size > maxBytes) callback(new StoredFileTooLargeError(maxBytes))
      else callback(null, chunk)
    },
  })
  return { transform, size: () => size }
}

/** A web or Node stream as a Node stream. */
export function nodeReadable(source: ReadableStream<Uint8Array> | NodeJS.ReadableStream): NodeJS.ReadableStream {
  return source instanceof ReadableStream
    ? Readable.fromWeb(source as import('node:stream/web').ReadableStream)
    : source
}

/** Refuses keys that could leave the storage root: empty, absolute, or with `.`/`..` segments. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/')
  if (
    !key ||
    key.startsWith('/') ||
    key.includes('\\') ||
    segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0'))
  ) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`)
  }
}

/** The folder under the root that health probes write in; no storage key starts with a dot. */
export const PROBE_FOLDER = '.probe'

/**
 * The storage layer's own top-level folders (health probes, unfinished resumable uploads) start
 * with a dot, as no stored file's key does: listing leaves them out, so a copy or a scan sees users' files only.
 */
export function isWorkingFolder(key: string): boolean {
  return key.startsWith('.')
}

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key)
    return path.join(root, ...key.split('/'))
  }
  /** Write then rename, so a reader never sees half a file and a same-name write replaces it whole; a failed write leaves nothing behind. */
  async function writeWhole(
    target: string,
    bytes: Uint8Array | { sourcePath: string } | { stream: NodeJS.ReadableStream; limit: Transform },
  ): Promise<void> {
    const temporary = `${target}.${process.pid}.${randomUUID()}.partial`
    try {
      await fs.mkdir(path.dirname(target), { recursive: true })
      if (bytes instanceof Uint8Array) await fs.writeFile(temporary, bytes)
      else if ('sourcePath' in bytes) await fs.copyFile(bytes.sourcePath, temporary)
      else await pipeline(bytes.stream, bytes.limit, createWriteStream(temporary))
      await fs.rename(temporary, target)
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => {})
      if (error instanceof StoredFileTooLargeError) throw error
      throw await classifyWriteError(error, target)
    }
  }
  async function* listFolder(folder: string, keyPrefix: string): AsyncGenerator<{ key: string; size: number }> {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return []
      throw error
    })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (entry.name.endsWith('.partial') || isWorkingFolder(keyPrefix + entry.name)) continue
      const key = keyPrefix + entry.name
      if (entry.isDirectory()) yield* listFolder(path.join(folder, entry.name), `${key}/`)
      else if (entry.isFile()) yield { key, size: (await fs.stat(path.join(folder, entry.name))).size }
    }
  }
  return {
    put: (key, bytes) => writeWhole(resolve(key), bytes),
    putFile: (key, sourcePath) => writeWhole(resolve(key), { sourcePath }),
    async putStream(key, source, options) {
      const limit = byteLimit(options?.maxBytes)
      await writeWhole(resolve(key), { stream: nodeReadable(source), limit: limit.transform })
      return { size: limit.size() }
    },
    async get(key) {
      return new Uint8Array(await fs.readFile(resolve(key)).catch(missingAs(key)))
    },
    async exists(key) {
      try {
        await fs.access(resolve(key))
        return true
      } catch {
        return false
      }
    },
    async stat(key) {
      try {
        const found = await fs.stat(resolve(key))
        return found.isFile() ? { size: found.size, modifiedAt: found.mtime } : null
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    createReadStream(key, range) {
      const file = resolve(key)
      let reader: ReadableStreamDefaultReader<Uint8Array> | null = null
      // The file opens on the first read, so a stream that is never read (a HEAD, a 304) holds no descriptor.
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            reader ??= (
              Readable.toWeb(
                createFileReadStream(file, range ? { start: range.start, end: range.end } : {}),
              ) as ReadableStream<Uint8Array>
            ).getReader()
            const { done, value } = await reader.read()
            if (done) controller.close()
            else controller.enqueue(value)
          } catch (error) {
            controller.error(
              (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
                ? new StoredFileMissingError(key, { cause: error })
                : error,
            )
          }
        },
        cancel: (reason) => reader?.cancel(reason),
      })
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true })
    },
    async *list(prefix) {
      // Walk only the deepest folder the prefix names whole, then keep the keys that match it.
      const folderKey = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : ''
      if (folderKey) assertSafeKey(folderKey)
      const folder = folderKey ? path.join(root, ...folderKey.split('/')) : root
      for await (const found of listFolder(folder, folderKey ? `${folderKey}/` : '')) {
        if (found.key.startsWith(prefix)) yield found
      }
    },
    downloadUrl: async () => null,
    async removeFolder(folderKey) {
      await fs.rm(resolve(folderKey), { force: true, recursive: true })
    },
    async removeFolderIfEmpty(folderKey) {
      await fs.rmdir(resolve(folderKey)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY') throw error
      })
    },
    async probe() {
      const target = path.join(root, PROBE_FOLDER, `${process.pid}-${randomUUID()}`)
      await writeWhole(target, new TextEncoder().encode('probe\n'))
      await fs.rm(target, { force: true })
    },
  }
}

/**
 * A storage whose code is loaded while the process goes on: the S3 backend's AWS SDK takes a few
 * hundred milliseconds to load, which a process on the local backend should never pay, and every
 * method but the two synchronous ones is a promise anyway.
 */
function loadedOnFirstUse(loading: Promise<FileStorage>): FileStorage {
  const streamOf = <T>(open: (storage: FileStorage) => ReadableStream<T>): ReadableStream<T> => {
    let reader: ReadableStreamDefaultReader<T> | null = null
    return new ReadableStream<T>({
      async pull(controller) {
        reader ??= open(await loading).getReader()
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      },
      cancel: (reason) => reader?.cancel(reason),
    })
  }
  return {
    put: async (...args) => (await loading).put(...args),
    putFile: async (...args) => (await loading).putFile(...args),
    putStream: async (...args) => (await loading).putStream(...args),
    get: async (...args) => (await loading).get(...args),
    exists: async (...args) => (await loading).exists(...args),
    stat: async (...args) => (await loading).stat(...args),
    createReadStream: (...args) => streamOf((storage) => storage.createReadStream(...args)),
    remove: async (...args) => (await loading).remove(...args),
    async *list(prefix) {
      yield* (await loading).list(prefix)
    },
    downloadUrl: async (...args) => (await loading).downloadUrl(...args),
    removeFolder: async (...args) => (await loading).removeFolder(...args),
    removeFolderIfEmpty: async (...args) => (await loading).removeFolderIfEmpty(...args),
    probe: async () => (await loading).probe(),
  }
}

let configured: { settings: Environment; storage: FileStorage } | null = null

/**
 * The storage the environment configures: the local folder (the default) or an S3-compatible bucket. Made again when
 * the environment is loaded again (as the database pool is per URL), so a test file given its own folder gets it.
 */
export function fileStorage(): FileStorage {
  const settings = env()
  if (configured?.settings === settings) return configured.storage
  const storage =
    settings.STORAGE_BACKEND === 's3'
      ? loadedOnFirstUse(
          import('./s3-file-storage').then(({ s3FileStorage }) => s3FileStorage(s3ClientConfig(settings))),
        )
      : localFileStorage(path.resolve(settings.FILE_STORAGE_DIR))
  configured = { settings, storage }
  return storage
}
