import { eq, sql } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '#core/accounts'
import { getDb } from '#db/client'
import { usedLoginTokens } from '#db/schema/security'
import { roles, userRoles, users } from '#db/schema/users'
import {
  crmTokenSecret,
  verifyCrmLoginToken,
  type CrmLoginClaims,
  type CrmTokenProblem,
} from './crm-login-token.server'

export type TokenProblem = CrmTokenProblem | 'used' | 'disabled-account'

/** `userId` is null for an e-mail with no account yet: a new customer, whose account the link creates. */
export type CheckedLoginToken =
  { ok: true; claims: CrmLoginClaims; userId: number | null } | { ok: false; problem: TokenProblem }

/** The `?error=` the login page shows for each problem. */
export const LOGIN_PAGE_ERROR: Record<
  TokenProblem,
  'tokenExpired' | 'tokenInvalid' | 'tokenUsed' | 'tokenDisabledAccount'
> = {
  expired: 'tokenExpired',
  forged: 'tokenInvalid',
  malformed: 'tokenInvalid',
  lifetime: 'tokenInvalid',
  used: 'tokenUsed',
  'disabled-account': 'tokenDisabledAccount',
}

/** Everything about a login link short of using it: signature, expiry, lifetime, not used yet, no disabled account. */
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
  if (account && !account.isActive) return { ok: false, problem: 'disabled-account' }
  return { ok: true, claims, userId: account?.id ?? null }
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

/**
 * The account a used link signs into. The customer-management system is where customers come
 * from, so the first valid link for an e-mail creates its external (customer) account, named by
 * the link's optional claims. Concurrent first uses (several links, several tabs) create it once:
 * the e-mail's unique index makes every other insert wait and do nothing, and they read the winner's.
 */
export async function accountForLoginToken(token: { claims: CrmLoginClaims; userId: number | null }): Promise<number> {
  if (token.userId !== null) return token.userId
  const { email, firstName = '', lastName = '' } = token.claims
  return getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, firstName, lastName, accountType: ACCOUNT_TYPE.external })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!created) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      return existing.id
    }
    await tx.insert(userRoles).select(
      tx
        .select({ userId: sql<number>`${created.id}`.as('user_id'), roleId: roles.id })
        .from(roles)
        .where(eq(roles.name, CUSTOMER_ROLE)),
    )
    return created.id
  })
}

/** The role the seed gives customers (db/seed/accounts.ts). */
const CUSTOMER_ROLE = 'customer'
