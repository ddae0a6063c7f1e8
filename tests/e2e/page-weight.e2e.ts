import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { baseUrl } from './browser'
import { get } from './http'
import { eventually } from '../support/eventually'

/**
 * What every page carries and what browsers keep: the translation table and the tool covers are
 * versioned resources downloaded once, not copied into each page (issue 7 §5).
 */
const sql = postgres(`${inject('postgresUrlPrefix')}biocloud_e2e`, { max: 1, onnotice: () => {} })

afterAll(async () => {
  await sql`delete from language_resources where resource_key = 'errors.backHome'`
  await sql.notify('language_resources_changed', '')
  await sql.end()
})

const IMMUTABLE = 'public, max-age=31536000, immutable'

function translationsUrlIn(html: string): string {
  const url =
    /<link rel="preload" href="(\/resources\/translations\/zh\/[^"]+)" as="fetch" crossorigin="anonymous"\/>/.exec(
      html,
    )?.[1]
  if (!url) throw new Error('the page does not preload its translations')
  return url
}

describe('the scripts and styles', () => {
  it('are sent as the build compressed them, brotli or gzip as the browser accepts, and kept for good', async () => {
    const html = await (await get('/')).text()
    const script = /href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1]
    expect(script, 'a script of the home page').toBeDefined()
    const fetched = async (acceptEncoding: string) => {
      const response = await fetch(`${baseUrl()}${script}`, { headers: { 'Accept-Encoding': acceptEncoding } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
      return { encoding: response.headers.get('content-encoding'), text: await response.text() }
    }
    const plain = await fetched('identity')
    expect(plain.encoding).toBeNull()
    expect(plain.text.length).toBeGreaterThan(1000)
    expect(await fetched('gzip, deflate, br')).toEqual({ encoding: 'br', text: plain.text })
    expect(await fetched('gzip')).toEqual({ encoding: 'gzip', text: plain.text })
  })
})

describe('the translation table', () => {
  it('is not inlined in pages: they name its versioned URL, which browsers keep for good', async () => {
    const html = await (await get('/')).text()
    // A string the home page never shows: only a copy of the whole table would carry it.
    expect(html).not.toContain('请检查文件格式、文件编码（UTF-8）和分隔符。')
    expect(html).not.toContain('"translations"')
    expect(html.length).toBeLessThan(16 * 1024)

    const url = translationsUrlIn(html)
    const table = await get(url)
    expect(table.status).toBe(200)
    expect(table.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(table.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(
      (
        await get(url.replace('/zh/', '/en/'), 'lng=' + encodeURIComponent(Buffer.from('"zh"').toString('base64')))
      ).headers.get('content-language'),
    ).toBe('en-US')
    // The whole merged table but the task failure texts, which only the task page's loader uses.
    const merged = (await (await get('/api/resource/getall')).json()) as { data: { zh: string } }
    // Failures and the words of stored results are translated by the loaders: the browser never needs them.
    const { toolErrors, toolText, ...browserSections } = JSON.parse(merged.data.zh) as Record<string, unknown>
    expect(toolErrors).toBeDefined()
    expect(toolText).toBeDefined()
    expect(await table.json()).toEqual(browserSections)

    const again = await fetch(`${baseUrl()}${url}`, { headers: { 'If-None-Match': table.headers.get('etag')! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const unknownLanguage = await get('/resources/translations/xx/abc')
    expect(unknownLanguage.status).toBe(404)
    expect(await unknownLanguage.json()).toEqual({ messageKey: 'errors.notFound', message: '您访问的页面不存在。' })
  })

  it('gets a new URL when staff change a string, and an old URL answers the current table uncached', async () => {
    const before = translationsUrlIn(await (await get('/')).text())
    await sql`insert into language_resources (resource_key, zh, en, kind) values ('errors.backHome', '回到首页看看', 'Home again', 0)`
    await sql.notify('language_resources_changed', '')
    const after = await eventually(
      'the page to name a new translations URL',
      async () => translationsUrlIn(await (await get('/')).text()),
      { until: (url) => url !== before },
    )
    expect(after).not.toBe(before)
    expect(((await (await get(after)).json()) as { errors: { backHome: string } }).errors.backHome).toBe('回到首页看看')

    const outdated = await get(before)
    expect(outdated.status).toBe(200)
    expect(outdated.headers.get('cache-control')).toBe('public, no-cache')
    expect(((await outdated.json()) as { errors: { backHome: string } }).errors.backHome).toBe('回到首页看看')
  })
})

describe('tool covers', () => {
  it('are images the catalogue links by version, not SVG drawn into every card', async () => {
    const html = await (await get('/tools/all')).text()
    expect(html).not.toContain('<svg viewBox="0 0 320 160"')
    const covers = [...html.matchAll(/<img src="(\/resources\/tool-cover\/\d+\?v=[\w-]+)"/g)].map((match) =>
      match[1].replaceAll('&amp;', '&'),
    )
    expect(covers.length).toBe((html.match(/data-testid="tool-card"/g) ?? []).length)
    expect(covers.length).toBeGreaterThan(0)
    expect(html.length).toBeLessThan(72 * 1024)

    const cover = await get(covers[0])
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toBe('image/svg+xml')
    expect(cover.headers.get('cache-control')).toBe(IMMUTABLE)
    const svg = await cover.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).not.toContain('<script')

    const again = await fetch(`${baseUrl()}${covers[0]}`, { headers: { 'If-None-Match': cover.headers.get('etag')! } })
    expect(again.status).toBe(304)
    const unversioned = await get(covers[0].split('?')[0])
    expect(unversioned.headers.get('cache-control')).toBe('public, no-cache')
  })

  it('of a tool the visitor may not see stay hidden', async () => {
    const [tool] = await sql<
      { id: number }[]
    >`insert into tools (title, description, publish_status) values ('未发布封面探针', '', 0) returning id`
    try {
      expect((await get(`/resources/tool-cover/${tool.id}`)).status).toBe(404)
    } finally {
      await sql`delete from tools where id = ${tool.id}`
    }
  })
})
