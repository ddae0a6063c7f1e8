import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirect('/projects/myAnalysis?page=2&q=a%20b')).toBe('/projects/myAnalysis?page=2&q=a%20b')
  })

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, 'relative/path'])(
    'refuses %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/')
    },
  )
})
