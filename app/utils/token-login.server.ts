import { eq, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { usedLoginTokens } from '#db/schema/security'
import { users } from '#db/schema/users'
import {
  crmTokenSecret,
  verifyCrmLoginToken,
  type CrmLoginClaims,
  type CrmTokenProblem,
} from './crm-login-token.server'

export type TokenProblem = CrmTokenProblem | 'used' | 'unknown-account'

export type CheckedLoginToken =
  { ok: true; claims: CrmLoginClaims; userId: number } | { ok: false; problem: TokenProblem }

/** The `?error=` the login page shows for each problem. */
export const LOGIN_PAGE_ERROR: Record<
  TokenProblem,
  'tokenExpired' | 'tokenInvalid' | 'tokenUsed' | 'tokenUnknownAccount'
> = {
  expired: 'tokenExpired',
  forged: 'tokenInvalid',
  malformed: 'tokenInvalid',
  lifetime: 'tokenInvalid',
  used: 'tokenUsed',
  'unknown-account': 'tokenUnknownAccount',
}

/** Everything about a login link short of using it: signature, expiry, lifetime, not used yet, an active account. */
export async function checkLoginToken(token: string): Promise<CheckedLoginToken> {
  const verification = verifyCrmLoginToken(token, crmTokenSecret())
  if (!verification.ok) return verification
  const { claims } = verification
  const db = getDb()
  const [used] = await db
    .select({ tokenId: usedLoginTokens.tokenId })
    .from(usedLoginTokens)
    .where(eq(usedLoginTokens.tokenId, claims.jti))
  if (used) return { ok: false, problem: 'used' }
  const [account] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, claims.email.toLowerCase()))
  if (!account || !account.isActive) return { ok: false, problem: 'unknown-account' }
  return { ok: true, claims, userId: account.id }
}

/**
 * Marks the token used; true for exactly one of any number of concurrent uses (the id is the
 * table's primary key), false when it was used before.
 */
export async function consumeLoginToken(claims: CrmLoginClaims): Promise<boolean> {
  const inserted = await getDb()
    .insert(usedLoginTokens)
    .values({ tokenId: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ tokenId: usedLoginTokens.tokenId })
  return inserted.length === 1
}
