import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_TOOLS } from '../../db/seed/tools/index'
import { toolDemoFolder } from '../../tools/index'
import type { DataFileRule } from '../../core/tools'
import { expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { CUSTOMER } from './http'

/*
 * The customer's path through a tool, with JavaScript and without: browse the catalogue, open a
 * chart tool, load its demo and run it, see a 1001 and a 1002 failure named precisely, and keep
 * parameter sets. The tool is the first chart tool (by sort) whose table has a numeric value rule
 * and whose form has a bounded number, so the test follows the seed rather than fixing a title.
 */
const chartTool = [...SEEDED_TOOLS]
  .filter((tool) => tool.category === 'chart')
  .sort((a, b) => a.sort - b.sort)
  .find(
    (tool) =>
      tool.form.some((field) => field.type === 'number' && field.max !== undefined) &&
      tool.dataFiles.some((setting) => setting.rules.some(isNumericRule)),
  )
if (!chartTool) throw new Error('no seeded chart tool with a numeric rule and a bounded number field')
const boundedField = chartTool.form.find((field) => field.type === 'number' && field.max !== undefined)!
const tableSetting = chartTool.dataFiles.find((setting) => setting.rules.some(isNumericRule))!
const numericRule = tableSetting.rules.find(isNumericRule)!
const demoFileName = chartTool.demo.files[tableSetting.key]
const demoText = fs.readFileSync(path.join(toolDemoFolder(chartTool.scriptClassName), demoFileName), 'utf8')

function isNumericRule(rule: DataFileRule): rule is Extract<DataFileRule, { kind: 'valueType' }> {
  return rule.kind === 'valueType' && rule.valueType === 'number'
}

/** The first row and column a rule checks: a slice's start, 1 when it has none. */
const sliceStart = (slice: string) => Number(/^\[?\s*(\d+)/.exec(slice)?.[1] ?? 1)

/** The demo table with its first checked cell replaced by text: the file a careless user uploads. */
function demoWithTextCell(): { text: string; row: number; column: number } {
  const row = sliceStart(numericRule.rows)
  const column = sliceStart(numericRule.columns)
  const lines = demoText.split('\n')
  const cells = lines[row - 1].split('\t')
  cells[column - 1] = 'abc'
  lines[row - 1] = cells.join('\t')
  return { text: lines.join('\n'), row, column }
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

const TOOL_FORM = 'form[enctype="multipart/form-data"]'

async function openChartTool(page: Page): Promise<string> {
  await page.goto(`/tools/all?q=${encodeURIComponent(chartTool!.title)}`)
  await Promise.all([
    page.waitForURL(/\/tool\/\d+$/),
    page.getByTestId('tool-card').filter({ hasText: chartTool!.title }).first().click(),
  ])
  // With JavaScript the URL changes before the new page has rendered.
  await page.locator('h1', { hasText: chartTool!.title }).waitFor()
  return new URL(page.url()).pathname
}

async function submitAndWait(page: Page, button: string) {
  await Promise.all([
    page.waitForLoadState('load'),
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.click(button),
  ])
}

describe.each([false, true])('the tool pages with JavaScript %s', (javaScriptEnabled) => {
  it('browse the catalogue by category and keyword', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await page.goto('/tools')
    expect(new URL(page.url()).pathname).toBe('/tools/all')
    const allCount = await page.getByTestId('tool-card').count()
    expect(allCount).toBeGreaterThan(0)

    const expectedSequenceTitles = SEEDED_TOOLS.filter((tool) => tool.category === 'sequence')
      .sort((a, b) => a.sort - b.sort)
      .map((tool) => tool.title)
    const categories = page.getByRole('navigation', { name: '分类' })
    await Promise.all([
      page.waitForURL(/category=sequence/),
      categories.getByRole('link', { name: /序列工具/ }).click(),
    ])
    // With JavaScript the URL changes before the new list has rendered.
    await page
      .getByTestId('result-count')
      .filter({ hasText: `共 ${expectedSequenceTitles.length} 个工具` })
      .waitFor()
    const sequenceTitles = await page.getByTestId('tool-card').locator('h3').allTextContents()
    expect(sequenceTitles.map((title) => title.trim())).toEqual(expectedSequenceTitles.slice(0, sequenceTitles.length))
    await expect(categories.locator('a[aria-current="page"]').textContent()).resolves.toContain('序列工具')

    await page.fill('input[name="q"]', chartTool!.title)
    await Promise.all([page.waitForURL(/q=/), page.click('form[role="search"] button[type="submit"]')])
    // The search keeps the category: a chart tool is not among the sequence tools.
    await page.getByTestId('result-count').filter({ hasText: '共 0 个工具' }).waitFor()
    await expect(page.getByTestId('tool-card').count()).resolves.toBe(0)
    await Promise.all([
      page.waitForURL((url) => !url.searchParams.has('category')),
      page.getByRole('link', { name: /全部工具/ }).click(),
    ])
    await page.getByTestId('tool-card').filter({ hasText: chartTool!.title }).waitFor()
    await expect(page.getByTestId('tool-card').filter({ hasText: chartTool!.title }).count()).resolves.toBe(1)
    await context.close()
  })

  it('let an anonymous visitor look and send them to log in, and back, to run', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    const toolPath = await openChartTool(page)
    await expect(page.getByTestId('login-to-run').isVisible()).resolves.toBe(true)
    const exampleHref = await page
      .locator(`[data-slot="${tableSetting.key}"] a:has-text("下载示例文件")`)
      .getAttribute('href')
    const example = await page.request.get(exampleHref!)
    expect(example.headers()['content-disposition']).toContain(encodeURIComponent(tableSetting.exampleFile!))
    expect((await example.body()).toString('utf8')).toBe(
      fs.readFileSync(path.join(toolDemoFolder(chartTool!.scriptClassName), tableSetting.exampleFile!), 'utf8'),
    )
    await Promise.all([page.waitForURL(/\/login/), page.getByTestId('login-to-run').getByRole('link').click()])
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(toolPath)
    await page.fill('input[name="email"]', CUSTOMER.email)
    await page.fill('input[name="password"]', CUSTOMER.password)
    await Promise.all([page.waitForURL(`**${toolPath}`), page.click('button:has-text("登录") >> nth=-1')])
    await expect(page.getByTestId('login-to-run').count()).resolves.toBe(0)
    await context.close()
  })

  it('load the demo, show its header in the column pickers, and run it to the task page', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    const toolPath = await openChartTool(page)
    await expect(page.locator('[data-column-picker]').first().getAttribute('data-column-picker')).resolves.toBe('text')
    await Promise.all([page.waitForURL(/demo=1/), page.click('a:has-text("加载示例")')])
    await expect(page.getByTestId(`demo-file-${tableSetting.key}`).textContent()).resolves.toContain(demoFileName)
    const demoHeader = demoText
      .split('\n')[0]
      .split('\t')
      .map((cell) => cell.trim())
    const pickerOptions = await page
      .locator('[data-column-picker] input[type="checkbox"], [data-column-picker] option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value).filter(Boolean))
    expect(pickerOptions.some((name) => demoHeader.includes(name))).toBe(true)
    await Promise.all([page.waitForURL(/\/task\/\d+$/), page.click('button:has-text("提交运行")')])
    expect(new URL(page.url()).pathname).toMatch(/^\/task\/\d+$/)
    await page.goto(toolPath)
    await context.close()
  })

  it('show a 1001 error next to an out-of-range number, keeping the other inputs', async () => {
    // Without JavaScript the server refuses the form with 400; with it, the browser does before sending.
    if (!javaScriptEnabled) expectBrowserError(/status of 400 .*\/tool\//)
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    const toolPath = await openChartTool(page)
    await page.goto(`${toolPath}?demo=1`)
    await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
    const tooLarge = String(boundedField.max! + 1000)
    await page.fill(`[name="${boundedField.key}"]`, tooLarge)
    if (javaScriptEnabled) {
      // The browser checks with the same schema before anything is sent.
      await page.click('button:has-text("提交运行")')
    } else {
      await submitAndWait(page, 'button:has-text("提交运行")')
    }
    const fieldBox = page.locator(`[data-field="${boundedField.key}"]`)
    await fieldBox.getByRole('alert').waitFor()
    await expect(fieldBox.getByRole('alert').textContent()).resolves.toContain(
      `“${boundedField.label}”不能大于 ${boundedField.max}。`,
    )
    expect(new URL(page.url()).pathname).toBe(toolPath)
    await expect(page.inputValue(`[name="${boundedField.key}"]`)).resolves.toBe(tooLarge)
    // The demo file is still the input, so nothing needs choosing again.
    await expect(page.getByTestId(`demo-file-${tableSetting.key}`).count()).resolves.toBe(1)
    await context.close()
  })

  it('show a 1002 error naming the row and column of a non-numeric cell', async () => {
    // Only the server reads the file: it refuses the form with 400.
    expectBrowserError(/status of 400 .*\/tool\//)
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    const toolPath = await openChartTool(page)
    await page.goto(`${toolPath}?demo=1`)
    await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
    const bad = demoWithTextCell()
    await page.setInputFiles(`input[name="file:${tableSetting.key}"]`, {
      name: 'my-table.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.from(bad.text),
    })
    await submitAndWait(page, 'button:has-text("提交运行")')
    const slot = page.locator(`[data-slot="${tableSetting.key}"]`)
    await slot.getByRole('alert').waitFor()
    const message = await slot.getByRole('alert').textContent()
    expect(message).toContain(`my-table.tsv：行/列的值不是要求的类型——第 ${bad.row} 行第 ${bad.column} 列`)
    expect(message).toContain('“abc”不是数值')
    await expect(page.getByTestId('form-error-summary').textContent()).resolves.toContain('1002')
    // Without JavaScript the browser forgets the chosen file, and the page says so.
    await expect(slot.getByText('请重新选择').count()).resolves.toBe(javaScriptEnabled ? 0 : 1)
    await context.close()
  })

  it('save, load and delete a named parameter set', async () => {
    // Without JavaScript the server refuses the too-long name with 400; with it, the browser does before sending.
    if (!javaScriptEnabled) expectBrowserError(/status of 400 .*\/tool\//)
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    const toolPath = await openChartTool(page)
    await page.goto(`${toolPath}?demo=1`)
    await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
    const panel = page.getByTestId('saved-parameters')

    await page.fill('input[name="_recordName"]', '这个名字一共有二十一个字符长度超过了上限啊')
    await (javaScriptEnabled
      ? panel.locator('button:has-text("保存当前参数")').click()
      : submitAndWait(page, 'button:has-text("保存当前参数")'))
    await panel.getByRole('alert').waitFor()
    await expect(panel.getByRole('alert').textContent()).resolves.toContain('参数记录名称最多 20 个字符。')

    const name = javaScriptEnabled ? '演示参数 JS' : '演示参数'
    const value = String(boundedField.min ?? 0)
    await page.fill(`[name="${boundedField.key}"]`, value)
    await page.fill('input[name="_recordName"]', name)
    await Promise.all([page.waitForURL(/saved=\d+/), panel.locator('button:has-text("保存当前参数")').click()])
    await expect(page.getByTestId('flash').textContent()).resolves.toBe(`参数已保存为“${name}”。`)

    await page.goto(toolPath)
    await expect(page.inputValue(`[name="${boundedField.key}"]`)).resolves.not.toBe(value)
    const savedSet = panel.getByTestId('saved-set').filter({ hasText: name })
    await Promise.all([page.waitForURL(/saved=\d+/), savedSet.getByRole('link', { name: '载入' }).click()])
    await page
      .getByTestId('tool-notice')
      .filter({ hasText: `已载入参数记录“${name}”。` })
      .waitFor()
    await expect(page.inputValue(`[name="${boundedField.key}"]`)).resolves.toBe(value)

    await Promise.all([
      page.waitForURL((url) => !url.searchParams.has('saved')),
      savedSet.getByRole('button', { name: /删除/ }).click(),
    ])
    await expect(page.getByTestId('flash').textContent()).resolves.toBe('参数记录已删除。')
    await expect(panel.getByTestId('saved-set').filter({ hasText: name }).count()).resolves.toBe(0)
    await context.close()
  })
})

describe('the column picker with JavaScript', () => {
  it("offers the chosen file's header before anything is uploaded", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await openChartTool(page)
    await whenHydrated(page, TOOL_FORM, true)
    await page.setInputFiles(`input[name="file:${tableSetting.key}"]`, {
      name: 'table.tsv',
      mimeType: 'text/plain',
      buffer: Buffer.from(demoText),
    })
    await page.waitForFunction(() => document.querySelector('[data-column-picker="text"]') === null)
    const options = await page
      .locator('[data-column-picker] input[type="checkbox"], [data-column-picker] option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value).filter(Boolean))
    const header = demoText
      .split('\n')[0]
      .split('\t')
      .map((cell) => cell.trim())
    expect(options.filter((name) => header.includes(name)).length).toBeGreaterThan(0)
    await context.close()
  })
})
