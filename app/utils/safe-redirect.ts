/**
 * Accepts only same-site relative paths (`/x?y`), so a crafted `redirectTo` can never send a user
 * to another site: protocol-relative (`//evil`), backslash (`/\evil`) and absolute URLs fall back.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  try {
    const resolved = new URL(target, 'http://platform.invalid')
    if (resolved.host !== 'platform.invalid') return fallback
    return `${resolved.pathname}${resolved.search}${resolved.hash}`
  } catch {
    return fallback
  }
}
