import fs from 'node:fs/promises'
import path from 'node:path'
import { env } from '../core/env'

/**
 * Where file bytes live. Keys are relative paths of safe segments (`users/12/tool-tasks/T…/input/
 * table/otu.tsv`); the catalogue of who owns what is the `stored_files` table. The default is a
 * local folder (FILE_STORAGE_DIR, else `.data/files`).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array>
  exists(key: string): Promise<boolean>
  remove(key: string): Promise<void>
}

/** Refuses keys that could leave the storage root: empty, absolute, or with `.`/`..` segments. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/')
  if (!key || key.startsWith('/') || key.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\0'))) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`)
  }
}

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, bytes) {
      const target = resolve(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      // Write then rename, so a reader never sees half a file and a same-name upload replaces it whole.
      const temporary = `${target}.${process.pid}.${Date.now()}.partial`
      await fs.writeFile(temporary, bytes)
      await fs.rename(temporary, target)
    },
    async get(key) {
      return new Uint8Array(await fs.readFile(resolve(key)))
    },
    async exists(key) {
      try {
        await fs.access(resolve(key))
        return true
      } catch {
        return false
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true })
    },
  }
}

let configured: FileStorage | null = null

export function fileStorage(): FileStorage {
  configured ??= localFileStorage(path.resolve(env().FILE_STORAGE_DIR))
  return configured
}
