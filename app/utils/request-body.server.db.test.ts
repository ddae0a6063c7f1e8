import { describe, expect, it } from 'vitest'
import { MAX_FORM_BYTES, readFormData } from './request-body.server'

const post = (headers: Record<string, string>, body: BodyInit) =>
  new Request('http://localhost/login', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)

async function refusal(pending: Promise<unknown>): Promise<{ status: number; messageKey: string }> {
  const thrown = await pending.then(
    () => null,
    (error: unknown) => error,
  )
  if (!(thrown instanceof Response)) throw new Error(`expected a refusal, got ${String(thrown)}`)
  return { status: thrown.status, messageKey: (await thrown.json()).messageKey }
}

describe('readFormData', () => {
  it('reads an urlencoded form and a multipart one', async () => {
    expect(
      (
        await readFormData(
          post({ 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=a%40b.c&redirectTo=%2Fx'),
        )
      ).get('redirectTo'),
    ).toBe('/x')
    const form = new FormData()
    form.append('language', 'en')
    expect(
      (await readFormData(new Request('http://localhost/resources/language', { method: 'POST', body: form }))).get(
        'language',
      ),
    ).toBe('en')
  })

  it.each([
    ['a JSON body', { 'Content-Type': 'application/json' }, '{"email":"a@b.c"}'],
    ['plain text', { 'Content-Type': 'text/plain' }, 'email=a@b.c'],
    ['no type at all', {}, 'email=a@b.c'],
    ['a multipart body that does not parse', { 'Content-Type': 'multipart/form-data; boundary=XyZ' }, 'not multipart'],
  ])('answers 400 to %s', async (_kind, headers, body) => {
    expect(await refusal(readFormData(post(headers as Record<string, string>, body)))).toEqual({
      status: 400,
      messageKey: 'errors.unreadableForm',
    })
  })

  it('answers 400 to a NUL in a value, which Postgres could not store', async () => {
    expect(
      await refusal(readFormData(post({ 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=a%00b'))),
    ).toEqual({ status: 400, messageKey: 'errors.badRequest' })
  })

  it('answers 413 to a declared length over the limit before its body ends, and to a chunked body that passes it', async () => {
    // A body that never ends: the answer cannot have waited for it.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('a='.padEnd(64 * 1024, 'x')))
      },
    })
    expect(
      await refusal(
        readFormData(
          post(
            { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(MAX_FORM_BYTES + 1) },
            endless,
          ),
        ),
      ),
    ).toEqual({
      status: 413,
      messageKey: 'errors.payloadTooLarge',
    })
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('a='.padEnd(64 * 1024, 'x')))
      },
    })
    expect(await refusal(readFormData(post({ 'Content-Type': 'application/x-www-form-urlencoded' }, chunked)))).toEqual(
      { status: 413, messageKey: 'errors.payloadTooLarge' },
    )
  })
})
