import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  idParam,
  numberFromList,
  optional,
  pageParam,
  parseRouteId,
  parseSearchParams,
  pathSegmentsParam,
  textParam,
} from './request-input.server'

describe('URL input', () => {
  it.each(['1', '2147483647'])('takes the id %s', (value) => {
    expect(idParam.parse(value)).toBe(Number(value))
  })

  it.each(['0', '-1', '01', '2147483648', '99999999999', '1e3', '1.0', ' 1', '%00', ''])(
    'refuses the id %j',
    (value) => {
      expect(idParam.safeParse(value).success).toBe(false)
    },
  )

  it.each(['1e300', '922337203685477580', '0', '-2', '1000001', 'abc'])('refuses the page %j', (value) => {
    expect(pageParam.safeParse(value).success).toBe(false)
  })

  it('reads text without NUL, trimmed and cut to its length', () => {
    expect(textParam(5).parse('  abcdefg ')).toBe('abcde')
    expect(textParam().safeParse('a\u0000b').success).toBe(false)
  })

  it('takes a number only from its list, and a stored path only without dot segments or NUL', () => {
    expect(numberFromList([10, 20] as const).safeParse('20').success).toBe(true)
    expect(numberFromList([10, 20] as const).safeParse('30').success).toBe(false)
    expect(pathSegmentsParam.safeParse('output/chart.png').success).toBe(true)
    for (const path of ['output/../x', 'output//x', 'output/x.png\u0000.txt'])
      expect(pathSegmentsParam.safeParse(path).success).toBe(false)
  })

  it("answers a bad query with 400 and a bad path id with 404, with the message in the reader's language", async () => {
    const english = { Cookie: `lng=${encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))}` }
    const schema = z.object({ page: optional(pageParam) })
    expect(await parseSearchParams(new Request('http://x/list?page='), schema)).toEqual({})
    const badQuery = (await parseSearchParams(
      new Request('http://x/list?page=1e300', { headers: english }),
      schema,
    ).catch((error: unknown) => error)) as Response
    expect(badQuery.status).toBe(400)
    expect(await badQuery.json()).toEqual({
      messageKey: 'errors.badRequest',
      message: 'The request is not valid. Please check the link or your input and try again.',
    })
    const badId = (await parseRouteId(new Request('http://x/tool/99999999999'), '99999999999').catch(
      (error: unknown) => error,
    )) as Response
    expect(badId.status).toBe(404)
    expect((await badId.json()).message).toBe('您访问的页面不存在。')
  })
})
