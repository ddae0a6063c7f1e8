import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, logIn, newPage } from './browser'
import { CUSTOMER, get, post, sessionCookieFor } from './http'
import { exampleDemoSuite, getDemo } from './example-demo'

/*
 * The OTU/ASV filter tab on a new customer's Global Patterns demo, with JavaScript and without:
 * view the raw table (page 2), preview each rule and see the kept counts the independent reference
 * gives (tests/fixtures/otu-filter/reference.py --global-patterns), save a solution (an empty name
 * first), reset, load it, delete it. Screenshots at 1280 and 390 px in both languages.
 */

const suite = exampleDemoSuite('otu-filter')
const { sql, account } = suite

const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SCREENSHOTS = process.env.SCREENSHOT_DIR

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
}

/** Previews the form as it stands and returns the kept features and samples as the page shows them. */
async function preview(page: Page) {
  const before = page.url()
  await page.getByTestId('otu-filter-preview').click()
  // The page shows the previous preview until the redirect to the new one.
  await page.waitForURL((url) => url.href !== before && url.searchParams.has('preview'))
  // With JavaScript the URL changes before the new preview renders: wait for the preview of this hash.
  const hash = new URL(page.url()).searchParams.get('preview')!
  await page.locator(`[data-testid="otu-preview"][data-hash="${hash}"]`).waitFor({ timeout: 60_000 })
  return {
    features: (await page.getByTestId('otu-preview-features').textContent())!.trim(),
    samples: (await page.getByTestId('otu-preview-samples').textContent())!.trim(),
  }
}

async function filterTabUrl(demoId: string) {
  const [group] = await sql<{ id: number }[]>`
    select id from project_analysis_groups where analysis_id = ${demoId} and group_type = 8`
  return `/analysis-project/${demoId}?group=${group.id}&tab=filter`
}

describe.each([false, true])('the OTU/ASV filter tab with JavaScript %s', (javaScriptEnabled) => {
  it('views the raw table, previews each rule, and saves, resets, loads and deletes a solution', async () => {
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    const demoId = await getDemo(page, suite.workflowId)
    const tab = await filterTabUrl(demoId)

    // The raw table: the merged table with lineages, downloadable by its owner.
    await page.goto(tab)
    await page.getByTestId('otu-filter-tab').waitFor()
    expect(await page.getByTestId('otu-table-name').textContent()).toBe('otu_table_taxonomy.tsv')
    const href = (await page.getByTestId('otu-table-download').getAttribute('href'))!
    const download = await get(href, await sessionCookieFor(me.email, me.password))
    expect(download.status).toBe(200)
    expect((await download.text()).split('\n').length).toBeGreaterThan(19_216)

    // View, page 2: 200 rows, the 10000-row note, page 2 of 50 (19216 rows, the first 10000 shown).
    await page.getByTestId('otu-table-view').click()
    await page.getByTestId('otu-viewer').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('otu-viewer').textContent()).toContain('最多显示前 10,000 行')
    await page.getByTestId('otu-viewer-next').click()
    await page.getByTestId('otu-viewer-page').filter({ hasText: '第 2 / 50 页' }).waitFor()
    expect(await page.getByTestId('otu-viewer').locator('tbody tr').count()).toBe(200)
    expect(await page.getByTestId('otu-viewer').locator('thead th').last().textContent()).toBe('taxonomy')
    // The depth chart: 26 samples, none dropped without flattening.
    expect(await page.getByTestId('otu-depths').locator('rect').count()).toBe(26)

    // Each rule, with the counts tests/fixtures/otu-filter/reference.py --global-patterns computes.
    await page.getByTestId('otu-filter-checked2').check()
    expect(await preview(page)).toEqual({ features: '6,925 / 19,216', samples: '26 / 26' })
    expect(page.url()).toMatch(/preview=[0-9a-f]{20}/)
    // The form keeps what was previewed.
    expect(await page.getByTestId('otu-filter-checked2').isChecked()).toBe(true)
    expect(await page.getByTestId('otu-preview-removed-prevalence').textContent()).toBe('12,291')

    await page.getByTestId('otu-filter-checked2').uncheck()
    await page.getByTestId('otu-filter-checked3').check()
    expect(await preview(page)).toEqual({ features: '10,449 / 19,216', samples: '26 / 26' })

    await page.getByTestId('otu-filter-checked3').uncheck()
    await page.getByTestId('otu-filter-add-rule').click()
    await page.getByTestId('otu-filter-rule-warning').waitFor()
    expect(await page.getByTestId('otu-filter-checked1').isChecked()).toBe(true)
    await page.getByTestId('otu-filter-rule-value').fill('Archaea')
    expect(await preview(page)).toEqual({ features: '208 / 19,216', samples: '26 / 26' })

    // An invalid number comes back with its error (a 400) and the rest of the form intact.
    expectBrowserError(/status of 400/)
    await page.getByTestId('otu-filter-checked2').check()
    await page.getByTestId('otu-filter-checked2_at_least').fill('0')
    await page.getByTestId('otu-filter-preview').click()
    await page.getByTestId('otu-filter-errors').waitFor()
    expect(await page.getByTestId('otu-filter-tab').textContent()).toContain('最小值为 1。')
    expect(await page.getByTestId('otu-filter-rule-value').inputValue()).toBe('Archaea')
    await page.getByTestId('otu-filter-checked2').uncheck()
    await page.getByTestId('otu-filter-checked2_at_least').fill('3')
    await page.getByTestId('otu-filter-checked1').uncheck()

    await page.getByTestId('otu-filter-flattening-2').check()
    await page.getByTestId('otu-filter-flattening_value').fill('100000')
    if (javaScriptEnabled) expect(await page.getByTestId('otu-depths-dropped').textContent()).toContain('TRRsed1')
    expect(await preview(page)).toEqual({ features: expect.stringMatching(/ \/ 19,216$/), samples: '25 / 26' })
    expect(await page.getByTestId('otu-preview-dropped').textContent()).toContain('TRRsed1')
    await screenshot(page, `otu-filter-preview-js-${javaScriptEnabled}`)

    // Save as: an empty name first, then a valid one.
    await page.getByTestId('otu-filter-checked2').check()
    await page.getByTestId('otu-solution-save').click()
    await page.locator('#otu-solution-name-error').filter({ hasText: '请输入 OTU 参数方案名。' }).waitFor()
    expect(await page.getByTestId('otu-filter-checked2').isChecked()).toBe(true)
    await page.getByTestId('otu-solution-name').fill('  deep flattening  ')
    await page.getByTestId('otu-solution-save').click()
    await page.getByTestId('flash').filter({ hasText: '添加成功。' }).waitFor()
    const [saved] = await sql<{ id: number; solution: { flattening_value: number; checked2: boolean } }[]>`
      select s.id, s.solution from otu_asv_solutions s join analysis_batches b on b.order_id = s.order_id
      where b.id = ${demoId} and s.solution_name = 'deep flattening'`
    expect(saved.solution).toMatchObject({ flattening_value: 100000, checked2: true })
    expect(page.url()).toContain(`solution=${saved.id}`)

    // Reset: the defaults.
    await page.getByTestId('otu-filter-reset').click()
    await page.waitForURL((url) => !url.search.includes('solution='))
    await page.locator('[data-testid="otu-filter-checked2"]:not(:checked)').waitFor()
    expect(await page.getByTestId('otu-filter-flattening-0').isChecked()).toBe(true)

    // Load: the saved parameters fill the form.
    await page.getByTestId('otu-solution-select').selectOption(String(saved.id))
    await page.getByTestId('otu-solution-load-button').click()
    await page.waitForURL(new RegExp(`solution=${saved.id}`))
    await page.locator('[data-testid="otu-filter-checked2"]:checked').waitFor()
    expect(await page.getByTestId('otu-filter-flattening-2').isChecked()).toBe(true)
    expect(await page.getByTestId('otu-filter-flattening_value').inputValue()).toBe('100000')

    // Delete.
    await page.getByTestId('otu-solution-delete').click()
    await page.getByTestId('flash').filter({ hasText: '删除成功。' }).waitFor()
    expect(await page.getByTestId('otu-solution-select').locator('option').count()).toBe(1)
    expect((await sql`select 1 from otu_asv_solutions where id = ${saved.id}`).length).toBe(0)
    await context.close()

    // Another account sees nothing of it and cannot save into it; a bad query string is a 400.
    const stranger = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    expect((await get(tab, stranger)).status).toBe(404)
    const refused = await post(tab, { intent: 'filter.saveAs', solutionName: 'intruder' }, { cookie: stranger })
    expect(refused.status).toBe(404)
    expect((await sql`select 1 from otu_asv_solutions where solution_name = 'intruder'`).length).toBe(0)
    const owner = await sessionCookieFor(me.email, me.password)
    expect((await get(`${tab}&view=table&rows=51`, owner)).status).toBe(400)
    expect((await get(`${tab}&preview=nothex`, owner)).status).toBe(400)

    if (javaScriptEnabled) {
      for (const [width, english] of [
        [1280, false],
        [390, false],
        [1280, true],
        [390, true],
      ] as const) {
        const shot = await newPage(suite.browser, { javaScriptEnabled: true })
        await shot.page.setViewportSize({ width, height: 900 })
        await logIn(shot.page, me.email, me.password)
        await shot.context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
        if (english) await shot.context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
        await shot.page.goto(`${tab}&view=table`)
        await shot.page.getByTestId('otu-viewer').waitFor()
        const overflow = await shot.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow).toBeLessThanOrEqual(0)
        await screenshot(shot.page, `otu-filter-${width}-${english ? 'en' : 'zh'}`)
        if (SCREENSHOTS)
          await shot.page.getByTestId('otu-filter-tab').screenshot({
            path: path.join(SCREENSHOTS, `otu-filter-tab-${width}-${english ? 'en' : 'zh'}.png`),
          })
        await shot.context.close()
      }
    }
  }, 300_000)
})
