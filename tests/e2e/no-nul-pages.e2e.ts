import { describe, expect, it } from 'vitest'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { CUSTOMER, get, sessionCookieFor, STAFF } from './http'
import { SPEC_ROUTES } from './spec-routes'

/**
 * React 18.3.1's streaming renderer left U+0000 in a page wherever a Chinese character spanned one
 * of its 2,048-byte chunks ("使用\0教程"); patches/react-dom+18.3.1.patch applies React 19's fix.
 * Every Chinese page the end-to-end suite visits (the spec's route table, the example project and
 * its report, and every page those link to), read as a customer and as staff, has none.
 */
const STARTING_PAGES = [
  ...SPEC_ROUTES.map(([path]) => path),
  `/analysis-project/${GLOBAL_PATTERNS_EXAMPLE.batchId}`,
  `/analysis-report/${GLOBAL_PATTERNS_EXAMPLE.batchId}`,
  '/tools/all?page=abc',
  '/tool/99999',
]

/** The site's own page links in `html`: not assets, files, resource routes or signing out. */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)"/g)]
    .map((match) => match[1].replaceAll('&amp;', '&'))
    .filter((path) => !/^\/(assets|resources|api|logout)\b/.test(path) && !/\.[a-z0-9]+(\?|$)/i.test(path))
}

describe.each([
  ['customer', CUSTOMER],
  ['staff', STAFF],
])('pages read as the %s', (_role, account) => {
  it('hold no U+0000', async () => {
    const cookie = await sessionCookieFor(account.email, account.password)
    const seen = new Set<string>()
    const withNul: string[] = []
    const read: string[] = []
    const visit = async (path: string, followLinks: boolean) => {
      if (seen.has(path)) return
      seen.add(path)
      const response = await get(path, cookie)
      if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return
      const bytes = Buffer.from(await response.arrayBuffer())
      if (response.status === 200) read.push(path)
      if (bytes.includes(0)) withNul.push(path)
      if (followLinks) for (const link of pageLinks(bytes.toString('utf8'))) await visit(link, false)
    }
    for (const path of STARTING_PAGES) await visit(path, true)
    expect(withNul).toEqual([])
    // Signed in, the crawl read the pages themselves (the two among them), not login redirects.
    expect(read).toEqual(expect.arrayContaining(['/projects/myAnalysis', '/tools/all', '/tool/1']))
  })
})
