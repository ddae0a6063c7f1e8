import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverErrorsDuring } from '../tests/setup/server-log'
import {
  answerUnhandledError,
  contentLanguage,
  dropUntrustedForwardedHost,
  sameOriginForStateChanges,
} from './security'

/** A bare Express app with the origin check in front of a handler that answers 204. */
async function serve(trustProxyHops: number): Promise<{ port: number; close(): Promise<void> }> {
  const app = express()
  app.set('trust proxy', trustProxyHops)
  app.use(sameOriginForStateChanges)
  app.all('*', (_request, response) => void response.status(204).end())
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function post(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/login', headers: { 'Content-Length': '0', ...headers } },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('sameOriginForStateChanges', () => {
  let direct: Awaited<ReturnType<typeof serve>>
  let proxied: Awaited<ReturnType<typeof serve>>
  beforeAll(async () => {
    direct = await serve(0)
    proxied = await serve(1)
  })
  afterAll(async () => {
    await direct.close()
    await proxied.close()
  })

  it('accepts a post from its own origin', async () => {
    expect(await post(direct.port, { Host: 'site.example', Origin: 'http://site.example' })).toBe(204)
    expect(await post(direct.port, { Host: 'site.example:8080', Referer: 'http://site.example:8080/login' })).toBe(204)
  })

  it('refuses the same host under another scheme or port', async () => {
    expect(await post(direct.port, { Host: 'site.example', Origin: 'https://site.example' })).toBe(403)
    expect(await post(direct.port, { Host: 'site.example:8080', Origin: 'http://site.example:9090' })).toBe(403)
  })

  it('ignores X-Forwarded-Host and -Proto from a client when no proxy is trusted', async () => {
    expect(
      await post(direct.port, {
        Host: 'site.example',
        'X-Forwarded-Host': 'evil.example',
        Origin: 'http://evil.example',
      }),
    ).toBe(403)
    expect(
      await post(direct.port, { Host: 'site.example', 'X-Forwarded-Proto': 'https', Origin: 'https://site.example' }),
    ).toBe(403)
  })

  it('takes the forwarded host and scheme from a trusted proxy (TRUST_PROXY_HOPS)', async () => {
    expect(
      await post(proxied.port, {
        Host: 'internal:3000',
        'X-Forwarded-Host': 'site.example',
        'X-Forwarded-Proto': 'https',
        Origin: 'https://site.example',
      }),
    ).toBe(204)
    expect(
      await post(proxied.port, {
        Host: 'internal:3000',
        'X-Forwarded-Host': 'site.example',
        'X-Forwarded-Proto': 'https',
        Origin: 'http://site.example',
      }),
    ).toBe(403)
  })

  it('refuses a post without any origin, and one the browser marks cross-site', async () => {
    expect(await post(direct.port, { Host: 'site.example' })).toBe(403)
    expect(
      await post(direct.port, { Host: 'site.example', 'Sec-Fetch-Site': 'cross-site', Origin: 'http://site.example' }),
    ).toBe(403)
  })
})

describe('answers before Remix', () => {
  /** A bare Express app with `middleware` in front of a handler that answers 200 "ok", and the last-resort handler. */
  async function serveWith(...middleware: express.RequestHandler[]) {
    const app = express()
    app.use(contentLanguage, ...middleware)
    app.get('*', (_request, response) => void response.send('ok'))
    app.use(answerUnhandledError)
    const server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    const port = (server.address() as AddressInfo).port
    return {
      get: (headers: Record<string, string> = {}) =>
        new Promise<{ status: number; language: string | undefined; body: string }>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/', headers }, (response) => {
              let body = ''
              response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  language: response.headers['content-language'],
                  body,
                }),
              )
            })
            .on('error', reject)
        }),
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    }
  }

  it('names the language of any lng cookie a client sends, without throwing (lng=%E0 ended the process)', async () => {
    const app = await serveWith()
    const english = encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))
    expect(await app.get({ Cookie: 'lng=%E0' })).toEqual({ status: 200, language: 'zh-CN', body: 'ok' })
    expect(await app.get({ Cookie: 'lng=%22%E0' })).toEqual({ status: 200, language: 'zh-CN', body: 'ok' })
    expect(await app.get({ Cookie: `lng=${english}` })).toEqual({ status: 200, language: 'en-US', body: 'ok' })
    await app.close()
  })

  it('turns what a middleware throws into a 500 with a message in the reader language, logged once', async () => {
    const app = await serveWith(() => {
      throw new Error('a middleware failed')
    })
    const serverErrors = await serverErrorsDuring(async () => {
      expect(await app.get()).toEqual({ status: 500, language: 'zh-CN', body: '出错了，请稍后再试。' })
    })
    expect(serverErrors.map(([, message]) => message)).toEqual(['request failed before a page could answer'])
    await app.close()
  })

  it('drops an X-Forwarded-Host that no trusted proxy sent', async () => {
    const seen: (string | string[] | undefined)[] = []
    const app = await serveWith(dropUntrustedForwardedHost, (request, _response, next) => {
      seen.push(request.headers['x-forwarded-host'])
      next()
    })
    await app.get({ 'X-Forwarded-Host': 'elsewhere.example' })
    expect(seen).toEqual([undefined])
    await app.close()
  })
})
