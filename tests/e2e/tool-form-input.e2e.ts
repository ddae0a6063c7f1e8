import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SEEDED_TOOLS } from '../../db/seed/tools/index'
import { toolDemoFolder } from '../../tools/index'
import { expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { CUSTOMER } from './http'

/*
 * Issue 24's tool form, with JavaScript and without: the form remembers the last run's settings on
 * the server and resets to the defaults; a table slot takes an Excel workbook and a pasted table,
 * previews the first rows with the delimiter and encoding found, and refuses an oversized file
 * before it is uploaded (with JavaScript). The tool is the first chart tool (by sort) with a bounded
 * number field and a table slot, as in tool-page.e2e.ts.
 */
const chartTool = [...SEEDED_TOOLS]
  .filter((tool) => tool.category === 'chart')
  .sort((a, b) => a.sort - b.sort)
  .find(
    (tool) =>
      tool.form.some((field) => field.type === 'number' && field.max !== undefined) &&
      tool.dataFiles.some((setting) => setting.fileTypes.includes('tsv')),
  )
if (!chartTool) throw new Error('no seeded chart tool with a bounded number field and a table slot')
const field = chartTool.form.find((candidate) => candidate.type === 'number' && candidate.max !== undefined)!
const slot = chartTool.dataFiles.find((setting) => setting.fileTypes.includes('tsv'))!
const demoText = fs.readFileSync(
  path.join(toolDemoFolder(chartTool.scriptClassName), chartTool.demo.files[slot.key]),
  'utf8',
)
const workbook = fs.readFileSync('tests/fixtures/analysis/spreadsheet/iris.xlsx')
// A value the form accepts that differs from the default.
const changed = String(field.defaultValue === field.max ? field.min : field.max)
const TOOL_FORM = 'form[enctype="multipart/form-data"]'

const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
let browser: Browser
let toolPath: string
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
  await sql.end()
})

async function openTool(page: Page, query = '') {
  if (!toolPath) {
    const [tool] = await sql<
      { id: number }[]
    >`select id from tools where script_class_name = ${chartTool!.scriptClassName}`
    toolPath = `/tool/${tool.id}`
  }
  await page.goto(`${toolPath}${query}`)
}

describe.each([false, true])('the tool form with JavaScript %s', (javaScriptEnabled) => {
  it('remembers the last run’s settings, and resets to the defaults', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await openTool(page, '?demo=1')
    await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
    await page.fill(`[name="${field.key}"]`, changed)
    await Promise.all([page.waitForURL(/\/task\/\d+$/), page.click('button[name="_intent"][value="run"]')])

    await openTool(page)
    await page.getByTestId('remembered-settings').waitFor()
    await expect(page.inputValue(`[name="${field.key}"]`)).resolves.toBe(changed)

    await whenHydrated(page, '[data-testid="remembered-settings"] form', javaScriptEnabled)
    await page.getByTestId('remembered-settings').getByRole('button', { name: '恢复默认参数' }).click()
    await page.getByTestId('flash').filter({ hasText: '已恢复默认参数。' }).waitFor()
    await expect(page.getByTestId('remembered-settings').count()).resolves.toBe(0)
    await expect(page.inputValue(`[name="${field.key}"]`)).resolves.toBe(String(field.defaultValue ?? ''))
    await context.close()
  })

  it('previews an Excel workbook’s first rows before the run', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await openTool(page, '?demo=1')
    await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
    await page.setInputFiles(`input[name="file:${slot.key}"]`, {
      name: 'iris.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    })
    // Without JavaScript the server reads it: "check and preview" runs nothing. The iris sheet does not
    // fit this chart's rules, so the check answers 400, and shows the preview all the same.
    if (!javaScriptEnabled) {
      expectBrowserError(/status of 400 .*\/tool\//)
      await page.click('button[name="_intent"][value="check"]')
    }
    const preview = page.getByTestId(`table-preview-${slot.key}`)
    await preview.waitFor()
    await expect(preview.getByTestId('preview-format').textContent()).resolves.toBe('Excel 工作簿，读取第一个工作表')
    await expect(preview.locator('tr').first().textContent()).resolves.toContain('Sepal.Length')
    await expect(preview.locator('tr').nth(1).textContent()).resolves.toContain('5.1')
    await context.close()
  })

  it('runs a pasted table as the input file', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await openTool(page, '?demo=1')
    await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
    await page.locator(`[data-slot="${slot.key}"] summary`).click()
    if (javaScriptEnabled) {
      // A paste from a spreadsheet into the grid's first cell fills the grid, which fills the hidden box.
      await page
        .getByTestId(`paste-grid-${slot.key}`)
        .locator('input')
        .first()
        .evaluate((cell, text) => {
          const data = new DataTransfer()
          data.setData('text/plain', text)
          cell.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
        }, demoText)
      await expect(page.getByTestId(`paste-grid-${slot.key}`).locator('input').first().inputValue()).resolves.toBe(
        demoText.split('\n')[0].split('\t')[0],
      )
    } else {
      await page.fill(`textarea[name="_pastedTable:${slot.key}"]`, demoText)
    }
    await Promise.all([page.waitForURL(/\/task\/\d+$/), page.click('button[name="_intent"][value="run"]')])
    // With JavaScript the URL changes before the task page has rendered: wait for its input list.
    await page.getByRole('link', { name: 'pasted-table.tsv' }).waitFor()
    // The run is remembered as this customer's last settings: forget them, for the files after this one.
    await openTool(page)
    await whenHydrated(page, '[data-testid="remembered-settings"] form', javaScriptEnabled)
    await page.getByTestId('remembered-settings').getByRole('button').click()
    await page.getByTestId('flash').filter({ hasText: '已恢复默认参数。' }).waitFor()
    await context.close()
  })
})

describe('the tool form with JavaScript', () => {
  it('refuses a file over the slot’s size limit before it is uploaded', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await openTool(page)
    await whenHydrated(page, TOOL_FORM)
    const limitMb = slot.fileSizeMb > 0 ? slot.fileSizeMb : 10
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.setInputFiles(`input[name="file:${slot.key}"]`, {
      name: 'big.tsv',
      mimeType: 'text/tab-separated-values',
      buffer: Buffer.alloc(limitMb * 1024 * 1024 + 1, 'a'),
    })
    const slotBox = page.locator(`[data-slot="${slot.key}"]`)
    await slotBox.getByRole('alert').waitFor()
    await expect(slotBox.getByRole('alert').textContent()).resolves.toContain(`big.tsv 超过大小上限 ${limitMb} MB。`)
    await expect(page.inputValue(`input[name="file:${slot.key}"]`)).resolves.toBe('')
    expect(posts).toEqual([])
    await context.close()
  })
})
