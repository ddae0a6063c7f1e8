import { secureCookies } from '../secure-cookies.server'

/** The guide cookie (spec 02 §9; its name's spelling is the spec's): "false" keeps the guide closed. */
export const GUIDE_COOKIE = 'azneta-bi-anlaysis-guide'

/** Whether the page opens its guide: unless the cookie holds "false". */
export function showsGuide(request: Request): boolean {
  const cookies = request.headers.get('Cookie') ?? ''
  return !cookies.split(/;\s*/).some((pair) => pair === `${GUIDE_COOKIE}=false`)
}

/** "Don't show again": a year-long cookie the browser's script can also set. */
export function guideCookieHeader(): string {
  return `${GUIDE_COOKIE}=false; Path=/; Max-Age=31536000; SameSite=Lax${secureCookies() ? '; Secure' : ''}`
}
