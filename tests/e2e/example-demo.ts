import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll } from 'vitest'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { SEEDED_WORKFLOWS } from '../../db/seed/workflows'
import { eventually } from '../support/eventually'
import { baseUrl, launchBrowser } from './browser'
import { databaseUrl, runWithPlatformModules } from './platform-tasks'

/*
 * What the tests of a new user's Global Patterns demo share: one set-up (a browser, customers of
 * their own, the seeded example computed by the platform's worker when it started), Get samples,
 * and the project page's groups.
 */

export interface TestAccount {
  email: string
  password: string
}

const DEMO_PASSWORD = 'Demo#2026cloud'

export interface ExampleDemoSuite {
  /** The e2e database, for reading what the pages wrote. */
  readonly sql: postgres.Sql
  readonly browser: Browser
  /** The seeded workflow whose introduction offers Get samples. */
  readonly workflowId: number
  /** The file's customer for its runs with JavaScript on or off: each gets demos of their own. */
  account(javaScriptEnabled: boolean): TestAccount
  /** A customer of the file who owns no demo. */
  readonly stranger: TestAccount
}

/**
 * The set-up of a test file on the Global Patterns demo, as the file's beforeAll and afterAll: a
 * browser, a database connection, the file's customers (`<name>-js-false`, `<name>-js-true` and
 * `<name>-stranger`, named apart from other files' since every file of a run shares the e2e
 * database) and the example project complete. `firstName` is what the customers are called.
 */
export function exampleDemoSuite(name: string, { firstName = 'New' }: { firstName?: string } = {}): ExampleDemoSuite {
  // postgres.js connects on the first query, so the connection can be made while the file is collected.
  const sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  const account = (javaScriptEnabled: boolean) => ({
    email: `${name}-js-${javaScriptEnabled}@example.com`,
    password: DEMO_PASSWORD,
  })
  const stranger = { email: `${name}-stranger@example.com`, password: DEMO_PASSWORD }
  let browser: Browser | undefined
  let workflowId: number | undefined

  beforeAll(async () => {
    browser = await launchBrowser()
    createAccounts([account(false), account(true), stranger], firstName)
    workflowId = await waitForExampleProject(sql)
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await sql.end({ timeout: 5 })
  })

  const setUp = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is set up in beforeAll: use it inside a test or hook`)
    return value
  }
  return {
    sql,
    account,
    stranger,
    get browser() {
      return setUp(browser, 'the browser')
    },
    get workflowId() {
      return setUp(workflowId, 'the example workflow')
    },
  }
}

/** Customer accounts with passwords, written through the platform's own modules; existing ones are kept. */
export function createAccounts(accounts: TestAccount[], firstName = 'New'): void {
  runWithPlatformModules(
    `
    const { getDb, closeDatabaseConnections } = await import('./db/client.ts')
    const { users, passwords } = await import('./db/schema/users.ts')
    const { hashPassword } = await import('./core/password.server.ts')
    const { accounts, firstName } = JSON.parse(process.env.SNIPPET_INPUT)
    for (const account of accounts) {
      const [user] = await getDb().insert(users).values({ email: account.email, firstName }).onConflictDoNothing().returning({ id: users.id })
      if (user) await getDb().insert(passwords).values({ userId: user.id, hash: await hashPassword(account.password) })
    }
    await closeDatabaseConnections()
    console.log('{}')
    `,
    { accounts, firstName },
  )
}

/**
 * Waits until the example project is complete (the platform queued it when it started; Get samples
 * copies it once it is) and returns its workflow's id.
 */
export async function waitForExampleProject(sql: postgres.Sql): Promise<number> {
  const [workflow] = await sql<{ id: number }[]>`select id from workflows where title = ${SEEDED_WORKFLOWS[0].title}`
  const [example] = await eventually(
    'the example project to finish',
    async () =>
      sql<{ status: number }[]>`select status from analysis_batches where id = ${GLOBAL_PATTERNS_EXAMPLE.batchId}`,
    { until: ([example]) => example?.status === 2 || example?.status === 3, timeout: 150_000, interval: 500 },
  )
  if (example.status !== 2) throw new Error(`the example project did not complete (status ${example.status})`)
  return workflow.id
}

/**
 * Get samples on the workflow's introduction as the signed-in user; returns the demo's batch id once
 * the page has followed the copy to it. The project guide is switched off first, so its dialog does
 * not cover the panel under test.
 */
export async function getDemo(page: Page, workflowId: number): Promise<string> {
  await page.context().addCookies([{ name: 'azneta-bi-anlaysis-guide', value: 'false', url: baseUrl() }])
  await page.goto(`/analysis-introduction/${workflowId}`)
  await page.getByTestId('results-carousel').waitFor()
  await page.getByTestId('get-samples').click()
  await page.waitForURL(/\/analysis-project\/A[0-9A-Z]+\d{4}DEMO$/, { timeout: 60_000 })
  return new URL(page.url()).pathname.split('/').pop()!
}

/** The id of the project's (first) group of a type: 4 QC, 5 one-click analysis, 8 global dataset. */
export async function groupOfType(sql: postgres.Sql, analysisId: string, groupType: number): Promise<number> {
  const [group] = await sql<{ id: number }[]>`
    select id from project_analysis_groups where analysis_id = ${analysisId} and group_type = ${groupType}
    order by sort, id limit 1`
  if (!group) throw new Error(`project ${analysisId} has no group of type ${groupType}`)
  return group.id
}

const GLOBAL_PATTERNS_FILES = 'db/seed/data/global-patterns'

/**
 * Makes a project of the signed-in user on the new dataset page from the Global Patterns files with
 * the seeded workflow, grouped by SampleType with Soil vs Feces as the default comparison (the
 * workflow compares groups); returns once the page has gone back to My analysis.
 */
export async function createGlobalPatternsProject(page: Page, projectName: string): Promise<void> {
  await page.goto('/projects/myAnalysis/new')
  await page.selectOption('select[name="workflowId"]', { label: SEEDED_WORKFLOWS[0].title })
  await page.fill('input[name="projectName"]', projectName)
  for (const [role, name] of [
    ['table', 'otu_table.tsv'],
    ['taxonomy', 'taxonomy.tsv'],
    ['metadata', 'metadata.tsv'],
    ['tree', 'tree.nwk'],
  ])
    await page.setInputFiles(`input[name="file:${role}"]`, `${GLOBAL_PATTERNS_FILES}/${name}`)
  await page.click('button:has-text("校验文件")')
  await page.waitForSelector('[data-testid="sample-info-table"]')
  await page.selectOption('select[name="groupColumn"]', 'SampleType')
  await page.waitForSelector('[data-testid="compare-solution"]')
  await page.selectOption('#nd-control-0', 'Soil')
  await page.selectOption('#nd-treatment-0', 'Feces')
  await Promise.all([page.waitForURL('**/projects/myAnalysis'), page.click('button:has-text("创建项目")')])
}
