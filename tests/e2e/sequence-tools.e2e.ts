import path from 'node:path'
import postgres from 'postgres'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { CUSTOMER } from './http'

/*
 * The sequence tools as a customer uses them: load the demo, submit, and read the result once the
 * worker has run it — with JavaScript (live stages) and without (the page refreshes itself).
 * SCREENSHOT_DIR, when set, keeps a picture of each result page.
 */

const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await sql.end()
})

async function toolId(scriptClassName: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`select id from tools where script_class_name = ${scriptClassName}`
  return row.id
}

/** Loads the demo, submits it and waits on the task page until the run has finished. */
async function runDemo(page: Page, scriptClassName: string): Promise<void> {
  await page.goto(`/tool/${await toolId(scriptClassName)}?demo=1`)
  await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
  await page.waitForSelector('[data-task-status="800"], [data-task-status="400"]', { timeout: 30_000 })
  await page.reload()
  const status = await page.getAttribute('[data-task-status]', 'data-task-status')
  if (status !== '800')
    throw new Error(`${scriptClassName} ended with status ${status}: ${await page.textContent('main')}`)
}

async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.SCREENSHOT_DIR
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

describe('sequence tools from their demos', () => {
  it.each([
    ['ReverseComplement', 'reverse-complement.fasta'],
    ['SixFrameTranslation', 'X65923_3'],
    ['SequenceStatistics', '66.54'],
    ['FastqToFasta', 'Phred+33'],
    ['PairwiseAlignment', '65/149 (43.6%)'],
    ['FuzzyMotifSearch', 'aataaa'],
    ['OrfFinder', 'X13776_5'],
  ])('%s runs with JavaScript and shows %s', async (scriptClassName, expected) => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await runDemo(page, scriptClassName)
      expect(await page.textContent('body')).toContain(expected)
      await keepScreenshot(page, `sequence-${scriptClassName}`)
    } finally {
      await context.close()
    }
  })

  it('the pairwise alignment runs without JavaScript and reports the EMBOSS needle score', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${await toolId('PairwiseAlignment')}?demo=1`)
      await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
      // Without JavaScript the page refreshes itself (meta refresh) until the run is final.
      await page.waitForSelector('[data-task-status="800"]', { timeout: 30_000 })
      expect(await page.textContent('body')).toContain('292.5')
      await keepScreenshot(page, 'sequence-PairwiseAlignment-no-js')
    } finally {
      await context.close()
    }
  })

  it('a letter that is no nucleotide code fails the run with 1002 naming its line and column', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${await toolId('SequenceStatistics')}`)
      await page.fill('textarea[name="sequence"]', '>bad\nACGT\nACXT\n')
      await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
      await page.waitForSelector('[data-task-status="400"]', { timeout: 30_000 })
      await page.reload()
      const body = await page.textContent('body')
      expect(body).toContain('1002')
      expect(body).toContain('“序列” 第 3 行第 3 列：“X”不是核苷酸（允许 IUPAC 码 ACGTURYSWKMBDHVN）字符。')
      await keepScreenshot(page, 'sequence-SequenceStatistics-1002')
    } finally {
      await context.close()
    }
  })
})

/*
 * Spec 01 §5: a sequence tool's text limit is a refusal with a message, never a cut. A paste one
 * character past the limit stays in the field as typed, and the form says which limit it passed.
 */
describe('sequence tool text limits', () => {
  async function submitAndRead(page: Page, javaScriptEnabled: boolean) {
    // Without JavaScript the server answers the refused form with 400, which Chromium logs as a failed load.
    if (!javaScriptEnabled) expectBrowserError(/status of 400/)
    await page.click('button[name="_intent"][value="run"]')
    await page.waitForSelector('[aria-invalid="true"]')
    return page.textContent('main')
  }

  it('takes a 2,000-nt pasted sequence in the pairwise alignment and aligns all of it', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${await toolId('PairwiseAlignment')}`)
      // Typed before hydration, the text would be replaced by the form's starting values.
      await whenHydrated(page, 'textarea[name="sequence_a"]')
      // The demo run above left its sequences as this tool's remembered settings: the paste goes into a form reset
      // to its defaults, as a user who wants an empty form does.
      const remembered = page.getByTestId('remembered-settings')
      if ((await remembered.count()) > 0) {
        await remembered.getByRole('button').click()
        await remembered.waitFor({ state: 'detached' })
      }
      await page.fill('textarea[name="sequence_a"]', 'A'.repeat(2000))
      await page.fill('textarea[name="sequence_b"]', 'A'.repeat(2000))
      await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
      await page.waitForSelector('[data-task-status="800"], [data-task-status="400"]', { timeout: 30_000 })
      await page.reload()
      expect(await page.getAttribute('[data-task-status]', 'data-task-status')).toBe('800')
      // EMBOSS needle's header: two identical 2,000-nt sequences align over their whole length.
      expect(await page.textContent('body')).toContain('2000/2000 (100.0%)')
    } finally {
      await context.close()
    }
  })

  it.each([true, false])(
    'refuses a 2,001-nt pasted sequence in the pairwise alignment with the limit, keeping the paste (JavaScript %s)',
    async (javaScriptEnabled) => {
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      try {
        await logIn(page, CUSTOMER.email, CUSTOMER.password)
        const path = `/tool/${await toolId('PairwiseAlignment')}`
        await page.goto(path)
        await page.fill('textarea[name="sequence_a"]', 'A'.repeat(2001))
        await page.fill('textarea[name="sequence_b"]', 'ACGT')
        expect(await submitAndRead(page, javaScriptEnabled)).toContain('“序列 A”最多 2,000 个字符。')
        expect(new URL(page.url()).pathname).toBe(path)
        expect(await page.inputValue('textarea[name="sequence_a"]')).toHaveLength(2001)
      } finally {
        await context.close()
      }
    },
  )

  it('takes a 30-character motif and refuses a 31-character one in the fuzzy motif search', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    try {
      await logIn(page, CUSTOMER.email, CUSTOMER.password)
      await page.goto(`/tool/${await toolId('FuzzyMotifSearch')}?demo=1`)
      await page.fill('[name="pattern"]', 'ACGT'.repeat(8).slice(0, 31))
      expect(await submitAndRead(page, false)).toContain('“基序”最多 30 个字符。')
      expect(await page.inputValue('[name="pattern"]')).toHaveLength(31)

      await page.fill('[name="pattern"]', 'ACGT'.repeat(8).slice(0, 30))
      await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
      await page.waitForSelector('[data-task-status="800"]', { timeout: 30_000 })
    } finally {
      await context.close()
    }
  })
})

/*
 * A sequence field takes a file as well as pasted text (FASTA, GenBank, EMBL): the file is uploaded
 * with the form, stored as the task's input and read by the run; one over its slot's size limit is
 * refused before it is uploaded (JavaScript) or by the server.
 */
describe('sequence files', () => {
  const FASTA = path.join(__dirname, '../fixtures/analysis/sequence/HBA_HUMAN.fasta')

  it.each([true, false])(
    'Protein statistics runs on an uploaded FASTA file and shows pepstats’ weight (JavaScript %s)',
    async (javaScriptEnabled) => {
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      try {
        await logIn(page, CUSTOMER.email, CUSTOMER.password)
        await page.goto(`/tool/${await toolId('ProteinStatistics')}`)
        if (javaScriptEnabled) await whenHydrated(page, 'input[name="file:sequence_file"]')
        // The text area may hold the last run's sequences: the chosen file is used instead.
        await page.setInputFiles('input[name="file:sequence_file"]', FASTA)
        await Promise.all([page.waitForURL(/\/task\/\d+/), page.click('button[name="_intent"][value="run"]')])
        await page.waitForSelector('[data-task-status="800"], [data-task-status="400"]', { timeout: 30_000 })
        await page.reload()
        const body = await page.textContent('body')
        expect(await page.getAttribute('[data-task-status]', 'data-task-status')).toBe('800')
        // EMBOSS pepstats of HBA_HUMAN: molecular weight 15257.55.
        expect(body).toContain('15257.55')
        expect(body).toContain('“序列”读自文件“HBA_HUMAN.fasta”（FASTA，UTF-8）。')
        expect(body).toContain('HBA_HUMAN.fasta')
        await keepScreenshot(page, `sequence-file-ProteinStatistics-js-${javaScriptEnabled}`)
      } finally {
        await context.close()
      }
    },
  )

  it.each([true, false])(
    'refuses a file over the slot’s 2 MB limit with the size message (JavaScript %s)',
    async (javaScriptEnabled) => {
      const { context, page } = await newPage(browser, { javaScriptEnabled })
      try {
        await logIn(page, CUSTOMER.email, CUSTOMER.password)
        const toolPath = `/tool/${await toolId('SequenceStatistics')}`
        await page.goto(toolPath)
        if (javaScriptEnabled) await whenHydrated(page, 'input[name="file:sequence_file"]')
        const huge = { name: 'huge.fasta', mimeType: 'text/plain', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 'A') }
        await page.setInputFiles('input[name="file:sequence_file"]', huge)
        if (javaScriptEnabled) {
          // Refused on choice: the input is emptied, so nothing would be uploaded.
          await page.waitForSelector('[data-slot="sequence_file"] [aria-invalid="true"]')
          expect(await page.inputValue('input[name="file:sequence_file"]')).toBe('')
        } else {
          expectBrowserError(/status of 400/)
          await page.click('button[name="_intent"][value="run"]')
          await page.waitForSelector('[aria-invalid="true"]')
          expect(new URL(page.url()).pathname).toBe(toolPath)
        }
        expect(await page.textContent('[data-slot="sequence_file"]')).toContain('huge.fasta 超过大小上限 2 MB。')
      } finally {
        await context.close()
      }
    },
  )

  it('shows each sequence field’s file slot at 1280 and 390 px, in Chinese and English, without sideways scrolling', async () => {
    const english = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
    for (const language of ['zh', 'en'] as const) {
      const { context, page } = await newPage(browser, { javaScriptEnabled: true })
      try {
        await logIn(page, CUSTOMER.email, CUSTOMER.password)
        if (language === 'en') await context.addCookies([{ name: 'lng', value: english, url: baseUrl() }])
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(`/tool/${await toolId('PairwiseAlignment')}`)
          await page.waitForSelector('[data-slot="sequence_b_file"]')
          const main = await page.textContent('main')
          expect(main).toContain(language === 'en' ? 'Sequence A file' : '序列 A 文件')
          expect(main).toContain(
            language === 'en'
              ? 'Or choose a FASTA, GenBank or EMBL file among the data files above'
              : '也可以在上方的数据文件中选择 FASTA、GenBank 或 EMBL 文件',
          )
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0)
          await page.screenshot({
            path: `tests/.artifacts/sequence-file-slots-${width}-${language}.png`,
            fullPage: true,
          })
        }
      } finally {
        await context.close()
      }
    }
  })
})
