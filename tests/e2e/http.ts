import { baseUrl } from './browser'

/** A logged-in HTTP client (no browser), for checks that need many requests or raw answers. */
export async function sessionCookieFor(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl() },
    body: new URLSearchParams({ email, password }),
  })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__session='))
  if (response.status !== 302 || !cookie) throw new Error(`login as ${email} failed with ${response.status}`)
  return cookie.split(';')[0]
}

export async function get(path: string, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
}

export async function post(
  path: string,
  form: Record<string, string>,
  options: { cookie?: string; origin?: string } = {},
): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: options.origin ?? baseUrl(),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: new URLSearchParams(form),
  })
}

export const ADMIN = { email: 'admin@biocloud.example.com', password: 'Admin#2026cloud' }
export const STAFF = { email: 'staff@biocloud.example.com', password: 'Staff#2026cloud' }
export const CUSTOMER = { email: 'customer@example.com', password: 'Customer#2026' }
