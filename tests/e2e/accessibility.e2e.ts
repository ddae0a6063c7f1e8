import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { baseUrl, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER } from './http'
import { createTask, runWithPlatformModules } from './platform-tasks'

/*
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on the key pages a customer meets, in Chinese and English: no
 * violations, colour contrast included. axe is evaluated in the page through the DevTools protocol, so the site's
 * content security policy does not stand in its way.
 */
const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))

let browser: Browser
let pages: Record<string, string>

beforeAll(async () => {
  browser = await launchBrowser()
  const task = createTask({ email: CUSTOMER.email, scriptClassName: 'BarChart', language: 'zh' })
  const project = runWithPlatformModules<{ analysisId: string; toolId: number }>(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { users } = await import('./db/schema/users.ts')
    const { tools } = await import('./db/schema/tools.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, JSON.parse(process.env.SNIPPET_INPUT).email))
    const made = await insertAnalysisProject({ customerId: user.id })
    const [tool] = await getDb().select({ id: tools.id }).from(tools).where(eq(tools.scriptClassName, 'BarChart'))
    await closeDatabaseConnections()
    console.log(JSON.stringify({ analysisId: made.analysisId, toolId: tool.id }))
    `,
    { email: CUSTOMER.email },
  )
  pages = {
    home: '/',
    tools: '/tools/all',
    tool: `/tool/${project.toolId}`,
    task: `/task/${task.id}`,
    myAnalysis: '/projects/myAnalysis',
    project: `/analysis-project/${project.analysisId}`,
    report: `/analysis-report/${project.analysisId}`,
    courses: '/course',
    userCentre: '/userCenter/message',
  }
}, 180_000)

afterAll(async () => {
  await browser.close()
})

interface Violation {
  id: string
  nodes: { target: string[]; failureSummary: string }[]
}

async function violationsOf(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
        }
      ).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((result) => result.violations),
    WCAG_TAGS,
  )
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`),
  )
}

it.each(['zh', 'en'])('finds no WCAG 2.1 A/AA violation on the key customer pages in %s', async (language) => {
  const { context, page } = await newPage(browser, { javaScriptEnabled: true })
  if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
  await page.goto('/login')
  const found: Record<string, string[]> = { login: await violationsOf(page) }
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    found[name] = await violationsOf(page)
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])))
  await context.close()
})
