import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RESUMABLE_UPLOAD_CHUNK_BYTES, RESUMABLE_UPLOAD_PATH } from '../../core/resumable-upload'
import { eventually, PATIENCE_MS } from '../support/eventually'
import { writeGeneratedFastq } from '../support/generated-fastq'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { createAccounts } from './example-demo'
import { sessionCookieFor } from './http'
import { databaseUrl, runWithPlatformModules } from './platform-tasks'

/*
 * Large personal files through the tus endpoint: a generated 1 GB FASTQ uploaded on /projects/myfiles
 * with the connection dropped past half way, resumed (not restarted) and catalogued with its exact
 * bytes; and, over plain HTTP, what a client must not be able to do: touch another user's upload,
 * upload past the quota or the size limit, replace a file without saying so, or stop the server
 * with an aborted or malformed request.
 */

const UPLOADER = { email: 'resumable-uploader@example.com', password: 'Uploader#2026big' }
const STRANGER = { email: 'resumable-stranger@example.com', password: 'Stranger#2026tus' }
const GB = 1_000_000_000
const MIB = 1024 * 1024

let sql: postgres.Sql
let browser: Browser
let workFolder: string

beforeAll(async () => {
  createAccounts([UPLOADER, STRANGER], 'Uploader')
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  workFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-resumable-'))
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
  if (workFolder) fs.rmSync(workFolder, { recursive: true, force: true })
})

const metadata = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

function tus(
  cookie: string | null,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Uint8Array,
) {
  return fetch(`${baseUrl()}${target}`, {
    method,
    redirect: 'manual',
    headers: { 'Tus-Resumable': '1.0.0', Origin: baseUrl(), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: body as BodyInit | undefined,
  })
}

async function createUpload(cookie: string, size: number, fileName: string, extra: Record<string, string> = {}) {
  const response = await tus(cookie, 'POST', RESUMABLE_UPLOAD_PATH, {
    'Upload-Length': String(size),
    'Upload-Metadata': metadata({ filename: fileName, ...extra }),
  })
  return { response, location: response.headers.get('location') ?? '' }
}

function patch(cookie: string, location: string, offset: number, bytes: Uint8Array) {
  return tus(
    cookie,
    'PATCH',
    location,
    { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    bytes,
  )
}

async function storedFile(email: string, name: string) {
  const rows = await sql<{ sizeBytes: string; storageKey: string; folder: string; kind: number }[]>`
    select f.size_bytes as "sizeBytes", f.storage_key as "storageKey", f.folder, f.kind
    from stored_files f join users u on u.id = f.owner_id
    where u.email = ${email} and f.name = ${name}`
  return rows[0] ?? null
}

/** Size and SHA-256 of a stored file, read back through the storage layer (either backend). */
function storedBytes(storageKey: string): { size: number; sha256: string } {
  return runWithPlatformModules(
    `
    const { createHash } = await import('node:crypto')
    const { fileStorage } = await import('./db/file-storage.ts')
    const hash = createHash('sha256')
    let size = 0
    for await (const piece of fileStorage().createReadStream(JSON.parse(process.env.SNIPPET_INPUT))) {
      hash.update(piece)
      size += piece.length
    }
    console.log(JSON.stringify({ size, sha256: hash.digest('hex') }))
    `,
    storageKey,
  )
}

/** Files left in the local store of unfinished uploads (finished ones are moved out). */
const unfinishedUploads = () =>
  fs.readdirSync(path.join(inject('fileStorageDir'), '.resumable-uploads')).filter((name) => !name.startsWith('.'))

describe('resumable upload of a large file', () => {
  it('uploads a generated 1 GB FASTQ, survives a dropped connection past half way and stores it byte for byte', async () => {
    const fastqPath = path.join(workFolder, 'reads-1gb.fastq')
    const generatedAt = Date.now()
    const generated = await writeGeneratedFastq(fastqPath, GB)
    console.info(`generated ${generated.size} bytes of FASTQ in ${Date.now() - generatedAt} ms`)

    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    // Requests cut by the dropped connection show up as failed resources in the console.
    expectBrowserError(/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to load resource/)
    await logIn(page, UPLOADER.email, UPLOADER.password)
    await page.goto('/projects/myfiles')
    const fileInput = page.locator('[data-resumable-upload] input[type="file"]')
    await whenHydrated(page, '[data-resumable-upload] input[type="file"]')
    await fileInput.setInputFiles(fastqPath)
    const startedAt = Date.now()
    await page.getByRole('button', { name: '上传', exact: true }).click()

    // Read in one step in the page: the progress may go away between a count and a read when the upload ends.
    const sentShown = () =>
      page.evaluate(() => {
        const shown = document.querySelector('[data-resumable-upload] progress')
        return shown ? Number(shown.getAttribute('data-sent')) : null
      })
    const sentNow = async () => (await sentShown()) ?? 0
    await eventually('the upload to pass half way', async () => (await sentNow()) > generated.size / 2, {
      timeout: 240_000,
      interval: 100,
    })
    // On a phone the progress, its figures and the buttons fit the width.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await expect.poll(() => page.getByRole('button', { name: '暂停' }).isVisible()).toBe(true)
    await page.locator('[data-resumable-upload]').screenshot({ path: 'tests/.artifacts/resumable-upload-390-zh.png' })
    const failed = page.waitForEvent('requestfailed', {
      predicate: (request) => request.url().includes(RESUMABLE_UPLOAD_PATH),
      timeout: PATIENCE_MS,
    })
    await context.setOffline(true)
    const sentAtDrop = await sentNow()
    await failed
    // Resuming asks the server where the upload stands (HEAD) instead of creating it again (POST).
    const resumeRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes(RESUMABLE_UPLOAD_PATH)) resumeRequests.push(request.method())
    })
    await context.setOffline(false)

    // From here on the progress never goes back to the start. The chunks the server acknowledged before
    // the drop (more than half the file but the chunk under way) stay stored; what the browser had
    // counted as sent beyond them may still have sat in buffers, so only those are a firm bound.
    let lowestAfterDrop = Number.POSITIVE_INFINITY
    await eventually(
      'the upload to finish',
      async () => {
        const shown = await sentShown()
        if (shown !== null) lowestAfterDrop = Math.min(lowestAfterDrop, shown)
        return page.getByText(/“reads-1gb\.fastq”已上传/).isVisible()
      },
      { timeout: 300_000, interval: 100 },
    )
    const seconds = (Date.now() - startedAt) / 1000
    console.info(
      `uploaded ${generated.size} bytes in ${seconds.toFixed(1)} s through the browser (dropped at ${sentAtDrop}, lowest after ${lowestAfterDrop})`,
    )
    expect(lowestAfterDrop).toBeGreaterThan(generated.size / 2 - 2 * RESUMABLE_UPLOAD_CHUNK_BYTES)
    expect(resumeRequests).toContain('HEAD')
    expect(resumeRequests).not.toContain('POST')
    await expect.poll(() => page.getByText('上传进度').count()).toBe(0)
    // The finished upload refreshes the page: the file is in the personal data list.
    await expect
      .poll(() => page.locator('[data-testid="file-row"]', { hasText: 'reads-1gb.fastq' }).count(), {
        timeout: PATIENCE_MS,
      })
      .toBe(1)
    await context.close()

    const stored = await storedFile(UPLOADER.email, 'reads-1gb.fastq')
    expect(stored).toMatchObject({ sizeBytes: String(generated.size), folder: '', kind: 0 })
    expect(storedBytes(stored!.storageKey)).toEqual(generated)
    expect(unfinishedUploads()).toEqual([])
    fs.rmSync(fastqPath)
  }, 600_000)
})

describe('without JavaScript', () => {
  it('shows a note that large files need JavaScript instead of an upload that cannot work', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, UPLOADER.email, UPLOADER.password)
    await page.goto('/projects/myfiles')
    await expect.poll(() => page.getByText('上传大文件需要启用 JavaScript').isVisible()).toBe(true)
    expect(await page.locator('[data-resumable-upload]').count()).toBe(0)
    await context.close()
  })
})

describe('the resumable upload endpoint', () => {
  it("answers another user's upload as not found, and a request without a session as signed out", async () => {
    const owner = await sessionCookieFor(UPLOADER.email, UPLOADER.password)
    const stranger = await sessionCookieFor(STRANGER.email, STRANGER.password)
    const { response, location } = await createUpload(owner, 10, 'owned.txt')
    expect(response.status).toBe(201)
    expect(location).toMatch(new RegExp(`^${RESUMABLE_UPLOAD_PATH}/\\d+-[0-9a-f]{32}$`))

    expect((await patch(stranger, location, 0, new TextEncoder().encode('0123456789'))).status).toBe(404)
    expect((await tus(stranger, 'HEAD', location)).status).toBe(404)
    expect((await tus(stranger, 'DELETE', location)).status).toBe(404)
    const signedOut = await patch('', location, 0, new TextEncoder().encode('0123456789'))
    expect(signedOut.status).toBe(401)
    expect(await signedOut.text()).toBe('请重新登录后再上传文件。')
    expect((await tus(null, 'POST', RESUMABLE_UPLOAD_PATH, { 'Upload-Length': '10' })).status).toBe(401)

    const head = await tus(owner, 'HEAD', location)
    expect(head.status).toBe(200)
    expect(head.headers.get('upload-offset')).toBe('0')
    expect((await tus(owner, 'DELETE', location)).status).toBe(204)
    expect((await tus(owner, 'HEAD', location)).status).toBe(404)
  })

  it('refuses, before any byte, a file over the size limit or the free space, and a same-name file without consent', async () => {
    const owner = await sessionCookieFor(UPLOADER.email, UPLOADER.password)
    const huge = await createUpload(owner, 6 * 1024 * MIB, 'huge.fastq')
    expect(huge.response.status).toBe(413)
    expect(await huge.response.text()).toBe('文件过大：断点续传的单个文件最大为 5120 MB。')

    const overQuota = await createUpload(owner, 3 * 1024 * MIB, 'big.fastq')
    expect(overQuota.response.status).toBe(413)
    expect(await overQuota.response.text()).toMatch(
      /^存储空间不足：该文件需要 3072 MB，您的 1024 MB 空间中剩余 [\d.]+ MB。/,
    )

    const badFolder = await createUpload(owner, 10, 'a.txt', { folder: 'no/such/folder' })
    expect(badFolder.response.status).toBe(422)

    const bytes = new TextEncoder().encode('first version\n')
    const first = await createUpload(owner, bytes.length, 'same-name.txt')
    expect((await patch(owner, first.location, 0, bytes)).status).toBe(204)
    const again = await createUpload(owner, 5, 'same-name.txt')
    expect(again.response.status).toBe(409)
    expect(await again.response.text()).toBe('此文件夹中已有名为“same-name.txt”的文件。')

    const replacement = new TextEncoder().encode('second\n')
    const confirmed = await createUpload(owner, replacement.length, 'same-name.txt', { overwrite: '1' })
    expect(confirmed.response.status).toBe(201)
    expect((await patch(owner, confirmed.location, 0, replacement)).status).toBe(204)
    const stored = await storedFile(UPLOADER.email, 'same-name.txt')
    expect(stored?.sizeBytes).toBe(String(replacement.length))
    expect(storedBytes(stored!.storageKey).size).toBe(replacement.length)
  })

  it('keeps answering after a PATCH aborted mid-body and malformed requests, and the upload resumes', async () => {
    const owner = await sessionCookieFor(UPLOADER.email, UPLOADER.password)
    const size = 8 * MIB
    const content = Buffer.alloc(size, 'ACGT')
    const { location } = await createUpload(owner, size, 'aborted.fastq')

    // Half the body, then the connection is cut.
    await new Promise<void>((resolve) => {
      const request = http.request(`${baseUrl()}${location}`, {
        method: 'PATCH',
        headers: {
          'Tus-Resumable': '1.0.0',
          Origin: baseUrl(),
          Cookie: owner,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(size),
        },
      })
      request.on('error', () => resolve())
      request.on('close', () => resolve())
      request.write(content.subarray(0, size / 2), () => setTimeout(() => request.destroy(), 200))
    })

    const offset = await eventually('the aborted upload to answer its offset', async () => {
      const head = await tus(owner, 'HEAD', location)
      return head.status === 200 ? Number(head.headers.get('upload-offset')) : undefined
    })
    expect(offset).toBeGreaterThanOrEqual(0)
    expect(offset).toBeLessThanOrEqual(size / 2)

    const malformed = [
      await tus(owner, 'PATCH', location, {
        'Upload-Offset': 'abc',
        'Content-Type': 'application/offset+octet-stream',
      }),
      await patch(owner, location, offset + 1, new Uint8Array(4)),
      await tus(
        owner,
        'PATCH',
        location,
        { 'Upload-Offset': String(offset), 'Content-Type': 'text/plain' },
        new Uint8Array(4),
      ),
      await tus(owner, 'POST', RESUMABLE_UPLOAD_PATH, { 'Upload-Length': '-5' }),
      await tus(owner, 'POST', RESUMABLE_UPLOAD_PATH, { 'Upload-Length': '5', 'Upload-Metadata': 'filename !!!,,' }),
      await tus(owner, 'POST', RESUMABLE_UPLOAD_PATH, { 'Upload-Defer-Length': '1' }),
      await tus(owner, 'HEAD', `${RESUMABLE_UPLOAD_PATH}/..%2F..%2Fetc`),
      await fetch(`${baseUrl()}${location}`, { method: 'PATCH', headers: { Origin: baseUrl(), Cookie: owner } }),
    ].map((response) => response.status)
    for (const status of malformed) expect(status).toBeGreaterThanOrEqual(400)
    for (const status of malformed) expect(status).toBeLessThan(500)
    // A write from another site is refused before tus sees it.
    const crossSite = await fetch(`${baseUrl()}${location}`, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        Origin: 'https://evil.example',
        Cookie: owner,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(4),
    })
    expect(crossSite.status).toBe(403)

    const rest = await patch(owner, location, offset, content.subarray(offset))
    expect(rest.status).toBe(204)
    expect((await fetch(`${baseUrl()}/healthz`)).status).toBe(200)
    const stored = await storedFile(UPLOADER.email, 'aborted.fastq')
    expect(stored?.sizeBytes).toBe(String(size))
  })
})
