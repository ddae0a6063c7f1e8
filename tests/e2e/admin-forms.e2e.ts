import type { Browser, Page } from 'playwright-core'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_TOOLS } from '../../db/seed/tools/index'
import { baseUrl, expectBrowserError, launchBrowser, logIn, newPage, whenHydrated } from './browser'
import { ADMIN, CUSTOMER, sessionCookieFor } from './http'
import { databaseUrl } from './platform-tasks'

/*
 * Form management as staff use it, with JavaScript and without: find a seeded tool's form, see a
 * bad default and an edit that would break the tool's executor refused with their messages, change
 * a field's label, default and group, confirm the list of tools the change reaches, and see the
 * customer's tool page change at once; disable the form and see the Run button disabled (and a run
 * posted anyway refused). Every save leaves an audit row with before and after. The form is put
 * back as the seed made it afterwards, so other test files meet the seeded tool.
 * Screenshots at 1280 and 390 px, in Chinese and English, go to tests/.artifacts.
 */

const TOOL = SEEDED_TOOLS.find((tool) => tool.scriptClassName === 'RadarChart')!
const FIELD_INDEX = TOOL.form.findIndex((field) => field.key === 'width')
const FIELD = TOOL.form[FIELD_INDEX]
const ENGLISH = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))

let browser: Browser
let sql: postgres.Sql
let toolId: number
let formId: number
let original: { fields: unknown; disabled: boolean }

beforeAll(async () => {
  if (FIELD_INDEX < 0 || FIELD.type !== 'number') throw new Error('RadarChart has no number field "width"')
  sql = postgres(databaseUrl(), { max: 2, onnotice: () => {} })
  browser = await launchBrowser()
  const [row] = await sql<{ toolId: number; formId: number; fields: unknown; disabled: boolean }[]>`
    select t.id as "toolId", f.id as "formId", f.fields, f.disabled
    from tools t join forms f on f.id = t.form_id where t.script_class_name = ${TOOL.scriptClassName}`
  ;({ toolId, formId } = row)
  original = { fields: row.fields, disabled: row.disabled }
})

afterAll(async () => {
  await sql`update forms set fields = ${sql.json(original.fields as postgres.JSONValue)}, disabled = ${original.disabled}
    where id = ${formId}`
  await browser.close()
  await sql.end()
})

/** A page answers within generous bounds even on a busy machine; the default second is too short. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000, interval: 100 })

const field = (property: string) => `[name="fields[${FIELD_INDEX}].${property}"]`

async function click(page: Page, name: string | RegExp) {
  await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name, exact: true }).click()])
}

async function formChanges() {
  return sql<
    {
      action: string
      actorEmail: string
      before: { fields: { key: string; label: string }[]; disabled: boolean }
      after: typeof original & {
        fields: { key: string; label: string; defaultValue: unknown; group?: string }[]
        disabled: boolean
      }
    }[]
  >`
    select action, actor_email as "actorEmail", before, after from audit_log
    where entity_type = 'form' and entity_id = ${String(formId)} order by id`
}

async function customerPage() {
  const { context, page } = await newPage(browser, { javaScriptEnabled: false })
  await logIn(page, CUSTOMER.email, CUSTOMER.password)
  await page.goto(`/tool/${toolId}`)
  return { context, page }
}

/** Opens the form from the list's keyword search, as staff find it. */
async function openEditor(page: Page, javaScriptEnabled: boolean) {
  await page.goto(`/setting/form?q=${TOOL.scriptClassName}&type=0`)
  const row = page.getByTestId('admin-table').locator('tbody tr')
  await eventually(() => row.count()).toBe(1)
  // The tools column counts the tools whose page renders the form.
  expect(await row.locator('td').nth(4).innerText()).toBe('1')
  await Promise.all([
    page.waitForURL(new RegExp(`/setting/form/edit/${formId}$`)),
    row.getByRole('link', { name: TOOL.scriptClassName }).click(),
  ])
  await page.locator(field('label')).waitFor()
  await whenHydrated(page, 'form[data-testid="form-editor"]', javaScriptEnabled)
}

async function saveAndConfirm(page: Page) {
  await click(page, '保存')
  const confirm = page.getByTestId('confirm-save')
  await confirm.waitFor()
  expect(await confirm.getByTestId('confirm-save-tools').innerText()).toContain(TOOL.title)
  await Promise.all([page.waitForURL(new RegExp(`/setting/form/edit/${formId}$`)), click(page, '为这些工具保存')])
  await eventually(() => page.getByText('已保存').count()).toBeGreaterThan(0)
}

describe.each([true, false])('form management with JavaScript %s', { timeout: 120_000 }, (javaScriptEnabled) => {
  const label = javaScriptEnabled ? '图宽（脚本开）' : '图宽（脚本关）'
  const defaultValue = javaScriptEnabled ? '700' : '1000'

  it('edits a field of a seeded tool form, refuses what would break it, and the tool page shows the change', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, ADMIN.email, ADMIN.password)
    await openEditor(page, javaScriptEnabled)
    const auditRowsBefore = (await formChanges()).length
    // A refused save answers 400, which Chromium reports (the page load without JavaScript, the fetch with it).
    expectBrowserError(/status of 400/)

    // A default outside the bounds: the message in the reader's language, what was typed kept.
    await page.fill(field('label'), label)
    await page.fill(field('defaultValue'), '99999')
    await click(page, '保存')
    await eventually(() => page.getByText(`默认值必须在 ${FIELD.min} 与 ${FIELD.max} 之间。`).count()).toBe(1)
    expect(await page.inputValue(field('defaultValue'))).toBe('99999')
    expect(await page.inputValue(field('label'))).toBe(label)

    // Renaming a key the executor reads: refused, naming the tool and the key.
    await page.fill(field('defaultValue'), defaultValue)
    await page.fill(field('key'), 'width_px')
    await click(page, '保存')
    await eventually(() =>
      page.getByText(`工具“${TOOL.title}”读取参数 width：该字段不能删除或改名。`).count(),
    ).toBeGreaterThan(0)
    expect((await formChanges()).length).toBe(auditRowsBefore)

    // Preview re-renders the page with the tool page's own fields, from the definition being edited.
    await page.fill(field('key'), 'width')
    await page.fill(field('group'), '尺寸')
    await click(page, '预览')
    const preview = page.getByTestId('form-preview')
    await eventually(() => preview.locator('[data-field-group="尺寸"]').getByText(label).count()).toBe(1)
    expect(await preview.locator('input[name="width"]').inputValue()).toBe(defaultValue)

    await saveAndConfirm(page)
    const changes = await formChanges()
    expect(changes.length).toBe(auditRowsBefore + 1)
    const change = changes.at(-1)!
    expect(change).toMatchObject({ action: 'update', actorEmail: ADMIN.email })
    expect(change.after.fields.find((item) => item.key === 'width')).toMatchObject({
      label,
      defaultValue: Number(defaultValue),
      group: '尺寸',
    })
    expect(change.before.fields.find((item) => item.key === 'width')?.label).not.toBe(label)

    const customer = await customerPage()
    const widthField = customer.page.locator('[data-field="width"]')
    expect(await widthField.locator('label').innerText()).toContain(label)
    expect(await customer.page.inputValue('input[name="width"]')).toBe(defaultValue)
    expect(await customer.page.locator('[data-field-group="尺寸"] [data-field="width"]').count()).toBe(1)
    await customer.context.close()
    await context.close()
  })

  it('disables the form: the tool page disables Run with a message and refuses a run posted anyway', async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled })
    await logIn(page, ADMIN.email, ADMIN.password)
    await openEditor(page, javaScriptEnabled)
    await page.check('input[name="disabled"]')
    await saveAndConfirm(page)
    expect((await formChanges()).at(-1)?.after.disabled).toBe(true)

    const customer = await customerPage()
    expect(await customer.page.getByTestId('run-disabled').innerText()).toContain('该工具的表单已被管理员禁用')
    expect(await customer.page.getByRole('button', { name: '提交' }).isDisabled()).toBe(true)
    await customer.context.close()

    const cookie = await sessionCookieFor(CUSTOMER.email, CUSTOMER.password)
    const body = new FormData()
    body.set('_intent', 'run')
    const response = await fetch(`${baseUrl()}/tool/${toolId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: baseUrl() },
      body,
    })
    expect(response.status).toBe(409)
    expect(await sql`select 1 from tool_tasks where tool_id = ${toolId}`).toHaveLength(0)

    // Enabled again for the next run of this story.
    await openEditor(page, javaScriptEnabled)
    await page.uncheck('input[name="disabled"]')
    await saveAndConfirm(page)
    expect((await formChanges()).at(-1)?.after.disabled).toBe(false)
    await context.close()
  })
})

it('deletes a form only after confirming, and refuses to delete a form a tool uses', { timeout: 120_000 }, async () => {
  const [{ id: spareId }] = await sql<{ id: number }[]>`
    insert into forms (name, description) values ('e2e spare form', 'to delete') returning id`
  const { context, page } = await newPage(browser, { javaScriptEnabled: false })
  await logIn(page, ADMIN.email, ADMIN.password)
  await page.goto(`/setting/form?confirm=${formId}`)
  await click(page, '删除')
  await eventually(() => page.getByText(`表单“${TOOL.scriptClassName}”正被 1 个工具`).count()).toBe(1)
  expect(await sql`select 1 from forms where id = ${formId}`).toHaveLength(1)

  await page.goto('/setting/form?q=spare')
  await Promise.all([page.waitForURL(/confirm=/), page.getByRole('link', { name: '删除' }).click()])
  await page.getByTestId('confirm-panel').waitFor()
  await click(page, '删除')
  await eventually(() => page.getByText('表单“e2e spare form”已删除。').count()).toBe(1)
  expect(await sql`select 1 from forms where id = ${spareId}`).toHaveLength(0)
  const [deletion] = await sql<{ action: string; before: { name: string } }[]>`
    select action, before from audit_log where entity_type = 'form' and entity_id = ${String(spareId)}`
  expect(deletion).toMatchObject({ action: 'delete', before: { name: 'e2e spare form' } })
  await context.close()
})

it(
  'shows the list and the editor at 1280 and 390 px, in Chinese and English, without sideways scrolling',
  { timeout: 120_000 },
  async () => {
    for (const language of ['zh', 'en'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } })
      if (language === 'en') await context.addCookies([{ name: 'lng', value: ENGLISH, url: baseUrl() }])
      const page = await context.newPage()
      await logIn(page, ADMIN.email, ADMIN.password)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        for (const [name, path] of [
          ['list', '/setting/form'],
          ['editor', `/setting/form/edit/${formId}`],
        ] as const) {
          await page.goto(path)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0)
          await page.screenshot({
            path: `tests/.artifacts/admin-forms-${name}-${width}-${language}.png`,
            fullPage: true,
          })
        }
      }
      await context.close()
    }
  },
)
