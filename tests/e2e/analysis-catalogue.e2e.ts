import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_WORKFLOWS } from '../../db/seed/workflows'
import { baseUrl, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER, get, post, sessionCookieFor } from './http'

/*
 * The cloud analysis catalogue as a visitor and a customer use it, with JavaScript and without:
 * search, a category tab, English, a favourite toggled and found under "My favourites", and a
 * 390 px screenshot of the page.
 */
const amplicon = SEEDED_WORKFLOWS.find((workflow) => workflow.titleEn.startsWith('16S'))!
const rnaSeq = SEEDED_WORKFLOWS.find((workflow) => workflow.titleEn.startsWith('RNA-seq'))!
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

describe('the analysis catalogue answers a bad query string with 400', () => {
  it.each(['page=0', 'category=plants', 'order=random'])('?%s', async (search) => {
    const response = await get(`/analysis?${search}`)
    expect(response.status).toBe(400)
  })
})

it('refuses a favourite form naming no favouritable thing with 400, whatever the name', async () => {
  const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
  for (const collectType of ['constructor', '__proto__', '99']) {
    const response = await post(
      '/resources/favourite',
      { collectType, collectionId: '1', favourite: 'true', redirectTo: '/analysis' },
      { cookie },
    )
    expect(response.status).toBe(400)
  }
})

describe.each([false, true])('the analysis catalogue with JavaScript %s', (javaScriptEnabled) => {
  it('searches, switches category tabs and reads in English', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await page.goto('/analysis')
    expect(await page.getByTestId('workflow-card').count()).toBeGreaterThanOrEqual(SEEDED_WORKFLOWS.length)
    await page.fill('#analysis-catalogue-search', '真菌')
    await Promise.all([page.waitForURL(/q=/), page.click('form[role="search"] button[type="submit"]')])
    await page.getByTestId('result-count').filter({ hasText: '1' }).waitFor()
    await expect(page.getByTestId('workflow-card').count()).resolves.toBe(1)
    await page.getByTestId('workflow-card').filter({ hasText: 'ITS' }).waitFor()

    await page.goto('/analysis/all')
    await Promise.all([page.waitForURL(/category=rna/), page.click('a:has-text("RNA (")')])
    await page.getByTestId('workflow-card').filter({ hasText: rnaSeq.title }).waitFor()
    // The new list may render a moment after the URL changes (client navigation).
    await expect.poll(() => page.getByTestId('workflow-card').count()).toBe(1)
    const card = page.getByTestId('workflow-card').first()
    expect(await card.locator('a', { hasText: '了解详情' }).getAttribute('href')).toMatch(
      /^\/analysis-introduction\/\d+$/,
    )
    expect(await card.locator('a', { hasText: '免费咨询' }).getAttribute('href')).toMatch(
      /^\/analysis-introduction\/\d+\?consult=1#consultation$/,
    )

    await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await page.goto('/analysis?category=microbiome')
    await page.getByTestId('workflow-card').filter({ hasText: amplicon.titleEn }).waitFor()
    const english = page.getByTestId('workflow-card').filter({ hasText: amplicon.titleEn })
    expect(await english.getByTestId('workflow-labels').textContent()).toBe(amplicon.labels.join(', '))
    expect(await english.textContent()).toContain('NEW')
    expect(await english.textContent()).toContain('Free consultation')
    await context.close()
  })

  it('lets a customer favourite a workflow and find it under My favourites', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await page.goto('/analysis')
    await Promise.all([
      page.waitForURL(/\/login\?redirectTo=/),
      page.getByTestId('workflow-card').first().getByTestId('favourite-toggle').click(),
    ])
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await page.goto(`/analysis?q=${encodeURIComponent(rnaSeq.title)}`)
    const toggle = page.getByTestId('workflow-card').first().getByTestId('favourite-toggle')
    // Each run starts from "not favourite", whatever the other run left.
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click()
      await page.waitForSelector('[data-testid="favourite-toggle"][aria-pressed="false"]')
    }
    await toggle.click()
    await page.waitForSelector('[data-testid="favourite-toggle"][aria-pressed="true"]')
    expect(page.url()).toContain('/analysis?q=')

    await page.goto('/analysis?mine=1')
    await page.getByTestId('workflow-card').filter({ hasText: rnaSeq.title }).waitFor()
    // The new list may render a moment after the URL changes (client navigation).
    await expect.poll(() => page.getByTestId('workflow-card').count()).toBe(1)
    await page.getByTestId('favourite-toggle').click()
    await page.getByText('您还没有收藏符合条件的分析。').waitFor()
    await context.close()
  })
})

it('fits a 390 px screen', async () => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  await page.goto('/analysis')
  await page.getByTestId('workflow-card').first().waitFor()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: 'tests/.artifacts/analysis-catalogue-390.png', fullPage: true })
  await context.close()
})
