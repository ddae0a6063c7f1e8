/**
 * Cookies are Secure in production. COOKIE_SECURE=false serves a production build over plain HTTP
 * on a private network (browsers accept Secure cookies on http://localhost but not elsewhere).
 */
export function secureCookies(): boolean {
  if (process.env.COOKIE_SECURE) return process.env.COOKIE_SECURE !== 'false'
  return process.env.NODE_ENV === 'production'
}
