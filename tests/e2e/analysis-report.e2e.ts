import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, logIn, newPage, whenHydrated } from './browser'
import { exampleDemoSuite, getDemo } from './example-demo'
import { STAFF } from './http'
import { displayTrackingNumber } from '../../core/projects'
import { TOOL_RUN_STATUS } from '../../core/tool-runs'
import { ANALYSIS_GROUP_TYPE } from '../../core/workflows'
import { PATIENCE_MS } from '../support/eventually'

/*
 * The report page (spec 02 §2.5) on a new customer's Global Patterns demo, with JavaScript and
 * without: the cover's fields, the index, sections 1-5 with every chart of the pipeline's runs
 * loading and tables cut to the template's rows, QC left out; the reading settings, the notice,
 * the brand config (refusals keep what was typed; a save shows in the header and on the cover);
 * another account's 404, the status descriptions, English, 390 px and print.
 */

const suite = exampleDemoSuite('report', { firstName: 'Report' })
const { sql, account } = suite
const STRANGER = suite.stranger

const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SHOTS_DIR = 'tests/.artifacts'
/** The smallest valid PNG: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const REPORTED = [TOOL_RUN_STATUS.success, TOOL_RUN_STATUS.reviewed, TOOL_RUN_STATUS.noNeedToSync]

const demos: Record<string, string> = {}

beforeAll(() => {
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
})

/** What the report must show of a demo, read from the database independently of the report model. */
async function expected(analysisId: string) {
  const [batch] = await sql<{ trackingNumber: string; analysisName: string; tableRows: number | null }[]>`
    select o.tracking_number as "trackingNumber", b.analysis_name as "analysisName",
      r.default_table_rows as "tableRows"
    from analysis_batches b join orders o on o.id = b.order_id
    left join report_templates r on r.workflow_id = b.workflow_id
    where b.id = ${analysisId}`
  const [{ charts }] = await sql<{ charts: number }[]>`
    select coalesce(sum(jsonb_array_length(t.result -> 'charts')), 0)::int as charts
    from tool_tasks t join analysis_tasks a on a.id = t.analysis_task_id
    where a.analysis_id = ${analysisId} and a.oca_record_id is null and t.status in ${sql(REPORTED)}`
  const items = await sql<{ name: string }[]>`
    select i.analysis_name as name from project_analysis_items i join project_analysis_groups g on g.id = i.group_id
    where g.analysis_id = ${analysisId} and g.group_type = ${ANALYSIS_GROUP_TYPE.tools} and g.is_active and i.is_active`
  const [qc] = await sql<{ name: string }[]>`
    select group_name as name from project_analysis_groups
    where analysis_id = ${analysisId} and group_type = ${ANALYSIS_GROUP_TYPE.qc}`
  return {
    trackingNumber: displayTrackingNumber(batch.trackingNumber),
    analysisName: batch.analysisName,
    tableRows: batch.tableRows ?? 10,
    charts,
    items: items.map((item) => item.name),
    qcGroup: qc?.name ?? null,
  }
}

/** Every chart image is scrolled to (lazy images load near the viewport) and has decoded with a width. */
async function expectChartsLoaded(page: Page, count: number) {
  const charts = page.getByTestId('report-chart')
  expect(await charts.count()).toBe(count)
  for (let i = 0; i < count; i++) {
    const chart = charts.nth(i)
    await chart.scrollIntoViewIfNeeded()
    await expect
      .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: PATIENCE_MS,
      })
      .toBe(true)
  }
}

describe.each([false, true])('the report page with JavaScript %s', (javaScriptEnabled) => {
  it('shows the cover, the index, sections 1-5 with every chart and the cut tables, and no QC', async () => {
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    const analysisId = await getDemo(page, suite.workflowId)
    demos[String(javaScriptEnabled)] = analysisId
    const want = await expected(analysisId)
    expect(want.charts).toBeGreaterThan(10)

    const response = await page.goto(`/analysis-report/${analysisId}`)
    expect(response?.status()).toBe(200)
    expect(await page.title()).toBe(`${want.trackingNumber} / ${analysisId} - ${want.analysisName} 报告 · BioCloud`)
    // No breadcrumb; the header's way back opens the project in a new tab.
    expect(await page.locator('nav[aria-label="breadcrumb"], [data-testid="breadcrumb"]').count()).toBe(0)
    const back = page.getByTestId('return-to-project')
    expect(await back.getAttribute('href')).toBe(`/analysis-project/${analysisId}`)
    expect(await back.getAttribute('target')).toBe('_blank')
    if (javaScriptEnabled) await page.getByTestId('print').waitFor()
    else expect(await page.getByTestId('print-hint').textContent()).toContain('Ctrl+P')

    expect(await page.getByTestId('cover-trackingNumber').textContent()).toBe(want.trackingNumber)
    expect(await page.getByTestId('cover-analysisId').textContent()).toBe(analysisId)
    expect(await page.getByTestId('cover-customerName').textContent()).toBe('Report')
    expect(await page.getByTestId('cover-reportDate').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(await page.getByTestId('cover-contactEmail').textContent()).toMatch(/^[^@\s]+@[^@\s]+$/)

    const index = await page.getByTestId('report-index').locator('li').allTextContents()
    for (const [number, title] of [
      ['1', '实验流程'],
      ['2', '分析流程'],
      ['3', 'BI 分析结果'],
      ['4', '附录'],
      ['5', '参考文献'],
    ])
      expect(index).toContain(`${number}${title}`)
    for (const item of want.items) expect(index.some((line) => line.endsWith(item))).toBe(true)
    expect(
      await page.getByTestId('report-section').evaluateAll((s) => s.map((e) => e.getAttribute('data-kind'))),
    ).toEqual(['experiment', 'analysis', 'results', 'appendix', 'references'])
    // An index entry leads to its heading.
    const firstItem = page.getByTestId('report-index').locator('li[data-depth="3"] a').first()
    const anchor = (await firstItem.getAttribute('href'))!.slice(1)
    expect(await page.locator(`[id="${anchor}"] h4`).textContent()).toBe(await firstItem.textContent())

    if (want.qcGroup) {
      const groupTitles = await page.getByTestId('report-group').locator('h3').allTextContents()
      expect(groupTitles.some((title) => title.includes(want.qcGroup!))).toBe(false)
    }

    await expectChartsLoaded(page, want.charts)

    const tables = page.getByTestId('report-table')
    expect(await tables.count()).toBeGreaterThan(0)
    const rows = await tables.evaluateAll((all) => all.map((table) => Number(table.getAttribute('data-rows'))))
    for (const count of rows) expect(count).toBeLessThanOrEqual(want.tableRows)
    const cut = page.getByTestId('report-table-cut').first()
    expect(await cut.textContent()).toMatch(new RegExp(`^显示 \\d+ 行中的 ${want.tableRows} 行$`))
    await context.close()
  })

  it('takes the customer to their own report from My analysis and from the project page', async () => {
    const me = account(javaScriptEnabled)
    const analysisId = demos[String(javaScriptEnabled)]
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    await page.goto('/projects/myAnalysis')
    const row = page.locator(`tr[data-batch-id="${analysisId}"]`)
    await page.locator('[data-testid="analysis-order"] summary').first().click()
    await row.getByRole('link', { name: '查看报告' }).click()
    await page.waitForURL(`**/analysis-report/${analysisId}`)
    expect(await page.getByTestId('cover-analysisId').textContent()).toBe(analysisId)

    await page.goto(`/analysis-project/${analysisId}`)
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: '查看报告' }).click(),
    ])
    await report.waitForURL(`**/analysis-report/${analysisId}`)
    expect(await report.getByTestId('cover-analysisId').textContent()).toBe(analysisId)
    await context.close()
  })

  it('applies the font size, its reset, eye-protection mode, the cover toggle and the notice', async () => {
    const analysisId = demos[String(javaScriptEnabled)]
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    // The seeded template's notice, in the reader's language (zh).
    const [notice] = await sql<{ zh: string }[]>`
      select r.zh from report_templates t join language_resources r on r.id = t.notice_content_id
      where t.workflow_id = ${suite.workflowId}`
    const noticeText = notice.zh.replace(/<[^>]+>/g, '')
    try {
      // Without JavaScript a setting is a link to a new page: wait until it has loaded whole.
      const clickSetting = async (testId: string) => {
        await page.getByTestId(testId).click()
        if (!javaScriptEnabled) await page.waitForLoadState('load')
      }
      const reportUrl = `/analysis-report/${analysisId}`
      await page.goto(reportUrl)
      // The font field's handler changes the page in place only once React has hydrated the panel.
      await whenHydrated(page, '[data-testid="font-form"]', javaScriptEnabled)
      const documentBox = page.getByTestId('report-document')
      expect(await documentBox.getAttribute('data-font')).toBe('9')
      expect(await documentBox.evaluate((element) => getComputedStyle(element).fontSize)).toBe('12px')

      if (javaScriptEnabled)
        await page.evaluate(() => ((window as unknown as { reportMarker?: number }).reportMarker = 1))
      await page.getByTestId('font-size').fill('12')
      if (!javaScriptEnabled)
        await Promise.all([page.waitForURL(/font=12/), page.getByTestId('font-form').locator('button').click()])
      await expect.poll(() => documentBox.getAttribute('data-font')).toBe('12')
      expect(await documentBox.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px')

      await clickSetting('font-reset')
      await expect.poll(() => documentBox.getAttribute('data-font')).toBe('15')
      expect(await page.getByTestId('font-size').inputValue()).toBe('15')
      // With JavaScript the page changes in place (no new document) and the URL follows, so a reload keeps it.
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => (window as unknown as { reportMarker?: number }).reportMarker)).toBe(1)
        expect(new URL(page.url()).searchParams.get('font')).toBe('15')
      }

      await clickSetting('toggle-eye')
      await expect.poll(() => page.getByTestId('report-root').getAttribute('class')).toContain('report-eye')
      expect(await documentBox.getAttribute('data-font')).toBe('15')

      expect(await page.getByTestId('report-cover').count()).toBe(1)
      await clickSetting('toggle-cover')
      await expect.poll(() => page.getByTestId('report-cover').count()).toBe(0)
      expect(await page.getByTestId('report-index-page').count()).toBe(0)
      expect(await page.getByTestId('report-section').count()).toBe(5)

      expect(await page.getByTestId('report-notice').textContent()).toContain(noticeText)
      await clickSetting('dismiss-notice')
      await expect.poll(() => page.getByTestId('report-notice').count()).toBe(0)
      // The settings made so far are kept by the dismissal.
      expect(await page.getByTestId('report-root').getAttribute('class')).toContain('report-eye')
      expect(await page.getByTestId('report-cover').count()).toBe(0)
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => (window as unknown as { reportMarker?: number }).reportMarker)).toBe(1)
        await page.reload()
        expect(await page.getByTestId('report-root').getAttribute('class')).toContain('report-eye')
        expect(await page.getByTestId('report-document').getAttribute('data-font')).toBe('15')
      }
      await page.screenshot({ path: `${SHOTS_DIR}/report-eye-js-${javaScriptEnabled}.png` })

      expectBrowserError(/status of 400/)
      // A size outside 1-40, or not a number, is refused (the number field keeps a browser inside the range).
      for (const font of ['0', '41', 'big', '-3'])
        expect((await page.goto(`${reportUrl}?font=${font}`))?.status()).toBe(400)
      expect((await page.goto(`${reportUrl}?eye=maybe`))?.status()).toBe(400)
      expect((await page.goto(`${reportUrl}?font=1`))?.status()).toBe(200)
    } finally {
      await context.close()
    }
  })

  it('refuses a bad colour, a large or non-image logo keeping the input, and saves the brand config', async () => {
    const analysisId = demos[String(javaScriptEnabled)]
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    await page.goto(`/analysis-report/${analysisId}`)
    // Each refused save answers 400.
    expectBrowserError(/status of 400/)
    const company = `Acme Bio ${javaScriptEnabled ? 'JS' : 'HTML'}`

    const openForm = async () => {
      await page.getByTestId('edit-brand').click()
      const form = page.getByTestId('brand-form')
      await form.waitFor()
      if (javaScriptEnabled) await page.getByTestId('brand-dialog').waitFor()
      else expect(new URL(page.url()).searchParams.get('brand')).toBe('edit')
      return form
    }
    const submit = async (form: ReturnType<Page['getByTestId']>) => {
      await Promise.all([page.waitForLoadState('load'), form.locator('button[type="submit"]').click()])
      await page.waitForLoadState('networkidle')
    }

    let form = await openForm()
    await page.screenshot({ path: `${SHOTS_DIR}/report-brand-js-${javaScriptEnabled}.png` })
    await form.locator('input[name="companyName"]').fill(company)
    // A colour picker only sends #rrggbb; a hand-made value must still be refused.
    await form.locator('input[name="primaryColor"]').evaluate((input: HTMLInputElement) => {
      input.type = 'text'
      input.value = 'teal'
    })
    await submit(form)
    form = page.getByTestId('brand-form')
    await expect.poll(() => form.locator('#brand-primaryColor-error').textContent()).toBe('颜色须为 #rrggbb 格式。')
    expect(await form.locator('input[name="companyName"]').inputValue()).toBe(company)

    await form.locator('input[name="logo"]').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(1024 * 1024 + 1)]),
    })
    await submit(form)
    form = page.getByTestId('brand-form')
    await expect.poll(() => form.locator('#brand-logo-error').textContent()).toBe('Logo 不能超过 1 MB。')
    expect(await form.locator('input[name="companyName"]').inputValue()).toBe(company)

    await form.locator('input[name="logo"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    })
    await submit(form)
    form = page.getByTestId('brand-form')
    await expect.poll(() => form.locator('#brand-logo-error').textContent()).toBe('Logo 须为 PNG 或 JPEG 图片。')
    await page.screenshot({ path: `${SHOTS_DIR}/report-brand-error-js-${javaScriptEnabled}.png` })
    expect(await form.locator('input[name="companyName"]').inputValue()).toBe(company)

    await form.locator('input[name="primaryColor"]').fill('#1d4ed8')
    await form
      .locator('input[name="logo"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG })
    await submit(form)
    await expect.poll(() => page.getByTestId('flash').textContent()).toBe('品牌配置已保存。')
    expect(await page.getByTestId('brand-form').count()).toBe(0)
    expect(await page.getByTestId('header-company').textContent()).toBe(company)
    expect(await page.getByTestId('cover-company').textContent()).toBe(company)
    for (const logo of [page.getByTestId('header-logo'), page.getByTestId('report-cover').locator('img').first()]) {
      expect(await logo.getAttribute('src')).toMatch(/^\/resources\/report-brand-logo\?v=[0-9a-f]+$/)
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
    }
    expect(
      await page
        .getByTestId('report-section')
        .first()
        .locator('h2')
        .evaluate((h) => getComputedStyle(h).color),
    ).toBe('rgb(29, 78, 216)')
    // The logo is the account's own: another account has none.
    const stranger = await suite.browser.newContext({ baseURL: baseUrl() })
    const strangerPage = await stranger.newPage()
    await logIn(strangerPage, STRANGER.email, STRANGER.password)
    expectBrowserError(/status of 404/)
    expect((await strangerPage.goto('/resources/report-brand-logo'))?.status()).toBe(404)
    await stranger.close()
    await context.close()
  })
})

describe('the report page for other accounts and states', () => {
  it("answers another account's report with the no-project page", async () => {
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: false })
    await logIn(page, STRANGER.email, STRANGER.password)
    expectBrowserError(/status of 404/)
    const response = await page.goto(`/analysis-report/${demos.true}`)
    expect(response?.status()).toBe(404)
    await page.locator('[data-no-project]').waitFor()
    expect(await page.getByTestId('report-root').count()).toBe(0)
    await context.close()
  })

  it("opens a customer's report for staff with the analysis-data permission, charts included", async () => {
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: false })
    await logIn(page, STAFF.email, STAFF.password)
    expect((await page.goto(`/analysis-report/${demos.true}`))?.status()).toBe(200)
    expect(await page.getByTestId('cover-analysisId').textContent()).toBe(demos.true)
    const sources = await page
      .getByTestId('report-chart')
      .evaluateAll((images) => images.map((img) => img.getAttribute('src')!))
    expect(sources.length).toBe((await expected(demos.true)).charts)
    for (const source of sources) {
      const response = await page.request.get(source)
      expect(response.status(), source).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
    }
    await context.close()
  })

  it('shows the processing and failed descriptions instead of the report', async () => {
    const analysisId = demos.false
    const me = account(false)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: false })
    await logIn(page, me.email, me.password)
    try {
      for (const [status, text] of [
        [1, '处理中'],
        [3, '处理失败'],
      ] as const) {
        await sql`update analysis_batches set status = ${status} where id = ${analysisId}`
        await page.goto(`/analysis-report/${analysisId}`)
        await page.locator(`[data-project-status="${status}"]`).waitFor()
        expect(await page.locator(`[data-project-status="${status}"] h1`).textContent()).toContain(text)
        expect(await page.getByTestId('report-root').count()).toBe(0)
      }
    } finally {
      await sql`update analysis_batches set status = 2 where id = ${analysisId}`
    }
    await context.close()
  })

  it.each([
    [1280, 'zh'],
    [390, 'zh'],
    [1280, 'en'],
    [390, 'en'],
  ] as const)('fits %i px in %s, and prints without the header and side panel', async (width, language) => {
    const me = account(true)
    const context = await suite.browser.newContext({
      baseURL: baseUrl(),
      locale: 'zh-CN',
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    await logIn(page, me.email, me.password)
    if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await page.goto(`/analysis-report/${demos.true}`)
    await page.getByTestId('print').waitFor()
    if (language === 'en') {
      expect(await page.title()).toMatch(/ report · BioCloud$/)
      expect(await page.getByTestId('report-index').locator('li').first().textContent()).toBe('1Experiment process')
      expect(await page.getByTestId('cover-customerName').textContent()).toBe('Report')
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS_DIR}/report-${width}-${language}.png` })
    await page.getByTestId('report-section').nth(2).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS_DIR}/report-results-${width}-${language}.png` })

    await page.emulateMedia({ media: 'print' })
    expect(await page.getByTestId('report-side-panel').isVisible()).toBe(false)
    expect(await page.locator('header.report-header').isVisible()).toBe(false)
    expect(await page.getByTestId('report-cover').isVisible()).toBe(true)
    expect(await page.getByTestId('report-cover').evaluate((cover) => getComputedStyle(cover).breakAfter)).toBe('page')
    if (width === 1280) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `${SHOTS_DIR}/report-print-${language}.png` })
      if (language === 'zh') await page.pdf({ path: `${SHOTS_DIR}/report-print-zh.pdf`, format: 'A4' })
    }
    await context.close()
  })
})
