import type { Browser, Locator, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, logIn, newPage } from './browser'
import { get, post, sessionCookieFor } from './http'
import { databaseUrl, runWithPlatformModules } from './platform-tasks'

/*
 * My analysis as a customer uses it, with JavaScript and without: the orders list with its pager,
 * expanding an order, filtering (Enter submits) and resetting, deleting a demo after confirming
 * (cancel first), and another account's batches never shown or deletable. Screenshots of the
 * project centre pages at 1280 and 390 px, in Chinese and English, go to tests/.artifacts.
 */

const READER = { email: 'my-analysis-reader@example.com', password: 'Reader#2026mine' }
const STRANGER = { email: 'my-analysis-stranger@example.com', password: 'Stranger#2026x' }
const LONG_COMMENT = `土壤与根际样本的对比分析，${'包含多个处理组和时间点，'.repeat(5)}结束`
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))

interface Fixture {
  analysisId: string
  trackingNumber: string
  fileKey?: string
}
interface Fixtures {
  projects: Fixture[]
  longComment: Fixture
  failed: Fixture
  demos: Fixture[]
  strangersDemo: Fixture
  favouriteWorkflows: { id: number; title: string; titleEn: string }[]
  favouriteTool: { id: number; title: string }
}

let browser: Browser
let sql: postgres.Sql
let fixtures: Fixtures

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  fixtures = runWithPlatformModules<Fixtures>(
    `
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { fileStorage } = await import('./db/file-storage.ts')
    const { storedFiles } = await import('./db/schema/files.ts')
    const { users, passwords } = await import('./db/schema/users.ts')
    const { hashPassword } = await import('./core/password.server.ts')
    const { batchStoragePrefix, catalogueFolder } = await import('./core/storage-paths.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const input = JSON.parse(process.env.SNIPPET_INPUT)
    const account = async ({ email, password }) => {
      const [user] = await getDb().insert(users).values({ email, firstName: 'Reader' }).returning({ id: users.id })
      await getDb().insert(passwords).values({ userId: user.id, hash: await hashPassword(password) })
      return user.id
    }
    const reader = await account(input.reader)
    const stranger = await account(input.stranger)
    const day = (n) => new Date(Date.UTC(2026, 2, n, 2))
    const project = async (options) => {
      const made = await insertAnalysisProject({ withGroups: false, ...options })
      if (!options.demo && !options.withFile) return { analysisId: made.analysisId, trackingNumber: made.trackingNumber }
      const fileKey = batchStoragePrefix(made.trackingNumber, made.analysisId) + '/dataset/otu.tsv'
      const bytes = new TextEncoder().encode('OTU\\tS1\\nx\\t1\\n')
      await fileStorage().put(fileKey, bytes)
      await getDb().insert(storedFiles).values({ ownerId: options.customerId, kind: 1, folder: catalogueFolder(fileKey), name: 'otu.tsv', sizeBytes: bytes.byteLength, storageKey: fileKey, analysisId: made.analysisId })
      return { analysisId: made.analysisId, trackingNumber: made.trackingNumber, fileKey }
    }
    const projects = []
    for (let n = 1; n <= 3; n++) projects.push(await project({ customerId: reader, createdAt: day(n), comments: 'plain ' + n, withFile: n === 1 }))
    const longComment = await project({ customerId: reader, createdAt: day(4), comments: input.longComment })
    const failed = await project({ customerId: reader, createdAt: day(5), status: 3 })
    const demos = [await project({ customerId: reader, createdAt: day(6), demo: true }), await project({ customerId: reader, createdAt: day(7), demo: true })]
    const strangersDemo = await project({ customerId: stranger, demo: true, comments: 'plain stranger' })
    const { favourites } = await import('./db/schema/engagement.ts')
    const { workflows } = await import('./db/schema/workflows.ts')
    const { tools } = await import('./db/schema/tools.ts')
    const { asc, eq } = await import('drizzle-orm')
    const favouriteWorkflows = await getDb().select({ id: workflows.id, title: workflows.title, titleEn: workflows.titleEn }).from(workflows).where(eq(workflows.isPublish, true)).orderBy(asc(workflows.id)).limit(2)
    const [tool] = await getDb().select({ id: tools.id, title: tools.title }).from(tools).where(eq(tools.publishStatus, 1)).orderBy(asc(tools.id)).limit(1)
    await getDb().insert(favourites).values([
      ...favouriteWorkflows.map((workflow) => ({ userId: reader, collectType: 3, collectionId: workflow.id })),
      { userId: reader, collectType: 1, collectionId: tool.id },
    ])
    await closeDatabaseConnections()
    console.log(JSON.stringify({ projects, longComment, failed, demos, strangersDemo, favouriteWorkflows, favouriteTool: tool }))
    `,
    { reader: READER, stranger: STRANGER, longComment: LONG_COMMENT },
  )
})

afterAll(async () => {
  await browser?.close()
  await sql?.end({ timeout: 5 })
})

const shown = (trackingNumber: string) => trackingNumber.replace(/DEMO$/, '')

async function orderNumbers(page: Page): Promise<string[]> {
  return page.getByTestId('analysis-order').evaluateAll((items) => items.map((item) => item.dataset.trackingNumber!))
}

/** Waits for the list to show `count` orders: with JavaScript the URL changes a moment before the new list renders. */
async function waitForOrderCount(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[data-testid="analysis-order"]').length === expected,
    count,
  )
}

/** Opens an order's batch table unless it is open already (a client-side navigation keeps it open). */
async function expand(order: Locator) {
  if (!(await order.locator('details').evaluate((details: HTMLDetailsElement) => details.open)))
    await order.locator('summary').click()
  await order.getByTestId('batch-table').waitFor()
}

async function batchExists(id: string): Promise<boolean> {
  return (await sql`select 1 from analysis_batches where id = ${id}`).length === 1
}

describe('My analysis answers what it cannot use without a 500', () => {
  it.each(['size=7', 'page=0', 'from=2026-02-30', 'to=tomorrow', 'confirmDelete=not-a-batch'])(
    '?%s is a 400',
    async (search) => {
      const cookie = await sessionCookieFor(READER.email, READER.password)
      expect((await get(`/projects/myAnalysis?${search}`, cookie)).status).toBe(400)
    },
  )

  it('refuses a date range that ends before it starts with a message beside the dates, in Chinese and English', async () => {
    const cookie = await sessionCookieFor(READER.email, READER.password)
    const reversed = '/projects/myAnalysis?from=2026-03-07&to=2026-03-01'
    const zh = await get(reversed, cookie)
    expect(zh.status).toBe(200)
    const zhPage = await zh.text()
    expect(zhPage).toContain('结束日期不能早于开始日期，请修改日期范围后再搜索。')
    expect(zhPage).toContain('value="2026-03-07"')
    expect(zhPage).not.toContain('data-testid="empty"')
    const en = await (await get(reversed, `${cookie}; lng=${ENGLISH}`)).text()
    expect(en).toContain('The end date is before the start date: change the date range and search again.')
    const sameDay = await (await get('/projects/myAnalysis?from=2026-03-01&to=2026-03-01', cookie)).text()
    expect(sameDay).not.toContain('data-testid="date-range-error"')
  })

  it("never asks to delete, nor deletes, another account's demo or a batch that is not a demo", async () => {
    const cookie = await sessionCookieFor(READER.email, READER.password)
    const strangers = fixtures.strangersDemo.analysisId
    expect((await get(`/projects/myAnalysis?confirmDelete=${strangers}`, cookie)).status).toBe(404)
    expect((await get(`/projects/myAnalysis?confirmDelete=${fixtures.failed.analysisId}`, cookie)).status).toBe(404)
    for (const analysisId of [strangers, fixtures.failed.analysisId]) {
      const response = await post('/projects/myAnalysis', { intent: 'deleteDemo', analysisId }, { cookie })
      expect(response.status).toBe(302)
      expect(await batchExists(analysisId)).toBe(true)
    }
    const page = await get('/projects/myAnalysis?size=100&comment=stranger', cookie)
    expect(await page.text()).not.toContain(shown(fixtures.strangersDemo.trackingNumber))
  })
})

it("lists the reader's analysis data files and downloads only their own", async () => {
  const cookie = await sessionCookieFor(READER.email, READER.password)
  const strangerCookie = await sessionCookieFor(STRANGER.email, STRANGER.password)
  const withFile = fixtures.projects[0]
  const list = await (await get(`/projects/projectfiles?q=${withFile.analysisId}`, cookie)).text()
  const [, fileId] = /\/resources\/project-files\/(\d+)/.exec(list)!
  const download = await get(`/resources/project-files/${fileId}`, cookie)
  expect(download.status).toBe(200)
  expect(download.headers.get('content-disposition')).toContain('filename="otu.tsv"')
  expect(await download.text()).toBe('OTU\tS1\nx\t1\n')
  expect((await get(`/resources/project-files/${fileId}`, strangerCookie)).status).toBe(404)
  expect(await (await get('/projects/projectfiles', strangerCookie)).text()).not.toContain(withFile.analysisId)
})

describe.each([false, true])('My analysis with JavaScript %s', (javaScriptEnabled) => {
  it('pages the orders five at a time, expands one, filters on Enter and resets', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, READER.email, READER.password)
    await page.goto('/projects/myAnalysis')
    const firstPage = await orderNumbers(page)
    expect(firstPage).toHaveLength(5)
    expect(firstPage).not.toContain(shown(fixtures.strangersDemo.trackingNumber))
    await Promise.all([page.waitForURL(/page=2/), page.click('nav a:has-text("下一页")')])
    await page.waitForFunction((first) => !document.querySelector(`[data-tracking-number="${first}"]`), firstPage[0])
    const secondPage = await orderNumbers(page)
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.filter((number) => firstPage.includes(number))).toEqual([])
    await Promise.all([page.waitForURL(/size=20/), page.click('a:text-is("20")')])
    await waitForOrderCount(page, firstPage.length + secondPage.length)

    // The demo order: suffix hidden, DEMO marker shown.
    const demo = page.locator(`[data-tracking-number="${shown(fixtures.demos[1].trackingNumber)}"]`)
    expect(await demo.getByTestId('tracking-number').textContent()).toBe(
      `${shown(fixtures.demos[1].trackingNumber)}DEMO`,
    )

    const order = page.locator(`[data-tracking-number="${fixtures.longComment.trackingNumber}"]`)
    expect(await order.getByTestId('batch-table').isVisible()).toBe(false)
    await expand(order)
    const comment = order.getByTestId('comment')
    expect(await comment.getAttribute('title')).toBe(LONG_COMMENT)
    expect(await comment.textContent()).toBe(`${Array.from(LONG_COMMENT).slice(0, 40).join('')}…`)
    const batchLink = order.locator(`a:text-is("${fixtures.longComment.analysisId}")`)
    expect(await batchLink.getAttribute('target')).toBe('_blank')
    expect(await order.locator('a:has-text("查看结果")').getAttribute('href')).toBe(
      `/analysis-project/${fixtures.longComment.analysisId}`,
    )
    // A failed batch: no link, no View result, no Delete demo.
    const failed = page.locator(`[data-tracking-number="${fixtures.failed.trackingNumber}"]`)
    await expand(failed)
    expect(await failed.locator('a').count()).toBe(0)
    expect(await failed.locator('[data-status="3"]').textContent()).toBe('失败')

    await page.fill('input[name="comment"]', '土壤')
    await Promise.all([page.waitForURL(/comment=/), page.press('input[name="comment"]', 'Enter')])
    await waitForOrderCount(page, 1)
    expect(await orderNumbers(page)).toEqual([fixtures.longComment.trackingNumber])
    await Promise.all([page.waitForURL((url) => url.search === ''), page.getByTestId('reset-filters').click()])
    await waitForOrderCount(page, 5)
    await context.close()
  })

  it('deletes a demo only after the user confirms, and says so', async () => {
    const target = fixtures.demos[javaScriptEnabled ? 1 : 0]
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, READER.email, READER.password)
    await page.goto(`/projects/myAnalysis?batch=${target.analysisId}`)
    const order = page.locator(`[data-tracking-number="${shown(target.trackingNumber)}"]`)
    await expand(order)

    await Promise.all([page.waitForURL(/confirmDelete=/), order.locator('a:has-text("删除示例")').click()])
    const question = page.getByTestId('confirm-demo-deletion')
    await question.waitFor()
    expect(await question.textContent()).toContain(target.analysisId)
    await page.screenshot({ path: `tests/.artifacts/projects-myAnalysis-confirm-js-${javaScriptEnabled}.png` })
    // With JavaScript the question is a dialog, and closing it with Escape is the same as Cancel.
    await Promise.all([
      page.waitForURL((url) => !url.search.includes('confirmDelete')),
      javaScriptEnabled ? page.keyboard.press('Escape') : question.locator('button:has-text("取消")').click(),
    ])
    await page.getByTestId('flash').filter({ hasText: '已取消删除' }).waitFor()
    expect(await batchExists(target.analysisId)).toBe(true)

    await expand(order)
    await Promise.all([page.waitForURL(/confirmDelete=/), order.locator('a:has-text("删除示例")').click()])
    await Promise.all([
      page.waitForURL((url) => !url.search.includes('confirmDelete')),
      page.getByTestId('confirm-demo-deletion').locator('button:has-text("删除")').click(),
    ])
    await page.getByTestId('flash').filter({ hasText: '删除成功' }).waitFor()
    await waitForOrderCount(page, 0)
    expect(await batchExists(target.analysisId)).toBe(false)
    expect(await sql`select 1 from stored_files where storage_key = ${target.fileKey!}`).toEqual([])
    expect(await sql`select 1 from orders where tracking_number = ${target.trackingNumber}`).toEqual([])
    await context.close()
  })

  it('lists favourites where they open and removes one', async () => {
    const removed = fixtures.favouriteWorkflows[javaScriptEnabled ? 1 : 0]
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, READER.email, READER.password)
    await page.goto('/projects/mycollection')
    const row = page.getByTestId('favourite').filter({ hasText: removed.title })
    expect(await row.locator('a').getAttribute('href')).toBe(`/analysis-introduction/${removed.id}`)
    const tool = page.getByTestId('favourite').filter({ hasText: fixtures.favouriteTool.title })
    expect(await tool.locator('a').getAttribute('href')).toBe(`/tool/${fixtures.favouriteTool.id}`)
    await row.locator('button:has-text("取消收藏")').click()
    await row.waitFor({ state: 'detached' })
    expect(page.url()).toMatch(/\/projects\/mycollection$/)
    await context.close()
  })
})

it('shows the project centre pages at 1280 and 390 px, in Chinese and English, without sideways scrolling', async () => {
  for (const language of ['zh', 'en'] as const)
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 900 } })
      if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
      const page = await context.newPage()
      await logIn(page, READER.email, READER.password)
      for (const path of ['myAnalysis', 'overview', 'mycollection', 'projectfiles']) {
        await page.goto(`/projects/${path}`)
        if (path === 'myAnalysis') await page.getByTestId('analysis-order').first().locator('summary').click()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
        await page.screenshot({ path: `tests/.artifacts/projects-${path}-${width}-${language}.png`, fullPage: true })
      }
      await context.close()
    }
})
