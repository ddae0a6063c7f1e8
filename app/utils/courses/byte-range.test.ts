import { describe, expect, it } from 'vitest'
import { parseByteRange } from './byte-range'

describe('HTTP byte ranges', () => {
  it('reads the forms a video player sends', () => {
    expect(parseByteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseByteRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 })
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseByteRange('bytes=0-0, 5-9', 1000)).toEqual({ start: 0, end: 0 })
  })

  it('serves the whole file when there is no byte range', () => {
    expect(parseByteRange(null, 1000)).toBeNull()
    expect(parseByteRange('items=0-5', 1000)).toBeNull()
    expect(parseByteRange('bytes=-', 1000)).toBeNull()
  })

  it('refuses ranges outside the file', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=500-400', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable')
  })
})
