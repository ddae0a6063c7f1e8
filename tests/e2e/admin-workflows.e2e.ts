import type { Browser, BrowserContext, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { databaseUrl, runWithPlatformModules } from './platform-tasks'

/*
 * Workflow administration as staff use it (issue 19): add a workflow (spec 02 §5 defaults), edit,
 * copy, publish and unpublish with and without a selection, delete after confirming and a refused
 * delete of a workflow with projects, a guide edited in English and seen on a customer's project
 * overview, the example chosen; add and edit again without JavaScript. The audit log holds the rows.
 */

const ADMIN = { email: 'admin@biocloud.example.com', password: 'Admin#2026cloud' }
const CUSTOMER = { email: 'customer@example.com', password: 'Customer#2026' }
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const LIST = '/setting/analysis-management'

let browser: Browser
let sql: postgres.Sql
let fixture: { microbialId: number; customerProject: string; exampleBatch: string; exampleTracking: string }

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  fixture = runWithPlatformModules(
    `
    const { eq } = await import('drizzle-orm')
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { users } = await import('./db/schema/users.ts')
    const { workflows } = await import('./db/schema/workflows.ts')
    const { insertAnalysisProject } = await import('./tests/fixtures/analysis-projects.ts')
    const { SEEDED_WORKFLOWS } = await import('./db/seed/workflows.ts')
    const [customer] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, 'customer@example.com'))
    const [microbial] = await getDb().select({ id: workflows.id, exampleId: workflows.exampleId }).from(workflows).where(eq(workflows.title, SEEDED_WORKFLOWS[0].title))
    const project = await insertAnalysisProject({ customerId: customer.id, workflowId: microbial.id })
    await closeDatabaseConnections()
    console.log(JSON.stringify({ microbialId: microbial.id, customerProject: project.analysisId, exampleBatch: microbial.exampleId }))
    `,
    {},
  )
  const [order] =
    await sql`select o.tracking_number from orders o join analysis_batches b on b.order_id = o.id where b.id = ${fixture.exampleBatch}`
  fixture.exampleTracking = order.tracking_number as string
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
})

async function staffPage(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, { javaScriptEnabled })
  await logIn(opened.page, ADMIN.email, ADMIN.password)
  await opened.context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
  return opened
}

const flash = (page: Page) => page.getByTestId('flash')
const idFromEditUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').at(-2))
const actionsOf = async (id: number) =>
  (
    await sql`select action from audit_log where entity_type = 'workflow' and entity_id = ${String(id)} order by id`
  ).map((row) => row.action as string)

async function addWorkflow(page: Page, title: string): Promise<number> {
  await page.goto(`${LIST}/new`)
  await page.getByLabel('Title (Chinese)').fill(title)
  await Promise.all([page.waitForURL(/\/\d+\/edit$/), page.getByRole('button', { name: 'Save' }).click()])
  await expect(flash(page).textContent()).resolves.toContain('Added successfully.')
  return idFromEditUrl(page)
}

describe('workflow administration with JavaScript', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await staffPage(true))
  })
  afterAll(() => context.close())

  it('adds a workflow with the defaults, edits it and copies it, each with its audit row', async () => {
    await page.goto(`${LIST}/new`)
    expect(await page.getByLabel('New', { exact: true }).isChecked()).toBe(true)
    expect(await page.getByLabel('Active', { exact: true }).isChecked()).toBe(false)
    expect(await page.getByLabel('To release').isChecked()).toBe(false)
    expect(await page.getByLabel('Category').inputValue()).toBe('1')
    expect(await page.getByLabel('Sort (1-10000)').inputValue()).toBe('999')
    await page.getByLabel('Sort (1-10000)').fill('0')
    await page.getByLabel('Title (Chinese)').fill('浏览器新流程')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Sort must be a whole number from 1 to 10000.').waitFor()
    await page.getByLabel('Sort (1-10000)').fill('5')
    await page.getByLabel('Points (0-10000)').fill('120')
    await Promise.all([page.waitForURL(/\/\d+\/edit$/), page.getByRole('button', { name: 'Save' }).click()])
    await expect(flash(page).textContent()).resolves.toContain('Added successfully.')
    const id = idFromEditUrl(page)
    const [row] =
      await sql`select is_new, is_active, is_to_release, category_id, sort, integral_amount from workflows where id = ${id}`
    expect(row).toEqual({
      is_new: true,
      is_active: false,
      is_to_release: false,
      category_id: 1,
      sort: 5,
      integral_amount: 120,
    })

    await page.getByLabel('Title (English, empty shows the Chinese)').fill('Browser workflow')
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Save' }).click(),
    ])
    await flash(page).filter({ hasText: 'Edited successfully.' }).waitFor()

    await page.goto(`${LIST}/${id}/copy`)
    const proposed = Number(await page.getByLabel('New id (newId)').inputValue())
    expect(proposed).toBeGreaterThan(id)
    await page.getByLabel('Title').fill('浏览器副本')
    await Promise.all([
      page.waitForURL(new RegExp(`/${proposed}/edit$`)),
      page.getByRole('button', { name: 'Copy' }).click(),
    ])
    await expect(flash(page).textContent()).resolves.toContain('Copied successfully.')
    expect(await actionsOf(id)).toEqual(['create', 'update'])
    expect(await actionsOf(proposed)).toEqual(['copy'])
  })

  it('publishes and unpublishes only a selection, and says so when nothing is selected', async () => {
    const id = await addWorkflow(page, '发布测试流程')
    await page.goto(`${LIST}?q=${encodeURIComponent('发布测试流程')}`)
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await flash(page).filter({ hasText: 'Operate Failed! Select at least one workflow first.' }).waitFor()
    await page.getByLabel(`Select row ${id}`).check()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await flash(page).filter({ hasText: 'Published successfully.' }).waitFor()
    expect((await sql`select is_publish from workflows where id = ${id}`)[0].is_publish).toBe(true)
    await page.getByLabel(`Select row ${id}`).check()
    await page.getByRole('button', { name: 'Unpublish' }).click()
    await flash(page).filter({ hasText: 'Unpublished successfully.' }).waitFor()
    expect((await sql`select is_publish from workflows where id = ${id}`)[0].is_publish).toBe(false)
    expect(await actionsOf(id)).toEqual(['create', 'publish', 'unpublish'])
  })

  it('deletes after confirming, and refuses to delete a workflow that has projects', async () => {
    const id = await addWorkflow(page, '删除测试流程')
    await page.goto(`${LIST}?q=${encodeURIComponent('删除测试流程')}`)
    await page.getByRole('link', { name: 'Delete' }).click()
    const panel = page.getByTestId('confirm-panel')
    await panel.getByRole('link', { name: 'Cancel' }).click()
    await panel.waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Delete' }).click()
    await panel.getByRole('button', { name: 'Delete' }).click()
    await flash(page).filter({ hasText: 'Deleted successfully.' }).waitFor()
    expect(await sql`select id from workflows where id = ${id}`).toHaveLength(0)
    expect(await actionsOf(id)).toEqual(['create', 'delete'])

    await page.goto(`${LIST}?confirm=${fixture.microbialId}`)
    await page.getByTestId('confirm-panel').getByRole('button', { name: 'Delete' }).click()
    await flash(page)
      .filter({ hasText: /Delete Failed! The workflow has \d+ projects/ })
      .waitFor()
    expect(await sql`select id from workflows where id = ${fixture.microbialId}`).toHaveLength(1)
  })

  it('edits a guide in English that a customer reads on the project overview, and sets the example', async () => {
    await page.goto(`${LIST}/${fixture.microbialId}/guides`)
    await page.getByLabel('Title (English)').first().fill('Reading the composition chart (edited)')
    await page.getByRole('button', { name: 'Save guides' }).click()
    await flash(page).filter({ hasText: 'Saved successfully.' }).waitFor()
    expect(
      (
        await sql`select count(*)::int as n from audit_log where entity_type = 'project-guides' and entity_id = ${String(fixture.microbialId)}`
      )[0].n,
    ).toBe(1)

    const customer = await newPage(browser, { javaScriptEnabled: false })
    await logIn(customer.page, CUSTOMER.email, CUSTOMER.password)
    await customer.context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await customer.page.goto(`/analysis-project/${fixture.customerProject}`)
    await customer.page.getByText('Reading the composition chart (edited)').waitFor()
    await customer.context.close()

    const id = await addWorkflow(page, '示例测试流程')
    await page.goto(`${LIST}/${id}/example`)
    await page.getByText('No example: Get samples is unavailable for this workflow.').waitFor()
    await page.getByRole('searchbox').fill(fixture.exampleTracking)
    await page.getByRole('button', { name: 'Search' }).click()
    // Other files' demos of the example are orders and batches whose numbers extend the example's.
    await page.getByTestId('example-projects').getByText(fixture.exampleTracking, { exact: true }).click()
    await page.getByRole('button', { name: `Use as example ${fixture.exampleBatch}`, exact: true }).click()
    await flash(page).filter({ hasText: 'Saved successfully.' }).waitFor()
    await page.getByTestId('current-example').getByText(fixture.exampleBatch).waitFor()
    expect((await sql`select example_id from workflows where id = ${id}`)[0].example_id).toBe(fixture.exampleBatch)
  })
})

describe('workflow administration without JavaScript', () => {
  it('adds (re-rendering the message and what was typed) and edits', async () => {
    const { context, page } = await staffPage(false)
    await page.goto(`${LIST}/new`)
    await page.getByLabel('Title (Chinese)').fill('无脚本流程')
    await page.getByLabel('Points (0-10000)').fill('10001')
    // Without JavaScript the server answers the refused form with its 400 and the messages.
    expectBrowserError(/status of 400/)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Points must be a whole number from 0 to 10000.').waitFor()
    await page.getByText('Add Failed!').waitFor()
    expect(await page.getByLabel('Title (Chinese)').inputValue()).toBe('无脚本流程')
    await page.getByLabel('Points (0-10000)').fill('10000')
    await Promise.all([page.waitForURL(/\/\d+\/edit$/), page.getByRole('button', { name: 'Save' }).click()])
    await expect(flash(page).textContent()).resolves.toContain('Added successfully.')
    const id = idFromEditUrl(page)
    await page.getByLabel('Active', { exact: true }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await flash(page).filter({ hasText: 'Edited successfully.' }).waitFor()
    expect((await sql`select is_active, integral_amount from workflows where id = ${id}`)[0]).toEqual({
      is_active: true,
      integral_amount: 10000,
    })
    const [change] =
      await sql`select before, after from audit_log where entity_type = 'workflow' and entity_id = ${String(id)} and action = 'update'`
    expect(change.before).toMatchObject({ isActive: false })
    expect(change.after).toMatchObject({ isActive: true })
    await context.close()
  })
})
