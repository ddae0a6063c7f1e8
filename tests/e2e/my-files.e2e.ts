import fs from 'node:fs/promises'
import { unzipSync } from 'fflate'
import postgres from 'postgres'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hashPassword } from '#core/password.server'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'

/*
 * Personal data (/projects/myfiles) as a new customer meets it, with and without JavaScript: ten
 * files uploaded and an eleventh refused, a folder made and files moved in, three entries zipped and
 * the zip opened here, the same-name confirmation, and the storage limit reached.
 */

const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
const PASSWORD = 'MyFiles#2026'
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await sql.end()
})

async function newCustomer(email: string): Promise<number> {
  const [user] = await sql<
    { id: number }[]
  >`insert into users (email, first_name) values (${email}, 'Filer') returning id`
  await sql`insert into passwords (user_id, hash) values (${user.id}, ${await hashPassword(PASSWORD)})`
  return user.id
}

async function englishPage(javaScriptEnabled: boolean): Promise<Page> {
  const { context, page } = await newPage(browser, { javaScriptEnabled })
  const url = new URL(baseUrl())
  await context.addCookies([
    { name: 'lng', value: Buffer.from(JSON.stringify('en')).toString('base64'), domain: url.hostname, path: '/' },
  ])
  return page
}

const file = (name: string, content: string | Buffer) => ({
  name,
  mimeType: 'text/plain',
  buffer: typeof content === 'string' ? Buffer.from(content) : content,
})

describe.each([true, false])('Personal data with JavaScript %s', (javaScriptEnabled) => {
  it('uploads, refuses an eleventh file, moves into a folder, zips, asks before replacing, and stops at the limit', async () => {
    // The refused uploads answer 400 with the page and its message.
    expectBrowserError(/status of 400/)
    const userId = await newCustomer(`my-files-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`)
    const page = await englishPage(javaScriptEnabled)
    await logIn(page, `my-files-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`, PASSWORD)
    await page.goto('/projects/myfiles')
    await expect(page.getByTestId('storage-summary').textContent()).resolves.toContain('Storage is sufficient')

    const upload = async (files: ReturnType<typeof file>[]) => {
      await whenHydrated(page, '[data-testid="upload-form"]', javaScriptEnabled)
      await page.setInputFiles('input[name="files"]', files)
      await page.getByTestId('upload-form').getByRole('button', { name: 'Upload selected files' }).click()
    }
    const rows = page.getByTestId('file-row')

    await upload(Array.from({ length: 10 }, (_, i) => file(`f${i + 1}.txt`, `file number ${i + 1}\n`)))
    await rows.nth(9).waitFor()
    await expect(rows.count()).resolves.toBe(10)

    await upload(Array.from({ length: 11 }, (_, i) => file(`g${i + 1}.txt`, 'more\n')))
    await expect(page.getByTestId('file-problems').textContent()).resolves.toContain(
      'You can upload at most 10 files at a time',
    )
    expect(await sql`select 1 from stored_files where owner_id = ${userId} and name like 'g%'`).toHaveLength(0)

    // A folder, and two files moved into it.
    await page.goto('/projects/myfiles')
    await whenHydrated(page, 'input[name="name"]', javaScriptEnabled)
    await page.fill('input[name="name"]', 'set')
    await page.getByRole('button', { name: 'Create folder' }).click()
    await page.locator('[data-testid="file-row"][data-name="set"]').waitFor()
    await page.getByLabel('Select f1.txt').check()
    await page.getByLabel('Select f2.txt').check()
    await page.getByRole('button', { name: 'Move to...' }).click()
    await page.getByTestId('move-panel').waitFor()
    await page.selectOption('select[name="target"]', 'set')
    await page.getByRole('button', { name: 'Move here' }).click()
    await page.getByText('2 items moved.').waitFor()
    await page.getByRole('link', { name: 'set', exact: true }).first().click()
    await page.waitForURL(/folder=set/)
    await expect(page.getByTestId('breadcrumbs').textContent()).resolves.toContain('set')
    await expect(rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-name')))).resolves.toEqual([
      'f1.txt',
      'f2.txt',
    ])

    // Three entries zipped (the folder keeps its structure) and opened here.
    await page.goto('/projects/myfiles')
    await page.getByLabel('Select set').check()
    await page.getByLabel('Select f3.txt').check()
    await page.getByLabel('Select f4.txt').check()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as zip' }).click(),
    ])
    const zipped = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)))
    expect(Object.keys(zipped).sort()).toEqual(['f3.txt', 'f4.txt', 'set/', 'set/f1.txt', 'set/f2.txt'])
    expect(new TextDecoder().decode(zipped['set/f2.txt'])).toBe('file number 2\n')
    expect(new TextDecoder().decode(zipped['f4.txt'])).toBe('file number 4\n')

    // The same name replaces only after a confirmation.
    await page.goto('/projects/myfiles')
    await upload([file('f3.txt', 'replaced\n')])
    await page.getByTestId('replace-confirmation').waitFor()
    const [{ size: before }] =
      await sql`select size_bytes::int as size from stored_files where owner_id = ${userId} and name = 'f3.txt'`
    expect(before).toBe('file number 3\n'.length)
    await page.getByRole('button', { name: 'Replace', exact: true }).click()
    await page.getByText('1 files uploaded.').waitFor()
    const [{ id: f3 }] = await sql`select id from stored_files where owner_id = ${userId} and name = 'f3.txt'`
    await expect((await page.request.get(`/resources/my-files/${f3}`)).text()).resolves.toBe('replaced\n')

    // The storage limit: 1 MB, and two files of 600 KB.
    await sql`update users set storage_limit_mb = 1 where id = ${userId}`
    await page.goto('/projects/myfiles')
    await upload([file('big-1.bin', Buffer.alloc(600 * 1024, 1)), file('big-2.bin', Buffer.alloc(600 * 1024, 2))])
    await expect(page.getByTestId('file-problems').textContent()).resolves.toContain('Storage capacity exceeded')
    expect(await sql`select 1 from stored_files where owner_id = ${userId} and name like 'big%'`).toHaveLength(0)

    // At phone width the page fits; the list scrolls inside its own box.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/projects/myfiles')
    if (!javaScriptEnabled) await page.screenshot({ path: '/tmp/myfiles-390.png', fullPage: true })
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390)
    await page.context().close()
  }, 120_000)
})
