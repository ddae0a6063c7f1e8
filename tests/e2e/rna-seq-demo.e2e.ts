import postgres from 'postgres'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARIONI_EXAMPLE } from '../../db/seed/example-projects'
import { eventually } from '../support/eventually'
import { baseUrl, launchBrowser, logIn, newPage } from './browser'
import { createAccounts, getDemo } from './example-demo'
import { databaseUrl } from './platform-tasks'

/*
 * A customer reads the transcriptome workflow's example without JavaScript: the Marioni project
 * (kidney vs liver), computed by the pipeline when the platform started, is copied by Get samples
 * from the RNA-seq introduction; its differential expression runs show their charts and tables, and
 * the report reads in English with the differential expression group.
 */

const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
const CUSTOMER = { email: 'rna-seq-demo@example.com', password: 'Demo#2026cloud' }

const sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
let browser: Browser
let workflowId: number

beforeAll(async () => {
  browser = await launchBrowser()
  createAccounts([CUSTOMER], 'Transcriptome')
  const [example] = await eventually(
    'the Marioni example project to finish',
    async () =>
      sql<{ status: number; workflowId: number }[]>`
        select status, workflow_id as "workflowId" from analysis_batches where id = ${MARIONI_EXAMPLE.batchId}`,
    { until: ([batch]) => batch?.status === 2 || batch?.status === 3, timeout: 240_000, interval: 500 },
  )
  if (example.status !== 2) throw new Error(`the Marioni example did not complete (status ${example.status})`)
  workflowId = example.workflowId
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await sql.end({ timeout: 5 })
})

describe('the RNA-seq example, without JavaScript', () => {
  it('is copied from its introduction; its differential expression shows results; the report reads in English', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    const demoId = await getDemo(page, workflowId)

    // Every run of the demo succeeded; both methods ran the compare solution's Kidney → Liver pair.
    const runs = await sql<{ status: number; runName: string | null }[]>`
      select status, run_name as "runName" from tool_tasks where analysis_id = ${demoId}`
    expect(runs.length).toBeGreaterThan(0)
    expect(runs.every((run) => run.status === 800)).toBe(true)
    expect(runs.filter((run) => run.runName?.includes('Liver vs Kidney'))).toHaveLength(2)

    // The differential expression group: each item's run shows charts and its result table.
    const items = await sql<{ id: number; groupId: number }[]>`
      select i.id, i.group_id as "groupId" from project_analysis_items i
      join project_analysis_groups g on g.id = i.group_id
      where g.analysis_id = ${demoId} and g.group_name = '差异表达' order by i.sort, i.id`
    expect(items).toHaveLength(2)
    for (const item of items) {
      await page.goto(`/analysis-project/${demoId}?group=${item.groupId}&item=${item.id}`)
      const view = page.getByTestId('run-view')
      await view.waitFor()
      expect(await view.getByTestId('data-error').count()).toBe(0)
      expect(await view.locator('img').count()).toBeGreaterThanOrEqual(4)
      expect(await view.locator('table').count()).toBeGreaterThan(0)
    }

    // The report in English names the group and shows its charts.
    await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
    const response = await page.goto(`/analysis-report/${demoId}`)
    expect(response?.status()).toBe(200)
    const report = (await page.locator('main').textContent()) ?? ''
    expect(report).toContain('Differential expression')
    expect(report).not.toMatch(/差异表达/)
    expect(await page.getByTestId('report-chart').count()).toBeGreaterThan(0)
    await context.close()
  })
})
