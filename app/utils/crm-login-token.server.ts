import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env, type Environment } from '#core/env'

/**
 * Third-party login tokens (`/auth/:token`). The provider's customer-management system (CRM) signs
 * `{ email, exp, jti }` (and optionally `firstName`, `lastName`) with a secret both sides share; the platform trusts the e-mail only if the
 * HMAC-SHA256 signature matches, the expiry has not passed and is at most 15 minutes ahead, and the
 * token id `jti` was never used (`used_login_tokens`). Format, URL-safe for a path segment:
 * `base64url(JSON payload).base64url(signature)`.
 */
export interface CrmLoginClaims {
  email: string
  /** Expiry, seconds since the Unix epoch. */
  exp: number
  /** A unique id per token; a used id is refused. */
  jti: string
  /** The customer's names, optional: they name the account a first use creates. */
  firstName?: string
  lastName?: string
}

/** The longest name claim taken, as the account forms take. */
const MAX_NAME_LENGTH = 100

/** The longest a link may stay valid: long enough for an e-mail round trip, short enough to leak little. */
export const MAX_TOKEN_LIFETIME_SECONDS = 15 * 60
/** The CRM's clock may run this far ahead of ours without its fresh tokens looking too long-lived. */
const CLOCK_SKEW_SECONDS = 60

export type CrmTokenProblem = 'malformed' | 'forged' | 'expired' | 'lifetime'

export type CrmTokenVerification = { ok: true; claims: CrmLoginClaims } | { ok: false; problem: CrmTokenProblem }

function signature(payloadPart: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payloadPart).digest()
}

export function newTokenId(): string {
  return randomBytes(16).toString('base64url')
}

export function signCrmLoginToken(claims: Omit<CrmLoginClaims, 'jti'> & { jti?: string }, secret: string): string {
  if (!secret) throw new Error('a signing secret is required')
  const payload = { ...claims, jti: claims.jti ?? newTokenId() }
  const payloadPart = Buffer.from(JSON.stringify(payload)).toString('base64url')
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
  const nowSeconds = now.getTime() / 1000
  if (claims.exp <= nowSeconds) return { ok: false, problem: 'expired' }
  if (claims.exp - nowSeconds > MAX_TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS)
    return { ok: false, problem: 'lifetime' }
  const { email, exp, jti, firstName, lastName } = claims
  return { ok: true, claims: { email, exp, jti, ...names(firstName, lastName) } }
}

function names(
  firstName: string | undefined,
  lastName: string | undefined,
): Pick<CrmLoginClaims, 'firstName' | 'lastName'> {
  return {
    ...(firstName?.trim() ? { firstName: firstName.trim() } : {}),
    ...(lastName?.trim() ? { lastName: lastName.trim() } : {}),
  }
}

function isClaims(value: unknown): value is CrmLoginClaims {
  if (typeof value !== 'object' || value === null) return false
  const { email, exp, jti, firstName, lastName } = value as Record<string, unknown>
  const isName = (name: unknown) =>
    name === undefined || (typeof name === 'string' && name.length <= MAX_NAME_LENGTH && !name.includes('\u0000'))
  return (
    isName(firstName) &&
    isName(lastName) &&
    typeof email === 'string' &&
    email.includes('@') &&
    !email.includes('\u0000') &&
    typeof exp === 'number' &&
    Number.isFinite(exp) &&
    typeof jti === 'string' &&
    /^[A-Za-z0-9_-]{16,128}$/.test(jti)
  )
}

/**
 * The secret the running platform signs with: CRM_TOKEN_SECRET, or else the one `npm start`
 * generated beside the embedded database (`$DATA_DIR/crm_token_secret.txt`, see
 * server/local-secrets.ts). The signing script reads it the same way, so its links work.
 */
export function crmTokenSecret(environment: Pick<Environment, 'CRM_TOKEN_SECRET' | 'DATA_DIR'> = env()): string {
  if (environment.CRM_TOKEN_SECRET) return environment.CRM_TOKEN_SECRET
  const generated = path.resolve(environment.DATA_DIR, 'crm_token_secret.txt')
  const secret = fs.existsSync(generated) ? fs.readFileSync(generated, 'utf8').trim() : ''
  if (secret) return secret
  throw new Error(
    `CRM_TOKEN_SECRET is not set and ${generated} does not exist: set CRM_TOKEN_SECRET (deployments with DATABASE_URL), or start the platform once with \`npm start\`, which generates it`,
  )
}
