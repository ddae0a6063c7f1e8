import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { baseUrl, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'
import { runWithPlatformModules } from './platform-tasks'

/*
 * At phone width (390 px) without JavaScript, in Chinese and English: the sticky header is one opaque row whose
 * menu button opens the links, and an analysis project's run result (its charts first) is near the top of the page instead of
 * behind the attribute list and the group menu. Screenshots go to tests/.artifacts.
 */
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SHOTS_DIR = 'tests/.artifacts'
/** One row of the header: the logo, the user menu and the menu button. */
const HEADER_MAX_PX = 80
/** Where the open run's result (its charts and tables) starts: within the first two phone screens (844 px each). */
const RESULT_TOP_MAX_PX = 1600

let browser: Browser
let project: { analysisId: string; groups: { tools: number }; itemId: number; runs: { success: number } }

beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  project = runWithPlatformModules(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { users } = await import('./db/schema/users.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, JSON.parse(process.env.SNIPPET_INPUT).email))
    const made = await insertAnalysisProject({ customerId: user.id })
    await closeDatabaseConnections()
    console.log(JSON.stringify(made))
    `,
    { email: CUSTOMER.email },
  )
})

afterAll(async () => {
  await browser.close()
})

it.each(['zh', 'en'])(
  'shows a one-row opaque header and the run result near the top at 390 px without JavaScript (%s)',
  async (language) => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await page.setViewportSize({ width: 390, height: 844 })
    if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await page.goto('/tools')
    const header = page.getByTestId('site-header')
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(HEADER_MAX_PX)
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)')
    await page.screenshot({ path: `${SHOTS_DIR}/phone-header-${language}.png` })

    // The menu button opens the links, without JavaScript.
    const menuLink = page.getByTestId('site-menu').getByRole('link', { name: language === 'zh' ? '云课堂' : 'Courses' })
    expect(await menuLink.isVisible()).toBe(false)
    await page.getByTestId('site-menu').locator('summary').click()
    expect(await menuLink.isVisible()).toBe(true)
    await page.screenshot({ path: `${SHOTS_DIR}/phone-menu-${language}.png` })

    await page.goto(`/analysis-project/${project.analysisId}?group=${project.groups.tools}&item=${project.itemId}`)
    const result = page.getByTestId('run-view')
    await result.waitFor()
    const top = await result.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    console.info(`390 px ${language}: the run's result starts ${top} px down`)
    await page.screenshot({ path: `${SHOTS_DIR}/phone-project-${language}.png`, fullPage: true })
    expect(top).toBeLessThanOrEqual(RESULT_TOP_MAX_PX)
    await context.close()
  },
)
