import fs from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ensureDatabase } from '../../db/ensure-database'
import { GLOBAL_PATTERNS_EXAMPLE } from '../../db/seed/example-projects'
import { startPlatform, type RunningPlatform } from '../setup/platform-server'
import { roles } from '../setup/process-tree'
import { eventually } from '../support/eventually'
import { ADMIN, CUSTOMER } from './http'

/**
 * No client behaviour may end a web process. One web process (WEB_CONCURRENCY=1) on a platform of
 * its own: every broken, aborted, malformed and oversized body goes to every form that takes files,
 * hostile cookies and headers to pages, and afterwards the very same process (same pid) answers.
 */

let platform: RunningPlatform
let webPid: number
const cookies: Record<'customer' | 'admin', string> = { customer: '', admin: '' }

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${platform.baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: platform.baseUrl },
    body: new URLSearchParams(account),
  })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__session='))
  if (!cookie) throw new Error(`signing in as ${account.email} failed with ${response.status}`)
  return cookie.split(';')[0]
}

function theWebProcess(): number {
  const web = roles(platform).web
  expect(web).toHaveLength(1)
  return web[0].pid
}

beforeAll(async () => {
  await ensureDatabase(inject('postgresServerUrl'), 'biocloud_e2e_robustness')
  platform = await startPlatform({
    databaseUrl: `${inject('postgresUrlPrefix')}biocloud_e2e_robustness`,
    env: { WEB_CONCURRENCY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
  })
  cookies.customer = await signIn(CUSTOMER)
  cookies.admin = await signIn(ADMIN)
  webPid = theWebProcess()
})
afterAll(async () => {
  await platform?.stop()
})

/** Every route whose form posts files (multipart), and the JSON API that reads a body as it streams. */
const UPLOAD_ROUTES = [
  { path: '/tool/1', account: 'customer', field: 'file:table' },
  { path: '/projects/myAnalysis/new', account: 'customer', field: 'file:table' },
  // The report's brand form (its logo); staff may brand any report.
  { path: `/analysis-report/${GLOBAL_PATTERNS_EXAMPLE.batchId}`, account: 'admin', field: 'logo' },
  // Every other form is read by the same reader as the sign-in form, which also takes multipart.
  { path: '/login', account: null, field: 'file' },
] as const

const BOUNDARY = '----robustness'
const MEGABYTE = 1024 * 1024

function filePartHead(field: string, boundary = BOUNDARY): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="otu.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  )
}

interface RawExchange {
  /** The status line's code, or null when the server closed the connection without one. */
  status: number | null
  /** Body bytes written before the answer came or the connection closed. */
  sent: number
}

/**
 * One request written byte by byte on a socket: `headers`, then `body` pieces as long as the server
 * has not answered; `then: 'close'` cuts the socket after the last piece (a closed tab).
 */
function rawRequest(options: {
  method?: string
  path: string
  headers: Record<string, string>
  body?: () => Iterator<Buffer>
  then?: 'wait' | 'close'
}): Promise<RawExchange> {
  const url = new URL(platform.baseUrl)
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname)
    let answer = ''
    let sent = 0
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer)
      resolve({ status: match ? Number(match[1]) : null, sent })
      socket.destroy()
    }
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n\r\n')) settle()
    })
    socket.on('error', settle)
    socket.on('close', settle)
    socket.on('connect', async () => {
      const head = [
        `${options.method ?? 'POST'} ${options.path} HTTP/1.1`,
        `Host: ${url.host}`,
        `Origin: ${url.origin}`,
        ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`),
      ]
      socket.write(`${head.join('\r\n')}\r\n\r\n`)
      const pieces = options.body?.() ?? [][Symbol.iterator]()
      for (let piece = pieces.next(); !piece.done && !settled; piece = pieces.next()) {
        sent += piece.value.byteLength
        if (!socket.write(piece.value)) await new Promise((drained) => socket.once('drain', drained))
      }
      if (options.then === 'close') {
        // Give the server the bytes, then go away as a closed tab does.
        await new Promise((resolve) => setTimeout(resolve, 200))
        settle()
      }
    })
  })
}

function* repeated(piece: Buffer, times: number) {
  for (let i = 0; i < times; i++) yield piece
}

function* chunked(pieces: Iterable<Buffer>) {
  for (const piece of pieces)
    yield Buffer.concat([Buffer.from(`${piece.byteLength.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
}

const MEGABYTE_OF_DATA = Buffer.alloc(MEGABYTE, 'A')

interface BrokenBody {
  kind: string
  headers: Record<string, string>
  body: () => Iterator<Buffer>
  then?: 'close'
  /** The answers it may get (null: the connection closed), when it waits for one. */
  expected?: (number | null)[]
}

/** Every kind of body no honest form sends, by what it does. */
function brokenBodies(field: string): BrokenBody[] {
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`
  const truncated = Buffer.concat([filePartHead(field), Buffer.from('id\tS1\nOTU1\t3\n')])
  return [
    {
      kind: 'aborted in the middle of a file part (Content-Length 2 MB, 1 MB sent, socket closed)',
      headers: { 'Content-Type': multipart, 'Content-Length': String(2 * MEGABYTE) },
      body: function* () {
        yield filePartHead(field)
        yield MEGABYTE_OF_DATA
      },
      then: 'close',
    },
    {
      kind: 'aborted in the middle of a chunked file part',
      headers: { 'Content-Type': multipart, 'Transfer-Encoding': 'chunked' },
      body: () => chunked([filePartHead(field), MEGABYTE_OF_DATA]),
      then: 'close',
    },
    {
      kind: 'aborted in the middle of the part headers',
      headers: { 'Content-Type': multipart, 'Content-Length': String(MEGABYTE) },
      body: function* () {
        yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)
      },
      then: 'close',
    },
    {
      kind: 'truncated: the body ends inside a file part',
      headers: { 'Content-Type': multipart, 'Content-Length': String(truncated.byteLength) },
      body: function* () {
        yield truncated
      },
      expected: [400],
    },
    {
      kind: 'a boundary that is not the one declared',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=other',
        'Content-Length': String(truncated.byteLength),
      },
      body: function* () {
        yield truncated
      },
      expected: [400],
    },
    {
      kind: 'multipart without a boundary',
      headers: { 'Content-Type': 'multipart/form-data', 'Content-Length': String(truncated.byteLength) },
      body: function* () {
        yield truncated
      },
      expected: [400],
    },
    {
      kind: 'part headers that are not headers',
      headers: { 'Content-Type': multipart, 'Transfer-Encoding': 'chunked' },
      body: () => chunked([Buffer.from(`--${BOUNDARY}\r\n${'x'.repeat(100_000)}\r\n\r\n`), Buffer.alloc(0)]),
      expected: [400],
    },
    {
      kind: 'a declared Content-Length of 1 GB',
      headers: { 'Content-Type': multipart, 'Content-Length': String(1024 * MEGABYTE) },
      body: function* () {
        yield filePartHead(field)
        yield* repeated(MEGABYTE_OF_DATA, 4)
      },
      expected: [413],
    },
    {
      // Past every route's limit (the new-dataset form takes the most, about 162 MB): the server
      // answers 413 or, past what it reads and drops after refusing, closes the connection.
      kind: 'a chunked file part that never ends',
      headers: { 'Content-Type': multipart, 'Transfer-Encoding': 'chunked' },
      body: () => chunked([filePartHead(field), ...repeated(MEGABYTE_OF_DATA, 400)]),
      expected: [413, null],
    },
    {
      kind: 'chunked encoding that breaks off into garbage',
      headers: { 'Content-Type': multipart, 'Transfer-Encoding': 'chunked' },
      body: function* () {
        yield* chunked([filePartHead(field), MEGABYTE_OF_DATA])
        yield Buffer.from('zz-not-a-chunk-size\r\n\r\n')
      },
      // 413 where the megabyte before the garbage is already over the form's limit.
      expected: [400, 413, null],
    },
  ]
}

describe('a web process outlives every body a client can send', () => {
  for (const route of UPLOAD_ROUTES) {
    for (const body of brokenBodies(route.field)) {
      it(`${route.path}: ${body.kind}`, async () => {
        const exchange = await rawRequest({
          path: route.path,
          headers: { ...body.headers, ...(route.account ? { Cookie: cookies[route.account] } : {}) },
          body: body.body,
          then: body.then ?? 'wait',
        })
        if (body.expected) expect(body.expected).toContain(exchange.status)
        // The process answers at once; its storage probe may wait out a disk that the other test runs keep busy.
        await eventually('/healthz to answer 200', async () => (await fetch(`${platform.baseUrl}/healthz`)).status, {
          until: (status) => status === 200,
          interval: 500,
        })
        expect(theWebProcess()).toBe(webPid)
      })
    }
  }

  it('the refused chunked upload stopped being read soon after the route’s limit', async () => {
    const exchange = await rawRequest({
      path: '/tool/1',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Transfer-Encoding': 'chunked',
        Cookie: cookies.customer,
      },
      body: () => chunked([filePartHead('file:table'), ...repeated(MEGABYTE_OF_DATA, 400)]),
    })
    expect(exchange.status).toBe(413)
    expect(exchange.sent).toBeLessThan(200 * MEGABYTE)
    expect(theWebProcess()).toBe(webPid)
  })
})

describe('a web process outlives hostile cookies and headers', () => {
  const hostile: { name: string; headers?: Record<string, string>; path?: string }[] = [
    { name: 'an lng cookie that is no URI encoding', headers: { Cookie: 'lng=%E0' } },
    { name: 'an lng cookie that is no base64 JSON', headers: { Cookie: 'lng=%22%E0%22' } },
    { name: 'a session cookie that is no signed value', headers: { Cookie: '__session=%E0%FF.%' } },
    { name: 'a path segment that is no URI encoding', path: '/tool/%E0' },
    { name: 'a query string that is no URI encoding', path: '/tools/all?page=%E0&q=%' },
    { name: 'an Accept-Language that is no language', headers: { 'Accept-Language': '%E0;q=x' } },
  ]
  for (const request of hostile)
    it(`answers ${request.name} with a page`, async () => {
      for (const path of [request.path ?? '/healthz', request.path ?? '/tools/all']) {
        const exchange = await rawRequest({ method: 'GET', path, headers: request.headers ?? {} })
        expect([200, 400, 404]).toContain(exchange.status)
      }
      expect(theWebProcess()).toBe(webPid)
    })

  it('ignores an X-Forwarded-Host from a client on a form post (no logged 500)', async () => {
    const body = new URLSearchParams({ email: 'nobody@example.com', password: 'wrong-password' }).toString()
    const exchange = await rawRequest({
      path: '/login',
      headers: {
        'X-Forwarded-Host': 'elsewhere.example',
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(body.length),
      },
      body: function* () {
        yield Buffer.from(body)
      },
    })
    expect(exchange.status).toBe(400)
  })
})

describe('methods no route takes are answered, not logged as errors', () => {
  // The API routes, from their files (`analysis-qc-rule.create.ts` is /api/analysis-qc-rule/create).
  const apiPaths = fs
    .readdirSync('app/routes/api+')
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => `/api/${file.replace(/\.ts$/, '').replaceAll('.', '/')}`)

  it.each(apiPaths)('%s', async (path) => {
    const options = await fetch(`${platform.baseUrl}${path}`, { method: 'OPTIONS', headers: { Cookie: cookies.admin } })
    expect(options.status).toBe(204)
    const allowed = (options.headers.get('Allow') ?? '').split(', ')
    expect(allowed).toContain('OPTIONS')
    for (const method of ['PUT', 'DELETE', 'PATCH', 'GET', 'POST'].filter((m) => !allowed.includes(m))) {
      const response = await fetch(`${platform.baseUrl}${path}`, {
        method,
        headers: { Cookie: cookies.admin, Origin: platform.baseUrl, 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      })
      expect({ method, status: response.status }).toEqual({ method, status: 405 })
      expect(response.headers.get('Allow')).toBe(options.headers.get('Allow'))
      expect(await response.text()).toBe('此地址不接受该请求方法。')
    }
  })

  it('answers OPTIONS on pages and the health check alike', async () => {
    for (const path of ['/', '/tool/1', '/login', '/projects/myAnalysis/new', '/healthz', '/no/such/page']) {
      const response = await fetch(`${platform.baseUrl}${path}`, { method: 'OPTIONS' })
      expect({ path, status: response.status }).toEqual({ path, status: 204 })
    }
    expect((await fetch(`${platform.baseUrl}/tool/1`, { method: 'OPTIONS' })).headers.get('Allow')).toBe(
      'GET, HEAD, POST, OPTIONS',
    )
  })
})

describe('the server log after all of it', () => {
  it('holds no error and no stopped web process', () => {
    const problems = platform
      .log()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line) || line.includes('stopped unexpectedly'))
      // What the health check says of a disk slowed by the machine's other writes, not of this process.
      .filter((line) => !line.includes('health check: the file storage probe took longer'))
    expect(problems).toEqual([])
  })
})
