import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { CUSTOMER, get, post, sessionCookieFor, STAFF } from './http'
import { databaseUrl } from './platform-tasks'
import { PATIENCE_MS } from '../support/eventually'

/*
 * The staff file desks (issue 22): staff find a user's files by user and size (JavaScript on), change a
 * user's storage limit without JavaScript at phone width and see the user is now over it; a customer is
 * refused both desks, the quota page and its action.
 */

const MB = 1024 * 1024

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

/** A user of this run with three personal files (1, 3 and 6 MB by the catalogue) and one project file. */
async function userWithFiles(email: string): Promise<number> {
  const [user] = await sql<{ id: number }[]>`
    insert into users (email, first_name, last_name) values (${email}, 'Quota', 'Owner') returning id`
  await sql`
    insert into stored_files (owner_id, kind, folder, name, size_bytes, storage_key) values
      (${user.id}, 0, '', 'one.tsv', ${MB}, ${`e2e/${email}/one.tsv`}),
      (${user.id}, 0, '', 'three.fastq', ${3 * MB}, ${`e2e/${email}/three.fastq`}),
      (${user.id}, 0, 'raw', 'six.fastq', ${6 * MB}, ${`e2e/${email}/six.fastq`}),
      (${user.id}, 1, 'E2E-ORDER/B1/dataset', 'table.tsv', ${2 * MB}, ${`e2e/${email}/table.tsv`})`
  return user.id
}

describe('staff file desks', () => {
  it('filter by user and size, and change a storage limit without JavaScript', async () => {
    const email = `files-${Date.now()}@example.com`
    const userId = await userWithFiles(email)

    const staff = await newPage(browser, { javaScriptEnabled: true })
    await logIn(staff.page, STAFF.email, STAFF.password)
    await staff.page.goto('/setting/projects/myfiles')
    await whenHydrated(staff.page, 'form[role="search"] button[type="submit"]')
    await staff.page.fill('input[name="owner"]', email)
    await staff.page.fill('input[name="minMb"]', '2')
    await staff.page.fill('input[name="maxMb"]', '6')
    await staff.page.click('form[role="search"] button[type="submit"]')
    await staff.page.waitForURL(/maxMb=6/)
    // The address changes as the navigation commits; the filtered rows render right after it.
    const names = staff.page.getByTestId('staff-file-name')
    await expect
      .poll(async () => (await names.allTextContents()).sort(), { timeout: PATIENCE_MS })
      .toEqual(['six.fastq', 'three.fastq'])
    await staff.page.goto(`/setting/projects/projectfiles?owner=${encodeURIComponent(email)}`)
    expect(await staff.page.getByTestId('staff-file-name').allTextContents()).toEqual(['table.tsv'])
    await staff.page.getByText('E2E-ORDER', { exact: true }).waitFor()
    await staff.context.close()

    const plain = await newPage(browser, { javaScriptEnabled: false })
    await plain.page.setViewportSize({ width: 390, height: 844 })
    await logIn(plain.page, STAFF.email, STAFF.password)
    await plain.page.goto(`/setting/projects/myfiles/quotas?user=${encodeURIComponent(email)}`)
    const row = plain.page.getByTestId(`quota-form-${email}`)
    await row.locator('input[name="limitMb"]').fill('5')
    await row.locator('button[type="submit"]').click()
    await plain.page.getByTestId('flash').getByText('新的写入将被拒绝').waitFor()
    await plain.page.getByTestId('quota-use').getByText('12.00 / 5 MB').waitFor()
    await plain.page.getByTestId('quota-use').getByText('已超出上限').waitFor()
    expect(await plain.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await plain.context.close()
    const [limit] = await sql<{ storage_limit_mb: number }[]>`select storage_limit_mb from users where id = ${userId}`
    expect(limit.storage_limit_mb).toBe(5)
    const audit = await sql<{ actor_email: string }[]>`
      select actor_email from audit_log where entity_type = 'account' and entity_id = ${String(userId)}`
    expect(audit.map((entry) => entry.actor_email)).toEqual([STAFF.email])

    const customer = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    for (const path of [
      '/setting/projects/myfiles',
      '/setting/projects/projectfiles',
      '/setting/projects/myfiles/quotas',
    ])
      expect((await get(path, customer)).headers.get('location')).toBe('/401')
    const refused = await post(
      '/setting/projects/myfiles/quotas',
      { userId: String(userId), limitMb: '1' },
      { cookie: customer },
    )
    expect(refused.headers.get('location')).toBe('/401')
    const [unchanged] = await sql<
      { storage_limit_mb: number }[]
    >`select storage_limit_mb from users where id = ${userId}`
    expect(unchanged.storage_limit_mb).toBe(5)
  }, 60_000)
})
