import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { post, sessionCookieFor } from './http'
import { createAccounts, createGlobalPatternsProject } from './example-demo'
import { databaseUrl } from './platform-tasks'
import { eventually } from '../support/eventually'

/*
 * "Run again with a group solution" in the tools pane, with JavaScript and without, on a project a
 * new customer made from the Global Patterns files. Alpha diversity was already run again on
 * "Habitat" (Human / Environment: 23 samples, the three mock communities left out). From that
 * task, choosing the default solution (all 26 samples) is refused with the mock samples listed;
 * choosing "Human" (Feces / Skin / Tongue, inside Habitat) runs, opens the new task and completes.
 * Screenshots at 1280 and 390 px, zh and en, go to SCREENSHOT_DIR when set.
 */
const PASSWORD = 'Rerun#2026cloud'
const EMAIL = 'rerun-owner@example.com'
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR
// Unique per run, in case the database outlives one.
const PROJECT_NAME = `Global Patterns run again ${Date.now()}`
const HUMAN = ['Feces', 'Skin', 'Tongue']
const ENVIRONMENT = ['Soil', 'Freshwater', 'Freshwater (creek)', 'Ocean', 'Sediment (estuary)']
const ALPHA = 'Alpha 多样性指数'

let browser: Browser
let sql: postgres.Sql
const project = {
  id: '',
  alphaGroup: 0,
  alphaItem: 0,
  habitatTask: 0,
  defaultSolution: 0,
  defaultCompare: 0,
  human: 0,
  humanCompare: 0,
  mockSamples: [] as string[],
}

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

async function addSolution(name: string, groups: { name: string; samples: string[] }[], compare: string[][]) {
  const [solution] = await sql<{ id: number }[]>`
    insert into sample_group_solutions (analysis_id, solution_name, groups)
    values (${project.id}, ${name}, ${sql.json(groups)}) returning id`
  const [comparison] = await sql<{ id: number }[]>`
    insert into compare_solutions (group_solution_id, solution_name, groups)
    values (${solution.id}, ${`${name}Pairs`}, ${sql.json(compare)}) returning id`
  return { id: solution.id, compareId: comparison.id }
}

beforeAll(async () => {
  browser = await launchBrowser()
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  createAccounts([{ email: EMAIL, password: PASSWORD }], 'New')
  // The project, made on the new dataset page from the Global Patterns files with the seeded workflow.
  const { context, page } = await newPage(browser, { javaScriptEnabled: true })
  await logIn(page, EMAIL, PASSWORD)
  await createGlobalPatternsProject(page, PROJECT_NAME)
  await context.close()
  project.id = await eventually(
    'the project',
    async () => {
      const [batch] = await sql<{ id: string; status: number }[]>`
        select id, status from analysis_batches where project_name = ${PROJECT_NAME}`
      if (batch?.status === 3) throw new Error('the project failed')
      return batch?.status === 2 ? batch.id : undefined
    },
    { timeout: 240_000 },
  )
  const [info] = await sql<{ sample_info: { data: string[][] } }[]>`
    select sample_info from analysis_batches where id = ${project.id}`
  const [header, ...rows] = info.sample_info.data
  const type = header.indexOf('SampleType')
  const samplesOf = (types: string[]) => rows.filter((row) => types.includes(row[type])).map((row) => row[0])
  project.mockSamples = rows.filter((row) => row[type] === 'Mock').map((row) => row[0])
  // Solutions of the user's own (the Sample groups tab writes the same rows), each with a comparison.
  const habitat = await addSolution(
    'Habitat',
    [
      { name: 'Human', samples: samplesOf(HUMAN) },
      { name: 'Environment', samples: samplesOf(ENVIRONMENT) },
    ],
    [['Human', 'Environment']],
  )
  const human = await addSolution(
    'Human',
    HUMAN.map((name) => ({ name, samples: samplesOf([name]) })),
    [['Feces', 'Skin']],
  )
  const [defaults] = await sql<{ id: number; compare_id: number }[]>`
    select s.id, c.id as compare_id from sample_group_solutions s
    join compare_solutions c on c.group_solution_id = s.id
    where s.analysis_id = ${project.id} and s.is_default`
  const [alpha] = await sql<{ item_id: number; group_id: number; task_id: number }[]>`
    select i.id as item_id, i.group_id, t.id as task_id from analysis_tasks t
    join project_analysis_items i on i.id = t.project_item_id
    where t.analysis_id = ${project.id} and t.oca_record_id is null and i.analysis_name = ${ALPHA}`
  Object.assign(project, {
    alphaGroup: alpha.group_id,
    alphaItem: alpha.item_id,
    defaultSolution: defaults.id,
    defaultCompare: defaults.compare_id,
    human: human.id,
    humanCompare: human.compareId,
  })
  // The earlier rerun, as the form posts it: alpha diversity from the batch's own task on Habitat.
  const [token] = await sql<{ token: string }[]>`select gen_random_uuid()::text as token`
  const earlier = await post(
    `/analysis-project/${project.id}?group=${alpha.group_id}&item=${alpha.item_id}`,
    {
      intent: 'rerun.submit',
      groupId: String(alpha.group_id),
      itemId: String(alpha.item_id),
      taskId: String(alpha.task_id),
      formToken: token.token,
      name: 'RERUN000000000000001',
      groupSolutionId: String(habitat.id),
      compareSolutionId: String(habitat.compareId),
    },
    { cookie: await sessionCookieFor(EMAIL, PASSWORD) },
  )
  expect(earlier.status).toBe(302)
  const location = new URL(earlier.headers.get('Location')!, baseUrl())
  project.habitatTask = Number(location.searchParams.get('task'))
  expect(project.habitatTask).toBeGreaterThan(alpha.task_id)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await sql?.end({ timeout: 5 })
})

describe.each([false, true])('run again with a group solution, JavaScript %s', (javaScriptEnabled) => {
  it('refuses samples outside the earlier run, then runs alpha diversity on Human under a new task', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, EMAIL, PASSWORD)
    await context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
    await page.goto(
      `/analysis-project/${project.id}?group=${project.alphaGroup}&item=${project.alphaItem}&task=${project.habitatTask}`,
    )
    const form = page.getByTestId('rerun-form')
    await form.waitFor()
    expect(await page.getByTestId('rerun-form-section').textContent()).toContain(
      '此前的运行使用分组方案 Habitat（23 个样品）',
    )

    // The default solution has the three mock communities, which the Habitat run did not.
    await form.locator('select[name="groupSolutionId"]').selectOption(String(project.defaultSolution))
    await form.locator('select[name="compareSolutionId"]').selectOption(String(project.defaultCompare))
    expectBrowserError(/status of 400/)
    await form.getByTestId('rerun-submit').click()
    await page.getByTestId('rerun-reminders').waitFor()
    const reminder = await page.getByTestId('rerun-reminders').textContent()
    expect(reminder).toContain('温馨提示')
    expect(reminder).toContain(
      `所选分组方案中有 3 个样品不在重新分析前的样品（分组方案 Habitat）中：${project.mockSamples.join(', ')}`,
    )
    // The selection is kept.
    expect(await form.locator('select[name="groupSolutionId"]').inputValue()).toBe(String(project.defaultSolution))
    await screenshot(page, `rerun-reminder-${javaScriptEnabled ? 'js' : 'nojs'}-zh-1280`)
    if (javaScriptEnabled) {
      await page.setViewportSize({ width: 390, height: 844 })
      await screenshot(page, 'rerun-reminder-zh-390')
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    // Human lies inside Habitat: the rerun goes, and the pane opens its new task.
    await form.locator('select[name="groupSolutionId"]').selectOption(String(project.human))
    await form.locator('select[name="compareSolutionId"]').selectOption(String(project.humanCompare))
    const submitted = Date.now()
    await Promise.all([
      page.waitForURL((url) => Number(url.searchParams.get('task')) > project.habitatTask),
      form.getByTestId('rerun-submit').click(),
    ])
    const taskId = Number(new URL(page.url()).searchParams.get('task'))
    const [record] = await sql<{ id: number; batch_id: string; oca_name: string; selected: number[] }[]>`
      select r.id, r.batch_id, r.oca_name, r.params -> 'analysis_selected_ids' as selected
      from oca_records r join analysis_tasks t on t.oca_record_id = r.id where t.id = ${taskId}`
    expect(record.oca_name).toMatch(/^RERUN\d{15}$/)
    expect(record.selected).toEqual([project.alphaItem])
    expect(await page.locator('[data-testid="flash"]').textContent()).toContain(
      `Success ${record.batch_id} 重新分析 ${record.oca_name} 已提交（分组方案 Human）`,
    )
    const completed = await eventually(
      'the rerun',
      async () => {
        const [row] = await sql<{ status: number }[]>`select status from oca_records where id = ${record.id}`
        return row.status >= 2 ? row.status : undefined
      },
      { timeout: 240_000 },
    )
    console.log(
      `rerun (${javaScriptEnabled ? 'js' : 'no-js'}): submit to complete ${((Date.now() - submitted) / 1000).toFixed(1)} s`,
    )
    expect(completed).toBe(2)
    const runs = await sql<{ status: number; solution: string }[]>`
      select status, params ->> 'groupSolution' as solution from tool_tasks where analysis_task_id = ${taskId}`
    expect(runs.length).toBeGreaterThan(0)
    expect(runs.every((run) => run.status === 800 && run.solution === 'Human')).toBe(true)
    await page.reload()
    expect(await page.locator('select[name="task"]').inputValue()).toBe(String(taskId))
    await page.locator('[data-testid="run-list"] [data-run-outcome="success"]').first().waitFor()
    await page.getByTestId('run-view').waitFor()
    await screenshot(page, `rerun-done-${javaScriptEnabled ? 'js' : 'nojs'}-zh-1280`)
    if (javaScriptEnabled) {
      await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
      await page.reload()
      expect(await page.getByTestId('rerun-form-section').textContent()).toContain('Run again with a group solution')
      await screenshot(page, 'rerun-done-en-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await screenshot(page, 'rerun-done-en-390')
    }
    await context.close()
  }, 300_000)
})
