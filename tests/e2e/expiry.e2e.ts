import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, logIn, newPage } from './browser'
import { createAccounts } from './example-demo'
import { post, sessionCookieFor } from './http'
import { runWithPlatformModules } from './platform-tasks'

/*
 * An expired project opens view-only, without JavaScript: the header says so, the labels and
 * comment editors are gone, and a change posted anyway is refused by the server.
 */
const OWNER = { email: 'expiry-owner@example.com', password: 'Expiry#2026cloud' }

let browser: Browser
let analysisId: string

beforeAll(async () => {
  browser = await launchBrowser()
  createAccounts([OWNER], 'Expiry')
  ;({ analysisId } = runWithPlatformModules<{ analysisId: string }>(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { users } = await import('./db/schema/users.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, JSON.parse(process.env.SNIPPET_INPUT).email))
    const project = await insertAnalysisProject({ customerId: user.id, expiresAt: new Date(Date.now() - 86_400_000) })
    await closeDatabaseConnections()
    console.log(JSON.stringify(project))
    `,
    { email: OWNER.email },
  ))
})

afterAll(async () => {
  await browser?.close()
})

describe('an expired project', () => {
  it('opens view-only with the expiry message, and the server refuses a change', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, OWNER.email, OWNER.password)
    await page.goto(`/analysis-project/${analysisId}`)
    const note = page.getByTestId('read-only-note')
    expect(await note.textContent()).toMatch(/该项目已于 .+ 过期：仅供查看/)
    expect(await page.locator('form input[name="intent"][value="labels"]').count()).toBe(0)

    // A comment posted without the (hidden) editor: refused, and the page still has no such comment.
    const cookie = await sessionCookieFor(OWNER.email, OWNER.password)
    const refused = await post(
      `/analysis-project/${analysisId}`,
      { intent: 'comment', comment: 'too late' },
      { cookie },
    )
    expect(refused.status).toBe(403)
    await page.reload()
    expect(await page.getByText('too late').count()).toBe(0)
    await context.close()
  })
})
