import iconv from 'iconv-lite'
import { expect, it } from 'vitest'
import { DECODABLE_ENCODINGS, detectTextEncoding } from './text-encoding'

it('names only encodings both iconv-lite (the server) and TextDecoder (the browser) decode', () => {
  for (const name of DECODABLE_ENCODINGS) {
    expect(iconv.encodingExists(name), name).toBe(true)
    expect(() => new TextDecoder(name), name).not.toThrow()
  }
})

it('finds GB18030 for a short GBK sample and UTF-8 for valid UTF-8', () => {
  expect(detectTextEncoding(iconv.encode('样品\tS1\n', 'gbk'))).toEqual({
    name: 'GB18030',
    label: 'GB18030',
    bomLength: 0,
  })
  expect(detectTextEncoding(new TextEncoder().encode('样品\tS1\n'))).toEqual({
    name: 'UTF-8',
    label: 'utf-8',
    bomLength: 0,
  })
})
