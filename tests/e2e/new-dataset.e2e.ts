import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER, get, sessionCookieFor, STAFF } from './http'
import { createTask, databaseUrl } from './platform-tasks'
import { eventually } from '../support/eventually'

/*
 * The new dataset page as a customer uses it, with JavaScript and without: upload the whole Global
 * Patterns dataset (table, taxonomy, metadata, tree), see the sample table, group by SampleType,
 * create, land on My analysis with the batch id, and find the batch written. Screenshots at 1280
 * and 390 px, in Chinese and English, go to SCREENSHOT_DIR when it is set.
 */

// The Global Patterns survey the example project is made from (phyloseq 1.42.0's GlobalPatterns; see that folder's README).
const DATA = 'db/seed/data/global-patterns'
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

let sql: postgres.Sql
let browser: Browser
let workflowTitle: string

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  // A published workflow with a one-group template (the project overview), so the page offers it
  // whatever template the seed gives the real workflows.
  workflowTitle = `数据集测试流程 ${Date.now()}`
  const [workflow] = await sql<{ id: number }[]>`
    insert into workflows (title, title_en, is_active, is_publish) values (${workflowTitle}, 'Dataset test workflow', true, true) returning id`
  await sql`insert into workflow_analysis_groups (workflow_id, group_name, group_type, sort) values (${workflow.id}, '项目概况', 1, 1)`
  const [compared] = await sql<{ id: number }[]>`
    insert into workflows (title, title_en, is_active, is_publish) values (${`${workflowTitle} 比较`}, 'Dataset test workflow with comparisons', true, true) returning id`
  await sql`insert into workflow_analysis_groups (workflow_id, group_name, group_type, sort, additional_modules)
    values (${compared.id}, '差异分析', 2, 1, '{compare_solution}')`
})

afterAll(async () => {
  await browser?.close()
  await sql?.end({ timeout: 5 })
})

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

describe.each([{ javaScriptEnabled: false }, { javaScriptEnabled: true }])(
  'creating a project from a dataset with JavaScript $javaScriptEnabled',
  ({ javaScriptEnabled }) => {
    it('uploads Global Patterns, groups by SampleType and creates the batch', async () => {
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      const projectName = `Global Patterns ${javaScriptEnabled ? 'js' : 'no-js'}`
      await page.goto('/projects/myAnalysis')
      await Promise.all([page.waitForURL('**/projects/myAnalysis/new'), page.click('[data-testid="new-dataset"]')])
      await page.selectOption('select[name="workflowId"]', { label: workflowTitle })
      await page.fill('input[name="projectName"]', projectName)
      await page.fill('textarea[name="comment"]', 'e2e')
      await page.setInputFiles('input[name="file:table"]', `${DATA}/otu_table.tsv`)
      await page.setInputFiles('input[name="file:taxonomy"]', `${DATA}/taxonomy.tsv`)
      await page.setInputFiles('input[name="file:metadata"]', `${DATA}/metadata.tsv`)
      await page.setInputFiles('input[name="file:tree"]', `${DATA}/tree.nwk`)
      if (!javaScriptEnabled) await screenshot(page, 'new-dataset-step1-zh-1280')
      await page.click('button:has-text("校验文件")')

      await page.waitForSelector('[data-testid="sample-info-table"]')
      expect(await page.textContent('[data-testid="dataset-summary"]')).toContain('26 个样品，19216 个特征')
      expect(await page.locator('[data-testid="sample-info-table"] tbody tr').count()).toBe(26)
      await page.selectOption('select[name="groupColumn"]', 'SampleType')
      if (!javaScriptEnabled) await page.click('button:has-text("显示分组")')
      await page.waitForSelector('[data-testid="group-scheme"]')
      expect(await page.locator('[data-testid="group-scheme"] li').count()).toBe(9)
      if (!javaScriptEnabled) await screenshot(page, 'new-dataset-step2-zh-1280')
      else {
        await page.setViewportSize({ width: 390, height: 844 })
        await screenshot(page, 'new-dataset-step2-zh-390')
      }

      await Promise.all([page.waitForURL('**/projects/myAnalysis'), page.click('button:has-text("创建项目")')])
      // With JavaScript the URL changes before the next page has rendered: wait for the message itself.
      const flash = await page.locator('[data-testid="flash"]').textContent()
      const [batch] = await sql<{ id: string; group_column: string; status: number }[]>`
        select b.id, b.group_column, b.status from analysis_batches b join users u on u.id = b.customer_id
        where u.email = ${CUSTOMER.email} and b.project_name = ${projectName}`
      expect(batch.group_column).toBe('SampleType')
      expect(flash).toContain(`项目 ${batch.id} 已在订单`)
      await context.close()
    })
  },
)

it('refuses the files with row and column messages and keeps the other fields, in English at 390 px', async () => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  })
  await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
  const page = await context.newPage()
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await page.goto('/projects/myAnalysis/new')
  await page.selectOption('select[name="workflowId"]', { label: 'Dataset test workflow' })
  await page.fill('input[name="projectName"]', 'Kept name')
  await page.setInputFiles('input[name="file:table"]', `${DATA}/otu_table.tsv`)
  // A sheet without the first 12 samples: the page lists which are missing.
  const lines = fs.readFileSync(`${DATA}/metadata.tsv`, 'utf8').trimEnd().split('\n')
  await page.setInputFiles('input[name="file:metadata"]', {
    name: 'metadata.tsv',
    mimeType: 'text/tab-separated-values',
    buffer: Buffer.from([lines[0], ...lines.slice(13)].join('\n')),
  })
  // A refused form answers 400, which Chromium logs as a failed resource.
  expectBrowserError(/status of 400/)
  await page.click('button:has-text("Check files")')
  await page.waitForSelector('[data-slot="metadata"] [role="alert"]')
  expect(await page.textContent('[data-slot="metadata"] [role="alert"]')).toContain(
    'metadata.tsv: 12 samples of the table have no row in the metadata',
  )
  expect(await page.inputValue('input[name="projectName"]')).toBe('Kept name')
  expect(await page.textContent('body')).toContain('choose them again')
  await screenshot(page, 'new-dataset-errors-en-390')
  await context.close()
})

it('answers links naming what the reader cannot see with 404 and malformed ones with 400', async () => {
  const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
  expect((await get('/projects/myAnalysis/new?fromTask=999999&file=otu_table.tsv', cookie)).status).toBe(404)
  expect((await get('/projects/myAnalysis/new?fromTask=1&file=chart.png', cookie)).status).toBe(400)
  expect((await get('/projects/myAnalysis/new?fromTask=abc', cookie)).status).toBe(400)
  const [tool] = await sql<{ id: number }[]>`select id from tools where script_class_name = 'OtuTableFilter'`
  expect((await get(`/tool/${tool.id}?fromProject=..%2Fx`, cookie)).status).toBe(400)
  expect((await get(`/tool/${tool.id}?fromProject=A1&role=otu`, cookie)).status).toBe(400)
  expect((await get(`/tool/${tool.id}?fromProject=A1`, cookie)).status).toBe(404)
})

it('turns the OTU filter’s result into a project dataset from its run page, without JavaScript', async () => {
  const task = createTask({ email: CUSTOMER.email, scriptClassName: 'OtuTableFilter', language: 'zh' })
  const [row] = await eventually(
    'the OTU filter task to finish',
    () => sql<{ status: number }[]>`select status from tool_tasks where id = ${task.id}`,
    { until: ([row]) => row.status >= 400, timeout: 50_000 },
  )
  expect(row.status).toBe(800)
  const { context, page } = await newPage(browser, { javaScriptEnabled: false })
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await page.goto(`/task/${task.id}`)
  await screenshot(page, 'task-use-as-dataset-zh-1280')
  await Promise.all([page.waitForURL('**/projects/myAnalysis/new?**'), page.click('[data-testid="use-as-dataset"]')])
  expect(await page.textContent('[data-testid="task-table"]')).toContain('otu_table_taxonomy.filtered.tsv')
  await page.selectOption('select[name="workflowId"]', { label: workflowTitle })
  await page.fill('input[name="projectName"]', 'Filtered Global Patterns')
  await page.setInputFiles('input[name="file:metadata"]', `${DATA}/metadata.tsv`)
  await page.click('button:has-text("校验文件")')
  await page.waitForSelector('[data-testid="sample-info-table"]')
  expect(await page.textContent('[data-testid="dataset-summary"]')).toContain('来自表本身')
  await page.selectOption('select[name="groupColumn"]', 'SampleType')
  await Promise.all([page.waitForURL('**/projects/myAnalysis'), page.click('button:has-text("创建项目")')])
  const [batch] = await sql<{ dataset_files: Record<string, string> }[]>`
    select dataset_files from analysis_batches where project_name = 'Filtered Global Patterns'`
  expect(batch.dataset_files.table).toMatch(/\/dataset\/otu_table_taxonomy\.filtered\.tsv$/)
  await context.close()
})

it('opens a tool with the table of the user’s project standing in for the upload; another account gets 404', async () => {
  const [batch] = await sql<{ id: string }[]>`
    select id from analysis_batches where project_name = 'Global Patterns no-js' order by created_at limit 1`
  const [tool] = await sql<{ id: number }[]>`select id from tools where script_class_name = 'OtuTableFilter'`
  const toolPath = `/tool/${tool.id}?fromProject=${batch.id}&role=table`
  const staffCookie = await sessionCookieFor(STAFF.email, STAFF.password)
  expect((await get(toolPath, staffCookie)).status).toBe(404)

  const { context, page } = await newPage(browser, { javaScriptEnabled: false })
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await page.goto(toolPath)
  expect(await page.textContent('[data-testid="project-file-table"]')).toContain('otu_table.tsv')
  await screenshot(page, 'tool-from-project-zh-1280')
  await Promise.all([page.waitForURL(/\/task\/\d+$/), page.click('button:has-text("提交运行")')])
  const taskId = Number(new URL(page.url()).pathname.split('/').pop())
  const [task] = await sql<
    { data_files: Record<string, string> }[]
  >`select data_files from tool_tasks where id = ${taskId}`
  expect(task.data_files.table).toMatch(/\/otu_table\.tsv$/)
  await context.close()
})

it('asks for a compare solution when the workflow compares groups, in English with JavaScript', async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } })
  await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
  const page = await context.newPage()
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await page.goto('/projects/myAnalysis/new')
  await page.selectOption('select[name="workflowId"]', { label: 'Dataset test workflow with comparisons' })
  await page.fill('input[name="projectName"]', 'Compared Global Patterns')
  await page.setInputFiles('input[name="file:table"]', `${DATA}/otu_table.tsv`)
  await page.setInputFiles('input[name="file:metadata"]', `${DATA}/metadata.tsv`)
  await page.click('button:has-text("Check files")')
  await page.waitForSelector('[data-testid="compare-solution"]')
  await page.selectOption('select[name="groupColumn"]', 'SampleType')
  await page.selectOption('#nd-control-0', 'Soil')
  await page.selectOption('#nd-treatment-0', 'Soil')
  expectBrowserError(/status of 400/)
  await page.click('button:has-text("Create project")')
  await page.waitForSelector('text=The control and treatment groups cannot be the same.')
  await page.selectOption('#nd-treatment-0', 'Feces')
  await page.click('button:has-text("Add a comparison")')
  await page.waitForSelector('#nd-control-1')
  await page.selectOption('#nd-control-1', 'Ocean')
  await page.selectOption('#nd-treatment-1', 'Soil')
  await screenshot(page, 'new-dataset-compare-en-1280')
  await Promise.all([page.waitForURL('**/projects/myAnalysis'), page.click('button:has-text("Create project")')])
  const [row] = await sql<{ groups: string[][] }[]>`
    select c.groups from compare_solutions c join sample_group_solutions s on s.id = c.group_solution_id
    join analysis_batches b on b.id = s.analysis_id where b.project_name = 'Compared Global Patterns'`
  expect(row.groups).toEqual([
    ['Soil', 'Feces'],
    ['Ocean', 'Soil'],
  ])
  await context.close()
})

it('a batch created on the page with the seeded microbial diversity workflow runs to completion', async () => {
  const { context, page } = await newPage(browser, { javaScriptEnabled: true })
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await page.goto('/projects/myAnalysis/new')
  const [workflow] = await sql<{ title: string }[]>`select title from workflows where title_en like '16S%'`
  await page.selectOption('select[name="workflowId"]', { label: workflow.title })
  await page.fill('input[name="projectName"]', 'Seeded workflow run')
  for (const [role, name] of [
    ['table', 'otu_table.tsv'],
    ['taxonomy', 'taxonomy.tsv'],
    ['metadata', 'metadata.tsv'],
    ['tree', 'tree.nwk'],
  ])
    await page.setInputFiles(`input[name="file:${role}"]`, `${DATA}/${name}`)
  await page.click('button:has-text("校验文件")')
  await page.waitForSelector('[data-testid="sample-info-table"]')
  await page.selectOption('select[name="groupColumn"]', 'SampleType')
  // The workflow's one-click and global dataset groups compare groups: the page asks for the default comparison.
  await page.waitForSelector('[data-testid="compare-solution"]')
  await page.selectOption('#nd-control-0', 'Soil')
  await page.selectOption('#nd-treatment-0', 'Feces')
  await Promise.all([page.waitForURL('**/projects/myAnalysis'), page.click('button:has-text("创建项目")')])
  const [batch] = await eventually(
    'the batch to finish',
    () => sql<{ status: number }[]>`select status from analysis_batches where project_name = 'Seeded workflow run'`,
    { until: ([batch]) => batch.status >= 2, timeout: 170_000 },
  )
  expect(batch.status).toBe(2)
  const failed = await sql`
    select t.id from tool_tasks t join analysis_batches b on b.id = t.analysis_id
    where b.project_name = 'Seeded workflow run' and t.status <> 800`
  expect(failed).toHaveLength(0)
  await context.close()
}, 200_000)
