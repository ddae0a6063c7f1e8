import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { ADMIN, CUSTOMER } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * Tool management as staff use it, with JavaScript and without (issue 19, "Verified"): create a tool
 * on a registered executor with one data file and a minimum-column rule (first under a name already
 * taken, which is refused by the field with everything typed kept), publish it from the list (and
 * see publishing it twice refused), run it as a customer with a file that breaks the rule and read
 * the rule's message, unpublish it and copy it from the list; every change has its audit row.
 */

/** A 1×1 PNG, as an image editor writes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const EXAMPLE = 'group\tvalue\nA\t1\nB\t2\n'

let browser: Browser
let sql: postgres.Sql
const ARTIFACTS = 'tests/.artifacts'

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await sql?.end()
})

async function screenshot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${ARTIFACTS}/admin-tools-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe('tool management', () => {
  it.each([true, false])(
    'creates, publishes, runs, unpublishes and copies a tool (JavaScript %s)',
    async (javaScriptEnabled) => {
      const title = `E2E 列数检查 ${javaScriptEnabled ? 'JS' : 'HTML'}`
      // Refusals answer 400 (the taken name, publishing twice), which Chromium reports.
      expectBrowserError(/status of 400/)
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, ADMIN.email, ADMIN.password)

      await page.goto('/setting/tool/create')
      await whenHydrated(page, 'form[data-testid="tool-editor"]', javaScriptEnabled)
      await page.fill('input[name="title"]', '分组/堆叠柱状图')
      await page.fill('textarea[name="description"]', '检查列数的测试工具')
      await page.selectOption('select[name="scriptClassName"]', 'BarChart')
      await page.fill('input[name="script"]', 'BarChart')
      await page.click('button[value="addDataFile"]')
      await page.locator('input[name="dataFiles[0].label"]').waitFor()
      await page.fill('input[name="dataFiles[0].label"]', '数据表')
      await page.fill('input[name="dataFiles[0].key"]', 'table')
      await page.selectOption('select[name="dataFiles[0].newRuleKind"]', 'minColumns')
      await page.click('button[value="addRule:0"]')
      await page.locator('input[name="dataFiles[0].rules[0].minColumns"]').waitFor()
      await page.fill('input[name="dataFiles[0].rules[0].minColumns"]', '4')
      if (javaScriptEnabled) await screenshot(page, 'editor')
      await page.click('button[value="save"]')

      await page.getByText('工具名称已存在。').waitFor()
      await expect(page.inputValue('textarea[name="description"]')).resolves.toBe('检查列数的测试工具')
      await expect(page.inputValue('input[name="dataFiles[0].rules[0].minColumns"]')).resolves.toBe('4')
      await whenHydrated(page, 'form[data-testid="tool-editor"]', javaScriptEnabled)

      // Check input setting: a sample file against the rules as typed, nothing saved, all kept.
      await page.setInputFiles('input[name="file:sample-0"]', {
        name: 'narrow.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from('sample\tvalue\nA\t1\nB\t2\n'),
      })
      await page.click('button[value="check:0"]')
      await page
        .getByTestId('input-check-report')
        .getByText('narrow.tsv：列数少于要求——第 1 行只有 2 列，至少需要 4 列。')
        .waitFor()
      if (javaScriptEnabled) await screenshot(page, 'check-input')
      await expect(page.inputValue('input[name="title"]')).resolves.toBe('分组/堆叠柱状图')
      await expect(page.inputValue('textarea[name="description"]')).resolves.toBe('检查列数的测试工具')
      await whenHydrated(page, 'form[data-testid="tool-editor"]', javaScriptEnabled)
      await page.fill('input[name="title"]', title)
      await Promise.all([page.waitForURL(/\/setting\/tool\/edit\/\d+$/), page.click('button[value="save"]')])
      const toolId = Number(new URL(page.url()).pathname.split('/').pop())
      await expect(page.inputValue('input[name="title"]')).resolves.toBe(title)

      // Publish from the list; publishing it again is refused with the spec's message.
      const listUrl = `/setting/tool?q=${encodeURIComponent(title)}`
      const bulk = async (intent: 'publish' | 'unpublish') => {
        await page.goto(listUrl)
        await whenHydrated(page, 'form#tool-bulk', javaScriptEnabled)
        await page.check(`input[name="ids"][value="${toolId}"]`)
        await page.click(`button[value="${intent}"]`)
      }
      await bulk('publish')
      await expect.poll(() => page.getByTestId('publish-status').first().textContent()).toBe('已发布')
      if (javaScriptEnabled) await screenshot(page, 'list')
      await bulk('publish')
      await page.getByText('所选工具中包含已发布的工具。').waitFor()

      // A customer runs it with a table of two columns and reads the rule's message.
      const customer = await newPage(browser, { javaScriptEnabled })
      await logIn(customer.page, CUSTOMER.email, CUSTOMER.password)
      await customer.page.goto(`/tool/${toolId}`)
      await whenHydrated(customer.page, 'form[enctype="multipart/form-data"]', javaScriptEnabled)
      await customer.page.setInputFiles('input[name="file:table"]', {
        name: 'narrow.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from('sample\tvalue\nA\t1\nB\t2\n'),
      })
      await customer.page.click('button:has-text("提交运行")')
      await customer.page.getByText('narrow.tsv：列数少于要求——第 1 行只有 2 列，至少需要 4 列。').waitFor()
      await customer.context.close()

      await bulk('unpublish')
      await expect.poll(() => page.getByTestId('publish-status').first().textContent()).toBe('未发布')

      // Copy from the list: the editor offers a free name; saving makes a new tool.
      await page.goto(listUrl)
      await Promise.all([
        page.waitForURL(`**/setting/tool/copy/${toolId}`),
        page.getByRole('link', { name: '复制' }).click(),
      ])
      await expect(page.inputValue('input[name="title"]')).resolves.toBe(`${title} (copy)`)
      await whenHydrated(page, 'form[data-testid="tool-editor"]', javaScriptEnabled)
      await Promise.all([page.waitForURL(/\/setting\/tool\/edit\/\d+$/), page.click('button[value="save"]')])
      const copyId = Number(new URL(page.url()).pathname.split('/').pop())
      expect(copyId).not.toBe(toolId)
      await context.close()

      const changes = await sql<{ entity_id: string; action: string; before: unknown; after: unknown }[]>`
      select entity_id, action, before, after from audit_log
      where entity_type = 'tool' and entity_id in (${String(toolId)}, ${String(copyId)}) order by id`
      expect(changes.map((change) => [Number(change.entity_id), change.action])).toEqual([
        [toolId, 'create'],
        [toolId, 'publish'],
        [toolId, 'unpublish'],
        [copyId, 'copy'],
      ])
      expect(changes[1]).toMatchObject({ before: { publishStatus: 0 }, after: { publishStatus: 1 } })
      expect(changes[0].after).toMatchObject({
        title,
        scriptClassName: 'BarChart',
        dataFileSettings: [{ key: 'table', rules: [{ kind: 'minColumns', rows: '[1:]', minColumns: 4 }] }],
      })
    },
  )

  it('gives a copy its own cover, example and demo input from uploads, without JavaScript', async () => {
    // The invalid demo parameters answer 400, which Chromium reports.
    expectBrowserError(/status of 400/)
    const [barChart] = await sql<{ id: number; data_key: string }[]>`
      select t.id, t.data_file_settings->0->>'key' as data_key from seeded_content s join tools t on t.id = s.row_id
      where s.kind = 'tool' and s.seed_key = 'BarChart'`
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.goto(`/setting/tool/copy/${barChart.id}`)
    const title = `E2E 封面 ${Date.now()}`
    await page.fill('input[name="title"]', title)
    await page.setInputFiles('input[name="file:cover"]', { name: 'cover.png', mimeType: 'image/png', buffer: PNG })
    await page.setInputFiles('input[name="file:example-0"]', {
      name: 'my-example.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(EXAMPLE),
    })
    await page.fill('textarea[name="demoParams"]', '{"unclosed": ')
    await page.click('button[value="save"]')
    await page.getByText('示例参数必须是 JSON 对象，值为文本、数字、布尔值或它们的列表').waitFor()
    // Files are not kept by a refused save (a browser cannot refill a file input): choose them again.
    await page.fill('textarea[name="demoParams"]', '')
    await page.setInputFiles('input[name="file:cover"]', { name: 'cover.png', mimeType: 'image/png', buffer: PNG })
    await page.setInputFiles('input[name="file:example-0"]', {
      name: 'my-example.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(EXAMPLE),
    })
    await page.setInputFiles('input[name="file:demo-0"]', {
      name: 'my-demo.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(EXAMPLE),
    })
    await Promise.all([page.waitForURL(/\/setting\/tool\/edit\/\d+$/), page.click('button[value="save"]')])
    const copyId = Number(new URL(page.url()).pathname.split('/').pop())
    await expect(page.getByTestId('example-file').textContent()).resolves.toContain('my-example.tsv')
    await expect(page.getByTestId('demo-file').textContent()).resolves.toContain('my-demo.tsv')

    const cover = await page.request.get(`/resources/tool-cover/${copyId}`)
    expect(cover.headers()['content-type']).toBe('image/png')
    expect(Buffer.from(await cover.body()).equals(PNG)).toBe(true)
    const example = await page.request.get(`/resources/tool-example-file/${copyId}/${barChart.data_key}`)
    await expect(example.text()).resolves.toBe(EXAMPLE)
    const demo = await page.request.get(`/resources/tool-example-file/${copyId}/${barChart.data_key}?demo=1`)
    await expect(demo.text()).resolves.toBe(EXAMPLE)

    // Removing the uploaded cover brings the generated art back.
    await page.check('input[name="removeCover"]')
    await Promise.all([page.waitForURL(`**/setting/tool/edit/${copyId}`), page.click('button[value="save"]')])
    const art = await page.request.get(`/resources/tool-cover/${copyId}`)
    expect(art.headers()['content-type']).toContain('image/svg+xml')
    const [row] = await sql<{ cover: string | null }[]>`select cover from tools where id = ${copyId}`
    expect(row.cover).toBeNull()
    await context.close()
  })
})
