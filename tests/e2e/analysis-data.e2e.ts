import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { createAccounts } from './example-demo'
import { ADMIN } from './http'
import { databaseUrl, runWithPlatformModules } from './platform-tasks'

/*
 * The analysis data desk as staff use it, with JavaScript and without (issue 21, "Verified"):
 * transfer a fresh customer's order to another fresh customer (refused first without a target and
 * to the same customer), open the batch as the new owner and get a 404 as the old one; activate an
 * expired batch; confirm an unconfirmed one.
 */

const PASSWORD = 'Desk#2026cloud'

let browser: Browser
let sql: postgres.Sql

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
})

interface DeskFixture {
  transferred: string[]
  orderId: number
  expired: string
}

/** Two customers of this run, the source owning an order of two batches and an expired batch in another order. */
function deskFixture(source: string, target: string): DeskFixture {
  createAccounts(
    [
      { email: source, password: PASSWORD },
      { email: target, password: PASSWORD },
    ],
    'Desk',
  )
  return runWithPlatformModules<DeskFixture>(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { users } = await import('./db/schema/users.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const { source } = JSON.parse(process.env.SNIPPET_INPUT)
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, source))
    const first = await insertAnalysisProject({ customerId: user.id })
    const second = await insertAnalysisProject({ customerId: user.id, trackingNumber: first.trackingNumber, withGroups: false })
    const expired = await insertAnalysisProject({ customerId: user.id, expiresAt: new Date(Date.now() - 86400000), withGroups: false })
    await closeDatabaseConnections()
    console.log(JSON.stringify({ transferred: [first.analysisId, second.analysisId], orderId: first.orderId, expired: expired.analysisId }))
    `,
    { source },
  )
}

describe('analysis data desk', () => {
  it.each([true, false])(
    'transfers, activates and confirms (JavaScript %s)',
    async (javaScriptEnabled) => {
      const stamp = `${javaScriptEnabled ? 'js' : 'html'}-${Date.now()}`
      const source = `desk-from-${stamp}@example.com`
      const target = `desk-to-${stamp}@example.com`
      const fixture = deskFixture(source, target)
      // The two refusals answer 400, which Chromium reports.
      expectBrowserError(/status of 400/)
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, ADMIN.email, ADMIN.password)

      // Transfer: find the source's batches, refuse without a target and to the same customer, then move the order.
      await page.goto('/analysis-data/transfer')
      await whenHydrated(page, '#transfer-source', javaScriptEnabled)
      await page.fill('#transfer-source input[name="source"]', source)
      await page.click('#transfer-source button[type="submit"]')
      await page.locator(`input[name="orderIds"][value="${fixture.orderId}"]`).waitFor()
      for (const id of fixture.transferred) await page.getByText(id, { exact: false }).first().waitFor()
      await whenHydrated(page, '#transfer-form', javaScriptEnabled)
      await page.check(`input[name="orderIds"][value="${fixture.orderId}"]`)
      await page.click('#transfer-form button[type="submit"]')
      await page.getByText('请选择用户').waitFor()
      await page.check(`input[name="orderIds"][value="${fixture.orderId}"]`)
      await page.fill('input[name="target"]', source)
      await page.click('#transfer-form button[type="submit"]')
      await page.getByText('目标用户不能是同一个用户').waitFor()
      await page.check(`input[name="orderIds"][value="${fixture.orderId}"]`)
      await page.fill('input[name="target"]', target)
      await page.click('#transfer-form button[type="submit"]')
      await page.getByTestId('flash').getByText(target).waitFor()
      const owners = await sql<{ email: string }[]>`
        select u.email from analysis_batches b join users u on u.id = b.customer_id where b.id in ${sql(fixture.transferred)}`
      expect(owners.map((row) => row.email)).toEqual([target, target])
      const messages = await sql<{ template: string }[]>`
        select m.template from messages m join message_receipts r on r.message_id = m.id join users u on u.id = r.receiver_id
        where u.email in (${source}, ${target}) order by m.template`
      expect(messages.map((row) => row.template)).toEqual(['batchesTransferredIn', 'batchesTransferredOut'])

      // Activate the expired batch from the list filtered by its id.
      await page.goto(`/analysis-data?batch=${fixture.expired}`)
      await page.locator('[data-testid="expiry-state"][data-state="expired"]').waitFor()
      await whenHydrated(page, 'button[value="activate"]', javaScriptEnabled)
      await page.click('button[value="activate"]')
      await page.getByTestId('flash').getByText(fixture.expired).waitFor()
      await page.locator('[data-testid="expiry-state"][data-state="active"]').waitFor()

      // Confirm one of the source's delivered batches from the unconfirmed list.
      await page.goto(`/analysis-data/unconfirmed?customer=${encodeURIComponent(source)}`)
      const confirm = `button[name="confirmId"][value="${fixture.expired}"]`
      await whenHydrated(page, confirm, javaScriptEnabled)
      await page.click(confirm)
      await page.getByTestId('flash').waitFor()
      await page.locator(confirm).waitFor({ state: 'detached' })
      const [confirmed] = await sql<{ confirmed_at: Date | null }[]>`
        select confirmed_at from analysis_batches where id = ${fixture.expired}`
      expect(confirmed.confirmed_at).not.toBeNull()
      await context.close()

      // The new owner opens the moved batch; the old one gets the same 404 as for anyone else's.
      const owner = await newPage(browser, { javaScriptEnabled })
      await logIn(owner.page, target, PASSWORD)
      const opened = await owner.page.goto(`/analysis-project/${fixture.transferred[0]}`)
      expect(opened?.status()).toBe(200)
      await owner.context.close()
      const former = await newPage(browser, { javaScriptEnabled })
      await logIn(former.page, source, PASSWORD)
      const refused = await former.page.request.get(`/analysis-project/${fixture.transferred[0]}`)
      expect(refused.status()).toBe(404)
      await former.context.close()
    },
    120_000,
  )
})
