import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Third-party login tokens (`/auth/:token`). The provider's customer-management system (CRM) signs
 * `{ email, exp }` with a secret both sides share; the platform trusts the e-mail only if the
 * HMAC-SHA256 signature matches and the expiry has not passed. Format, URL-safe for a path segment:
 * `base64url(JSON payload).base64url(signature)`.
 */
export interface CrmLoginClaims {
  email: string
  /** Expiry, seconds since the Unix epoch. */
  exp: number
}

export type CrmTokenProblem = 'malformed' | 'forged' | 'expired'

export type CrmTokenVerification = { ok: true; claims: CrmLoginClaims } | { ok: false; problem: CrmTokenProblem }

function signature(payloadPart: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payloadPart).digest()
}

export function signCrmLoginToken(claims: CrmLoginClaims, secret: string): string {
  if (!secret) throw new Error('a signing secret is required')
  const payloadPart = Buffer.from(JSON.stringify({ email: claims.email, exp: claims.exp })).toString('base64url')
  return `${payloadPart}.${signature(payloadPart, secret).toString('base64url')}`
}

export function verifyCrmLoginToken(token: string, secret: string, now: Date = new Date()): CrmTokenVerification {
  const parts = token.split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, problem: 'malformed' }
  const [payloadPart, signaturePart] = parts
  const expected = signature(payloadPart, secret)
  const given = Buffer.from(signaturePart, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'forged' }
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, problem: 'malformed' }
  }
  if (!isClaims(claims)) return { ok: false, problem: 'malformed' }
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, problem: 'expired' }
  return { ok: true, claims }
}

function isClaims(value: unknown): value is CrmLoginClaims {
  if (typeof value !== 'object' || value === null) return false
  const { email, exp } = value as Record<string, unknown>
  return typeof email === 'string' && email.includes('@') && typeof exp === 'number' && Number.isFinite(exp)
}

export function crmTokenSecret(): string {
  const secret = process.env.CRM_TOKEN_SECRET
  if (secret) return secret
  if (process.env.NODE_ENV === 'production') throw new Error('CRM_TOKEN_SECRET must be set in production')
  return 'biocloud-development-crm-secret'
}
