import { randomBytes } from 'node:crypto'
import type { ErrorRequestHandler, NextFunction, Request, Response } from 'express'
import helmet from 'helmet'
import onHeaders from 'on-headers'
import enCommon from '../public/locales/en/common.json'
import zhCommon from '../public/locales/zh/common.json'
import { languageOrDefault, languageTag, type Language } from '../core/language'
import { logger } from '../core/logger'

const MESSAGES = { zh: zhCommon.errors, en: enCommon.errors }

function languageOf(request: Request): Language {
  return languageOfCookieHeader(request.headers.cookie)
}

/** The reader's language from a Cookie header, as the pages pick it (for answers given outside Remix). */
export function languageOfCookieHeader(cookieHeader: string | null | undefined): Language {
  const match = /(?:^|;\s*)lng=([^;]+)/.exec(cookieHeader ?? '')
  return languageOrDefault(match ? languageCookieValue(match[1]) : null)
}

/**
 * The language cookie's value as Remix's createCookie wrote it (URI-, then base64-, then
 * JSON-encoded), read as the app reads it. A client may send any bytes (`lng=%E0`), and this runs
 * while the response's headers are written, outside any handler that could turn a throw into a 400.
 */
function languageCookieValue(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(decodeURIComponent(encoded), 'base64').toString('utf8'))
  } catch {
    return null
  }
}

/** The platform's error messages in the reader's language, for answers given before Remix. */
export function errorMessagesFor(request: Request) {
  return MESSAGES[languageOf(request)]
}

/** Names the reader's language on every response that does not name its own (a translation table does). */
export function contentLanguage(request: Request, response: Response, next: NextFunction) {
  onHeaders(response, () => {
    if (!response.getHeader('Content-Language'))
      response.setHeader('Content-Language', languageTag(languageOf(request)))
  })
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

function fromTrustedProxy(request: Request): boolean {
  const trustProxy = request.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean
  return trustProxy(request.socket.remoteAddress, 0)
}

/**
 * X-Forwarded-Host is a client's word unless `trust proxy` (TRUST_PROXY_HOPS) says the hop that
 * sent it is our own proxy; otherwise it is dropped before anything reads it (Remix's own check
 * answered a made-up one on a form post with a logged 500).
 */
export function dropUntrustedForwardedHost(request: Request, _response: Response, next: NextFunction) {
  if (request.headers['x-forwarded-host'] !== undefined && !fromTrustedProxy(request))
    delete request.headers['x-forwarded-host']
  next()
}

/**
 * The origin this request was addressed to: its own scheme (`req.protocol` takes
 * X-Forwarded-Proto only from a trusted proxy) and host, X-Forwarded-Host only from a trusted
 * proxy too.
 */
export function requestOrigin(request: Request): string | null {
  const forwardedHost = request.headers['x-forwarded-host']
  const fromProxy = typeof forwardedHost === 'string' && fromTrustedProxy(request)
  const host = fromProxy ? forwardedHost.split(',')[0].trim() : request.headers.host
  if (!host) return null
  try {
    return new URL(`${request.protocol}://${host}`).origin
  } catch {
    return null
  }
}

/**
 * State changes only by POST-like methods from this site: the browser's Sec-Fetch-Site, or else
 * the Origin (or, failing that, the Referer) must name this origin, scheme and port included.
 * SameSite=Lax cookies already stop most cross-site posts; this closes the rest.
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
  let sourceOrigin: string | null = null
  try {
    sourceOrigin = source ? new URL(source).origin : null
  } catch {
    sourceOrigin = null
  }
  const expected = requestOrigin(request)
  if (sourceOrigin && expected && sourceOrigin === expected) return next()
  response.status(403).type('text/plain').send(MESSAGES[languageOf(request)].badOrigin)
}

/**
 * The last handler: whatever a middleware or handler threw (or passed on) becomes an answer, never
 * a stopped process. Express's own errors carry a 4xx status (a malformed path, say); those are the
 * client's and are not logged as ours.
 */
export const answerUnhandledError: ErrorRequestHandler = (error: unknown, request, response, next) => {
  if (response.headersSent) return next(error)
  const declared = (error as { status?: unknown } | null)?.status
  const status = typeof declared === 'number' && declared >= 400 && declared < 500 ? declared : 500
  if (status === 500)
    logger.error({ err: error, url: request.originalUrl }, 'request failed before a page could answer')
  const messages = errorMessagesFor(request)
  response
    .status(status)
    .type('text/plain')
    .send(status === 500 ? messages.unexpected : messages.badRequest)
}
