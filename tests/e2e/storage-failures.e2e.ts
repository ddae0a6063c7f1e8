import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ensureDatabase } from '../../db/ensure-database'
import { SEEDED_TOOLS } from '../../db/seed/tools/index'
import { toolDemoFolder } from '../../tools/index'
import { startPlatform, type RunningPlatform } from '../setup/platform-server'
import {
  MOUNT_SKIP_REASON,
  mountTinyFilesystem,
  partialFilesUnder,
  type TinyFilesystem,
} from '../setup/tiny-filesystem'
import { expectBrowserError, launchBrowser, whenHydrated } from './browser'
import { CUSTOMER } from './http'
import { eventually } from '../support/eventually'

/*
 * A platform whose whole file storage is a real 48 MB tmpfs (the seed puts about 13 MB of demo files
 * on it), filled up or remounted read-only while a customer submits a tool run: the tool page says
 * so in the normal form-error place with 507 or 503, nothing half-written stays on the disk, no task
 * row is left, and /healthz reports the storage. It gets its own database, so its worker never
 * meets the shared platform's tasks.
 */
const DATABASE = 'biocloud_e2e_storage'
const tool = SEEDED_TOOLS.find(
  (candidate) =>
    candidate.category === 'chart' &&
    candidate.dataFiles.length === 1 &&
    candidate.demo.files[candidate.dataFiles[0].key],
)
if (!tool) throw new Error('no seeded chart tool with one data file and a demo file')
const dataKey = tool.dataFiles[0].key
const demoFileName = tool.demo.files[dataKey]
const demoBytes = fs.readFileSync(path.join(toolDemoFolder(tool.scriptClassName), demoFileName))

const MESSAGES = {
  full: {
    zh: '存储空间已满，上传的文件未能保存，任务未提交。',
    en: 'The storage is full, so your files could not be saved and the task was not submitted.',
  },
  readOnly: {
    zh: '存储暂不可用（只读），上传的文件未能保存，任务未提交。',
    en: 'The storage is unavailable (read-only), so your files could not be saved and the task was not submitted.',
  },
}

describe.skipIf(MOUNT_SKIP_REASON !== null)(
  `a full or read-only file storage${MOUNT_SKIP_REASON ? ` (skipped: ${MOUNT_SKIP_REASON})` : ''}`,
  () => {
    let root: string
    let disk: TinyFilesystem
    let platform: RunningPlatform
    let sql: postgres.Sql
    let browser: Browser
    let toolId: number

    beforeAll(async () => {
      const serverUrl = inject('postgresServerUrl')
      await ensureDatabase(serverUrl, DATABASE)
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-e2e-tiny-storage-'))
      disk = mountTinyFilesystem(root, 48 * 1024)
      platform = await startPlatform({ databaseUrl: `${inject('postgresUrlPrefix')}${DATABASE}`, filesDir: root })
      sql = postgres(`${inject('postgresUrlPrefix')}${DATABASE}`, { max: 2, onnotice: () => {} })
      ;[{ id: toolId }] = await sql<
        { id: number }[]
      >`select id from tools where script_class_name = ${tool.scriptClassName}`
      browser = await launchBrowser()
    })

    /**
     * No write the refusal began is left half-done. The example project's pipeline writes its outputs meanwhile, each
     * through a `.partial` file renamed when whole, so one may be on its way: wait until none is.
     */
    function noPartialFilesLeft() {
      return eventually('no .partial file under the storage', () => partialFilesUnder(root), {
        until: (partial) => partial.length === 0,
      })
    }

    afterAll(async () => {
      await browser?.close()
      await sql?.end({ timeout: 5 })
      await platform?.stop()
      disk?.unmount()
      fs.rmSync(root, { recursive: true, force: true })
    })

    // Tool-page tasks only: the example project's pipeline makes its runs whenever its worker gets to them.
    const taskCount = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from tool_tasks where analysis_id is null`)[0].n
    const healthz = async () => {
      const response = await fetch(`${platform.baseUrl}/healthz`)
      return { status: response.status, body: await response.json() }
    }

    it('/healthz reports a full disk, then a read-only one, with 503, and ok again after', async () => {
      expect(await healthz()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok' } })
      disk.fill()
      try {
        expect(await healthz()).toEqual({
          status: 503,
          body: { status: 'unavailable', database: 'ok', storage: 'full' },
        })
      } finally {
        disk.free()
      }
      disk.readOnly()
      try {
        expect(await healthz()).toEqual({
          status: 503,
          body: { status: 'unavailable', database: 'ok', storage: 'readOnly' },
        })
      } finally {
        disk.writable()
      }
      expect(await healthz()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', storage: 'ok' } })
    })

    async function logIn(page: Page) {
      await page.goto(`${platform.baseUrl}/login`)
      await page.fill('input[name="email"]', CUSTOMER.email)
      await page.fill('input[name="password"]', CUSTOMER.password)
      await Promise.all([
        page.waitForURL((url) => url.pathname !== '/login'),
        page.click('button[type="submit"]:has-text("登录")'),
      ])
    }

    /**
     * Submits the demo file on the tool page. `beforeSubmit` breaks the disk only then: filled any
     * earlier (before the page loads), a health probe's file removed in between could leave room.
     */
    async function submitUpload(page: Page, javaScriptEnabled: boolean, beforeSubmit = () => {}): Promise<number> {
      await page.goto(`${platform.baseUrl}/tool/${toolId}?demo=1`)
      await whenHydrated(page, 'form[enctype="multipart/form-data"]', javaScriptEnabled)
      await page.setInputFiles(`input[name="file:${dataKey}"]`, {
        name: 'my-table.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: demoBytes,
      })
      beforeSubmit()
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.click('button:has-text("提交运行")'),
      ])
      return response.status()
    }

    describe.each([false, true])('the tool page with JavaScript %s', (javaScriptEnabled) => {
      it.each([
        ['full', 507, () => disk.fill(), () => disk.free()],
        ['readOnly', 503, () => disk.readOnly(), () => disk.writable()],
      ] as const)(
        'answers a %s disk with %i and the message in the form-error place, leaving no task and no partial file',
        async (reason, status, breakDisk, repairDisk) => {
          expectBrowserError(new RegExp(`status of ${status} .*/tool/`))
          const context = await browser.newContext({ javaScriptEnabled, locale: 'zh-CN' })
          const page = await context.newPage()
          await logIn(page)
          const tasksBefore = await taskCount()
          try {
            const answered = await submitUpload(page, javaScriptEnabled, breakDisk)
            // With JavaScript Remix fetches the action's data; its status is the action's too.
            expect(answered).toBe(status)
            const formError = page.getByTestId('form-error')
            await formError.waitFor()
            await expect(formError.textContent()).resolves.toContain(MESSAGES[reason].zh)
            expect(new URL(page.url()).pathname).toBe(`/tool/${toolId}`)
          } finally {
            repairDisk()
          }
          expect(await taskCount()).toBe(tasksBefore)
          await noPartialFilesLeft()
          // The same form goes through once the disk is writable again.
          await Promise.all([page.waitForURL(/\/task\/\d+$/), submitUpload(page, javaScriptEnabled)])
          expect(await taskCount()).toBe(tasksBefore + 1)
          await context.close()
        },
      )
    })

    async function sessionCookie(): Promise<string> {
      const login = await fetch(`${platform.baseUrl}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: platform.baseUrl },
        body: new URLSearchParams({ email: CUSTOMER.email, password: CUSTOMER.password }),
      })
      return login.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('__session='))!
        .split(';')[0]
    }

    it('refuses a rerun from the records page on a full disk with the message on the next page, not a 500', async () => {
      const session = await sessionCookie()
      const [{ id: taskId }] = await sql<
        { id: number }[]
      >`select t.id from tool_tasks t join users u on u.id = t.user_id where u.email = ${CUSTOMER.email} order by t.id desc limit 1`
      const tasksBefore = await taskCount()
      disk.fill()
      let refused: Response
      try {
        refused = await fetch(`${platform.baseUrl}/projects/toolRunRecords`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: platform.baseUrl, Cookie: session },
          body: new URLSearchParams({ intent: 'rerun', taskId: String(taskId) }),
        })
      } finally {
        disk.free()
      }
      expect(refused.status).toBe(302)
      expect(refused.headers.get('location')).toBe('/projects/toolRunRecords')
      const flash = refused.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('__flash='))!
        .split(';')[0]
      const next = await fetch(`${platform.baseUrl}/projects/toolRunRecords`, {
        headers: { Cookie: `${session}; ${flash}` },
      })
      expect(await next.text()).toContain(MESSAGES.full.zh)
      expect(await taskCount()).toBe(tasksBefore)
      await noPartialFilesLeft()
    })

    it('says it in English to an English reader', async () => {
      const session = await sessionCookie()
      const english = `lng=${encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))}`
      const form = new FormData()
      form.append(`file:${dataKey}`, new Blob([demoBytes]), 'my-table.tsv')
      // As the browser posts them: each chosen column, a ticked checkbox as "on", an unticked one not at all.
      for (const [key, value] of Object.entries(tool.demo.params)) {
        for (const item of Array.isArray(value) ? value : [value])
          if (item !== false) form.append(key, item === true ? 'on' : String(item))
      }
      disk.readOnly()
      try {
        const response = await fetch(`${platform.baseUrl}/tool/${toolId}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Cookie: `${session}; ${english}`, Origin: platform.baseUrl },
          body: form,
        })
        expect(response.status).toBe(503)
        const page = await response.text()
        expect(page).toContain(MESSAGES.readOnly.en)
        expect(page).not.toContain(root)
      } finally {
        disk.writable()
      }
    })
  },
)
