import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import writeXlsxFile from 'write-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { ADMIN } from './http'
import { databaseUrl } from './platform-tasks'
import { PATIENCE_MS } from '../support/eventually'

/*
 * Multi-language management as staff use it (issue 19): a translation of the home page's heading
 * changed in Chinese and English shows on the customer's page at once (no restart: the platform
 * reloads on the database's notification), with JavaScript and without; a bulk upload of an XLSX
 * and of a CSV with refused rows, and its report; a workflow introduction edited as rich text,
 * previewed (sanitised) and shown on its page. Every change leaves its audit row. Screenshots of
 * the page at 1280 and 390 px go to tests/.artifacts.
 */

const PATH = '/setting/multi-language-management'
const HOME_TITLE_ZH = '微生物组与多组学云分析平台'

let browser: Browser
let sql: postgres.Sql
let introduction: { workflowId: number; contentId: number; zh: string; en: string }

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  const [row] = await sql<{ workflow_id: number; content_id: number; zh: string; en: string }[]>`
    select w.id as workflow_id, r.id as content_id, r.zh, r.en from workflows w join language_resources r on r.id = w.introduction_content_id
    where w.is_active and w.is_publish and r.zh like '%<section data-tab="product">%' order by w.id limit 1`
  introduction = { workflowId: row.workflow_id, contentId: row.content_id, zh: row.zh, en: row.en }
})

afterAll(async () => {
  // Later files see the seeded texts again.
  await sql`delete from language_resources where kind = 0 and (resource_key = 'home.title' or resource_key like 'e2eLanguages.%')`
  await sql`update language_resources set zh = ${introduction.zh}, en = ${introduction.en} where id = ${introduction.contentId}`
  await browser.close()
  await sql.end()
})

async function auditRows(key: string) {
  return sql<
    { action: string; before: { zh?: string; en?: string } | null; after: { zh?: string; en?: string } | null }[]
  >`
    select a.action, a.before, a.after from audit_log a
    where a.entity_type = 'language-resource' and (a.after->>'resourceKey' = ${key} or a.before->>'resourceKey' = ${key})
    order by a.id`
}

/** The customer's home page heading, read afresh (a new visit, nothing cached), in a language. */
async function homeHeading(language: 'zh' | 'en'): Promise<string> {
  const { context, page } = await newPage(browser, { javaScriptEnabled: false })
  await page.goto('/')
  if (language === 'en') await Promise.all([page.waitForURL('**/'), page.click('button[name="language"][value="en"]')])
  const heading = (await page.locator('h1').first().textContent()) ?? ''
  await context.close()
  return heading.trim()
}

async function editString(page: Page, key: string, zh: string, en: string) {
  await page.goto(`${PATH}?q=${encodeURIComponent(key)}`)
  await page.getByRole('link', { name: key, exact: true }).click()
  await page.waitForURL((url) => url.searchParams.get('edit') === key)
  await page.fill('textarea[name="zh"]', zh)
  await page.fill('textarea[name="en"]', en)
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('q') === key && !url.searchParams.has('edit')),
    page.click('button[name="intent"][value="saveString"]'),
  ])
  await page.getByText(`${key} 的文字已保存`).waitFor()
}

describe('multi-language management with JavaScript', () => {
  it('changes a customer page heading in Chinese and English without a restart, and audits it', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await logIn(page, ADMIN.email, ADMIN.password)
    expect(await homeHeading('zh')).toBe(HOME_TITLE_ZH)

    // Any bundled key can be found by its text, though no row exists yet; the key shows the pages using it.
    await page.goto(`${PATH}?q=${encodeURIComponent('多组学云分析')}`)
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'home.title', exact: true }) })
    await expect(row.textContent()).resolves.toContain('内置')
    await expect(row.locator('li').first().textContent()).resolves.toBe('/')

    await editString(page, 'home.title', '微生物组云平台（已校对）', 'Microbiome cloud (proofread)')
    await expect.poll(() => homeHeading('zh'), { timeout: PATIENCE_MS }).toBe('微生物组云平台（已校对）')
    await expect.poll(() => homeHeading('en'), { timeout: PATIENCE_MS }).toBe('Microbiome cloud (proofread)')
    const [created] = await auditRows('home.title')
    expect(created).toMatchObject({ action: 'create', before: null, after: { en: 'Microbiome cloud (proofread)' } })

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${PATH}?edit=home.title`)
      await page.screenshot({ path: `tests/.artifacts/admin-languages-strings-${width}.png`, fullPage: true })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await context.close()
    // Ten page loads and two screenshots: more than the default minute on a loaded two-core machine.
  }, 120_000)

  it('uploads an XLSX and a CSV with refused rows and reports every row', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.goto(PATH)
    const xlsx = await writeXlsxFile([
      [{ value: 'key' }, { value: 'zh' }, { value: 'en' }, { value: 'hostId' }],
      [{ value: 'e2eLanguages.first' }, { value: '第一' }, { value: 'First' }, { value: 'wf-1' }],
      [{ value: 'e2eLanguages.second' }, { value: '第二' }, { value: 'Second' }, null],
    ]).toBuffer()
    await page.setInputFiles('input[name="file"]', {
      name: 'strings.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(xlsx),
    })
    await page.click('button[name="intent"][value="upload"]')
    const report = page.getByTestId('upload-report')
    await expect(report.getByRole('status').textContent()).resolves.toBe(
      'strings.xlsx：新增 2，修改 0，未变 0，拒绝 0。',
    )

    const csv = ['key,zh,en', 'e2eLanguages.first,第一,First (edited)', ',空,no key', 'nav,导航,Navigation'].join('\n')
    await page.setInputFiles('input[name="file"]', {
      name: 'strings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await page.click('button[name="intent"][value="upload"]')
    await expect
      .poll(() => report.getByRole('status').textContent())
      .toBe('strings.csv：新增 0，修改 1，未变 0，拒绝 2。')
    const lines = await report.locator('tbody tr').allTextContents()
    expect(lines).toEqual(['2e2eLanguages.first已修改', '3已拒绝: 键为空', '4nav已拒绝: 该键是一组文字，不是单条文字'])
    expect((await auditRows('e2eLanguages.first')).map((entry) => entry.action)).toEqual(['import', 'import'])
    expect(await auditRows('e2eLanguages.second')).toHaveLength(1)
    expect(await auditRows('nav')).toHaveLength(0)
    await page.screenshot({ path: 'tests/.artifacts/admin-languages-upload-1280.png', fullPage: true })
    await context.close()
  })

  it('edits a workflow introduction as rich text, previews it sanitised, and shows it on its page', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.goto(`${PATH}?tab=richTexts&edit=${introduction.contentId}`)
    await page.getByRole('button', { name: 'HTML 源码' }).first().click()
    const edited = introduction.zh.replace(
      '<section data-tab="product">',
      '<section data-tab="product"><p>校对后的介绍段落<script>alert(1)</script></p>',
    )
    await page.fill('textarea[name="zh"]', edited)
    await page.click('button[name="intent"][value="previewRichText"]')
    const preview = page.getByTestId('rich-text-preview')
    await preview.getByText('校对后的介绍段落').waitFor()
    expect(await preview.innerHTML()).not.toContain('<script')
    await page.screenshot({ path: 'tests/.artifacts/admin-languages-rich-text-1280.png', fullPage: true })
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get('edit') === String(introduction.contentId) && !!url.search),
      page.click('button[name="intent"][value="saveRichText"]'),
    ])
    await page.getByText('富文本已保存').waitFor()
    await page.goto(`/analysis-introduction/${introduction.workflowId}`)
    await page.getByText('校对后的介绍段落').first().waitFor()
    const [change] = await sql<{ action: string; after: { zh: string } }[]>`
      select action, after from audit_log where entity_type = 'language-resource' and entity_id = ${String(introduction.contentId)}
      order by id desc limit 1`
    expect(change.action).toBe('update')
    expect(change.after.zh).toContain('<p>校对后的介绍段落</p>')
    await context.close()
  })
})

describe('multi-language management without JavaScript', () => {
  it('edits the string again, then restores the built-in text after confirming', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, ADMIN.email, ADMIN.password)
    await editString(page, 'home.title', '微生物组云平台（无脚本）', 'Microbiome cloud (no script)')
    expect(await homeHeading('zh')).toBe('微生物组云平台（无脚本）')
    expect(await homeHeading('en')).toBe('Microbiome cloud (no script)')

    // A key that is a group of texts is refused with the message, keeping what was typed.
    await page.goto(`${PATH}?new=1`)
    expectBrowserError(/status of 400/)
    await page.fill('input[name="key"]', 'home')
    await page.fill('textarea[name="en"]', 'typed text')
    await page.click('button[name="intent"][value="saveString"]')
    await page.getByText('该键是一组文字，不是单条文字。').waitFor()
    await expect(page.inputValue('textarea[name="en"]')).resolves.toBe('typed text')

    await page.goto(`${PATH}?q=home.title`)
    await page.getByRole('link', { name: '恢复内置文字' }).click()
    await page.getByTestId('confirm-panel').waitFor()
    await Promise.all([page.waitForURL(`**${PATH}`), page.click('button[name="intent"][value="deleteString"]')])
    await page.getByText('修改已删除').waitFor()
    expect(await homeHeading('zh')).toBe(HOME_TITLE_ZH)
    expect((await auditRows('home.title')).map((entry) => entry.action)).toEqual(['create', 'update', 'delete'])
    await page.screenshot({ path: 'tests/.artifacts/admin-languages-nojs-1280.png', fullPage: true })
    await context.close()
    // Eight page loads without JavaScript: more than the default minute on a loaded two-core machine.
  }, 120_000)
})
