import { env } from '../../core/env'

/**
 * Cookies are Secure in production. COOKIE_SECURE=false serves a production build over plain HTTP
 * on a private network (browsers accept Secure cookies on http://localhost but not elsewhere).
 */
export function secureCookies(): boolean {
  return env().COOKIE_SECURE
}
