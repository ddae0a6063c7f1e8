import { createCookieSessionStorage } from '@remix-run/node'
import { secureCookies } from './secure-cookies.server'
import { env } from '../../core/env'

export const SESSION_ID_KEY = 'sessionId'
export const REMEMBERED_SESSION_DAYS = 30
/** A browser-session cookie has no expiry of its own; the server still ends it after this long. */
export const BROWSER_SESSION_DAYS = 1

/** Cookie signing secrets, newest first (SESSION_SECRET is comma-separated for rotation). */
export function sessionSecrets(): string[] {
  const { SESSION_SECRET, NODE_ENV } = env()
  const secrets = SESSION_SECRET?.split(',').filter(Boolean)
  if (secrets?.length) return secrets
  if (NODE_ENV === 'production') throw new Error('SESSION_SECRET must be set in production')
  return ['biocloud-development-session-secret']
}

export const sessionStorage = createCookieSessionStorage<{ [SESSION_ID_KEY]: string }>({
  cookie: {
    name: '__session',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    secrets: sessionSecrets(),
  },
})
