import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

/** Where a browser goes when a page on http://a.example answers `Location: <target>`. */
const followedFrom = (target: string) => new URL(target, 'http://a.example/')

describe('safeRedirect', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirect('/projects/myAnalysis?page=2&q=a%20b')).toBe('/projects/myAnalysis?page=2&q=a%20b')
  })

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
    'relative/path',
  ])('refuses %s', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })

  // The payloads of issue 7, as sent in a query string and as a route reads them (decoded once).
  const OPEN_REDIRECT_PAYLOADS = [
    '/.//evil.example',
    '/..//evil.example',
    '/%252e//evil.example',
    '/x/../%5Cevil.example/path',
  ]
  it.each(OPEN_REDIRECT_PAYLOADS.flatMap((payload) => [payload, decodeURIComponent(payload)]))(
    'never leaves the site for %j',
    (payload) => {
      const target = safeRedirect(payload)
      expect(followedFrom(target).origin).toBe('http://a.example')
      expect(target.startsWith('//')).toBe(false)
    },
  )

  it('returns a path that stays on the site for any input', () => {
    // Built from the characters that make URLs surprising, so the search reaches tricky cases often.
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%252e',
      '%5C',
      '%5c',
      '%2F',
      '%09',
      '\t',
      '\n',
      ' ',
      '@',
      ':',
      '?',
      '#',
      'evil.example',
      'x',
      'http:',
      'https:',
      'javascript:',
    )
    const crafted = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(fc.oneof(crafted, fc.string(), fc.webUrl(), fc.webPath()), (input) => {
        expect(followedFrom(safeRedirect(input)).origin).toBe('http://a.example')
        expect(followedFrom(safeRedirect(decodeURIComponentOrSelf(input))).origin).toBe('http://a.example')
      }),
      { numRuns: 20_000 },
    )
  })
})

function decodeURIComponentOrSelf(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
