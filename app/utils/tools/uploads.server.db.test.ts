import { describe, expect, it } from 'vitest'
import type { DataFileSetting } from '#core/tools'
import { checkFileType, looksLikeText, MAX_TEXT_BYTES_TOTAL, MAX_TEXT_FIELDS, readToolUploads } from './uploads.server'

const text = (value: string) => new TextEncoder().encode(value)
// The first bytes of an .xlsx (a zip archive) and of a PNG, as the format specifications give them.
const XLSX_START = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('file type by suffix and content', () => {
  it('accepts a text table with an accepted suffix', () => {
    expect(checkFileType('otu.tsv', text('id\tS1\nA\t1\n'), ['txt', 'tsv'])).toBeNull()
    expect(checkFileType('OTU.TSV', text('id\tS1\n'), ['.TSV'])).toBeNull()
  })

  it('refuses a suffix the slot does not list', () => {
    expect(checkFileType('otu.xlsx', XLSX_START, ['txt', 'tsv'])).toEqual({
      key: 'tools.upload.wrongSuffix',
      values: { file: 'otu.xlsx', types: '.txt, .tsv' },
    })
  })

  it('refuses an Excel workbook or a NUL-bearing binary renamed to .txt', () => {
    expect(checkFileType('otu.txt', XLSX_START, ['txt'])).toEqual({
      key: 'tools.upload.wrongContent',
      values: { file: 'otu.txt', suffix: 'txt' },
    })
    expect(checkFileType('otu.txt', new Uint8Array([0x41, 0x00, 0x42]), ['txt'])?.key).toBe('tools.upload.wrongContent')
  })

  it('accepts UTF-16 text by its byte-order mark, NULs and all', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, 0x69, 0x00, 0x64, 0x00, 0x0a, 0x00])
    expect(looksLikeText(utf16)).toBe(true)
    expect(checkFileType('ids.txt', utf16, ['txt'])).toBeNull()
  })

  it('checks a binary suffix against its signature', () => {
    expect(checkFileType('cover.png', PNG_START, ['png'])).toBeNull()
    expect(checkFileType('cover.png', text('not an image'), ['png'])?.key).toBe('tools.upload.wrongContent')
  })
})

function setting(key: string, fileSizeMb: number): DataFileSetting {
  return { key, label: key, required: true, exampleFile: null, fileTypes: ['txt'], fileSizeMb, rules: [] }
}

function multipartRequest(form: FormData): Request {
  return new Request('http://localhost/tool/1', { method: 'POST', body: form })
}

describe('readToolUploads', () => {
  it('separates parameters from files, sanitises names and skips empty file inputs', async () => {
    const form = new FormData()
    form.append('alpha', '0.05')
    form.append('file:table', new File(['id\tS1\n'], '../otu.txt'))
    form.append('file:groups', new File([], ''))
    form.append('file:unknown', new File(['x'], 'x.txt'))
    const uploads = await readToolUploads(multipartRequest(form), [setting('table', 1), setting('groups', 1)])
    expect(uploads.fields.get('alpha')).toBe('0.05')
    expect([...uploads.files.keys()]).toEqual(['table'])
    expect(uploads.files.get('table')?.fileName).toBe('otu.txt')
    expect(new TextDecoder().decode(uploads.files.get('table')?.bytes)).toBe('id\tS1\n')
    expect(uploads.problems.size).toBe(0)
  })

  it("reports a file over its slot's limit, and 0 MB means 10 MB", async () => {
    const megabyte = 1024 * 1024
    const form = new FormData()
    form.append('file:small', new File([new Uint8Array(megabyte + 1).fill(65)], 'big.txt'))
    form.append('file:default', new File([new Uint8Array(5 * megabyte).fill(65)], 'five.txt'))
    const uploads = await readToolUploads(multipartRequest(form), [setting('small', 1), setting('default', 0)])
    expect(uploads.problems.get('small')).toEqual({
      key: 'tools.upload.tooLarge',
      values: { file: 'big.txt', limit: 1 },
    })
    expect(uploads.files.get('default')?.bytes.byteLength).toBe(5 * megabyte)
  })

  it('takes at most 10 files a request', async () => {
    const settings = Array.from({ length: 11 }, (_, i) => setting(`f${i}`, 1))
    const form = new FormData()
    for (const s of settings) form.append(`file:${s.key}`, new File(['a\n'], `${s.key}.txt`))
    const uploads = await readToolUploads(multipartRequest(form), settings)
    expect(uploads.files.size).toBe(10)
    expect(uploads.problems.get('f10')).toEqual({ key: 'tools.upload.tooManyFiles', values: { max: 10 } })
  })
})

/** The refusal a call threw, as status and body. */
async function refusal(
  pending: Promise<unknown>,
): Promise<{ status: number; body: { messageKey: string; message: string } }> {
  const thrown = await pending.then(
    () => null,
    (error: unknown) => error,
  )
  if (!(thrown instanceof Response)) throw new Error(`expected a refusal, got ${String(thrown)}`)
  return { status: thrown.status, body: await thrown.json() }
}

const ENGLISH = { Cookie: `lng=${encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))}` }

/** A multipart body written by hand, as a script (or an attacker) would send it. */
function rawMultipart(parts: { headers: string; body: string }[], boundary = 'XyZ'): Request {
  const body =
    parts.map((part) => `--${boundary}\r\n${part.headers}\r\n\r\n${part.body}\r\n`).join('') + `--${boundary}--\r\n`
  return new Request('http://localhost/tool/1', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
}

describe('readToolUploads refuses what no form sends', () => {
  it('keeps file names with = and ; (the old parser answered 500)', async () => {
    const uploads = await readToolUploads(
      rawMultipart([
        { headers: 'Content-Disposition: form-data; name="file:table"; filename="run=2;final.txt"', body: 'id\tS1\n' },
        { headers: 'Content-Disposition: form-data; name="file:groups"; filename="丰度表;a=b.txt"', body: 'g\n' },
      ]),
      [setting('table', 1), setting('groups', 1)],
    )
    expect(uploads.files.get('table')?.fileName).toBe('run_2_final.txt')
    expect(uploads.files.get('groups')?.fileName).toBe('丰度表_a_b.txt')
  })

  it.each([
    ['urlencoded', 'application/x-www-form-urlencoded', 'alpha=0.05'],
    ['JSON', 'application/json', '{"alpha":0.05}'],
    ['multipart without a boundary', 'multipart/form-data', 'alpha'],
  ])('answers 400 with a message to a %s body', async (_kind, contentType, body) => {
    const request = new Request('http://localhost/tool/1', {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...ENGLISH },
      body,
    })
    expect(await refusal(readToolUploads(request, [setting('table', 1)]))).toEqual({
      status: 400,
      body: {
        messageKey: 'errors.unreadableForm',
        message: "The submitted form could not be read. Please submit it from the page's form.",
      },
    })
  })

  it('answers 400 to a broken multipart body', async () => {
    const request = new Request('http://localhost/tool/1', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
      body: '--XyZ\r\nno headers at all',
    })
    expect((await refusal(readToolUploads(request, [setting('table', 1)]))).status).toBe(400)
  })

  it("answers 413 when the text fields are too many, in the reader's language", async () => {
    const form = new FormData()
    for (let i = 0; i <= MAX_TEXT_FIELDS; i++) form.append(`p${i}`, 'x')
    expect(await refusal(readToolUploads(multipartRequest(form), []))).toEqual({
      status: 413,
      body: { messageKey: 'errors.tooManyFields', message: '提交的表单字段过多。' },
    })
  })

  it('answers 413 when the text fields are too large together', async () => {
    const form = new FormData()
    for (let i = 0; i * 1_000_000 <= MAX_TEXT_BYTES_TOTAL; i++) form.append(`sequence${i}`, 'A'.repeat(1_000_000))
    expect((await refusal(readToolUploads(multipartRequest(form), []))).body.messageKey).toBe('errors.payloadTooLarge')
  })

  it('answers 413 at once when Content-Length is over the limit, reading nothing', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = new Request('http://localhost/tool/1', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ', 'Content-Length': String(50 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit)
    expect((await refusal(readToolUploads(request, [setting('table', 1)]))).status).toBe(413)
    expect(pulled).toBeLessThan(100)
  })

  it('stops reading a chunked body of 100 text parts of 2 MB and answers 413', async () => {
    // No Content-Length: the parts are made as the reader asks for them, as a slow client sends them.
    const boundary = 'XyZ'
    const part = new TextEncoder().encode('A'.repeat(2 * 1024 * 1024))
    let sentParts = 0
    let sentBytes = 0
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentParts === 100) return controller.close()
        const chunk = [
          encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="p${sentParts}"\r\n\r\n`),
          part,
          encoder.encode('\r\n'),
        ]
        for (const piece of chunk) {
          controller.enqueue(piece)
          sentBytes += piece.byteLength
        }
        sentParts++
      },
    })
    const request = new Request('http://localhost/tool/1', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
    expect((await refusal(readToolUploads(request, [setting('table', 1)]))).status).toBe(413)
    // Refused after the text budget, not after the 200 MB; the rest is drained in the background.
    expect(sentParts).toBeLessThan(100)
    expect(sentBytes).toBeLessThan(200 * 1024 * 1024)
  })
})

describe('readToolUploads with a file part still open', () => {
  /** A body that opens a file part, sends `fileBytes` of it, then fails (a closed socket) or keeps sending. */
  function openFilePart(options: { fileBytes: number; then: 'fail' | 'keep sending' }): Request {
    const encoder = new TextEncoder()
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode('--XyZ\r\nContent-Disposition: form-data; name="file:table"; filename="otu.txt"\r\n\r\n'),
        )
      },
      pull(controller) {
        if (sent >= options.fileBytes && options.then === 'fail') return controller.error(new Error('aborted'))
        controller.enqueue(new Uint8Array(64 * 1024).fill(65))
        sent += 64 * 1024
      },
    })
    return new Request('http://localhost/tool/1', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ' },
      body,
      duplex: 'half',
    } as RequestInit)
  }

  it('answers 400 when the client goes away in the middle of a file', async () => {
    const request = openFilePart({ fileBytes: 512 * 1024, then: 'fail' })
    expect((await refusal(readToolUploads(request, [setting('table', 1)]))).status).toBe(400)
  })

  it('answers 413 when a chunked file part passes the request limit', async () => {
    const request = openFilePart({ fileBytes: Infinity, then: 'keep sending' })
    expect((await refusal(readToolUploads(request, [setting('table', 1)]))).status).toBe(413)
  })

  it('answers 400 to a body that ends inside a file part', async () => {
    const request = rawMultipart([])
    const truncated = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: '--XyZ\r\nContent-Disposition: form-data; name="file:table"; filename="otu.txt"\r\n\r\nid\tS1\n',
    })
    expect((await refusal(readToolUploads(truncated, [setting('table', 1)]))).status).toBe(400)
  })
})
