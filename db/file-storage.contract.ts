import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoredFileMissingError, StoredFileTooLargeError, type FileStorage } from './file-storage'

export interface ContractBackend {
  storage: FileStorage
  /** What a failed write could leave where no key shows it: temporary files, multipart upload parts. */
  leftovers(): string[]
  /** Whether the backend answers presigned download addresses (S3) or null (the local folder). */
  presignsDownloads: boolean
  stop(): Promise<void>
}

const MIB = 1024 * 1024
const text = (value: string) => new TextEncoder().encode(value)
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer())
}

/** `mebibytes` MiB of varied bytes, yielded a MiB at a time, never held whole; `digest` answers their SHA-256 once read. */
function generatedFile(mebibytes: number, options: { failAfterMebibytes?: number } = {}) {
  const block = randomBytes(MIB)
  const hash = createHash('sha256')
  async function* chunks() {
    for (let index = 0; index < mebibytes; index++) {
      if (index === options.failAfterMebibytes) throw new Error('the source broke off halfway')
      const chunk = Buffer.from(block)
      chunk.writeUInt32BE(index, 0)
      hash.update(chunk)
      yield chunk
    }
  }
  return { stream: Readable.from(chunks()), digest: () => hash.digest('hex'), size: mebibytes * MIB }
}

async function digestOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) hash.update(chunk)
  return hash.digest('hex')
}

async function keysUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const { key } of storage.list(prefix)) keys.push(key)
  return keys
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function forEachBounded<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++])
    }),
  )
}

/** Logs how long a heavy case took, so the figures can be reported. */
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    process.stdout.write(`[file storage contract] ${label}: ${Math.round(performance.now() - started)} ms\n`)
  }
}

/** A folder the local-backend test writes in and removes afterwards. */
export function temporaryFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-storage-contract-'))
}

/** Partial files a local write left under `root`. */
export function partialFilesIn(root: string): string[] {
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.partial'))
}

/**
 * The behaviour every FileStorage backend must share, so that code written against the interface
 * works the same on a local folder and in a bucket.
 */
export function fileStorageContract(name: string, start: () => Promise<ContractBackend>): void {
  describe(`file storage contract: ${name}`, () => {
    let backend: ContractBackend
    let storage: FileStorage
    beforeAll(async () => {
      backend = await start()
      storage = backend.storage
    })
    afterAll(async () => {
      await backend?.stop()
    })

    it('stores bytes and gives them back, a same-key write replacing them whole', async () => {
      await storage.put('users/1/a.tsv', text('first version'))
      expect(decode(await storage.get('users/1/a.tsv'))).toBe('first version')
      await storage.put('users/1/a.tsv', text('second'))
      expect(decode(await storage.get('users/1/a.tsv'))).toBe('second')
      await storage.put('users/1/empty.txt', new Uint8Array())
      expect((await storage.get('users/1/empty.txt')).byteLength).toBe(0)
    })

    it('stores what a web or Node stream yields and a local file, answering the size', async () => {
      const web = new Blob(['from ', 'a web ', 'stream']).stream()
      expect(await storage.putStream('streams/web.txt', web)).toEqual({ size: 17 })
      expect(decode(await storage.get('streams/web.txt'))).toBe('from a web stream')
      expect(
        await storage.putStream('streams/node.txt', Readable.from([Buffer.from('node '), Buffer.from('stream')])),
      ).toEqual({ size: 11 })
      expect(decode(await storage.get('streams/node.txt'))).toBe('node stream')
      const folder = temporaryFolder()
      try {
        fs.writeFileSync(path.join(folder, 'upload.bin'), 'a file on disk')
        await storage.putFile('streams/file.bin', path.join(folder, 'upload.bin'))
        expect(decode(await storage.get('streams/file.bin'))).toBe('a file on disk')
      } finally {
        fs.rmSync(folder, { recursive: true, force: true })
      }
    })

    it('reads a range: the first byte, the middle, the last byte, and the whole file', async () => {
      await storage.put('ranges/digits.txt', text('0123456789'))
      expect(decode(await readAll(storage.createReadStream('ranges/digits.txt', { start: 0, end: 0 })))).toBe('0')
      expect(decode(await readAll(storage.createReadStream('ranges/digits.txt', { start: 3, end: 6 })))).toBe('3456')
      expect(decode(await readAll(storage.createReadStream('ranges/digits.txt', { start: 9, end: 9 })))).toBe('9')
      expect(decode(await readAll(storage.createReadStream('ranges/digits.txt')))).toBe('0123456789')
    })

    it('answers stat and exists for a stored file and for a missing one', async () => {
      await storage.put('stat/seven.txt', text('1234567'))
      const found = await storage.stat('stat/seven.txt')
      expect(found?.size).toBe(7)
      expect(found?.modifiedAt).toBeInstanceOf(Date)
      expect(Math.abs(Date.now() - found!.modifiedAt.getTime())).toBeLessThan(5 * 60_000)
      expect(await storage.exists('stat/seven.txt')).toBe(true)
      expect(await storage.stat('stat/missing.txt')).toBeNull()
      expect(await storage.exists('stat/missing.txt')).toBe(false)
    })

    it('fails a missing key with StoredFileMissingError (code ENOENT) on get and on reading its stream', async () => {
      const refusal = await storage.get('missing/nothing.tsv').catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(StoredFileMissingError)
      expect(refusal).toMatchObject({ code: 'ENOENT', key: 'missing/nothing.tsv' })
      // The stream is handed out at once; the missing file shows when it is read.
      const stream = storage.createReadStream('missing/nothing.tsv', { start: 0, end: 9 })
      await expect(readAll(stream)).rejects.toBeInstanceOf(StoredFileMissingError)
    })

    it('removes a file, and removing a missing one is not an error', async () => {
      await storage.put('remove/gone.txt', text('x'))
      await storage.remove('remove/gone.txt')
      expect(await storage.exists('remove/gone.txt')).toBe(false)
      await storage.remove('remove/gone.txt')
    })

    it('lists the keys under a prefix, whole segments or not, in key order', async () => {
      for (const key of ['list/a/1.txt', 'list/a/2.txt', 'list/ab/3.txt', 'list/b/4.txt', 'list-other/5.txt'])
        await storage.put(key, text(key))
      expect(await keysUnder(storage, 'list/a/')).toEqual(['list/a/1.txt', 'list/a/2.txt'])
      expect(await keysUnder(storage, 'list/a')).toEqual(['list/a/1.txt', 'list/a/2.txt', 'list/ab/3.txt'])
      const sizes: { key: string; size: number }[] = []
      for await (const entry of storage.list('list/')) sizes.push(entry)
      expect(sizes).toEqual([
        { key: 'list/a/1.txt', size: 12 },
        { key: 'list/a/2.txt', size: 12 },
        { key: 'list/ab/3.txt', size: 13 },
        { key: 'list/b/4.txt', size: 12 },
      ])
      expect(await keysUnder(storage, 'list/none/')).toEqual([])
    })

    it('lists 2,500 keys page by page and removes them as a folder', async () => {
      // More than two of S3's 1,000-key pages (listing and batch removal), and a last page that is not full. Folders
      // of a hundred, as users' files are laid out (s3rver, a folder per key prefix, slows down on one big folder).
      const keys = Array.from(
        { length: 2_500 },
        (_, index) => `many/${String(Math.floor(index / 100)).padStart(3, '0')}/${String(index).padStart(5, '0')}.txt`,
      )
      await timed(`${name}: write 2,500 keys, 32 at a time`, () =>
        forEachBounded(keys, 32, (key) => storage.put(key, text(key))),
      )
      const listed = await timed(`${name}: list 2,500 keys`, () => keysUnder(storage, 'many/'))
      expect(listed).toEqual(keys)
      await timed(`${name}: remove a folder of 2,500 keys`, () => storage.removeFolder('many'))
      expect(await keysUnder(storage, 'many/')).toEqual([])
    })

    it('writes a file over 100 MB streamed from a generator and reads it back, ranges included', async () => {
      const file = generatedFile(101)
      const stored = await timed(`${name}: write 101 MiB from a generator`, () =>
        storage.putStream('big/generated.bin', file.stream),
      )
      expect(stored).toEqual({ size: file.size })
      expect((await storage.stat('big/generated.bin'))?.size).toBe(file.size)
      expect(
        await timed(`${name}: read 101 MiB back`, () => digestOf(storage.createReadStream('big/generated.bin'))),
      ).toBe(file.digest())
      // Block 100 begins with its index; the last byte is the generated block's last byte.
      const tail = await readAll(
        storage.createReadStream('big/generated.bin', { start: 100 * MIB, end: file.size - 1 }),
      )
      expect(tail.byteLength).toBe(MIB)
      expect(tail.readUInt32BE(0)).toBe(100)
      await storage.remove('big/generated.bin')
      expect(backend.leftovers()).toEqual([])
    })

    it('refuses a stream over maxBytes, small or multipart-sized, leaving nothing', async () => {
      const small = storage.putStream('limit/small.bin', Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), {
        maxBytes: 1000,
      })
      await expect(small).rejects.toBeInstanceOf(StoredFileTooLargeError)
      expect(await storage.exists('limit/small.bin')).toBe(false)
      expect(
        await storage.putStream('limit/fits.bin', Readable.from([Buffer.alloc(1000)]), { maxBytes: 1000 }),
      ).toEqual({
        size: 1000,
      })
      const large = storage.putStream('limit/large.bin', generatedFile(30).stream, { maxBytes: 20 * MIB })
      await expect(large).rejects.toMatchObject({ name: 'StoredFileTooLargeError', maxBytes: 20 * MIB })
      expect(await storage.exists('limit/large.bin')).toBe(false)
      expect(await keysUnder(storage, 'limit/')).toEqual(['limit/fits.bin'])
      expect(backend.leftovers()).toEqual([])
    })

    it('leaves nothing behind, and the earlier version whole, when the source stream fails halfway', async () => {
      await storage.put('broken/table.tsv', text('the earlier version'))
      const small = generatedFile(2, { failAfterMebibytes: 1 })
      await expect(storage.putStream('broken/table.tsv', small.stream)).rejects.toThrow('the source broke off halfway')
      const large = generatedFile(40, { failAfterMebibytes: 25 })
      await expect(storage.putStream('broken/large.bin', large.stream)).rejects.toThrow('the source broke off halfway')
      expect(decode(await storage.get('broken/table.tsv'))).toBe('the earlier version')
      expect(await keysUnder(storage, 'broken/')).toEqual(['broken/table.tsv'])
      expect(backend.leftovers()).toEqual([])
    })

    it(`answers a download address ${name === 'local folder' ? 'of null' : 'that serves the bytes under the file name'}`, async () => {
      await storage.put('downloads/x7.tsv', text('gene\tcount\nA\t1\n'))
      const url = await storage.downloadUrl('downloads/x7.tsv', { fileName: '结果 table.tsv' })
      if (!backend.presignsDownloads) {
        expect(url).toBeNull()
        return
      }
      const response = await fetch(url!)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('gene\tcount\nA\t1\n')
      expect(response.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('结果 table.tsv')}`,
      )
    })

    it('removes a folder whole, keeps a folder that holds something, and probes without leaving a key', async () => {
      await storage.put('folders/keep/a.txt', text('a'))
      await storage.put('folders/drop/b.txt', text('b'))
      await storage.put('folders/drop/deeper/c.txt', text('c'))
      await storage.put('folders/dropped-not.txt', text('d'))
      await storage.removeFolder('folders/drop')
      await storage.removeFolderIfEmpty('folders/keep')
      expect(await keysUnder(storage, 'folders/')).toEqual(['folders/dropped-not.txt', 'folders/keep/a.txt'])
      await storage.probe()
      expect(await keysUnder(storage, '')).not.toContainEqual(expect.stringMatching(/^\.probe/))
      expect(backend.leftovers()).toEqual([])
    })
  })
}
