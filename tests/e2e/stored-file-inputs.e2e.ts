import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOOL_RUN_STATUS } from '../../core/tool-runs'
import { launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { createAccounts } from './example-demo'
import { databaseUrl } from './platform-tasks'

/*
 * Issue 22 "reuse a stored table as the input of two tools", with JavaScript and without: a new
 * user uploads an OTU table through the OTU/ASV table filter, saves the filtered table from the
 * result page into their personal files, then picks that one stored table (no second upload) as
 * the input of alpha diversity and of rarefaction curves, and both runs finish with a result.
 */

// The one worker also builds the example project the platform queues at start-up, and other test
// files keep the machine busy: a run may wait half a minute or more for its turn.
const RUN_PATIENCE_MS = 180_000
const TOOL_FORM = 'form[enctype="multipart/form-data"]'

const SAMPLES = ['S1', 'S2', 'S3', 'S4']
const OTU_TABLE = [
  ['OTU ID', ...SAMPLES, 'taxonomy'].join('\t'),
  ...[
    [120, 80, 95, 60, 'k__Bacteria; p__Firmicutes; c__Bacilli'],
    [40, 70, 10, 55, 'k__Bacteria; p__Bacteroidetes; c__Bacteroidia'],
    [15, 0, 30, 22, 'k__Bacteria; p__Proteobacteria; c__Gammaproteobacteria'],
    [8, 12, 0, 9, 'k__Bacteria; p__Actinobacteria; c__Actinobacteria'],
    [3, 5, 7, 0, 'k__Bacteria; p__Firmicutes; c__Clostridia'],
    [0, 2, 4, 6, 'k__Archaea; p__Euryarchaeota; c__Methanobacteria'],
  ].map((row, index) => [`OTU_${index + 1}`, ...row].join('\t')),
  '',
].join('\n')

let browser: Browser
let sql: postgres.Sql
const toolIds: Record<string, number> = {}

beforeAll(async () => {
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  for (const row of await sql<{ id: number; scriptClassName: string }[]>`
    select id, script_class_name as "scriptClassName" from tools
    where script_class_name in ('OtuTableFilter', 'AlphaDiversity', 'RarefactionCurves') and deleted_at is null`)
    toolIds[row.scriptClassName] = row.id
})

afterAll(async () => {
  await browser?.close()
  await sql?.end({ timeout: 5 })
})

/** Runs the tool form as it stands and waits on the task page until the run succeeded. */
async function runAndWaitForSuccess(page: Page): Promise<number> {
  await Promise.all([page.waitForURL(/\/task\/\d+$/), page.click(`${TOOL_FORM} button[name="_intent"][value="run"]`)])
  // With JavaScript the event stream brings the result; without it the page reloads itself every 3 s.
  await page
    .locator(`[data-task-status="${TOOL_RUN_STATUS.success}"] [data-chart]`)
    .first()
    .waitFor({ timeout: RUN_PATIENCE_MS })
  return Number(new URL(page.url()).pathname.split('/').pop())
}

describe.each([{ javaScriptEnabled: true }, { javaScriptEnabled: false }])(
  'stored files as tool inputs (JavaScript $javaScriptEnabled)',
  ({ javaScriptEnabled }) => {
    it(
      'saves a tool result into personal files and reuses that one stored table in two other tools',
      async () => {
        const account = { email: `stored-inputs-${javaScriptEnabled}@example.com`, password: 'Stored#2026inputs' }
        createAccounts([account], 'Stored')
        const [{ id: userId }] = await sql<{ id: number }[]>`select id from users where email = ${account.email}`
        const { context, page } = await newPage(browser, { javaScriptEnabled })
        await logIn(page, account.email, account.password)

        // 1. Upload once, through the OTU/ASV table filter.
        await page.goto(`/tool/${toolIds.OtuTableFilter}`)
        await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
        await page.setInputFiles(`${TOOL_FORM} input[name="file:table"]`, {
          name: 'reuse-otu.tsv',
          mimeType: 'text/tab-separated-values',
          buffer: Buffer.from(OTU_TABLE),
        })
        const filterTaskId = await runAndWaitForSuccess(page)

        // 2. Save the filtered table into personal files from the result page.
        const saveButton = page.locator(
          '[data-testid="save-to-my-files"][data-file-path="output/reuse-otu.filtered.tsv"]',
        )
        await whenHydrated(page, '[data-testid="save-to-my-files"]', javaScriptEnabled)
        await Promise.all([page.waitForURL(`**/task/${filterTaskId}`), saveButton.click()])
        await expect
          .poll(() => page.getByTestId('flash').textContent())
          .toContain('已将 reuse-otu.filtered.tsv 保存到个人文件。')
        const [saved] = await sql<{ id: number; sizeBytes: string; kind: number }[]>`
          select id, size_bytes as "sizeBytes", kind from stored_files
          where owner_id = ${userId} and folder = '' and name = 'reuse-otu.filtered.tsv'`
        expect(saved.kind).toBe(0)
        expect(Number(saved.sizeBytes)).toBeGreaterThan(0)

        // 3. The same stored table as the input of two other tools, without uploading it again.
        const runs: number[] = []
        for (const [index, scriptClassName] of ['AlphaDiversity', 'RarefactionCurves'].entries()) {
          await page.goto(`/tool/${toolIds[scriptClassName]}`)
          await whenHydrated(page, TOOL_FORM, javaScriptEnabled)
          const choice = page.locator(`${TOOL_FORM} select[name="_storedFile:table"]`)
          if (index === 0) {
            // The search narrows the choice by name (a GET round trip without JavaScript).
            await page.fill('[data-testid="stored-file-search"]', 'filtered')
            await Promise.all([
              page.waitForURL((url) => url.searchParams.get('fileSearch') === 'filtered'),
              page.click('button[form$="-stored-file-search"]'),
            ])
            // Newest first: the personal copy, then the task's own output it was copied from.
            await expect
              .poll(() => choice.locator('option').allTextContents())
              .toEqual([
                '— 不使用 —',
                expect.stringMatching(/^reuse-otu\.filtered\.tsv · 个人文件 · \d+ B$/),
                expect.stringMatching(/^reuse-otu\.filtered\.tsv · 工具结果 · \d+ B$/),
              ])
          }
          await choice.selectOption(String(saved.id))
          const taskId = await runAndWaitForSuccess(page)
          runs.push(taskId)
          // The task keeps its own copy of the input: the stored file stays where it was.
          const [input] = await sql<{ name: string; kind: number }[]>`
            select name, kind from stored_files where tool_task_id = ${taskId} and kind = 2`
          expect(input.name).toBe('reuse-otu.filtered.tsv')
        }
        expect(new Set(runs).size).toBe(2)
        const [{ personal }] = await sql<{ personal: number }[]>`
          select count(*)::int as personal from stored_files where owner_id = ${userId} and kind = 0`
        expect(personal).toBe(1)
        await context.close()
      },
      4 * RUN_PATIENCE_MS,
    )
  },
)
