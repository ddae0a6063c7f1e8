import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_WORKFLOWS } from '../../db/seed/workflows'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER, get, post, sessionCookieFor, STAFF } from './http'
import { runWithPlatformModules } from './platform-tasks'

/*
 * The introduction page as a visitor and a customer use it, with JavaScript and without: the
 * seeded content in Chinese and English with its section anchors, a consultation sent after a
 * wrong phone number, Get samples on an example project through the progress page to the new
 * project, and the disabled demo. Screenshots at 1280 and 390 px in both languages.
 */
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))

interface Setup {
  microbialId: number
  exampleWorkflowId: number
  disabledWorkflowId: number
}
let setup: Setup
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
  // An example project of its own workflow (the seeded workflows keep theirs for other tests), with
  // one chart PNG in storage, and a workflow whose demos are disabled.
  setup = runWithPlatformModules<Setup>(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { fileStorage } = await import('./db/file-storage.ts')
    const { toolTasks } = await import('./db/schema/tools.ts')
    const { users } = await import('./db/schema/users.ts')
    const { workflows } = await import('./db/schema/workflows.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const { SEEDED_WORKFLOWS } = await import('./db/seed/workflows.ts')
    const db = getDb()
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@biocloud.example.com'))
    const project = await insertAnalysisProject({ customerId: staff.id })
    const key = 'projects/' + project.trackingNumber + '/' + project.analysisId + '/runs/alpha/shannon.png'
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    await fileStorage().put(key, png)
    const [run] = await db.select({ result: toolTasks.result }).from(toolTasks).where(eq(toolTasks.id, project.runs.success))
    await db.update(toolTasks).set({ result: { ...run.result, charts: [{ spec: { title: 'Shannon' }, pngFileName: 'shannon.png' }], files: [{ name: 'shannon.png', storageKey: key, contentType: 'image/png', sizeBytes: png.length, role: 'chart' }] } }).where(eq(toolTasks.id, project.runs.success))
    await db.update(workflows).set({ exampleId: project.analysisId, introductionContentId: (await db.select({ id: workflows.introductionContentId }).from(workflows).where(eq(workflows.title, SEEDED_WORKFLOWS[0].title)))[0].id }).where(eq(workflows.id, project.workflowId))
    const [disabled] = await db.insert(workflows).values({ title: '禁用示例流程', titleEn: 'Demo-disabled workflow', isActive: true, isPublish: true, disableDemo: true }).returning({ id: workflows.id })
    const [microbial] = await db.select({ id: workflows.id }).from(workflows).where(eq(workflows.title, SEEDED_WORKFLOWS[0].title))
    await closeDatabaseConnections()
    console.log(JSON.stringify({ microbialId: microbial.id, exampleWorkflowId: project.workflowId, disabledWorkflowId: disabled.id }))
    `,
    {},
  )
})
afterAll(async () => {
  await browser.close()
})

const microbial = SEEDED_WORKFLOWS[0]

it('answers an unknown, unpublished or malformed workflow id with 404', async () => {
  for (const path of [
    '/analysis-introduction/999999',
    '/analysis-introduction/abc',
    '/resources/example-chart/1/x.png',
  ]) {
    expect((await get(path)).status).toBe(404)
  }
})

describe.each([false, true])('the introduction page with JavaScript %s', (javaScriptEnabled) => {
  it('shows the introduction in Chinese and English, with tabs that link to their sections', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await page.goto(`/analysis-introduction/${setup.microbialId}`)
    await page.getByRole('heading', { level: 1, name: microbial.title }).waitFor()
    const tabs = page.getByTestId('section-tabs').locator('a')
    expect(await tabs.allTextContents()).toEqual(['产品介绍', '分析流程', '结果展示'])
    expect(await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#product',
      '#workflow',
      '#results',
    ])
    expect(await page.locator('#product').textContent()).toContain('ASV（扩增子序列变体）丰度表')
    expect(await page.getByTestId('workflow-labels').textContent()).toBe(microbial.labels.join(', '))
    await tabs.nth(2).click()
    await page.waitForFunction(() => {
      const top = document.getElementById('results')!.getBoundingClientRect().top
      return Math.abs(top - 181) < 4 || location.hash === '#results'
    })
    if (javaScriptEnabled) {
      await page.waitForSelector('[data-testid="section-tabs"] a[aria-current="true"][href="#results"]')
    }

    await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await page.goto(`/analysis-introduction/${setup.microbialId}`)
    await page.getByRole('heading', { level: 1, name: microbial.titleEn }).waitFor()
    expect(await page.getByTestId('section-tabs').locator('a').allTextContents()).toEqual([
      'Product Introduction',
      'Analysis Workflow',
      'Results Display',
    ])
    expect(await page.locator('#product').textContent()).toContain('OTU (operational taxonomic unit) abundance table')
    // A visitor's favourite goes to login first and comes back here.
    await Promise.all([page.waitForURL(/\/login\?redirectTo=/), page.getByTestId('favourite-toggle').click()])
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/analysis-introduction/${setup.microbialId}`)
    await context.close()
  })

  it('sends a consultation after refusing a wrong phone number', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    // From the catalogue card's Free consultation, which opens the same form.
    await page.goto(`/analysis?q=${encodeURIComponent(microbial.title)}`)
    await Promise.all([
      page.waitForURL(/\/analysis-introduction\/\d+\?consult=1#consultation$/),
      page.getByTestId('workflow-card').first().getByRole('link', { name: '免费咨询' }).click(),
    ])
    const form = page.getByTestId('consultation-form')
    await form.waitFor()
    await form.locator('input[name="name"]').fill(javaScriptEnabled ? '张三' : '李四')
    await form.locator('input[name="phone"]').fill('12ab')
    if (!javaScriptEnabled) expectBrowserError(/status of 400/)
    await form.locator('button[type="submit"]').click()
    await page.getByText('请输入正确的电话号码').waitFor()
    await page.getByTestId('consultation-form').locator('input[name="phone"]').fill('138 0013 8000')
    await page.getByTestId('consultation-form').locator('button[type="submit"]').click()
    await page.getByTestId('flash').filter({ hasText: '咨询已提交' }).waitFor()
    await context.close()
  })

  it('creates a demo from the example and lands on the new project', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await page.goto(`/analysis-introduction/${setup.exampleWorkflowId}`)
    await Promise.all([page.waitForURL(/\/login\?redirectTo=/), page.getByTestId('get-samples').click()])
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await page.goto(`/analysis-introduction/${setup.exampleWorkflowId}`)
    await page.getByTestId('results-carousel').waitFor()
    if (javaScriptEnabled) {
      // The dialog opens at once and the create call waits a second: a Cancel before then sends nothing.
      await page.getByTestId('get-samples').click()
      await page.getByTestId('demo-dialog').getByRole('button', { name: '取消' }).click()
      await page.getByTestId('demo-message').filter({ hasText: '已取消创建 Demo 项目。' }).waitFor()
      expect(new URL(page.url()).pathname).toBe(`/analysis-introduction/${setup.exampleWorkflowId}`)
    }
    // The copy of a small example can finish before the progress page is asked for, which then goes straight on.
    await page.getByTestId('get-samples').click()
    if (javaScriptEnabled) await page.getByTestId('demo-dialog').waitFor()
    await page.waitForURL(/\/analysis-project\/A[0-9A-Z]+\d{4}DEMO$/, { timeout: 30_000 })
    await context.close()
  })

  it('shows a running creation with its percentage, and cancels it', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    // A creation no worker picks up (no job), so the page stays on it.
    const creationId = runWithPlatformModules<number>(
      `
      const { eq } = await import('drizzle-orm')
      const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
      const { demoCreations } = await import('./db/schema/projects.ts')
      const { users } = await import('./db/schema/users.ts')
      const input = JSON.parse(process.env.SNIPPET_INPUT)
      const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, input.email))
      const [row] = await getDb().insert(demoCreations).values({ userId: user.id, workflowId: input.workflowId, status: 1, progress: 40 }).returning({ id: demoCreations.id })
      await closeDatabaseConnections()
      console.log(JSON.stringify(row.id))
      `,
      { email: CUSTOMER.email, workflowId: setup.disabledWorkflowId },
    )
    await page.goto(`/analysis-introduction/${setup.disabledWorkflowId}/demo/${creationId}`)
    if (javaScriptEnabled) {
      const dialog = page.getByTestId('demo-dialog')
      await dialog.getByText('正在为您创建 Demo 项目').waitFor()
      await page.screenshot({ path: 'tests/.artifacts/demo-progress-dialog.png' })
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="demo-dialog"] [data-testid="demo-progress"]')?.textContent === '90%',
      )
      await Promise.all([
        page.waitForURL(/\/analysis-introduction\/\d+$/),
        dialog.getByRole('button', { name: '取消' }).click(),
      ])
    } else {
      expect(await page.getByTestId('demo-progress').textContent()).toBe('40%')
      await page.screenshot({ path: 'tests/.artifacts/demo-progress-page.png' })
      expect(await page.locator('noscript').first().innerHTML()).toContain('http-equiv="refresh" content="1"')
      await Promise.all([
        page.waitForURL(/\/analysis-introduction\/\d+$/),
        page.getByRole('button', { name: '取消' }).click(),
      ])
    }
    await page.getByTestId('flash').filter({ hasText: '已取消创建 Demo 项目。' }).waitFor()
    // Another account learns nothing of it.
    const staffCookie = await sessionCookieFor(STAFF.email, STAFF.password)
    expect((await get(`/resources/demo-creation/${creationId}`, staffCookie)).status).toBe(404)
    expect(
      (await get(`/analysis-introduction/${setup.disabledWorkflowId}/demo/${creationId}`, staffCookie)).status,
    ).toBe(404)
    await context.close()
  })

  it('refuses Get samples when demos are disabled', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await page.goto(`/analysis-introduction/${setup.disabledWorkflowId}`)
    if (!javaScriptEnabled) expectBrowserError(/status of 403/)
    // Greyed (aria-disabled), yet a click still warns, as the spec has it.
    await page.getByTestId('get-samples').click({ force: true })
    await page.getByTestId('demo-message').filter({ hasText: 'Demo 已禁用！' }).waitFor()
    expect(page.url()).toMatch(new RegExp(`/analysis-introduction/${setup.disabledWorkflowId}$`))
    await context.close()
  })
})

it('lists consultation requests for staff, newest first, and marks one handled', async () => {
  const sent = await post(`/analysis-introduction/${setup.microbialId}`, {
    intent: 'consult',
    name: '王五',
    email: 'wangwu@example.org',
    message: '40 个土壤样本',
  })
  expect(sent.status).toBe(302)
  const { context, page } = await newPage(browser, { javaScriptEnabled: false })
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  expectBrowserError(/status of 401/)
  await page.goto('/feedback-data/consultations')
  expect(new URL(page.url()).pathname).toBe('/401')
  await context.close()

  const staff = await browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 390, height: 900 } })
  const staffPage = await staff.newPage()
  await logIn(staffPage, STAFF.email, STAFF.password)
  await staffPage.goto('/feedback-data/consultations')
  const newest = staffPage.getByTestId('consultation-row').first()
  expect(await newest.textContent()).toContain('王五')
  expect(await newest.textContent()).toContain('wangwu@example.org')
  await screenshot(staffPage, 'consultation-requests-390-zh')
  await newest.getByRole('button', { name: '标记为已处理' }).click()
  await staffPage.getByTestId('consultation-row').first().getByText('已处理').waitFor()
  await staff.close()
})

it('limits consultations per address, answering 429 with Retry-After', async () => {
  const statuses: number[] = []
  let refused: Response | undefined
  for (let attempt = 0; attempt < 12 && !refused; attempt++) {
    const response = await post(`/analysis-introduction/${setup.microbialId}`, {
      intent: 'consult',
      name: `Burst ${attempt}`,
      phone: '13800138000',
    })
    statuses.push(response.status)
    if (response.status === 429) refused = response
  }
  expect(refused?.headers.get('Retry-After')).toBe('60')
  expect(statuses.slice(0, -1).every((status) => status === 302)).toBe(true)
})

async function screenshot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `tests/.artifacts/${name}.png`, fullPage: true })
}

it.each([
  [1280, 'zh'],
  [390, 'zh'],
  [1280, 'en'],
  [390, 'en'],
] as const)('fits a %i px screen in %s', async (width, language) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width, height: 900 } })
  if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
  const page = await context.newPage()
  await page.goto(`/analysis-introduction/${setup.exampleWorkflowId}`)
  await page.getByTestId('results-carousel').waitFor()
  await screenshot(page, `analysis-introduction-${width}-${language}`)
  await page.getByTestId('free-consultation').click()
  await page.getByTestId('consultation-form').waitFor()
  await screenshot(page, `analysis-introduction-consultation-${width}-${language}`)
  await context.close()
})
