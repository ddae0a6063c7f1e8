import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectBrowserError, logIn, newPage } from './browser'
import { get, sessionCookieFor } from './http'
import { exampleDemoSuite, getDemo } from './example-demo'

/*
 * The sample groups tab on a new customer's Global Patterns demo, with JavaScript and without: a
 * group solution by SampleType built after trying each invalid input and reading its message, a
 * compare solution of two groups, a rename the compare solution follows, the downloads, and a
 * deletion that lands on the first solution. Screenshots at 1280 and 390 px in zh and en.
 */

const suite = exampleDemoSuite('solutions')
const { sql, account } = suite
const STRANGER = suite.stranger

const SHOTS = 'tests/.artifacts/group-solutions'

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})

/**
 * Clicks a button that posts an editor's form and waits for the answer: a new page without
 * JavaScript; with it, the fetch and the re-render that follows (the form is aria-busy meanwhile).
 */
async function submit(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), button.click()])
  await page.waitForLoadState('load')
  await page.locator('form[aria-busy="true"]').waitFor({ state: 'detached' })
}

/** Gets the demo as a new customer does (Get samples on the workflow's introduction) and returns its batch id. */
describe.each([false, true])('group and compare solutions with JavaScript %s', (javaScriptEnabled) => {
  it('builds, compares, renames, downloads and deletes, refusing each invalid input with its message', async () => {
    // Every refused input is answered 400 with the form and its messages, which Chromium logs as a failed load.
    expectBrowserError(/status of 400/)
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)
    const demoId = await getDemo(page, suite.workflowId)
    const [globalGroup] = await sql<{ id: number }[]>`
      select id from project_analysis_groups where analysis_id = ${demoId} and group_type = 8`
    const [{ sampleInfo }] = await sql<{ sampleInfo: { data: string[][] } }[]>`
      select sample_info as "sampleInfo" from analysis_batches where id = ${demoId}`
    const [header, ...rows] = sampleInfo.data
    const typeColumn = header.indexOf('SampleType')
    const ofType = (type: string) => rows.filter((row) => row[typeColumn] === type).map((row) => row[0])
    const groups = { Soil: ofType('Soil'), Feces: ofType('Feces'), Ocean: ofType('Ocean') }
    expect(groups.Soil.length).toBeGreaterThan(0)
    expect(groups.Feces.length).toBeGreaterThan(0)
    expect(groups.Ocean.length).toBeGreaterThan(0)

    const tab = `/analysis-project/${demoId}?group=${globalGroup.id}&tab=groups`
    await page.goto(tab)
    const panel = page.getByTestId('solutions-tab')
    await panel.waitFor()
    // The default solution (the demo's copy of the example's) is chosen; it cannot be edited or deleted.
    expect(await page.getByTestId('group-solution-select').inputValue()).not.toBe('')
    expect(await page.getByTestId('group-solution-edit').getAttribute('aria-disabled')).toBe('true')
    expect(await page.getByTestId('group-solution-delete').getAttribute('aria-disabled')).toBe('true')

    // ---- Add a group solution, trying every invalid input first.
    await page.getByTestId('group-solution-add').click()
    const editor = page.getByTestId('group-editor')
    await editor.waitFor()
    const messages = editor.getByTestId('solution-messages')
    const op = (testId: string) => submit(page, editor.getByTestId(testId))
    const expectMessage = async (text: string) => {
      await messages.filter({ hasText: text }).waitFor()
    }
    const name = editor.getByTestId('solution-name')

    await name.fill('default')
    await op('save-solution')
    await expectMessage("新建的分组方案名称不可为'default'。")
    await expectMessage('新建的分组方案的组不能为空。')
    await name.fill('1-by-type')
    await op('save-solution')
    await expectMessage('新建的分组方案名称不符合规范。只能以字母、数字和中划线“-”组成, 并且以字母开头。')

    // Adding a sample with no group selected.
    if (javaScriptEnabled) await editor.getByTestId('pool-sample').first().click()
    else {
      await editor.locator('input[name="poolSample"]').first().check()
      await op('add-checked')
    }
    await expectMessage('请先选择分组')

    // Group names: empty, bad characters, the new-group input's maxlength of 10.
    const newGroup = editor.getByTestId('new-group')
    expect(await newGroup.getAttribute('maxlength')).toBe('10')
    await newGroup.fill('')
    await op('add-group')
    await expectMessage('新建的分组名称长度应在1-20之间。')
    await newGroup.fill('Soil land')
    await op('add-group')
    await expectMessage('新建的分组名称不符合规范')
    // What was typed survives the round trip.
    expect(await editor.getByTestId('new-group').inputValue()).toBe('Soil land')
    expect(await editor.getByTestId('solution-name').inputValue()).toBe('1-by-type')

    const addGroup = async (groupName: string) => {
      await editor.getByTestId('new-group').fill(groupName)
      await op('add-group')
      await editor.locator(`[data-testid="editor-group"][data-group="${groupName}"]`).waitFor()
    }
    await addGroup('Soil')
    await editor.getByTestId('new-group').fill('Soil')
    await op('add-group')
    await expectMessage('新建的分组名称已存在。')
    await addGroup('Feces')
    await addGroup('Ocean')
    await addGroup('Empty')

    const groupCard = (groupName: string) => editor.locator(`[data-testid="editor-group"][data-group="${groupName}"]`)
    const moveInto = async (groupName: string, samples: string[]) => {
      await groupCard(groupName).locator('input[type="radio"]').check()
      if (javaScriptEnabled) {
        // The pool filter narrows the pool as one types (case-insensitive substring).
        for (const sample of samples) {
          await editor.getByTestId('pool-filter').fill(sample.toLowerCase())
          await editor.getByTestId('pool').getByText(sample, { exact: true }).click()
        }
        await editor.getByTestId('pool-filter').fill('')
      } else {
        for (const sample of samples) await editor.locator(`input[name="poolSample"][value="${sample}"]`).check()
        await op('add-checked')
      }
      for (const sample of samples) await groupCard(groupName).getByText(sample, { exact: true }).waitFor()
    }
    await moveInto('Soil', groups.Soil)
    await moveInto('Feces', groups.Feces)
    await moveInto('Ocean', groups.Ocean)
    expect(await editor.getByTestId('pool').getByText(groups.Soil[0], { exact: true }).count()).toBe(0)

    // A group without samples, then a rename left open, stop the save.
    await editor.getByTestId('solution-name').fill('ByType')
    await op('save-solution')
    await expectMessage('分组Empty的样品不能为空，请删除该分组或者添加样品。')
    await submit(page, groupCard('Empty').getByRole('button', { name: '删除分组' }))
    await groupCard('Empty').waitFor({ state: 'detached' })
    await submit(page, groupCard('Ocean').getByRole('button', { name: '重命名' }))
    await editor.getByTestId('rename-input').waitFor()
    await editor.getByTestId('rename-input').fill('Sea water')
    await submit(page, groupCard('Ocean').getByRole('button', { name: '确定' }))
    await editor.getByTestId('rename-hint').filter({ hasText: '只能包含数字、字母和中划线' }).waitFor()
    await op('save-solution')
    await expectMessage('当前分组方案中有正在编辑的分组，请先保存或取消编辑。')
    await submit(page, groupCard('Ocean').getByRole('button', { name: '取消' }))
    await editor.getByTestId('rename-input').waitFor({ state: 'detached' })
    // Every sample moved so far is still where it was put.
    for (const sample of groups.Ocean) await groupCard('Ocean').getByText(sample, { exact: true }).waitFor()

    if (javaScriptEnabled) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.screenshot({ path: `${SHOTS}/editor-zh-1280.png` })
    } else await page.screenshot({ path: `${SHOTS}/editor-nojs-zh-1280.png`, fullPage: true })

    await Promise.all([page.waitForURL(/solution=\d+/), editor.getByTestId('save-solution').click()])
    await page.getByTestId('flash').filter({ hasText: '分组方案添加成功。' }).waitFor()
    const [saved] = await sql<{ id: number; groups: { name: string; samples: string[] }[] }[]>`
      select id, groups from sample_group_solutions where analysis_id = ${demoId} and solution_name = 'ByType'`
    expect(saved.groups).toEqual([
      { name: 'Soil', samples: groups.Soil },
      { name: 'Feces', samples: groups.Feces },
      { name: 'Ocean', samples: groups.Ocean },
    ])
    expect(await page.getByTestId('group-solution-select').inputValue()).toBe(String(saved.id))
    expect(await page.getByTestId('group-name').allTextContents()).toEqual(['Soil', 'Feces', 'Ocean'])

    // A second solution of the same name is refused; the reuse list copies groups and shows one read-only.
    await page.getByTestId('group-solution-add').click()
    await editor.waitFor()
    await editor.getByTestId('reuse-select').selectOption(String(saved.id))
    await op('reuse-view')
    await editor.getByTestId('solution-view').filter({ hasText: groups.Soil[0] }).waitFor()
    expect(await editor.getByTestId('editor-group').count()).toBe(0)
    await submit(page, editor.getByRole('button', { name: '切换为编辑' }))
    await editor.locator('[data-testid="editor-group"][data-group="Feces"]').waitFor()
    await editor.getByTestId('solution-name').fill('ByType')
    await op('save-solution')
    await expectMessage('新建的分组方案名称已存在，不可重复。')
    await editor.getByRole('link', { name: '取消' }).click()
    await editor.waitFor({ state: 'detached' })

    // ---- A compare solution of two groups, after each invalid input.
    await page.getByTestId('compare-solution-add').click()
    const compareEditor = page.getByTestId('compare-editor')
    await compareEditor.waitFor()
    const compareMessages = compareEditor.getByTestId('solution-messages')
    const compareOp = (testId: string) => submit(page, compareEditor.getByTestId(testId))
    const expectCompareMessage = (text: string) => compareMessages.filter({ hasText: text }).waitFor()
    const row = (index: number) => compareEditor.getByTestId('comparison-row').nth(index)
    await compareEditor.getByTestId('compare-name').fill('default')
    await compareOp('save-compare')
    await expectCompareMessage("新建的分组比较方案名称不可为'default'。")
    await expectCompareMessage('对照组和处理组都不能为空')
    await compareEditor.getByTestId('compare-name').fill('9-soil')
    await row(0).locator('select').first().selectOption('Soil')
    await row(0).locator('select').last().selectOption('Soil')
    await compareOp('save-compare')
    await expectCompareMessage('新建的分组比较方案名称不符合规范。')
    await expectCompareMessage('对照组和处理组不能相同')
    await compareOp('add-multi')
    await row(1).getByLabel('Ocean').check()
    await compareOp('save-compare')
    await expectCompareMessage('每个比较分组至少包含2个组。')
    // The selects kept their values through the round trips.
    expect(await row(0).locator('select').first().inputValue()).toBe('Soil')
    await submit(page, row(1).getByRole('button', { name: '删除' }))
    await submit(page, row(0).getByRole('button', { name: '删除' }))
    await compareOp('save-compare')
    await expectCompareMessage('当前比较分组不能为空')
    await compareOp('add-pair')
    await compareOp('add-pair')
    for (const index of [0, 1]) {
      await row(index).locator('select').first().selectOption('Soil')
      await row(index).locator('select').last().selectOption('Feces')
    }
    await compareOp('save-compare')
    await expectCompareMessage('比较分组不能重复。')
    await submit(page, row(1).getByRole('button', { name: '删除' }))
    await compareEditor.getByTestId('compare-name').fill('SoilVsFeces')
    await Promise.all([page.waitForURL(/compare=\d+/), compareOp('save-compare')])
    await page.getByTestId('flash').filter({ hasText: '添加成功。' }).waitFor()
    expect(await page.getByTestId('comparisons').textContent()).toBe('Soil vs Feces')

    // ---- Rename Soil: the compare solution follows.
    await page.getByTestId('group-solution-edit').click()
    await editor.waitFor()
    await submit(page, groupCard('Soil').getByRole('button', { name: '重命名' }))
    await editor.getByTestId('rename-input').fill('Soil-2020')
    await submit(page, groupCard('Soil').getByRole('button', { name: '确定' }))
    await groupCard('Soil-2020').waitFor()
    await Promise.all([
      page.waitForURL((url) => !url.search.includes('edit=')),
      editor.getByTestId('save-solution').click(),
    ])
    await page.getByTestId('flash').filter({ hasText: '分组方案编辑成功。' }).waitFor()
    expect(await page.getByTestId('comparisons').textContent()).toBe('Soil-2020 vs Feces')
    const [compareRow] = await sql<{ groups: string[][] }[]>`
      select groups from compare_solutions where group_solution_id = ${saved.id}`
    expect(compareRow.groups).toEqual([['Soil-2020', 'Feces']])

    // ---- Downloads, with the solution names; a stranger gets a 404.
    const samplesHref = await page.getByTestId('group-solution-download').getAttribute('href')
    const samplesFile = await page.request.get(samplesHref!)
    expect(samplesFile.headers()['content-disposition']).toContain('ByType_sample_solution.txt')
    const lines = (await samplesFile.text()).trim().split('\n')
    expect(lines[0]).toBe('sample\tgroup')
    expect(lines).toContain(`${groups.Soil[0]}\tSoil-2020`)
    expect(lines).toHaveLength(1 + groups.Soil.length + groups.Feces.length + groups.Ocean.length)
    const compareHref = await page.getByTestId('compare-solution-download').getAttribute('href')
    const compareFile = await page.request.get(compareHref!)
    expect(compareFile.headers()['content-disposition']).toContain('SoilVsFeces_group_compare_solution.txt')
    expect(await compareFile.text()).toBe('Soil-2020\tFeces\n')
    const strangerCookie = await sessionCookieFor(STRANGER.email, STRANGER.password)
    expect((await get(samplesHref!, strangerCookie)).status).toBe(404)

    // Screenshots: the tab at 1280 and 390 px.
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${SHOTS}/tab-${javaScriptEnabled ? 'js' : 'nojs'}-zh-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/tab-${javaScriptEnabled ? 'js' : 'nojs'}-zh-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // ---- Delete: the first solution (the default) is chosen.
    await page.getByTestId('group-solution-delete').click()
    await page.getByTestId('confirm-delete').waitFor()
    await Promise.all([
      page.waitForURL((url) => !url.search.includes('confirmDelete')),
      page.getByTestId('confirm-delete').getByRole('button', { name: '删除' }).click(),
    ])
    await page.getByTestId('flash').filter({ hasText: '分组方案删除成功。' }).waitFor()
    const [first] = await sql<{ id: number }[]>`
      select id from sample_group_solutions where analysis_id = ${demoId} order by is_default desc, id limit 1`
    expect(await page.getByTestId('group-solution-select').inputValue()).toBe(String(first.id))
    expect(await sql`select 1 from sample_group_solutions where id = ${saved.id}`).toEqual([])
    expect(await sql`select 1 from compare_solutions where group_solution_id = ${saved.id}`).toEqual([])
    await context.close()
  }, 300_000)
})

describe('the tab in English', () => {
  it('reads in English at 1280 and 390 px, editor open', async () => {
    expectBrowserError(/status of 400/)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled: true })
    await context.addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
    await logIn(page, account(true).email, account(true).password)
    await page.goto('/tools/all')
    await Promise.all([page.waitForURL('**/tools/all'), page.click('button[name="language"][value="en"]')])
    await page.waitForFunction(() => document.documentElement.lang === 'en-US')
    const [demo] = await sql<{ id: string; groupId: number }[]>`
      select b.id, g.id as "groupId" from analysis_batches b
      join project_analysis_groups g on g.analysis_id = b.id and g.group_type = 8
      join users u on u.id = b.customer_id
      where u.email = ${account(true).email}`
    await page.setViewportSize({ width: 1280, height: 900 })
    // Opened by its URL the editor is in the page, and stays there once JavaScript runs (nothing typed is lost).
    await page.goto(`/analysis-project/${demo.id}?group=${demo.groupId}&tab=groups&edit=new`)
    await page.getByTestId('group-editor').getByTestId('new-group').fill('Typed')
    await page.waitForFunction(() => document.querySelector('[data-testid="pool-sample"]') !== null)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByTestId('group-editor').getByTestId('new-group').inputValue()).toBe('Typed')
    // Opened by a click it is a dialog.
    await page.goto(`/analysis-project/${demo.id}?group=${demo.groupId}&tab=groups`)
    // Wait for the scripts (the page's own requests settle) so the click is a client navigation.
    await page.waitForLoadState('networkidle')
    await page.getByTestId('group-solution-add').click()
    await page.getByRole('dialog').waitFor()
    const editor = page.getByTestId('group-editor')
    await editor.getByTestId('new-group').fill('Soil')
    await submit(page, editor.getByTestId('add-group'))
    await editor.locator('[data-testid="editor-group"][data-group="Soil"]').waitFor()
    await submit(page, editor.getByTestId('save-solution'))
    await editor.getByTestId('solution-messages').filter({ hasText: 'Group Soil has no samples' }).waitFor()
    await page.screenshot({ path: `${SHOTS}/editor-en-1280.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/editor-en-390.png` })
    await page.goto(`/analysis-project/${demo.id}?group=${demo.groupId}&tab=groups`)
    await page.getByTestId('solutions-tab').filter({ hasText: 'Group solution' }).waitFor()
    await page.screenshot({ path: `${SHOTS}/tab-en-390.png`, fullPage: true })
    await context.close()
  }, 120_000)
})
