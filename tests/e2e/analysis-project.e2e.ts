import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { createAccounts } from './example-demo'
import { runWithPlatformModules } from './platform-tasks'
import { CUSTOMER, get, sessionCookieFor, STAFF } from './http'

/*
 * The analysis project page as its customer uses it, with JavaScript and without: open a finished
 * project, open every group, edit labels with each invalid input and then validly, edit the comment,
 * download a cloud file; another customer gets the no-project screen; staff see the other-account note.
 */
const OTHER_CUSTOMER = { email: 'project-other@example.com', password: 'Other#2026cloud' }
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SCREENSHOTS = process.env.SCREENSHOT_DIR
/** The guide opens this long after the page loads (spec 02 §9). */
const GUIDE_DELAY_MS = 1100

interface Project {
  analysisId: string
  trackingNumber: string
  groups: Record<'overview' | 'tools' | 'richText' | 'qc' | 'appendix' | 'reference', number>
  itemId: number
  runs: { success: number; failed: number; processing: number }
}

/** A finished project of the demo customer (tests/fixtures/analysis-projects.ts) with one file in its batch folder. */
function insertProject(options: { status?: number; demo?: boolean } = {}): Project {
  return runWithPlatformModules<Project>(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { fileStorage } = await import('./db/file-storage.ts')
    const { users } = await import('./db/schema/users.ts')
    const { storedFiles } = await import('./db/schema/files.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const input = JSON.parse(process.env.SNIPPET_INPUT)
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, input.email))
    const project = await insertAnalysisProject({ customerId: user.id, ...input.options })
    const folder = project.trackingNumber + '/' + project.analysisId + '/dataset'
    const storageKey = 'projects/' + folder + '/otu_table.tsv'
    const bytes = new TextEncoder().encode('#OTU ID\\tS1\\nOTU1\\t5\\n')
    await fileStorage().put(storageKey, bytes)
    await getDb().insert(storedFiles).values({ ownerId: user.id, kind: 1, folder, name: 'otu_table.tsv', storageKey, sizeBytes: bytes.byteLength, analysisId: project.analysisId })
    await closeDatabaseConnections()
    console.log(JSON.stringify(project))
    `,
    { email: CUSTOMER.email, options },
  )
}

let browser: Browser
let project: Project

beforeAll(async () => {
  browser = await launchBrowser()
  createAccounts([OTHER_CUSTOMER], 'Other')
  project = insertProject()
})

afterAll(async () => {
  await browser?.close()
})

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
}

/** Expands a group of the left menu unless it is open already. */
async function openGroupMenu(page: Page, groupId: number) {
  const group = page.locator(`details[data-group="${groupId}"]`)
  if (!(await group.evaluate((element) => (element as HTMLDetailsElement).open)))
    await group.locator('> summary').click()
}

async function submitLabels(page: Page, labels: string[]) {
  const form = page.getByTestId('labels-form')
  if (!(await form.isVisible())) await page.locator('summary:has([data-testid="labels"])').click()
  const inputs = form.locator('input[name="label"]')
  for (let index = 0; index < labels.length; index++) await inputs.nth(index).fill(labels[index])
  await Promise.all([page.waitForLoadState('load'), form.locator('button[type="submit"]').click()])
}

describe('the project page answers strangers and bad input', () => {
  it('shows another customer the no-project screen with 404, and a malformed id too', async () => {
    const cookie = await sessionCookieFor(OTHER_CUSTOMER.email, OTHER_CUSTOMER.password)
    for (const id of [project.analysisId, 'not-a-batch', 'A0000000000']) {
      const response = await get(`/analysis-project/${id}`, cookie)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('项目不存在')
      expect(html).not.toContain(project.trackingNumber)
    }
    expect((await get(`/resources/analysis-project-events/${project.analysisId}`, cookie)).status).toBe(404)
    expect(
      (await get(`/resources/analysis-project-files/${project.analysisId}/dataset/otu_table.tsv`, cookie)).status,
    ).toBe(404)
  })

  it('answers a bad query string with 400 and a file outside the batch folder with 404', async () => {
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    expect((await get(`/analysis-project/${project.analysisId}?group=abc`, cookie)).status).toBe(400)
    const file = await get(`/resources/analysis-project-files/${project.analysisId}/dataset/otu_table.tsv`, cookie)
    expect(file.status).toBe(200)
    expect(await file.text()).toContain('OTU1')
    for (const outside of ['dataset/missing.tsv', '..%2F..%2Fusers%2F1%2Fx', 'otu_table.tsv'])
      expect((await get(`/resources/analysis-project-files/${project.analysisId}/${outside}`, cookie)).status).toBe(404)
  })

  it('shows a processing project’s status screen and a demo read-only with its tag', async () => {
    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const processing = insertProject({ status: 1 })
    const html = await (await get(`/analysis-project/${processing.analysisId}`, cookie)).text()
    expect(html).toContain('项目处理中')
    expect(html).toContain('href="/projects/myAnalysis"')
    const demo = insertProject({ demo: true })
    const demoHtml = await (await get(`/analysis-project/${demo.analysisId}`, cookie)).text()
    expect(demoHtml).toContain('data-testid="demo-tag"')
    expect(demoHtml).toContain('这是示例项目，仅供查看。')
    expect(demoHtml).not.toContain('data-testid="labels-form"')
    // The breadcrumb hides the DEMO suffix of the tracking number (the tag says it instead).
    expect(demoHtml).toContain(`${demo.trackingNumber.slice(0, -'DEMO'.length)} / ${demo.analysisId}`)
  })

  it('flags staff viewing a customer’s project in the breadcrumb', async () => {
    const cookie = await sessionCookieFor(STAFF.email, STAFF.password)
    const response = await get(`/analysis-project/${project.analysisId}`, cookie)
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/正在以 Sam Staff 的身份查看 Wei Li 的项目/)
  })
})

describe.each([false, true])('the project page with JavaScript %s', (javaScriptEnabled) => {
  it('opens every group, edits labels and the comment, and shows the run result', async () => {
    // Each refused label or comment form answers 400, which the browser logs.
    expectBrowserError(/status of 400 .*\/analysis-project\//)
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    // The guide would cover the page; its own test below.
    await context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
    await page.goto(`/analysis-project/${project.analysisId}`)
    await page.getByTestId('breadcrumb').filter({ hasText: project.analysisId }).waitFor()
    expect(await page.getByTestId('count-success').textContent()).toBe('1')
    expect(await page.getByTestId('count-failed').textContent()).toBe('1')
    expect(await page.getByTestId('count-inProcess').textContent()).toBe('1')
    expect(await page.getByTestId('sample-table').locator('tbody tr').count()).toBe(3)

    // The cloud files drawer lists the batch folder's file and downloads it.
    await page.getByTestId('cloud-files').locator('summary').click()
    const fileLink = page.getByTestId('cloud-files').locator('a', { hasText: 'otu_table.tsv' })
    expect(await fileLink.textContent()).toBe(`${project.trackingNumber}/${project.analysisId}/dataset/otu_table.tsv`)
    const [download] = await Promise.all([page.waitForEvent('download'), fileLink.click()])
    expect(download.suggestedFilename()).toBe('otu_table.tsv')
    await page.getByTestId('cloud-files').locator('summary').click()

    // Every group: its introduction, then the tools item.
    const expected: Record<string, string> = {
      [project.groups.overview]: 'overview',
      [project.groups.qc]: 'qc',
      [project.groups.tools]: 'groupIntroduction',
      [project.groups.richText]: 'richText',
      [project.groups.appendix]: 'richText',
      [project.groups.reference]: 'richText',
    }
    for (const [groupId, pane] of Object.entries(expected)) {
      await openGroupMenu(page, Number(groupId))
      await page.locator(`[data-menu-introduction="${groupId}"]`).click()
      await page.locator(`[data-testid="group-pane"][data-pane="${pane}"]`).waitFor()
    }
    await openGroupMenu(page, project.groups.tools)
    await page.locator(`[data-menu-item="${project.itemId}"]`).click()
    await page.locator(`[data-run="${project.runs.success}"]`).waitFor()
    expect(await page.locator('[data-table="alpha"] tbody tr').count()).toBe(2)
    await page.locator(`[data-run-outcome="failed"]`).click()
    // A failed run says its recorded reason, not a generic data error.
    await page
      .locator(`[data-run="${project.runs.failed}"] [role="alert"]`)
      .filter({ hasText: 'The table has no samples.' })
      .waitFor()

    // Labels: each invalid input shows its message; then a valid set is saved.
    await submitLabels(page, ['a,b'])
    await page.getByTestId('labels-error').filter({ hasText: '标签不能包含逗号。' }).waitFor()
    await submitLabels(page, ['abcdefghijk'])
    await page.getByTestId('labels-error').filter({ hasText: '标签长度须为 1-10 个字符。' }).waitFor()
    await submitLabels(page, ['l1', 'l2', 'l3', 'l4', 'l5'])
    await page.getByTestId('labels').filter({ hasText: 'l5' }).waitFor()
    await submitLabels(page, ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'])
    await page.getByTestId('labels-error').filter({ hasText: '每个项目最多 5 个标签。' }).waitFor()
    await submitLabels(page, ['soil', '', '', '', '', ''])
    await page.getByTestId('labels').filter({ hasText: 'soil' }).waitFor()
    expect(await page.getByTestId('labels').textContent()).toBe('soil')

    // Comment: over 500 characters is refused with the message; a short one is saved.
    const commentForm = page.getByTestId('comment-form')
    await page.locator('summary:has([data-testid="comment"])').click()
    await commentForm.locator('textarea').fill('x'.repeat(501))
    await Promise.all([page.waitForLoadState('load'), commentForm.locator('button[type="submit"]').click()])
    await page.getByTestId('comment-error').filter({ hasText: '备注最多 500 个字符。' }).waitFor()
    await page.getByTestId('comment-form').locator('textarea').fill(`Soil batch ${javaScriptEnabled}`)
    await Promise.all([
      page.waitForLoadState('load'),
      page.getByTestId('comment-form').locator('button[type="submit"]').click(),
    ])
    await page
      .getByTestId('comment')
      .filter({ hasText: `Soil batch ${javaScriptEnabled}` })
      .waitFor()
    await context.close()
  })
})

it('opens the guide after 1.1 s until "don’t show again" sets its cookie', async () => {
  const { context, page } = await newPage(browser, { javaScriptEnabled: true })
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await page.goto(`/analysis-project/${project.analysisId}`)
  const opened = Date.now()
  await page.getByTestId('project-guide').waitFor()
  expect(Date.now() - opened).toBeGreaterThanOrEqual(900)
  await page.getByTestId('project-guide').locator('form button').click()
  await page.getByText('引导将不再显示。').waitFor()
  expect((await context.cookies()).find((cookie) => cookie.name === 'azneta-bi-anlaysis-guide')?.value).toBe('false')
  // The page's own clock, run past the guide's delay once the page has hydrated, instead of a sleep: the project
  // page's event stream opens in the same commit that would start the guide's timer.
  await page.clock.install()
  const hydrated = page.waitForRequest((request) => request.url().includes('/resources/analysis-project-events/'))
  await page.reload()
  await hydrated
  await page.clock.runFor(GUIDE_DELAY_MS + 1000)
  expect(await page.getByTestId('project-guide').count()).toBe(0)
  await context.close()
})

it('is readable at 390 px and in English (screenshots when SCREENSHOT_DIR is set)', async () => {
  for (const [width, english] of [
    [1280, false],
    [390, false],
    [1280, true],
    [390, true],
  ] as const) {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await page.setViewportSize({ width, height: 900 })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
    if (english) await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await page.goto(`/analysis-project/${project.analysisId}?group=${project.groups.tools}&item=${project.itemId}`)
    await page.locator(`[data-run="${project.runs.success}"]`).waitFor()
    if (english) await page.getByText('Task summary').waitFor()
    // Nothing wider than the screen but the tables, which scroll inside their own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await screenshot(page, `project-${width}-${english ? 'en' : 'zh'}`)
    await page.goto(`/analysis-project/${project.analysisId}`)
    await screenshot(page, `project-overview-${width}-${english ? 'en' : 'zh'}`)
    await context.close()
  }
})
