import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PATIENCE_MS } from '../support/eventually'
import { expectBrowserError, logIn, newPage } from './browser'
import { exampleDemoSuite, getDemo } from './example-demo'

/*
 * Sample display names (spec 03 §2.4) on a new customer's Global Patterns demo, with JavaScript and
 * without: an invalid name is refused with its message and nothing typed is lost, two names are
 * saved, a chart and a table of the project show them (the chart drawn by chart.js from the spec,
 * or without JavaScript the PNG drawn by the worker with the names), and one is cleared back.
 */

/** Screenshots to look at (not compared): the names tab and a renamed result, 1280 and 390 px, zh and en. */
const suite = exampleDemoSuite('names')
const { sql, account } = suite

const SHOTS_DIR = process.env.SAMPLE_NAMES_SHOTS_DIR ?? null

interface ResultRun {
  runId: number
  taskId: number
  itemId: number
  groupId: number
  result: {
    charts: { spec: unknown; pngFileName: string }[]
    tables: { id: string; rows: unknown[][] }[]
  }
}

/** A run of the demo with a chart and a first table page that both name the sample (alpha diversity, PCoA...). */
async function runNaming(demoId: string, sample: string): Promise<ResultRun> {
  const runs = await sql<ResultRun[]>`
    select t.id as "runId", t.analysis_task_id as "taskId", a.project_item_id as "itemId", i.group_id as "groupId", t.result
    from tool_tasks t
    join analysis_tasks a on a.id = t.analysis_task_id
    join project_analysis_items i on i.id = a.project_item_id
    where t.analysis_id = ${demoId} and t.status = 800
    order by i.group_id, i.id, t.id`
  const names = (value: unknown) => JSON.stringify(value).includes(JSON.stringify(sample))
  const run = runs.find(
    ({ result }) =>
      result.charts.some((chart) => names(chart.spec)) &&
      result.tables.length > 0 &&
      result.tables[0].rows.slice(0, 20).some((row) => row.includes(sample)),
  )
  if (!run) throw new Error(`no run of ${demoId} names ${sample} in a chart and its first table page`)
  return run
}

async function storedNames(demoId: string) {
  const rows = await sql<{ originalName: string; newName: string }[]>`
    select original_name as "originalName", new_name as "newName" from sample_name_maps where analysis_id = ${demoId}`
  return Object.fromEntries(rows.map((row) => [row.originalName, row.newName]))
}

async function saveNames(page: Page, names: Record<string, string>) {
  for (const [sample, name] of Object.entries(names)) await page.locator(`tr[data-sample="${sample}"] input`).fill(name)
  await Promise.all([page.waitForLoadState('load'), page.getByTestId('sample-names-save').click()])
}

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return
  fs.mkdirSync(SHOTS_DIR, { recursive: true })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    // chart.js follows the new width on its next resize observation.
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/**
 * Opens a run page once every renamed chart it links is drawn: the worker draws them after a save of the names
 * (their resource answers 503 until then), so the page is read from its own HTML and each chart asked for first.
 */
async function openWhenChartsDrawn(page: Page, url: string) {
  const html = await (await page.request.get(url)).text()
  const renamedCharts = [...new Set(html.match(/\/resources\/display-name-chart\/[^"'\s]+/g) ?? [])]
  expect(renamedCharts.length).toBeGreaterThan(0)
  for (const renamedChart of renamedCharts)
    await expect
      .poll(async () => (await page.request.get(renamedChart.replaceAll('&amp;', '&'))).status(), {
        timeout: 4 * PATIENCE_MS,
        interval: 500,
      })
      .toBe(200)
  await page.goto(url)
}

describe.each([false, true])('sample display names with JavaScript %s', (javaScriptEnabled) => {
  it('refuses an invalid name with its message, saves two, shows them in a chart and a table, and clears one', async () => {
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    const me = account(javaScriptEnabled)
    await logIn(page, me.email, me.password)
    const demoId = await getDemo(page, suite.workflowId)
    const [dataset] = await sql<{ id: number }[]>`
      select id from project_analysis_groups where analysis_id = ${demoId} and group_type = 8`
    const namesTab = `/analysis-project/${demoId}?group=${dataset.id}&tab=names`
    const suffix = javaScriptEnabled ? 'js' : 'nojs'

    // The table: every Global Patterns sample with its own name to start with.
    await page.goto(namesTab)
    const tab = page.getByTestId('sample-names-tab')
    await tab.waitFor()
    expect(await tab.locator('tbody tr').count()).toBe(26)
    expect(await page.locator('tr[data-sample="CL3"] input').inputValue()).toBe('CL3')
    expect(await page.locator('tr[data-sample="CL3"] input').getAttribute('maxlength')).toBe('50')

    // An invalid name: its message beside the row, every typed value kept, nothing stored (a 400).
    expectBrowserError(/status of 400/)
    await saveNames(page, { CL3: '3-soil', M11Fcsw: 'Gut-M11' })
    await tab.getByTestId('display-name-error').waitFor()
    expect(await tab.getByTestId('display-name-error').allTextContents()).toEqual([
      'CL3：显示名称只能由字母、数字和中划线“-”组成，并且以字母开头。',
    ])
    expect(await page.locator('tr[data-sample="CL3"] input').inputValue()).toBe('3-soil')
    expect(await page.locator('tr[data-sample="M11Fcsw"] input').inputValue()).toBe('Gut-M11')
    expect(await tab.getByTestId('sample-names-error').textContent()).toContain('保存失败')
    await shoot(page, `names-error-zh-${suffix}`)
    expect(await storedNames(demoId)).toEqual({})

    // Fixed: both saved, SaveSuccessfully.
    await saveNames(page, { CL3: 'Soil-CL3' })
    await page.getByTestId('flash').filter({ hasText: '保存成功' }).waitFor()
    expect(await storedNames(demoId)).toEqual({ CL3: 'Soil-CL3', M11Fcsw: 'Gut-M11' })
    expect(await page.locator('tr[data-sample="CL3"] input').inputValue()).toBe('Soil-CL3')

    // A result of the project: its table and its chart show the display names. The worker draws the
    // renamed chart after the save (the resource answers 503 until then): the page is read once it has.
    const run = await runNaming(demoId, 'CL3')
    const chartIndex = run.result.charts.findIndex((chart) => JSON.stringify(chart.spec).includes('"CL3"'))
    const runPage = `/analysis-project/${demoId}?group=${run.groupId}&item=${run.itemId}&task=${run.taskId}&run=${run.runId}`
    await openWhenChartsDrawn(page, runPage)
    const view = page.getByTestId('run-view')
    await view.waitFor()
    const cells = await view.locator(`[data-table="${run.result.tables[0].id}"] tbody td`).allTextContents()
    expect(cells).toContain('Soil-CL3')
    expect(cells).not.toContain('CL3')
    const figure = view.locator('figure[data-chart]').nth(chartIndex)
    const pngHref = await figure.locator('a[download]').getAttribute('href')
    expect(pngHref).toMatch(new RegExp(`^/resources/display-name-chart/${demoId}/${run.runId}/`))
    if (javaScriptEnabled) {
      // chart.js draws the spec the page was given: the renamed one.
      await figure.locator('canvas').waitFor()
      const specs = await page.evaluate(() => {
        const found: unknown[] = []
        const walk = (value: unknown) => {
          if (Array.isArray(value)) value.forEach(walk)
          else if (value && typeof value === 'object') {
            const record = value as Record<string, unknown>
            if (Array.isArray(record.charts)) found.push(...record.charts.map((chart: { spec: unknown }) => chart.spec))
            else Object.values(record).forEach(walk)
          }
        }
        walk(
          (window as unknown as { __remixContext: { state: { loaderData: unknown } } }).__remixContext.state.loaderData,
        )
        return JSON.stringify(found)
      })
      expect(specs).toContain('"Soil-CL3"')
      expect(specs).not.toContain('"CL3"')
    } else {
      // The PNG the page shows was drawn by the worker with the display names.
      const img = figure.locator('img')
      expect(await img.getAttribute('src')).toBe(pngHref)
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
          timeout: 30_000,
        })
        .toBe(true)
    }
    const png = await page.request.get(pngHref!)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    const original = await page.request.get(
      `/resources/tool-task-files/${run.runId}/output/${run.result.charts[chartIndex].pngFileName}`,
    )
    expect(Buffer.compare(await png.body(), await original.body())).not.toBe(0)
    await shoot(page, `names-result-zh-${suffix}`)

    // Cleared back to its own name: the row goes (the result shows the sample's own name again, below).
    await page.goto(namesTab)
    await saveNames(page, { M11Fcsw: 'M11Fcsw' })
    await page.getByTestId('flash').filter({ hasText: '保存成功' }).waitFor()
    expect(await storedNames(demoId)).toEqual({ CL3: 'Soil-CL3' })
    expect(await page.locator('tr[data-sample="M11Fcsw"] input').inputValue()).toBe('M11Fcsw')

    // In English: an empty name is refused with the spec's message.
    await page.click('button[name="language"][value="en"]')
    await page.locator('html[lang="en-US"]').waitFor({ state: 'attached' })
    await page.goto(namesTab)
    // (Its 400 matches the browser error expected above.)
    await saveNames(page, { TS28: '' })
    await tab.getByTestId('display-name-error').waitFor()
    expect(await tab.getByTestId('display-name-error').textContent()).toBe('TS28 DisplayName required')
    await shoot(page, `names-error-en-${suffix}`)
    await openWhenChartsDrawn(page, runPage)
    await view.waitFor()
    const cellsAfterClearing = await view
      .locator(`[data-table="${run.result.tables[0].id}"] tbody td`)
      .allTextContents()
    expect(cellsAfterClearing).toEqual(expect.arrayContaining(['Soil-CL3', 'M11Fcsw']))
    expect(cellsAfterClearing).not.toContain('Gut-M11')
    await shoot(page, `names-result-en-${suffix}`)
    await context.close()
  }, 240_000)
})
