const BASE = 'http://platform.invalid'

/** A path that, resolved against this site the way a browser resolves a Location header, stays on it. */
function staysOnSite(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false
  try {
    return new URL(path, BASE).origin === BASE
  } catch {
    return false
  }
}

/**
 * Accepts only same-site relative paths (`/x?y`), so a crafted `redirectTo` can never send a user
 * to another site. The target is normalised (dot segments, `%2e`, backslashes resolved as a browser
 * would) and what is returned is checked again: `/.//evil.example` normalises to `//evil.example`,
 * which a browser would follow off the site.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !staysOnSite(target)) return fallback
  const resolved = new URL(target, BASE)
  const normalised = `${resolved.pathname}${resolved.search}${resolved.hash}`
  return staysOnSite(normalised) ? normalised : fallback
}
