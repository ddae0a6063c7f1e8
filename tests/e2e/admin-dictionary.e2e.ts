import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { ADMIN, CUSTOMER } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * The dictionary page (/setting/code) as staff use it, with JavaScript and without: a run status and
 * a tool category renamed show on customer pages on the next request (no restart); a bulk insert
 * reports its refused line; a delete asks first. Every change leaves its audit row. The renamed
 * items get their seeded names back afterwards, since other e2e files read them.
 * Screenshots at 1280 and 390 px, zh and en, go to tests/.artifacts.
 */

const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const BULK_CATEGORY = 'E2eBulkCategory'

let browser: Browser
let sql: postgres.Sql
let startedAt: Date

async function staffPage(javaScriptEnabled: boolean) {
  const opened = await newPage(browser, { javaScriptEnabled })
  await logIn(opened.page, ADMIN.email, ADMIN.password)
  return opened
}

async function auditRows(entityType: string, entityId: number) {
  return sql<
    { action: string; actor_email: string; before: Record<string, unknown>; after: Record<string, unknown> }[]
  >`
    select action, actor_email, before, after from audit_log
    where entity_type = ${entityType} and entity_id = ${String(entityId)} and created_at >= ${startedAt}
    order by id`
}

/** Opens the edit form of the row with `code` (its Edit link) and saves new names. */
async function rename(page: Page, category: string, code: string, name: string, nameEn: string) {
  await page.goto(`/setting/code?category=${category}`)
  const row = page
    .getByTestId('admin-table')
    .locator('tr', { has: page.locator(`td span.font-mono:text-is("${code}")`) })
  const editHref = await row.getByRole('link', { name: /编辑/ }).getAttribute('href')
  await page.goto(editHref!)
  // With JavaScript, the form is used once the page is hydrated.
  await page.waitForLoadState('networkidle')
  await page.locator('input[name="name"]').fill(name)
  await page.locator('input[name="nameEn"]').fill(nameEn)
  await Promise.all([
    page.waitForURL((url) => !url.search.includes('edit=')),
    page.getByRole('button', { name: '保存' }).click(),
  ])
  await page
    .getByTestId('flash')
    .filter({ hasText: `已保存条目 ${code}。` })
    .waitFor()
}

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  ;[{ now: startedAt }] = await sql<{ now: Date }[]>`select now() - interval '1 second' as now`
})

afterAll(async () => {
  await sql`update dictionary_items set name = '错误', name_en = 'Error' where category = 'ToolRunStatus' and code = '400'`
  await sql`update tool_categories set name = '统计分析', name_en = 'Statistics' where code = 'statistics'`
  await sql`delete from dictionary_items where category = ${BULK_CATEGORY}`
  await browser?.close()
  await sql?.end()
})

describe('the dictionary page', () => {
  it('renames a run status that the customer sees at once, in both languages (JavaScript on)', async () => {
    const { context, page } = await staffPage(true)
    await rename(page, 'ToolRunStatus', '400', '运行失败', 'Run failed')
    const [{ id }] = await sql<{ id: number }[]>`
      select id from dictionary_items where category = 'ToolRunStatus' and code = '400'`
    const audit = await auditRows('dictionary-item', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'update',
      actor_email: ADMIN.email,
      before: { code: '400', name: '错误', nameEn: 'Error' },
      after: { code: '400', name: '运行失败', nameEn: 'Run failed' },
    })
    await context.close()

    const customer = await newPage(browser, { javaScriptEnabled: true })
    await logIn(customer.page, CUSTOMER.email, CUSTOMER.password)
    await customer.page.goto('/projects/toolRunRecords')
    const options = customer.page.locator('select[name="status"] option')
    expect(await options.allTextContents()).toContain('运行失败')
    await customer.context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await customer.page.goto('/projects/toolRunRecords')
    expect(await options.allTextContents()).toContain('Run failed')
    await customer.context.close()
  })

  it('bulk inserts lines into a new category and reports the refused one (JavaScript on)', async () => {
    const { context, page } = await staffPage(true)
    await page.goto('/setting/code')
    await page.waitForLoadState('networkidle')
    await page.locator('#new-category').fill(BULK_CATEGORY)
    await Promise.all([page.waitForURL(new RegExp(BULK_CATEGORY)), page.getByRole('button', { name: '打开' }).click()])
    await page.getByText('该分类还没有条目').waitFor()
    await page
      .locator('textarea[name="lines"]')
      .fill('alpha,甲,Alpha,2\nbeta,乙,"Beta, the second",1\nalpha,重复,Again')
    await page.getByRole('button', { name: '插入' }).click()
    const report = page.getByTestId('bulk-report')
    await report.filter({ hasText: '已添加 2 条，拒绝 1 条。' }).waitFor()
    expect(await report.locator('tr[data-outcome="refused"]').textContent()).toContain('该代码已在前面的行中出现。')
    // The table lists the new items ascending by sort, and the category list counts them.
    const codes = page.getByTestId('admin-table').locator('tbody td span.font-mono')
    await expect.poll(() => codes.allTextContents()).toEqual(['beta', 'alpha'])
    const category = page.getByTestId('category-list').locator('a', { hasText: BULK_CATEGORY })
    expect(await category.getByTestId('category-count').textContent()).toBe('2')

    const added = await sql<
      { id: number }[]
    >`select id from dictionary_items where category = ${BULK_CATEGORY} order by sort`
    expect(added).toHaveLength(2)
    for (const { id } of added)
      expect((await auditRows('dictionary-item', id)).map((row) => row.action)).toEqual(['import'])

    // A delete asks first; Cancel keeps the item, Delete removes it.
    const betaRow = page.getByTestId('admin-table').locator('tr', { has: page.locator('td span:text-is("beta")') })
    await Promise.all([page.waitForURL(/confirm=/), betaRow.getByRole('link', { name: /删除/ }).click()])
    const panel = page.getByTestId('confirm-panel')
    await panel.filter({ hasText: 'beta' }).waitFor()
    await Promise.all([
      page.waitForURL((url) => !url.search.includes('confirm=')),
      panel.getByRole('link', { name: '取消' }).click(),
    ])
    expect(await codes.allTextContents()).toEqual(['beta', 'alpha'])
    await Promise.all([page.waitForURL(/confirm=/), betaRow.getByRole('link', { name: /删除/ }).click()])
    await panel.getByRole('button', { name: '删除' }).click()
    await page.getByTestId('flash').filter({ hasText: '已删除条目。' }).waitFor()
    await expect.poll(() => codes.allTextContents()).toEqual(['alpha'])
    const deleted = await auditRows('dictionary-item', added[0].id)
    expect(deleted.map((row) => row.action)).toEqual(['import', 'delete'])
    expect(deleted[1]).toMatchObject({ before: { code: 'beta', nameEn: 'Beta, the second' }, after: null })
    await context.close()
  })

  it('renames a tool category without JavaScript, after refusing an empty name with the typed text kept', async () => {
    const { context, page } = await staffPage(false)
    await page.goto('/setting/code?category=ToolCategory')
    const row = page.getByTestId('admin-table').locator('tr', { has: page.locator('td span:text-is("statistics")') })
    await Promise.all([page.waitForURL(/edit=/), row.getByRole('link', { name: /编辑/ }).click()])
    await page.locator('input[name="name"]').fill('')
    await page.locator('input[name="nameEn"]').fill('Statistical tests')
    // The refused form comes back as a 400 page, which the browser logs.
    expectBrowserError(/status of 400/)
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByText('中文名称不能为空。').waitFor()
    expect(await page.locator('input[name="nameEn"]').inputValue()).toBe('Statistical tests')
    await page.locator('input[name="name"]').fill('统计检验')
    await page.getByRole('button', { name: '保存' }).click()
    await page.getByTestId('flash').filter({ hasText: '已保存条目 statistics。' }).waitFor()

    const [{ id }] = await sql<{ id: number }[]>`select id from tool_categories where code = 'statistics'`
    const audit = await auditRows('tool-category', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { code: 'statistics', name: '统计分析', nameEn: 'Statistics' },
      after: { code: 'statistics', name: '统计检验', nameEn: 'Statistical tests' },
    })

    // The customer's tool catalogue shows the new name on the next request.
    const customer = await newPage(browser, { javaScriptEnabled: false })
    await customer.page.goto('/tools/all')
    await customer.page.getByRole('link', { name: '统计检验' }).first().waitFor()
    await customer.context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    await customer.page.goto('/tools/all')
    await customer.page.getByRole('link', { name: 'Statistical tests' }).first().waitFor()
    await customer.context.close()

    // The run status renamed again without JavaScript.
    await rename(page, 'ToolRunStatus', '400', '运行出错', 'Run error')
    const [{ status }] = await sql<{ status: string }[]>`
      select name_en as status from dictionary_items where category = 'ToolRunStatus' and code = '400'`
    expect(status).toBe('Run error')
    await context.close()
  })

  it('is readable at 1280 and 390 px in both languages, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      for (const language of ['zh', 'en'] as const) {
        const { context, page } = await staffPage(javaScriptEnabled)
        if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto('/setting/code?category=ToolRunStatus&edit=' + (await firstItemId()))
          await page.getByTestId('admin-table').waitFor()
          await page.screenshot({
            path: `tests/.artifacts/setting-code-${width}-${language}-js-${javaScriptEnabled}.png`,
            fullPage: true,
          })
        }
        await context.close()
      }
    }
  })
})

async function firstItemId(): Promise<number> {
  const [{ id }] = await sql<{ id: number }[]>`
    select id from dictionary_items where category = 'ToolRunStatus' order by sort limit 1`
  return id
}
