import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, logIn, newPage } from './browser'
import { post, sessionCookieFor } from './http'
import { exampleDemoSuite, getDemo, groupOfType, createGlobalPatternsProject } from './example-demo'
import { ANALYSIS_GROUP_TYPE } from '../../core/workflows'
import { eventually } from '../support/eventually'

/*
 * One-click analysis as customers use it, with JavaScript and without. A new customer's demo of
 * Global Patterns refuses the submit (示例项目不允许提交一键分析!), in the page and on the server.
 * On a project of their own, made from the Global Patterns files on the new dataset page, they
 * submit five items with a group solution of their own (Human / Environment, written to the
 * database as the groups tab would) and watch the record complete: status 2, every run 800, a
 * chart card per run. Screenshots at 1280 and 390 px, zh and en, go to SCREENSHOT_DIR when set.
 */
const suite = exampleDemoSuite('oca')
const { sql, account } = suite

const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR
const PROJECT_NAME = 'Global Patterns for one-click analysis'
/** Global Patterns' sample types, human-associated or not; the mock communities are left out. */
const HUMAN = ['Feces', 'Skin', 'Tongue']
const ENVIRONMENT = ['Soil', 'Freshwater', 'Freshwater (creek)', 'Ocean', 'Sediment (estuary)']

let ownProject: { id: string; ocaGroupId: number }

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

describe.each([false, true])('one-click analysis with JavaScript %s', (javaScriptEnabled) => {
  it('refuses the submit on the demo, in the page and on the server', async () => {
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    const demoId = await getDemo(page, suite.workflowId)
    const groupId = await groupOfType(sql, demoId, ANALYSIS_GROUP_TYPE.oneClickAnalysis)

    await page.goto(`/analysis-project/${demoId}?group=${groupId}`)
    await page.getByTestId('oca-create-form').waitFor()
    expect(await page.getByTestId('oca-create-form').textContent()).toContain('示例项目不允许提交一键分析!')
    expect(await page.getByTestId('oca-submit').isDisabled()).toBe(true)
    if (!javaScriptEnabled) await screenshot(page, 'oca-demo-zh-1280')

    // A post made anyway (an old page, a script) is refused by the server with the same words.
    const cookie = await sessionCookieFor(me.email, me.password)
    const [token] = await sql<{ token: string }[]>`select gen_random_uuid()::text as token`
    const refusal = await post(
      `/analysis-project/${demoId}?group=${groupId}`,
      {
        intent: 'oca.submit',
        groupId: String(groupId),
        formToken: token.token,
        name: 'On the demo',
      },
      { cookie },
    )
    expect(refusal.status).toBe(403)
    expect(await refusal.text()).toContain('示例项目不允许提交一键分析!')
    const records = await sql`select id from oca_records where analysis_id = ${demoId}`
    expect(records).toHaveLength(0)
    await context.close()
  }, 120_000)
})

describe('on a project of their own', () => {
  beforeAll(async () => {
    // The project, made on the new dataset page from the Global Patterns files with the seeded workflow.
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: true })
    await logIn(page, account(false).email, account(false).password)
    await createGlobalPatternsProject(page, PROJECT_NAME)
    await context.close()
    const id = await eventually(
      'the project',
      async () => {
        const [batch] = await sql<{ id: string; status: number }[]>`
          select id, status from analysis_batches where project_name = ${PROJECT_NAME}`
        if (batch?.status === 3) throw new Error('the project failed')
        return batch?.status === 2 ? batch.id : undefined
      },
      { timeout: 200_000 },
    )
    // A group solution of the user's own (the groups tab writes the same rows), with its comparison.
    const [info] = await sql<{ sample_info: { data: string[][] } }[]>`
      select sample_info from analysis_batches where id = ${id}`
    const [header, ...rows] = info.sample_info.data
    const type = header.indexOf('SampleType')
    const samplesOf = (types: string[]) => rows.filter((row) => types.includes(row[type])).map((row) => row[0])
    const groups = [
      { name: 'Human', samples: samplesOf(HUMAN) },
      { name: 'Environment', samples: samplesOf(ENVIRONMENT) },
    ]
    const [solution] = await sql<{ id: number }[]>`
      insert into sample_group_solutions (analysis_id, solution_name, groups)
      values (${id}, 'Habitat', ${sql.json(groups)}) returning id`
    await sql`insert into compare_solutions (group_solution_id, solution_name, groups)
      values (${solution.id}, 'HumanVsEnv', ${sql.json([['Human', 'Environment']])})`
    ownProject = { id, ocaGroupId: await groupOfType(sql, id, ANALYSIS_GROUP_TYPE.oneClickAnalysis) }
  }, 260_000)

  describe.each([false, true])('with JavaScript %s', (javaScriptEnabled) => {
    it('submits five items with the Habitat solution and watches the record complete', async () => {
      const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
      await logIn(page, account(false).email, account(false).password)
      await context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
      await page.goto(`/analysis-project/${ownProject.id}?group=${ownProject.ocaGroupId}`)
      const form = page.getByTestId('oca-create-form')
      await form.waitFor()
      const name = `Habitat ${javaScriptEnabled ? 'js' : 'no-js'}`
      await form.locator('input[name="name"]').fill(name)
      await form.locator('textarea[name="comment"]').fill('human vs environment')
      await form.locator('input[name="tag"]').first().fill('habitat')
      await form.locator('select[name="groupSolutionId"]').selectOption({ label: 'Habitat (2 个分组，共 23 个样品)' })
      await form.locator('select[name="compareSolutionId"]').selectOption({
        label: `${javaScriptEnabled ? '' : 'Habitat / '}HumanVsEnv: Human vs Environment`,
      })
      // Alpha diversity is required (checked and locked); four more make five items.
      expect(await form.getByLabel('Alpha 多样性指数').isDisabled()).toBe(true)
      for (const item of ['物种组成堆叠柱状图', 'PCoA 分析', '韦恩图与 UpSet 图', 'Kruskal-Wallis 组间差异检验'])
        await form.getByLabel(item).check()
      await form.locator('select[name^="param."][name$=".display"]').selectOption('groups')
      await screenshot(page, `oca-create-${javaScriptEnabled ? 'js' : 'nojs'}-zh-1280`)
      if (javaScriptEnabled) {
        await page.setViewportSize({ width: 390, height: 844 })
        await screenshot(page, 'oca-create-zh-390')
      }

      const submitted = Date.now()
      await Promise.all([page.waitForURL(/ocaTab=records/), page.getByTestId('oca-submit').click()])
      await page.getByTestId('oca-records').waitFor()
      const [record] = await sql<{ id: number; batch_id: string }[]>`
        select id, batch_id from oca_records where analysis_id = ${ownProject.id} and oca_name = ${name}`
      expect(await page.locator('[data-testid="flash"]').textContent()).toContain(`Success ${record.batch_id}`)

      const completed = await eventually(
        'the one-click analysis',
        async () => {
          const [row] = await sql<{ status: number }[]>`select status from oca_records where id = ${record.id}`
          return row.status >= 2 ? Date.now() : undefined
        },
        { timeout: 240_000 },
      )
      console.log(
        `one-click analysis (${javaScriptEnabled ? 'js' : 'no-js'}): submit to complete ${((completed - submitted) / 1000).toFixed(1)} s`,
      )
      await page.getByTestId('oca-refresh').click()
      await page.waitForSelector('[data-testid="oca-records"][data-record-status="2"]')
      expect(await page.getByTestId('oca-record-status').textContent()).toBe('成功')
      const statuses = await page
        .locator('[data-testid="oca-items"] tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-run-status')))
      // Composition 5 ranks, alpha, PCoA 3 metrics, Venn, Kruskal-Wallis.
      expect(statuses).toEqual(new Array(11).fill('800'))
      expect(await page.locator('[data-testid="oca-chart-card"] img').count()).toBe(11)
      // Every card's chart is served (the images load lazily, as they come into view).
      for (const image of await page.locator('[data-testid="oca-chart-card"] img').all()) {
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
          .toBeGreaterThan(0)
      }
      const [batch] = await sql<{ status: number }[]>`select status from analysis_batches where id = ${ownProject.id}`
      expect(batch.status).toBe(2)
      await page.setViewportSize({ width: 1280, height: 900 })
      await screenshot(page, `oca-records-${javaScriptEnabled ? 'js' : 'nojs'}-zh-1280`)
      if (javaScriptEnabled) {
        await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
        await page.reload()
        await screenshot(page, 'oca-records-en-1280')
        await page.setViewportSize({ width: 390, height: 844 })
        await screenshot(page, 'oca-records-en-390')
        await page.goto(`/analysis-project/${ownProject.id}?group=${ownProject.ocaGroupId}`)
        await screenshot(page, 'oca-create-en-390')
        // The conditions, numbered, before the submit: the default solution's smallest groups have 2 samples.
        // In English the items have their English names.
        await page.setViewportSize({ width: 1280, height: 900 })
        await form.getByLabel('LEfSe', { exact: true }).check()
        await page.getByTestId('oca-reminders').waitFor()
        expect(await page.getByTestId('oca-reminders').textContent()).toContain(
          'LEfSe: needs at least 3 samples in every group; the smallest group has 2.',
        )
        await screenshot(page, 'oca-reminders-en-1280')
      } else {
        // Without JavaScript the server lists the same reminders after the post.
        await page.goto(`/analysis-project/${ownProject.id}?group=${ownProject.ocaGroupId}`)
        await form.getByLabel('LEfSe 差异物种').check()
        expectBrowserError(/status of 400/)
        await page.getByTestId('oca-submit').click()
        await page.getByTestId('oca-reminders').waitFor()
        expect(await page.getByTestId('oca-reminders').textContent()).toContain(
          'LEfSe 差异物种：要求每组样品数至少为 3 个，当前最小的分组有 2 个样品。',
        )
        await screenshot(page, 'oca-reminders-nojs-zh-1280')
      }
      await context.close()
    }, 300_000)
  })
})
