import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage } from './browser'
import { CUSTOMER, get, STAFF } from './http'

/*
 * Feedback as a customer and staff use it: the customer sends feedback with a screenshot from the
 * feedback page without JavaScript (after a wrong phone number and a file that only claims to be
 * an image), staff move it through every status with replies and see the screenshot, the customer
 * reads the replies in their list and has one message per step. Then the tutorial page with its
 * menu in both languages.
 */

const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const CONTENT = `The PCoA chart stays empty after choosing a group solution (${Date.now()})`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
  await sql.end()
})

describe('feedback', () => {
  let feedbackId: number

  it('is sent from any page without JavaScript, with its checks, a screenshot and the page it came from', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)
    await page.goto('/tools/all')
    await page.getByTestId('feedback-button').first().click()
    await page.waitForURL('**/feedback/new?from=%2Ftools%2Fall')

    await page.fill('input[name="phone"]', '12ab')
    await page.fill('textarea[name="content"]', CONTENT)
    await page.setInputFiles('input[name="images"]', [
      { name: 'screenshot.png', mimeType: 'image/png', buffer: Buffer.from('OTU ID\tS1\n') },
    ])
    expectBrowserError(/status of 400/)
    await page.click('button:has-text("提交反馈")')
    await page.getByText('请输入正确的电话号码').waitFor()
    await page.getByText('只能上传 PNG、JPEG、GIF 或 WebP 图片', { exact: false }).waitFor()

    await page.fill('input[name="phone"]', '13800138000')
    await page.setInputFiles('input[name="images"]', [{ name: 'chart.png', mimeType: 'image/png', buffer: PNG }])
    await Promise.all([page.waitForURL('**/userCenter/feedback'), page.click('button:has-text("提交反馈")')])
    const item = page.getByTestId('my-feedback-item').filter({ hasText: CONTENT })
    expect(await item.textContent()).toContain('已提交')

    const [row] =
      await sql`select id, source_path, source_host, jsonb_array_length(images)::int as images, contact_phone
                            from feedback where content = ${CONTENT}`
    expect(row).toMatchObject({ source_path: '/tools/all', images: 1, contact_phone: '13800138000' })
    expect(row.source_host).toBe(new URL(baseUrl()).host)
    feedbackId = row.id
    await context.close()
  })

  it('is moved by staff through every status with replies, which the customer reads and receives as messages', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: true })
    await logIn(page, STAFF.email, STAFF.password)
    await page.goto('/feedback-data?status=0')
    await page.getByTestId(`process-${feedbackId}`).click()
    const panel = page.getByTestId('feedback-item')
    await panel.waitFor()
    expect(await panel.getByTestId('feedback-source').textContent()).toContain('/tools/all')
    expect(await panel.getByTestId('feedback-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    const steps = [
      { to: '处理中', remark: '' },
      { to: '待定', remark: 'Which browser do you use?' },
      { to: '已解决', remark: 'Fixed: an empty group no longer hides the chart.' },
      { to: '处理中', remark: '' },
      { to: '未解决', remark: 'It came back for one project; we keep looking.' },
      { to: '已关闭', remark: 'Closed after the fix was released.' },
    ]
    for (const [index, step] of steps.entries()) {
      await panel.locator('select[name="toStatus"]').selectOption({ label: step.to })
      await panel.locator('textarea[name="remark"]').fill(step.remark)
      await panel.getByRole('button', { name: '保存' }).click()
      await panel.getByTestId('feedback-history').locator('tbody tr').nth(index).waitFor()
    }
    await panel.getByText('该反馈已关闭，不能再变更。').waitFor()
    const history = await panel.getByTestId('feedback-history').locator('tbody tr').allTextContents()
    expect(history).toHaveLength(6)
    expect(history[5]).toContain(STAFF.email)
    expect(history[5]).toContain('未解决')
    await context.close()

    const customer = await newPage(browser, { javaScriptEnabled: true })
    await logIn(customer.page, CUSTOMER.email, CUSTOMER.password)
    await customer.page.goto('/userCenter/feedback')
    const item = customer.page.getByTestId('my-feedback-item').filter({ hasText: CONTENT })
    expect(await item.getByTestId('feedback-reply').allTextContents()).toEqual([
      expect.stringContaining('Which browser do you use?'),
      expect.stringContaining('Fixed: an empty group no longer hides the chart.'),
      expect.stringContaining('It came back for one project; we keep looking.'),
      expect.stringContaining('Closed after the fix was released.'),
    ])
    await customer.context.close()

    const messages = await sql`select m.params from messages m join message_receipts r on r.message_id = m.id
                               join users u on u.id = r.receiver_id
                               where u.email = ${CUSTOMER.email} and m.template = 'feedback-reply'
                                 and (m.params->>'feedbackId')::int = ${feedbackId}`
    expect(messages.map((m) => Number(m.params.status)).sort((a, b) => a - b)).toEqual([20, 20, 30, 40, 50, 100])
  })
})

describe('the tutorial page', () => {
  it('shows a tutorial with the tutorial menu, in Chinese and in English', async () => {
    const zh = await (await get('/tutorial/platform&0&index')).text()
    expect(zh).toContain('data-testid="tutorial-menu"')
    expect(zh).toContain('BioCloud 快速入门')
    expect(zh).toContain('如何解读多样性结果')
    const en = await (await get('/tutorial/platform&0&index', `lng=${ENGLISH}`)).text()
    expect(en).toContain('Getting started with BioCloud')
    expect(en).toContain('Reading a diversity result')
    const example = await get('/resources/tutorial-file/global-patterns/metadata.tsv')
    expect(example.status).toBe(200)
    expect((await example.text()).startsWith('sample_id\t')).toBe(true)
  })
})
