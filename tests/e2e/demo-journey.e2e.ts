import { describe, expect, it } from 'vitest'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { logIn, newPage } from './browser'
import { get, post, sessionCookieFor } from './http'
import { exampleDemoSuite, getDemo } from './example-demo'

/*
 * A new customer's first visit, end to end, on the seeded microbial diversity workflow whose example
 * project (Global Patterns, computed by the pipeline when the platform started) is real: Get samples,
 * the copy finishes and lands on the demo, every group and every item of the demo opens with its
 * results, the demo is read-only, My analysis deletes it after a confirmation, and another account
 * never sees it. With JavaScript and without.
 */

const suite = exampleDemoSuite('journey')
const { sql, account } = suite
const STRANGER = suite.stranger

describe.each([false, true])('a new customer with JavaScript %s', (javaScriptEnabled) => {
  it('gets the demo, reads every group, cannot edit it, and deletes it; a stranger never sees it', async () => {
    const me = account(javaScriptEnabled)
    const { context, page } = await newPage(suite.browser, { javaScriptEnabled })
    await logIn(page, me.email, me.password)

    // Get samples: the copy runs as a job; the page follows it to the new project.
    const demoId = await getDemo(page, suite.workflowId)
    await page.getByTestId('breadcrumb').filter({ hasText: demoId }).waitFor()

    // The demo holds the example's runs, every one succeeded, under the new batch's folder.
    const runs = await sql<{ status: number; result: { files: { storageKey: string }[] } }[]>`
      select status, result from tool_tasks where analysis_id = ${demoId}`
    const exampleRuns = await sql`select 1 from tool_tasks where analysis_id = ${GLOBAL_PATTERNS_EXAMPLE.batchId}`
    expect(runs.length).toBe(exampleRuns.length)
    expect(runs.every((run) => run.status === 800)).toBe(true)
    expect(runs.flatMap((run) => run.result.files).every((file) => file.storageKey.includes(`/${demoId}/runs/`))).toBe(
      true,
    )
    expect(await page.getByTestId('count-success').textContent()).toBe(String(runs.length))
    expect(await page.getByTestId('count-failed').textContent()).toBe('0')

    // Every group's introduction, and every item with its first run's result.
    const groups = await sql<{ id: number; type: number }[]>`
      select id, group_type as type from project_analysis_groups where analysis_id = ${demoId} order by sort, id`
    const items = await sql<{ id: number; groupId: number }[]>`
      select i.id, i.group_id as "groupId" from project_analysis_items i
      join project_analysis_groups g on g.id = i.group_id
      where g.analysis_id = ${demoId} order by g.sort, i.sort, i.id`
    expect(groups.length).toBeGreaterThanOrEqual(11)
    for (const group of groups) {
      await page.goto(`/analysis-project/${demoId}?group=${group.id}`)
      const pane = page.getByTestId('group-pane')
      await pane.waitFor()
      expect(await pane.textContent()).not.toMatch(/please contact admin|请联系管理员/i)
    }
    for (const item of items) {
      await page.goto(`/analysis-project/${demoId}?group=${item.groupId}&item=${item.id}`)
      const view = page.getByTestId('run-view')
      await view.waitFor()
      // A result: at least one chart or table, never the data error.
      expect(await view.getByTestId('data-error').count()).toBe(0)
      expect(await view.locator('img, canvas, table').count()).toBeGreaterThan(0)
    }

    // Read-only: no label form on the page, and the server refuses one sent anyway.
    expect(await page.getByTestId('labels-form').count()).toBe(0)
    const cookie = await sessionCookieFor(me.email, me.password)
    const refused = await post(`/analysis-project/${demoId}`, { intent: 'labels', label: 'soil' }, { cookie })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect((await sql`select labels from analysis_batches where id = ${demoId}`)[0].labels).toEqual([])

    // Another account: the no-project screen with 404, and the demo never in their list.
    const strangerCookie = await sessionCookieFor(STRANGER.email, STRANGER.password)
    expect((await get(`/analysis-project/${demoId}`, strangerCookie)).status).toBe(404)
    // (The filter field echoes the id searched for; no order is listed.)
    expect(await (await get(`/projects/myAnalysis?batch=${demoId}`, strangerCookie)).text()).not.toContain(
      'data-testid="analysis-order"',
    )

    // My analysis: delete the demo after confirming.
    await page.goto(`/projects/myAnalysis?batch=${demoId}`)
    const order = page.getByTestId('analysis-order').first()
    if (!(await order.locator('details').evaluate((details: HTMLDetailsElement) => details.open)))
      await order.locator('summary').click()
    await Promise.all([page.waitForURL(/confirmDelete=/), order.locator('a:has-text("删除示例")').click()])
    await page.getByTestId('confirm-demo-deletion').waitFor()
    await Promise.all([
      page.waitForURL((url) => !url.search.includes('confirmDelete')),
      page.getByTestId('confirm-demo-deletion').locator('button:has-text("删除")').click(),
    ])
    await page.getByTestId('flash').filter({ hasText: '删除成功' }).waitFor()
    expect(await sql`select 1 from analysis_batches where id = ${demoId}`).toEqual([])
    expect(await sql`select 1 from stored_files where storage_key like ${`%/${demoId}/%`}`).toEqual([])
    expect((await get(`/analysis-project/${demoId}`, cookie)).status).toBe(404)
    // The example itself is untouched.
    expect(await sql`select 1 from tool_tasks where analysis_id = ${GLOBAL_PATTERNS_EXAMPLE.batchId}`).toHaveLength(
      exampleRuns.length,
    )
    await context.close()
  }, 240_000)
})
