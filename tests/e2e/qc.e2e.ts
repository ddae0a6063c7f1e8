import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, logIn, newPage } from './browser'
import { exampleDemoSuite, getDemo, groupOfType } from './example-demo'
import { ANALYSIS_GROUP_TYPE } from '../../core/workflows'

/*
 * The QC page on a new user's Global Patterns demo, with JavaScript and without: the dashboard
 * (counts, shares, the table's sort, filter and paging), a rule that fails the shallower samples
 * (statuses and pie change), editing it and making it the default, the charts; then the page at
 * 1280 and 390 px in both languages.
 *
 * The expected counts come from scikit-bio's read totals of the same table
 * (tests/fixtures/analysis/qc/skbio-qc-reference.json), not from the platform.
 */

const suite = exampleDemoSuite('qc')
const { sql, account } = suite

const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))

const reference = JSON.parse(readFileSync('tests/fixtures/analysis/qc/skbio-qc-reference.json', 'utf8')) as {
  samples: string[]
  reads: number[]
}
const readsBelow = (limit: number) => reference.reads.filter((reads) => reads < limit).length
const shallowest = reference.samples[reference.reads.indexOf(Math.min(...reference.reads))]
const deepest = reference.samples[reference.reads.indexOf(Math.max(...reference.reads))]

const demos: Record<string, { analysisId: string; qcGroup: number }> = {}

/** Get samples on the example's introduction: the copy's project, and its QC group. */
async function getQcDemo(page: Page): Promise<{ analysisId: string; qcGroup: number }> {
  const analysisId = await getDemo(page, suite.workflowId)
  return { analysisId, qcGroup: await groupOfType(sql, analysisId, ANALYSIS_GROUP_TYPE.qc) }
}

const sampleColumn = async (page: Page) =>
  page.getByTestId('qc-row').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''))

async function expectCounts(page: Page, counts: { Pass: number; Warn: number; Fail: number }) {
  for (const status of ['Pass', 'Warn', 'Fail'] as const)
    expect(await page.getByTestId(`qc-count-${status}`).textContent(), status).toBe(String(counts[status]))
  expect(await page.getByTestId('qc-pie').getAttribute('data-counts')).toBe(
    `${counts.Pass},${counts.Warn},${counts.Fail}`,
  )
  expect(await page.locator('[data-testid="qc-row"][data-status="Fail"]').count()).toBe(counts.Fail)
}

describe.each([false, true])('the QC page with JavaScript %s', (javaScriptEnabled) => {
  it('shows the dashboard, sorts and filters, adds, edits, defaults and deletes a rule, and charts the metrics', async () => {
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    await context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
    const demo = await getQcDemo(page)
    demos[String(javaScriptEnabled)] = demo
    // The demo carries the example's QC data, computed by the worker when the example started.
    const [qc] = await sql<{ rows: number }[]>`
      select jsonb_array_length(samples) - 1 as rows from qc_data where analysis_id = ${demo.analysisId}`
    expect(qc.rows).toBe(26)

    const qcPage = `/analysis-project/${demo.analysisId}?group=${demo.qcGroup}`
    await page.goto(qcPage)
    await page.getByTestId('qc-pane').waitFor()
    expect(await page.getByTestId('qc-sample-count').textContent()).toBe('26')
    // The original rule (reads under 1,000 fail, under 5,000 warn; coverage) passes every deep library.
    await expectCounts(page, { Pass: 26, Warn: 0, Fail: 0 })
    expect(await page.getByTestId('qc-percent-Pass').textContent()).toBe('100.00%')
    expect(await page.getByTestId('qc-row').count()).toBe(26)
    expect(await page.getByTestId('qc-page').textContent()).toBe('第 1 / 1 页')
    expect(await page.getByTestId('qc-page-size').locator('option').allTextContents()).toEqual([
      '100',
      '200',
      '300',
      '400',
    ])
    expect(await page.getByTestId('qc-rule-default').count()).toBe(1)

    // Sort by reads (the third column), both ways.
    await page.getByTestId('qc-sort').nth(2).click()
    await page.waitForURL(/sort=2&dir=asc/)
    // With JavaScript the URL changes before the new rows arrive: poll.
    await expect.poll(async () => (await sampleColumn(page))[0]).toBe(shallowest)
    await page.getByTestId('qc-sort').nth(2).click()
    await page.waitForURL(/dir=desc/)
    await expect.poll(async () => (await sampleColumn(page))[0]).toBe(deepest)

    // Filter: sample type contains "soil", and reads of at least a million.
    await page.getByLabel('SampleType 包含').fill('soil')
    await page.getByTestId('qc-apply').click()
    await page.waitForURL(/q1=soil/)
    await expect.poll(async () => (await sampleColumn(page)).sort()).toEqual(['CC1', 'CL3', 'SV1'])
    // The second filter starts from the page without filters.
    await page.goto(qcPage)
    await page.getByLabel('Reads 最小值').fill('1000000')
    await page.getByTestId('qc-apply').click()
    await page.waitForURL(/min2=1000000/)
    await expect.poll(() => page.getByTestId('qc-row').count()).toBe(26 - readsBelow(1_000_000))
    expect(await page.getByTestId('qc-matching').textContent()).toBe(`共 ${26 - readsBelow(1_000_000)} 个样品`)

    // Add a rule: a missing name and a bound that is not a number come back with the typed input.
    await page.goto(qcPage)
    await page.getByTestId('qc-add-rule').click()
    const form = page.getByTestId('qc-rule-form')
    await form.waitFor()
    if (javaScriptEnabled) await page.getByTestId('qc-rule-dialog').waitFor()
    await form.getByLabel('Reads 低于则失败').fill('a million')
    // The invalid form's answer is a 400, which the browser logs.
    expectBrowserError(/status of 400/)
    await form.getByTestId('qc-rule-save').click()
    await form.getByText('请输入规则名称').waitFor()
    await form.getByText('请输入数字，或留空表示不设限').waitFor()
    expect(await form.getByLabel('Reads 低于则失败').inputValue()).toBe('a million')
    await form.getByLabel('规则名称').fill('Deep')
    await form.getByLabel('Reads 低于则失败').fill('1000000')
    await form.getByTestId('qc-rule-save').click()
    await page.getByText('规则“Deep”添加成功。').waitFor()
    await page.waitForURL(/rule=\d+/)
    await expectCounts(page, { Pass: 26 - readsBelow(1_000_000), Warn: 0, Fail: readsBelow(1_000_000) })
    expect(await page.getByTestId('qc-row-status').filter({ hasText: '失败' }).count()).toBe(readsBelow(1_000_000))

    // Edit it: a lower floor and the default mark.
    await page.getByTestId('qc-edit-rule').click()
    await form.waitFor()
    expect(await form.getByLabel('规则名称').inputValue()).toBe('Deep')
    await form.getByLabel('Reads 低于则失败').fill('500000')
    await form.getByLabel('设为默认规则').check()
    await form.getByTestId('qc-rule-save').click()
    await page.getByText('规则“Deep”编辑成功。').waitFor()
    await page.goto(qcPage)
    await page.getByTestId('qc-pane').waitFor()
    const deep = page.getByTestId('qc-rule').filter({ hasText: 'Deep' })
    expect(await deep.getByTestId('qc-rule-default').count()).toBe(1)
    await expectCounts(page, { Pass: 26 - readsBelow(500_000), Warn: 0, Fail: readsBelow(500_000) })
    const [stored] = await sql<{ isDefault: boolean }[]>`
      select is_default as "isDefault" from qc_rules where analysis_id = ${demo.analysisId} and name = 'Deep'`
    expect(stored.isDefault).toBe(true)

    // Charts: one per metric, chart.js with JavaScript, a table without.
    await page.getByTestId('qc-tab-charts').click()
    await page.getByTestId('qc-charts').waitFor()
    expect(await page.getByTestId('qc-metric-chart').count()).toBe(6)
    const reads = page.locator('[data-testid="qc-metric-chart"][data-metric="Reads"]')
    expect(await reads.textContent()).toContain('低于则失败 500000')
    if (javaScriptEnabled) await reads.locator('canvas').waitFor()
    else expect(await reads.locator('tbody tr').count()).toBe(26)

    // Delete it: the original rule is the default again. The original rule has no delete button.
    await page.goto(qcPage)
    await page.getByTestId('qc-pane').waitFor()
    expect(await page.locator('[data-testid="qc-rule"][data-rule-id="0"]').getByTestId('qc-delete-rule').count()).toBe(
      0,
    )
    await page.getByTestId('qc-rule').filter({ hasText: 'Deep' }).getByTestId('qc-delete-rule').click()
    await page.getByText('规则已删除。').waitFor()
    await expect.poll(() => page.getByTestId('qc-rule').count()).toBe(1)
    await expectCounts(page, { Pass: 26, Warn: 0, Fail: 0 })
    await context.close()
  })
})

describe('the QC page on small and large screens', () => {
  it.each([
    [1280, 'zh'],
    [390, 'zh'],
    [1280, 'en'],
    [390, 'en'],
  ] as const)('fits %i px in %s', async (width, language) => {
    const demo = demos.true
    expect(demo).toBeDefined()
    const me = account(true)
    const context = await suite.browser.newContext({
      baseURL: baseUrl(),
      locale: 'zh-CN',
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    await logIn(page, me.email, me.password)
    await context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
    if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    const qcPage = `/analysis-project/${demo.analysisId}?group=${demo.qcGroup}`
    await page.goto(qcPage)
    await page.getByTestId('qc-pie').locator('canvas').waitFor()
    if (language === 'en') expect(await page.getByTestId('qc-summary').textContent()).toContain('Samples')
    await screenshot(page, `qc-dashboard-${width}-${language}`)
    await page.getByTestId('qc-add-rule').click()
    await page.getByTestId('qc-rule-dialog').waitFor()
    await screenshot(page, `qc-rule-dialog-${width}-${language}`)
    await page.goto(`${qcPage}&qcTab=charts`)
    await page.getByTestId('qc-metric-chart').first().locator('canvas').waitFor()
    await screenshot(page, `qc-charts-${width}-${language}`)
    await context.close()
  })
})

async function screenshot(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, name).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `tests/.artifacts/${name}.png`, fullPage: true })
}
