import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { baseUrl, expectBrowserError, logIn, newPage } from './browser'
import { exampleDemoSuite } from './example-demo'
import { get, sessionCookieFor } from './http'
import { PATIENCE_MS } from '../support/eventually'

/*
 * The issue's proof for workflow administration: staff build a new workflow's project template in
 * the browser (an overview and a tools group with alpha diversity and PCoA), give it the Global
 * Patterns example and publish it; a customer then finds it in /analysis, gets its demo and reads
 * its report. And the template editor without JavaScript: add a group and an item, a refused save
 * that keeps what was typed, a save, a removal that asks first.
 */

const suite = exampleDemoSuite('new-workflow', { firstName: 'Flow' })
const { sql } = suite
const ADMIN = { email: 'admin@biocloud.example.com', password: 'Admin#2026cloud' }
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SHOTS_DIR = 'tests/.artifacts'

async function toolId(scriptClassName: string): Promise<string> {
  const [tool] = await sql<{ id: number }[]>`select id from tools where script_class_name = ${scriptClassName}`
  return String(tool.id)
}

/** A workflow for the editor-only tests, as the add page makes it (isNew, inactive, unpublished, category 1). */
async function newWorkflow(title: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into workflows (title, title_en, description, description_en, labels)
    values (${title}, ${`${title} (en)`}, '新流程的描述', 'A new workflow', ${['16S']})
    returning id`
  return row.id
}

const templatePath = (workflowId: number) => `/setting/analysis-management/${workflowId}/template`

/** Presses an editor button and waits for the editor the server answers with. */
async function press(page: Page, selector: string, until: () => Promise<unknown>) {
  await page.locator(selector).click()
  await until()
}

const countIs = (page: Page, testId: string, count: number) => () =>
  page.waitForFunction(
    ([id, n]) => document.querySelectorAll(`[data-testid="${id}"]`).length === n,
    [testId, count] as const,
    { timeout: PATIENCE_MS },
  )

describe('a new workflow, from the template editor to a customer reading its demo report', () => {
  it('staff build and publish it (JavaScript on); a customer finds it, gets the demo and reads the report', async () => {
    const title = `新流程 ${Date.now().toString(36)}`
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: true })
    await logIn(page, ADMIN.email, ADMIN.password)

    // Add: a new workflow from scratch, active as the catalogue requires.
    await page.goto('/setting/analysis-management/new')
    await page.fill('input[name="title"]', title)
    await page.fill('input[name="titleEn"]', `${title} (en)`)
    await page.fill('[name="description"]', '从零搭建的多样性流程')
    await page.fill('input[name="labels"]', '16S,Diversity')
    await page.check('input[name="isActive"]')
    await Promise.all([
      page.waitForURL(/\/setting\/analysis-management\/\d+\/edit$/),
      page.locator('form button[type="submit"]').last().click(),
    ])
    const workflowId = Number(new URL(page.url()).pathname.split('/')[3])

    // An empty template prompts for its first group.
    await page.goto(templatePath(workflowId))
    await page.getByTestId('template-empty').waitFor()
    await press(page, '[data-testid="template-empty"] button', countIs(page, 'template-group', 1))
    await page.fill('[name="groups[0].groupName"]', '项目概况')
    await page.fill('[name="groups[0].groupNameEn"]', 'Project overview')
    await page.selectOption('[name="groups[0].groupType"]', '1')
    await press(page, '[data-testid="add-group"]', countIs(page, 'template-group', 2))
    await page.fill('[name="groups[1].groupName"]', '多样性分析')
    await page.fill('[name="groups[1].groupNameEn"]', 'Diversity')
    await press(
      page,
      '[data-testid="template-group"] >> nth=1 >> [data-testid="add-item"]',
      countIs(page, 'template-item', 1),
    )
    await page.fill('[name="groups[1].items[0].analysisName"]', 'Alpha 多样性')
    await page.fill('[name="groups[1].items[0].analysisNameEn"]', 'Alpha diversity')
    await page.selectOption('[name="groups[1].items[0].toolId"]', await toolId('AlphaDiversity'))
    await press(
      page,
      '[data-testid="template-group"] >> nth=1 >> [data-testid="add-item"]',
      countIs(page, 'template-item', 2),
    )
    await page.fill('[name="groups[1].items[1].analysisName"]', 'PCoA 分析')
    await page.fill('[name="groups[1].items[1].analysisNameEn"]', 'PCoA')
    await page.selectOption('[name="groups[1].items[1].toolId"]', await toolId('BetaDiversityPCoA'))
    await page.locator('[data-testid="template-item"] >> nth=1 >> summary').click()
    await page.fill(
      '[name="groups[1].items[1].runSettings"]',
      '[{"name":"Bray-Curtis","nameEn":"Bray-Curtis","params":{"metric":"braycurtis"}}]',
    )
    // Condition 1: more than 3 samples; the PCoA depends on the alpha diversity item.
    await page.selectOption('[name="groups[1].items[1].condition1"]', '1')
    await page.fill('[name="groups[1].items[1].sampleTotalNumber"]', '3')
    // The first added item took key new-3 (groups new-1, new-2).
    await page.check('[name="groups[1].items[1].dependencies"][value="new-3"]')
    // 4-6 are shown but cannot be chosen.
    expect(await page.locator('[name="groups[1].items[1].condition2"] option[value="4"]').isDisabled()).toBe(true)

    await Promise.all([
      page.waitForFunction(
        () => !document.querySelector('[data-testid="template-group"] input[name$=".key"][value^="new-"]'),
      ),
      page.getByTestId('template-save').click(),
    ])
    const groups = await sql<{ id: number; name: string; type: number }[]>`
      select id, group_name as name, group_type as type from workflow_analysis_groups
      where workflow_id = ${workflowId} order by sort, id`
    expect(groups.map((group) => [group.name, group.type])).toEqual([
      ['项目概况', 1],
      ['多样性分析', 2],
    ])
    const items = await sql<{ id: number; name: string; dependencies: number[]; condition1: number }[]>`
      select id, analysis_name as name, dependency_item_ids as dependencies, condition1
      from workflow_analysis_items where group_id = ${groups[1].id} order by sort, id`
    expect(items.map((item) => [item.name, item.dependencies, item.condition1])).toEqual([
      ['Alpha 多样性', [], 0],
      ['PCoA 分析', [items[0].id], 1],
    ])
    const audit = await sql`
      select before, after from audit_log where entity_type = 'workflow-template' and entity_id = ${String(workflowId)}`
    expect(audit.length).toBe(1)

    // View ids shows each group's and item's id.
    await press(page, 'button:has-text("查看 ID")', () => page.getByTestId('group-id').first().waitFor())
    expect(await page.getByTestId('item-id').allTextContents()).toEqual(items.map((item) => `id ${item.id}`))

    // The JSON sample download describes the template.
    const cookie = await sessionCookieFor(ADMIN.email, ADMIN.password)
    const sample = await (await get(`/setting/analysis-management/${workflowId}/template-sample`, cookie)).json()
    expect(Object.keys(sample)).toEqual(['header', 'base_info', 'sample_info', 'workflow_data', 'qc_info', 'otu_info'])
    expect(sample.workflow_data.groups.map((group: { id: number }) => group.id)).toEqual(groups.map((g) => g.id))

    // The example: the Global Patterns batch, found by its tracking number.
    await page.goto(`/setting/analysis-management/${workflowId}/example?q=${GLOBAL_PATTERNS_EXAMPLE.trackingNumber}`)
    // Other files' demos of the example are orders and batches whose numbers extend the example's.
    await page
      .getByTestId('example-projects')
      .getByText(GLOBAL_PATTERNS_EXAMPLE.trackingNumber, { exact: true })
      .click()
    await Promise.all([
      page.waitForLoadState('load'),
      page.locator(`button[value="choose"][aria-label$=" ${GLOBAL_PATTERNS_EXAMPLE.batchId}"]`).click(),
    ])
    await page.getByTestId('current-example').filter({ hasText: GLOBAL_PATTERNS_EXAMPLE.batchId }).waitFor()

    // Publish it from the list, with it selected.
    await page.goto(`/setting/analysis-management?q=${encodeURIComponent(title)}`)
    await page.check(`input[name="ids"][value="${workflowId}"]`)
    await page.locator('button[value="publish"]').click()
    await page.waitForFunction(() => document.body.textContent?.includes('发布成功'), undefined, {
      timeout: PATIENCE_MS,
    })
    const [published] = await sql<{ isActive: boolean; isPublish: boolean; exampleId: string }[]>`
      select is_active as "isActive", is_publish as "isPublish", example_id as "exampleId" from workflows
      where id = ${workflowId}`
    expect(published).toEqual({ isActive: true, isPublish: true, exampleId: GLOBAL_PATTERNS_EXAMPLE.batchId })
    await context.close()

    // A customer finds it in the catalogue, gets the demo and reads its report.
    const customer = suite.account(true)
    const visit = await newPage(suite.browser, { javaScriptEnabled: true })
    const reader = visit.page
    await logIn(reader, customer.email, customer.password)
    await reader.goto('/analysis')
    await reader.getByTestId('workflow-card').filter({ hasText: title }).getByRole('link').first().click()
    await reader.waitForURL(`**/analysis-introduction/${workflowId}`)
    await reader.context().addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
    await reader.getByTestId('get-samples').click()
    await reader.waitForURL(/\/analysis-project\/A[0-9A-Z]+\d{4}DEMO$/, { timeout: 60_000 })
    const demoId = new URL(reader.url()).pathname.split('/').pop()!
    const [demo] = await sql<{ workflowId: number }[]>`
      select workflow_id as "workflowId" from analysis_batches where id = ${demoId}`
    expect(demo.workflowId).toBe(workflowId)
    const demoItems = await sql<{ id: number; groupId: number; runs: number }[]>`
      select i.id, i.group_id as "groupId",
        (select count(*) from analysis_tasks a join tool_tasks t on t.analysis_task_id = a.id
         where a.project_item_id = i.id and t.status = 800)::int as runs
      from project_analysis_items i join project_analysis_groups g on g.id = i.group_id
      where g.analysis_id = ${demoId} order by i.sort`
    expect(demoItems.length).toBe(2)
    expect(demoItems.every((item) => item.runs > 0)).toBe(true)
    for (const item of demoItems) {
      await reader.goto(`/analysis-project/${demoId}?group=${item.groupId}&item=${item.id}`)
      const view = reader.getByTestId('run-view')
      await view.waitFor()
      expect(await view.getByTestId('data-error').count()).toBe(0)
    }
    await reader.goto(`/analysis-report/${demoId}`)
    await reader.getByTestId('report-cover').waitFor()
    const report = await reader.locator('main').textContent()
    expect(report).toContain('Alpha 多样性')
    expect(report).toContain('PCoA 分析')
    expect(await reader.getByTestId('report-run').count()).toBeGreaterThan(0)
    await visit.context.close()
  }, 240_000)
})

describe('the template editor without JavaScript', () => {
  it('adds a group and an item, keeps what was typed through a refused save, saves, and asks before removing', async () => {
    const workflowId = await newWorkflow(`无脚本流程 ${Date.now().toString(36)}`)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: false })
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.goto(templatePath(workflowId))
    const submit = async (selector: string) => {
      await Promise.all([page.waitForEvent('load'), page.locator(selector).click()])
    }
    await submit('[data-testid="template-empty"] button')
    await page.fill('[name="groups[0].groupName"]', 'Alpha 多样性')
    await page.fill('[name="groups[0].sort"]', '1000')
    await submit('[data-testid="add-item"]')
    expect(await page.inputValue('[name="groups[0].groupName"]')).toBe('Alpha 多样性')
    await page.fill('[name="groups[0].items[0].analysisName"]', 'Alpha 指数')
    await page.selectOption('[name="groups[0].items[0].toolId"]', await toolId('AlphaDiversity'))
    await page.selectOption('[name="groups[0].items[0].condition3"]', '3')
    await page.fill('[name="groups[0].items[0].sampleCompareGroupNumber"]', '0')

    // Refused: the messages by their fields, and everything typed kept (the answer is a 400, which the browser logs).
    expectBrowserError(/status of 400/)
    await submit('[data-testid="template-save"]')
    expect(await page.locator('#groups\\[0\\]\\.sort-error').textContent()).toBe('排序必须是 1 到 999 的整数。')
    expect(await page.locator('#groups\\[0\\]\\.items\\[0\\]\\.sampleCompareGroupNumber-error').textContent()).toBe(
      '设置条件后数值必须是 1 到 999 的整数。',
    )
    expect(await page.inputValue('[name="groups[0].items[0].analysisName"]')).toBe('Alpha 指数')
    expect(await page.inputValue('[name="groups[0].sort"]')).toBe('1000')
    expect((await sql`select 1 from workflow_analysis_groups where workflow_id = ${workflowId}`).length).toBe(0)

    await page.fill('[name="groups[0].sort"]', '1')
    await page.fill('[name="groups[0].items[0].sampleCompareGroupNumber"]', '2')
    await submit('[data-testid="template-save"]')
    expect(await page.locator('body').textContent()).toContain('保存成功')
    const [saved] = await sql<{ name: string; condition3: number; count: number }[]>`
      select i.analysis_name as name, i.condition3, i.sample_compare_group_number as count
      from workflow_analysis_items i join workflow_analysis_groups g on g.id = i.group_id
      where g.workflow_id = ${workflowId}`
    expect(saved).toEqual({ name: 'Alpha 指数', condition3: 3, count: 2 })

    // Removing the saved item asks first; the template keeps it until confirmed.
    await submit('[data-testid="template-item"] button:has-text("删除")')
    await submit('[data-testid="template-save"]')
    await page.getByTestId('confirm-panel').waitFor()
    expect(await page.getByTestId('confirm-panel').textContent()).toContain('Alpha 指数')
    expect(
      (
        await sql`select 1 from workflow_analysis_items i join workflow_analysis_groups g on g.id = i.group_id
      where g.workflow_id = ${workflowId}`
      ).length,
    ).toBe(1)
    await submit('[data-testid="confirm-panel"] button[value="save-confirmed"]')
    expect(
      (
        await sql`select 1 from workflow_analysis_items i join workflow_analysis_groups g on g.id = i.group_id
      where g.workflow_id = ${workflowId}`
      ).length,
    ).toBe(0)
    const audit =
      await sql`select 1 from audit_log where entity_type = 'workflow-template' and entity_id = ${String(workflowId)}`
    expect(audit.length).toBe(2)
    await context.close()
  }, 120_000)

  it('is usable at 1280 px and readable at 390 px, in Chinese and English, with and without JavaScript', async () => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true })
    const [seeded] = await sql<
      { id: number }[]
    >`select id from workflows where example_id = ${GLOBAL_PATTERNS_EXAMPLE.batchId} order by id limit 1`
    for (const javaScriptEnabled of [true, false])
      for (const language of ['zh', 'en'] as const)
        for (const width of [1280, 390]) {
          const context = await suite.browser.newContext({
            baseURL: baseUrl(),
            viewport: { width, height: 900 },
            javaScriptEnabled,
          })
          if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
          const page = await context.newPage()
          await logIn(page, ADMIN.email, ADMIN.password)
          await page.goto(templatePath(seeded.id))
          await page.getByTestId('template-group').first().waitFor()
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, `${width} px ${language}`).toBeLessThanOrEqual(0)
          await page.screenshot({
            path: `${SHOTS_DIR}/admin-template-${width}-${language}-js-${javaScriptEnabled}.png`,
            fullPage: width === 390,
          })
          await context.close()
        }
  }, 180_000)
})
