import type { Browser } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, logIn, newPage } from './browser'
import { ADMIN, CUSTOMER } from './http'

/*
 * The message centre and favourites as staff and a customer use them: staff send a message to all
 * customers and the customer's header badge counts it without a reload (JavaScript on); without
 * JavaScript the customer marks it read, opens and deletes it, and staff see the read receipt;
 * a tool and a workflow favourited from their pages (form posts) are in My favourites, one is
 * removed, and an unpublished one is shown as no longer available.
 */
const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })
const TITLE = `Maintenance notice ${Date.now()}`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
  await sql.end()
})

describe('a message to all customers', () => {
  it("reaches a signed-in customer's header badge live, and the customer reads and deletes it without JavaScript", async () => {
    const customer = await newPage(browser, { javaScriptEnabled: true })
    await logIn(customer.page, CUSTOMER.email, CUSTOMER.password)
    await customer.page.goto('/projects/overview')
    const badge = customer.page.getByTestId('unread-badge')
    const before = Number(await badge.getAttribute('data-unread'))

    const staff = await newPage(browser, { javaScriptEnabled: true })
    await logIn(staff.page, ADMIN.email, ADMIN.password)
    await staff.page.goto('/message-data')
    await staff.page.getByLabel('标题', { exact: true }).fill(TITLE)
    await staff.page.getByLabel('重要程度').selectOption('99')
    // With JavaScript the rich text is typed into the editable view.
    await staff.page.getByRole('textbox', { name: '内容' }).fill('The platform stops at 22:00 for one hour.')
    await Promise.all([
      staff.page.waitForURL('/message-data'),
      staff.page.getByRole('button', { name: '发送' }).click(),
    ])
    await staff.page.getByText(`消息“${TITLE}”正在投递。`).waitFor()

    // The customer's page was not reloaded: the badge follows the event stream.
    await customer.page.waitForSelector(`[data-testid="unread-badge"][data-unread="${before + 1}"]`)
    expect(customer.page.url()).toContain('/projects/overview')
    await customer.context.close()

    const noJs = await newPage(browser, { javaScriptEnabled: false })
    await logIn(noJs.page, CUSTOMER.email, CUSTOMER.password)
    await noJs.page.getByTestId('unread-badge').click()
    await noJs.page.waitForURL('/userCenter/message')
    await noJs.page.goto('/userCenter/message?state=unread&importance=99')
    const item = noJs.page.getByTestId('message').filter({ hasText: TITLE })
    expect(await item.getAttribute('data-read')).toBe('false')
    expect(await item.textContent()).toContain('紧急')
    await item.getByRole('button', { name: `标为已读 ${TITLE}` }).click()
    await noJs.page.getByText('已标为已读。').waitFor()
    // The filter still asks for unread ones: the message has left the list.
    expect(await noJs.page.getByTestId('message').filter({ hasText: TITLE }).count()).toBe(0)
    await noJs.page.goto('/userCenter/message?state=read')
    await noJs.page
      .getByTestId('message')
      .filter({ hasText: TITLE })
      .getByRole('button', { name: TITLE, exact: true })
      .click()
    const opened = noJs.page.getByTestId('message').filter({ hasText: TITLE })
    expect(await opened.getByTestId('message-content').textContent()).toContain('The platform stops at 22:00')
    // Staff see the delivery and the customer's read receipt.
    const [message] = await sql`select id from messages where title = ${TITLE}`
    await staff.page.goto(`/message-data/${message.id}?state=read`)
    expect(await staff.page.getByTestId('message-status').textContent()).toBe('已送达')
    await staff.page.getByRole('row').filter({ hasText: CUSTOMER.email }).getByText('已读').waitFor()

    await opened.getByRole('button', { name: `删除 ${TITLE}` }).click()
    await noJs.page.getByText('消息已删除。').waitFor()
    expect(await noJs.page.getByTestId('message').filter({ hasText: TITLE }).count()).toBe(0)
    await noJs.context.close()

    // The delete took the customer's receipt only: the message stays, with the other customers' receipts.
    await staff.page.goto(`/message-data/${message.id}`)
    const [{ receivers }] =
      await sql`select count(*)::int as receivers from message_receipts where message_id = ${message.id}`
    const [{ customers }] =
      await sql`select count(*)::int as customers from users where account_type = 0 and is_active and email <> ${CUSTOMER.email}`
    expect(receivers).toBe(customers)
    expect(await staff.page.getByTestId('receipt-counts').textContent()).toContain(`${receivers} 个接收人`)
    await staff.context.close()
  })
})

describe('favourites', () => {
  it('favourites a tool and a workflow from their pages without JavaScript, lists both, removes one and marks an unpublished one', async () => {
    const [tool] = await sql`select id, title from tools where publish_status = 1 order by sort, id limit 1`
    const [workflow] =
      await sql`select id, title from workflows where is_active and is_publish order by sort, id limit 1`
    await sql`delete from favourites where user_id = (select id from users where email = ${CUSTOMER.email})
              and ((collect_type = 1 and collection_id = ${tool.id}) or (collect_type = 3 and collection_id = ${workflow.id}))`
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    await logIn(page, CUSTOMER.email, CUSTOMER.password)

    await page.goto(`/tool/${tool.id}`)
    await page.getByTestId('favourite-toggle').click()
    await page.waitForSelector('[data-testid="favourite-toggle"][aria-pressed="true"]')
    await page.goto(`/analysis-introduction/${workflow.id}`)
    await page.getByTestId('favourite-toggle').click()
    await page.waitForSelector('[data-testid="favourite-toggle"][aria-pressed="true"]')

    await page.goto('/projects/mycollection')
    const rows = page.getByTestId('favourite')
    await rows.filter({ hasText: tool.title }).waitFor()
    await rows.filter({ hasText: workflow.title }).waitFor()
    await rows.filter({ hasText: tool.title }).getByRole('button', { name: '取消收藏' }).click()
    await page.waitForURL('/projects/mycollection')
    expect(await rows.filter({ hasText: tool.title }).count()).toBe(0)

    await sql`update workflows set is_publish = false where id = ${workflow.id}`
    try {
      await page.reload()
      const unavailable = rows.filter({ hasText: workflow.title })
      expect(await unavailable.getByTestId('favourite-unavailable').textContent()).toContain('已下架或删除')
    } finally {
      // Leave the shared customer as found: other files count their favourites.
      await sql`update workflows set is_publish = true where id = ${workflow.id}`
      await sql`delete from favourites where user_id = (select id from users where email = ${CUSTOMER.email})
                and collect_type = 3 and collection_id = ${workflow.id}`
    }
    await context.close()
  })
})
