import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { FILE_KIND } from '#core/files'
import { safeFileName, storageKeyFileName } from '#core/storage-paths'
import { getDb, type Transaction } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { storedFiles, users } from '#db/schema'
import { recordStoredFiles, StorageQuotaExceededError } from '#db/stored-files'

/*
 * A customer's personal files (Project centre → Personal data, spec 01 §2 `/projects/myfiles`,
 * spec 02 §7 getmyfiles, createfolder, deletefile, delete-my-files, download-zip). A folder is a
 * row with `isFolder`; what it holds has `folder` = its path (`a/b`), so moving or renaming a
 * folder rewrites one path prefix in one statement.
 */

export const PERSONAL_PAGE_SIZE = 50
const BYTES_PER_MB = 1024 * 1024
/** Spec 01 §9 "tight or sufficient": tight from 90 % of the limit, when one more upload batch may no longer fit. */
export const STORAGE_TIGHT_RATIO = 0.9
/** Deep enough for any real tree; a path longer than this is no folder anyone made here. */
const MAX_FOLDER_DEPTH = 20
const MAX_FOLDER_PATH_LENGTH = 1000

/** A refusal the page shows as a message: an i18next key under `personalFiles.errors` and its values. */
export class PersonalFilesRefusal extends Error {
  constructor(
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey)
    this.name = 'PersonalFilesRefusal'
  }
}

/** An entry name as stored: the name made safe, or null when the safe form differs (the user should pick another). */
export function validEntryName(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 120) return null
  return safeFileName(trimmed) === trimmed ? trimmed : null
}

/** A folder path from a query or form (`a/b`, '' = root), or null when it cannot be one. */
export function parseFolderPath(value: string | null | undefined): string | null {
  const path = (value ?? '').trim().replace(/^\/+|\/+$/g, '')
  if (path === '') return ''
  if (path.length > MAX_FOLDER_PATH_LENGTH) return null
  const segments = path.split('/')
  if (segments.length > MAX_FOLDER_DEPTH || segments.some((segment) => validEntryName(segment) !== segment)) return null
  return path
}

const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name)

const ownPersonal = (userId: number) => and(eq(storedFiles.ownerId, userId), eq(storedFiles.kind, FILE_KIND.personal))!

/** Rows at `path` or anywhere under it (never a sibling that merely starts with the same letters). */
const atOrUnder = (path: string) =>
  or(eq(storedFiles.folder, path), sql`starts_with(${storedFiles.folder}, ${`${path}/`})`)!

async function folderExists(tx: Transaction | ReturnType<typeof getDb>, userId: number, path: string) {
  if (path === '') return true
  const slash = path.lastIndexOf('/')
  const [row] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        ownPersonal(userId),
        eq(storedFiles.isFolder, true),
        eq(storedFiles.folder, slash < 0 ? '' : path.slice(0, slash)),
        eq(storedFiles.name, slash < 0 ? path : path.slice(slash + 1)),
      ),
    )
  return row !== undefined
}

export interface Breadcrumb {
  name: string
  path: string
}

export function breadcrumbsOf(path: string): Breadcrumb[] {
  if (!path) return []
  const segments = path.split('/')
  return segments.map((name, index) => ({ name, path: segments.slice(0, index + 1).join('/') }))
}

/** One page of a personal folder: folders first, then files, each by name; null when the folder does not exist. */
export async function listPersonalFolder(userId: number, folder: string, page: number, pageSize = PERSONAL_PAGE_SIZE) {
  const db = getDb()
  if (!(await folderExists(db, userId, folder))) return null
  const where = and(ownPersonal(userId), eq(storedFiles.folder, folder))
  const [entries, [{ total }]] = await Promise.all([
    db
      .select({
        id: storedFiles.id,
        name: storedFiles.name,
        isFolder: storedFiles.isFolder,
        sizeBytes: storedFiles.sizeBytes,
        isPublic: storedFiles.isPublic,
        uploadedAt: storedFiles.uploadedAt,
      })
      .from(storedFiles)
      .where(where)
      .orderBy(desc(storedFiles.isFolder), asc(storedFiles.name), asc(storedFiles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(storedFiles).where(where),
  ])
  return { entries, total, breadcrumbs: breadcrumbsOf(folder) }
}

/** Every personal folder path of the user, for the "move to" choice. */
export async function listPersonalFolderPaths(userId: number): Promise<string[]> {
  const rows = await getDb()
    .select({ folder: storedFiles.folder, name: storedFiles.name })
    .from(storedFiles)
    .where(and(ownPersonal(userId), eq(storedFiles.isFolder, true)))
    .orderBy(asc(storedFiles.folder), asc(storedFiles.name))
    .limit(2000)
  return rows.map((row) => joinPath(row.folder, row.name)).sort()
}

/** Names already used in a folder by any of the owner's rows (the catalogue has one namespace per owner). */
async function takenNames(tx: Transaction, userId: number, folder: string, names: string[]) {
  if (names.length === 0) return []
  return tx
    .select({ id: storedFiles.id, name: storedFiles.name, isFolder: storedFiles.isFolder, kind: storedFiles.kind })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, userId), eq(storedFiles.folder, folder), inArray(storedFiles.name, names)))
}

export async function createPersonalFolder(userId: number, parent: string, name: string): Promise<string> {
  return getDb().transaction(async (tx) => {
    if (!(await folderExists(tx, userId, parent))) throw new PersonalFilesRefusal('personalFiles.errors.noSuchFolder')
    // A folder has no bytes, so it takes no quota: it is inserted directly, and a clash is refused rather than overwritten.
    const inserted = await tx
      .insert(storedFiles)
      .values({ ownerId: userId, kind: FILE_KIND.personal, folder: parent, name, isFolder: true })
      .onConflictDoNothing()
      .returning({ id: storedFiles.id })
    if (inserted.length === 0) throw new PersonalFilesRefusal('personalFiles.errors.nameTaken', { names: name })
    return joinPath(parent, name)
  })
}

async function ownEntries(tx: Transaction, userId: number, ids: number[]) {
  const rows = await tx
    .select({ id: storedFiles.id, folder: storedFiles.folder, name: storedFiles.name, isFolder: storedFiles.isFolder })
    .from(storedFiles)
    .where(and(ownPersonal(userId), inArray(storedFiles.id, ids)))
    .for('update')
  if (rows.length !== new Set(ids).size) throw new PersonalFilesRefusal('personalFiles.errors.noSuchEntry')
  return rows
}

/** Rewrites the path prefix `from` to `to` in every row under a folder: one statement, whatever the depth. */
async function rewriteFolderPrefix(tx: Transaction, userId: number, from: string, to: string) {
  await tx
    .update(storedFiles)
    .set({ folder: sql`${to} || substr(${storedFiles.folder}, ${from.length + 1})`, updatedAt: sql`now()` })
    .where(and(ownPersonal(userId), atOrUnder(from)))
}

/** Moves files and folders (with everything under them) into `target`; refuses a folder into itself and any name clash. */
export async function movePersonalEntries(userId: number, ids: number[], target: string): Promise<number> {
  return getDb().transaction(async (tx) => {
    if (!(await folderExists(tx, userId, target))) throw new PersonalFilesRefusal('personalFiles.errors.noSuchFolder')
    const entries = (await ownEntries(tx, userId, ids)).filter((entry) => entry.folder !== target)
    for (const entry of entries) {
      const path = joinPath(entry.folder, entry.name)
      if (entry.isFolder && (target === path || target.startsWith(`${path}/`)))
        throw new PersonalFilesRefusal('personalFiles.errors.moveIntoItself', { name: entry.name })
    }
    const names = entries.map((entry) => entry.name)
    const clashes = [
      ...new Set([
        ...names.filter((name, index) => names.indexOf(name) !== index),
        ...(await takenNames(tx, userId, target, names)).map((row) => row.name),
      ]),
    ]
    if (clashes.length) throw new PersonalFilesRefusal('personalFiles.errors.nameTaken', { names: clashes.join(', ') })
    for (const entry of entries) {
      // Children first: the prefix names the folder where it still is.
      if (entry.isFolder)
        await rewriteFolderPrefix(tx, userId, joinPath(entry.folder, entry.name), joinPath(target, entry.name))
      await tx
        .update(storedFiles)
        .set({ folder: target, updatedAt: sql`now()` })
        .where(eq(storedFiles.id, entry.id))
    }
    return entries.length
  })
}

export async function renamePersonalEntry(userId: number, id: number, newName: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [entry] = await ownEntries(tx, userId, [id])
    if (entry.name === newName) return
    if ((await takenNames(tx, userId, entry.folder, [newName])).length)
      throw new PersonalFilesRefusal('personalFiles.errors.nameTaken', { names: newName })
    if (entry.isFolder)
      await rewriteFolderPrefix(tx, userId, joinPath(entry.folder, entry.name), joinPath(entry.folder, newName))
    await tx
      .update(storedFiles)
      .set({ name: newName, updatedAt: sql`now()` })
      .where(eq(storedFiles.id, entry.id))
  })
}

/** What a delete confirmation lists: the chosen entries and how many files they hold. */
export async function describePersonalEntries(userId: number, ids: number[]) {
  return getDb().transaction(async (tx) => {
    const entries = await ownEntries(tx, userId, ids)
    return entries.sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || a.name.localeCompare(b.name))
  })
}

/** Deletes files and folders with everything under them; their bytes go after the rows are gone. */
export async function deletePersonalEntries(userId: number, ids: number[]): Promise<number> {
  const deleted = await getDb().transaction(async (tx) => {
    const entries = await ownEntries(tx, userId, ids)
    const folderPaths = entries.filter((entry) => entry.isFolder).map((entry) => joinPath(entry.folder, entry.name))
    return tx
      .delete(storedFiles)
      .where(and(ownPersonal(userId), or(inArray(storedFiles.id, ids), ...folderPaths.map((path) => atOrUnder(path)))))
      .returning({ storageKey: storedFiles.storageKey })
  })
  await removeBytes(deleted.map((row) => row.storageKey))
  return deleted.length
}

async function removeBytes(keys: Array<string | null>) {
  const storage = fileStorage()
  // A leftover is harmless (the recalculation job sweeps uncatalogued bytes); a failed request is not.
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => storage.remove(key).catch(() => {})))
}

export async function setPersonalFilesPublic(userId: number, ids: number[], isPublic: boolean): Promise<void> {
  await getDb()
    .update(storedFiles)
    .set({ isPublic, updatedAt: sql`now()` })
    .where(and(ownPersonal(userId), inArray(storedFiles.id, ids), eq(storedFiles.isFolder, false)))
}

/** A file someone may download: the owner's own, or anyone's public one. */
export async function findDownloadableFile(viewerId: number | null, id: number) {
  const [file] = await getDb()
    .select({
      ownerId: storedFiles.ownerId,
      name: storedFiles.name,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      isPublic: storedFiles.isPublic,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.kind, FILE_KIND.personal), eq(storedFiles.isFolder, false)))
  if (!file?.storageKey || (file.ownerId !== viewerId && !file.isPublic)) return null
  return { ...file, storageKey: file.storageKey }
}

export interface StorageSummary {
  usedBytes: number
  limitBytes: number
  usedMb: number
  limitMb: number
  state: 'tight' | 'sufficient'
}

/** Spec 01 §9: storage as current/limit in MB (1024 units), tight or sufficient. Every kind of the user's files counts. */
export async function storageSummary(userId: number): Promise<StorageSummary> {
  const [row] = await getDb()
    .select({
      limitMb: users.storageLimitMb,
      usedBytes:
        sql<number>`(select coalesce(sum(${storedFiles.sizeBytes}), 0) from ${storedFiles} where ${storedFiles.ownerId} = ${userId})::bigint`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, userId))
  const limitBytes = row.limitMb * BYTES_PER_MB
  return {
    usedBytes: row.usedBytes,
    limitBytes,
    usedMb: Math.round((row.usedBytes / BYTES_PER_MB) * 100) / 100,
    limitMb: row.limitMb,
    state: row.usedBytes >= limitBytes * STORAGE_TIGHT_RATIO ? 'tight' : 'sufficient',
  }
}

/* Uploads ------------------------------------------------------------------------------------- */

/** Where an uploaded file's bytes go: a fresh key per upload, so a replacement never overwrites bytes a reader may be streaming. */
export function personalUploadKey(userId: number, uuid: string, name: string) {
  return `users/${userId}/files/${uuid}/${name}`
}

const UPLOAD_KEY_PATTERN = /^users\/(\d+)\/files\/[0-9a-f-]{36}\/([^/]+)$/

export interface StagedUpload {
  name: string
  storageKey: string
  sizeBytes: number
  contentType: string | null
}

export type UploadOutcome =
  { status: 'stored'; count: number } | { status: 'needsConfirmation'; clashes: string[]; staged: StagedUpload[] }

/**
 * Catalogues uploaded files (their bytes already stored) into `folder`. A name already used by one
 * of the user's files waits for a confirmation (the spec's "same name overwrites", after asking):
 * the bytes stay staged, uncatalogued. Over the quota: the capacity refusal, the bytes removed. A
 * name taken by a folder (or by a project or tool file's row) cannot be overwritten.
 */
export async function commitPersonalUploads(
  userId: number,
  folder: string,
  staged: StagedUpload[],
  options: { replaceConfirmed: boolean },
): Promise<UploadOutcome> {
  let replacedKeys: string[] = []
  try {
    const outcome = await getDb().transaction(async (tx): Promise<UploadOutcome> => {
      if (!(await folderExists(tx, userId, folder))) throw new PersonalFilesRefusal('personalFiles.errors.noSuchFolder')
      const taken = await takenNames(
        tx,
        userId,
        folder,
        staged.map((file) => file.name),
      )
      const unreplaceable = taken
        .filter((row) => row.isFolder || row.kind !== FILE_KIND.personal)
        .map((row) => row.name)
      if (unreplaceable.length)
        throw new PersonalFilesRefusal('personalFiles.errors.nameTaken', { names: unreplaceable.join(', ') })
      if (taken.length && !options.replaceConfirmed)
        return { status: 'needsConfirmation', clashes: taken.map((row) => row.name).sort(), staged }
      const recorded = await recordStoredFiles(
        tx,
        staged.map((file) => ({
          ownerId: userId,
          kind: FILE_KIND.personal,
          folder,
          name: file.name,
          sizeBytes: file.sizeBytes,
          storageKey: file.storageKey,
          contentType: file.contentType,
          isPublic: false,
        })),
      )
      replacedKeys = recorded.flatMap((row) => (row.replacedStorageKey ? [row.replacedStorageKey] : []))
      return { status: 'stored', count: recorded.length }
    })
    await removeBytes(replacedKeys)
    return outcome
  } catch (error) {
    await removeBytes(staged.map((file) => file.storageKey))
    if (error instanceof StorageQuotaExceededError) throw quotaRefusal(error)
    throw error
  }
}

/** The spec's storage-capacity message, with the figures the user can act on. */
export function quotaRefusal(error: StorageQuotaExceededError) {
  return new PersonalFilesRefusal('personalFiles.errors.capacity', {
    limitMb: Math.round(error.limitBytes / BYTES_PER_MB),
  })
}

/**
 * The staged uploads a confirmation form names, checked against storage: only this user's fresh
 * upload keys that nothing catalogues yet, with the sizes storage reports (not what the form says).
 */
export async function stagedUploadsOf(userId: number, keys: string[]): Promise<StagedUpload[]> {
  const mine = keys.filter((key) => {
    const match = UPLOAD_KEY_PATTERN.exec(key)
    return match !== null && Number(match[1]) === userId && validEntryName(match[2]) === match[2]
  })
  if (mine.length === 0 || mine.length !== keys.length)
    throw new PersonalFilesRefusal('personalFiles.errors.stagedGone')
  const catalogued = await getDb()
    .select({ storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, mine))
  if (catalogued.length) throw new PersonalFilesRefusal('personalFiles.errors.stagedGone')
  const storage = fileStorage()
  return Promise.all(
    mine.map(async (storageKey) => {
      const found = await storage.stat(storageKey)
      if (!found) throw new PersonalFilesRefusal('personalFiles.errors.stagedGone')
      return { name: storageKeyFileName(storageKey), storageKey, sizeBytes: found.size, contentType: null }
    }),
  )
}

/** Drops staged uploads the user chose not to keep. */
export async function discardStagedUploads(userId: number, keys: string[]): Promise<void> {
  const staged = await stagedUploadsOf(userId, keys).catch(() => [])
  await removeBytes(staged.map((file) => file.storageKey))
}

/* Zip download -------------------------------------------------------------------------------- */

/** Suffixes whose content is compressed already: stored as they are, deflating them again only costs CPU. */
const COMPRESSED_SUFFIXES = new Set([
  'gz',
  'zip',
  'bz2',
  'xz',
  '7z',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'mp4',
  'webm',
  'pdf',
  'xlsx',
  'docx',
  'bam',
])

export interface ZipItem {
  path: string
  storageKey: string | null
  uploadedAt: Date
}

/** The files (and empty folders) to zip for the chosen entries, with paths relative to the folder they were chosen in. */
export async function personalZipItems(userId: number, ids: number[]): Promise<ZipItem[]> {
  return getDb().transaction(async (tx) => {
    const entries = await ownEntries(tx, userId, ids)
    const items: ZipItem[] = []
    for (const entry of entries) {
      if (!entry.isFolder) {
        const [file] = await tx
          .select({ storageKey: storedFiles.storageKey, uploadedAt: storedFiles.uploadedAt })
          .from(storedFiles)
          .where(eq(storedFiles.id, entry.id))
        items.push({ path: entry.name, ...file })
        continue
      }
      const path = joinPath(entry.folder, entry.name)
      const inside = await tx
        .select({
          folder: storedFiles.folder,
          name: storedFiles.name,
          isFolder: storedFiles.isFolder,
          storageKey: storedFiles.storageKey,
          uploadedAt: storedFiles.uploadedAt,
        })
        .from(storedFiles)
        .where(and(ownPersonal(userId), atOrUnder(path)))
        .orderBy(asc(storedFiles.folder), asc(storedFiles.name))
      const relative = (folder: string, name: string) =>
        joinPath(folder, name).slice(entry.folder ? entry.folder.length + 1 : 0)
      items.push({ path: `${entry.name}/`, storageKey: null, uploadedAt: new Date() })
      for (const row of inside)
        items.push({
          path: row.isFolder ? `${relative(row.folder, row.name)}/` : relative(row.folder, row.name),
          storageKey: row.isFolder ? null : row.storageKey,
          uploadedAt: row.uploadedAt,
        })
    }
    return items
  })
}

/**
 * A zip of the items as a stream that is produced while the browser reads it: one stored file is
 * read at a time, piece by piece, and each compressed piece is handed on at once, so neither the
 * zip nor a whole file is ever held in memory or written to disk.
 */
export function streamZip(items: ZipItem[]): ReadableStream<Uint8Array> {
  const storage = fileStorage()
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = []
    let failure: Error | null = null
    const zip = new Zip((error, chunk) => {
      if (error) failure = error
      else ready.push(chunk)
    })
    function* drain() {
      if (failure) throw failure
      while (ready.length) yield ready.shift()!
    }
    for (const item of items) {
      const suffix = /\.([^.]+)$/.exec(item.path)?.[1]?.toLowerCase() ?? ''
      const entry =
        item.storageKey === null || COMPRESSED_SUFFIXES.has(suffix)
          ? new ZipPassThrough(item.path)
          : new ZipDeflate(item.path, { level: 6 })
      entry.mtime = item.uploadedAt
      zip.add(entry)
      if (item.storageKey) {
        for await (const piece of storage.createReadStream(item.storageKey) as unknown as AsyncIterable<Uint8Array>) {
          entry.push(piece)
          yield* drain()
        }
      }
      entry.push(new Uint8Array(0), true)
      yield* drain()
    }
    zip.end()
    yield* drain()
  }
  const iterator = chunks()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel() {
      await iterator.return(undefined)
    },
  })
}
