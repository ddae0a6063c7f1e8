import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import rateLimit, { type Store } from 'express-rate-limit'
import helmet from 'helmet'
import enCommon from '../public/locales/en/common.json'
import zhCommon from '../public/locales/zh/common.json'

const MESSAGES = { zh: zhCommon.errors, en: enCommon.errors }

function languageOf(request: Request): 'zh' | 'en' {
  const match = /(?:^|;\s*)lng=([^;]+)/.exec(request.headers.cookie ?? '')
  // The language cookie is written by Remix's createCookie, which JSON- and base64-encodes values.
  const raw = match ? decodeURIComponent(match[1]) : ''
  let value = raw
  try {
    value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))
  } catch {
    value = raw
  }
  return value === 'en' ? 'en' : 'zh'
}

export function contentLanguage(request: Request, response: Response, next: NextFunction) {
  response.setHeader('Content-Language', languageOf(request) === 'en' ? 'en-US' : 'zh-CN')
  next()
}

export function cspNonce(_request: Request, response: Response, next: NextFunction) {
  response.locals.cspNonce = randomBytes(16).toString('hex')
  next()
}

export function securityHeaders(options: { development: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      reportOnly: options.development,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_request, response) => `'nonce-${(response as Response).locals.cspNonce}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': options.development ? ["'self'", 'ws:'] : ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // TLS belongs to the proxy in front; upgrading here would break plain-HTTP local use.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // helmet's default (no-referrer) makes browsers send `Origin: null` on same-site form posts,
    // which the origin check below could not tell from a forged one.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.development ? false : undefined,
  })
}

/**
 * State changes only by POST-like methods from this site: the browser's Sec-Fetch-Site, or else
 * the Origin (or, failing that, the Referer) must name this host. SameSite=Lax cookies already stop most cross-site posts; this
 * closes the rest.
 */
export function sameOriginForStateChanges(request: Request, response: Response, next: NextFunction) {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return next()
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite === 'same-origin') return next()
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    response.status(403).type('text/plain').send(MESSAGES[languageOf(request)].badOrigin)
    return
  }
  const source = request.headers.origin ?? request.headers.referer
  const host = request.headers['x-forwarded-host'] ?? request.headers.host
  let sourceHost: string | null = null
  try {
    sourceHost = source ? new URL(source).host : null
  } catch {
    sourceHost = null
  }
  if (sourceHost && sourceHost === host) return next()
  response.status(403).type('text/plain').send(MESSAGES[languageOf(request)].badOrigin)
}

/**
 * Login and token endpoints: a generous limit for people, a wall for password guessing. `store`
 * holds the counts; web processes of one machine share theirs (see server/web.ts), else an
 * attacker would get the limit once per process.
 */
export function loginRateLimit(limitPerMinute: number, store?: Store) {
  return rateLimit({
    store,
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (request, response) => {
      response.status(429).type('text/plain').send(MESSAGES[languageOf(request)].tooManyRequests)
    },
  })
}
