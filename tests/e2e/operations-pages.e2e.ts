import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { ADMIN } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * The operators' status pages (/resource, r1..r3; issue 21) as an administrator, without
 * JavaScript and once with it: the platform's own web and worker processes show up alive by their
 * heartbeats, and a job this test fails (queued with graphile-worker's add_job under a task no
 * worker knows, so nothing runs it, then failed with its permanently_fail_jobs) is listed with its
 * error and made runnable again by its retry button, with an audit row.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const PAGES = ['/resource', '/resource/r1', '/resource/r2', '/resource/r3']

let browser: Browser
let sql: postgres.Sql
const probeJobs: string[] = []

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
})

afterAll(async () => {
  if (probeJobs.length > 0) await sql`select graphile_worker.complete_jobs(${`{${probeJobs.join(',')}}`}::bigint[])`
  await browser?.close()
  await sql?.end()
})

async function failedProbeJob(error: string): Promise<string> {
  const [{ id }] = await sql<{ id: string }[]>`
    select id::text as id from graphile_worker.add_job('operations_e2e_probe', '{"probe":true}'::json, max_attempts := 2)`
  probeJobs.push(id)
  await sql`select graphile_worker.permanently_fail_jobs(array[${id}]::bigint[], ${error})`
  return id
}

/** On the failed jobs' page: retries the probe job by its button and checks it is runnable again and audited. */
async function retryProbe(page: Page, jobId: string, error: string) {
  const row = page.locator('tr', { hasText: error })
  await expect(row.getByTestId('job-error').textContent()).resolves.toBe(error)
  await Promise.all([page.waitForURL(/\/resource\/r2/), row.getByRole('button', { name: `重试任务 ${jobId}` }).click()])
  await expect(page.getByText('已重新排队的任务：1').waitFor()).resolves.toBeUndefined()
  expect(await page.locator('tr', { hasText: error }).count()).toBe(0)
  const [job] = await sql<{ attempts: number; runnable: boolean }[]>`
    select attempts, run_at <= now() as runnable from graphile_worker._private_jobs where id = ${jobId}`
  expect(job).toEqual({ attempts: 0, runnable: true })
  const [audit] = await sql<{ actorEmail: string }[]>`
    select actor_email as "actorEmail" from audit_log where entity_type = 'job' and entity_id = ${jobId} and action = 'retry'`
  expect(audit).toEqual({ actorEmail: ADMIN.email })
}

/** axe-core's WCAG 2.1 A/AA violations on the open page (as tests/e2e/accessibility.e2e.ts runs it). */
async function violationsOf(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
      .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
      .then((result) => result.violations),
  )
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`))
}

describe('operations status pages', () => {
  it('shows the processes, the queue, storage and errors, and retries a failed job (no JavaScript)', async () => {
    const error = `operations e2e probe failed ${Date.now()}`
    const jobId = await failedProbeJob(error)
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, ADMIN.email, ADMIN.password)

    await page.goto('/resource')
    await expect(page.locator('h1').textContent()).resolves.toBe('运行状态概览')
    expect(Number(await page.getByTestId('processes-web').locator('span').last().textContent())).toBeGreaterThan(0)
    expect(Number(await page.getByTestId('processes-worker').locator('span').last().textContent())).toBeGreaterThan(0)
    expect(Number(await page.getByTestId('queue-failed').locator('span').last().textContent())).toBeGreaterThan(0)

    await page.goto('/resource/r1')
    const aliveWorker = page.locator('[data-testid="process"][data-role="worker"][data-alive="true"]')
    expect(await aliveWorker.count()).toBeGreaterThan(0)
    await expect(aliveWorker.first().textContent()).resolves.toContain('最近心跳')
    expect(await page.locator('[data-testid="process"][data-role="web"][data-alive="true"]').count()).toBeGreaterThan(0)

    await page.goto('/resource/r3')
    await expect(page.getByTestId('storage-toolTasks').textContent()).resolves.toContain('工具任务')
    await expect(page.locator('h2', { hasText: '最近的服务器错误' }).count()).resolves.toBe(1)

    await page.goto('/resource/r2?state=failed&pageSize=200')
    await retryProbe(page, jobId, error)
    await page.goto('/resource/r2?state=waiting&pageSize=200')
    expect(await page.locator('tr', { hasText: 'operations_e2e_probe' }).count()).toBeGreaterThan(0)
    await context.close()
  })

  it('meets WCAG AA at phone width on every page, and retries a failed job with JavaScript', async () => {
    const error = `operations e2e probe failed with JavaScript ${Date.now()}`
    const jobId = await failedProbeJob(error)
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await logIn(page, ADMIN.email, ADMIN.password)
    await page.setViewportSize({ width: 390, height: 800 })
    const found: Record<string, { violations: string[]; overflows: boolean }> = {}
    for (const path of PAGES) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      found[path] = {
        violations: await violationsOf(page),
        overflows: await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      }
    }
    expect(found).toEqual(Object.fromEntries(PAGES.map((path) => [path, { violations: [], overflows: false }])))
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.goto('/resource/r2?state=failed&pageSize=200')
    await whenHydrated(page, `button[aria-label="重试任务 ${jobId}"]`)
    await retryProbe(page, jobId, error)
    await context.close()
  })
})
