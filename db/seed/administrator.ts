import { and, eq, sql } from 'drizzle-orm'
import { brokenPasswordRules, type PasswordRule } from '../../core/password-policy'
import { hashPassword } from '../../core/password.server'
import type { Database } from '../client'
import { passwords, roles, userRoles, users } from '../schema/users'
import { ACCOUNT_TYPE } from '../../core/accounts'

export type AdministratorOutcome =
  | { kind: 'created' | 'promoted' | 'already-administrator'; userId: number }
  | { kind: 'weak-password'; brokenRules: PasswordRule[] }

/**
 * The production bootstrap (`npm run create-admin`): makes `email` an administrator. A new account
 * gets the password, which must pass the password policy; an existing one is promoted and keeps
 * its password, so the password is asked for only when it is needed.
 */
export async function createOrPromoteAdministrator(
  db: Database,
  options: { email: string; password: () => Promise<string> },
): Promise<AdministratorOutcome> {
  const email = options.email.trim()
  const [administrator] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'administrator'))
  if (!administrator) throw new Error('the administrator role is missing: apply the migrations and the seed first')
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  if (existing) {
    const [held] = await db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, existing.id), eq(userRoles.roleId, administrator.id)))
    if (held) return { kind: 'already-administrator', userId: existing.id }
    await db.transaction(async (tx) => {
      await tx.insert(userRoles).values({ userId: existing.id, roleId: administrator.id }).onConflictDoNothing()
      await tx
        .update(users)
        .set({ accountType: ACCOUNT_TYPE.internal, isActive: true, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
    })
    return { kind: 'promoted', userId: existing.id }
  }
  const password = await options.password()
  const brokenRules = brokenPasswordRules(password)
  if (brokenRules.length > 0) return { kind: 'weak-password', brokenRules }
  const hash = await hashPassword(password)
  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, accountType: ACCOUNT_TYPE.internal, firstName: 'Administrator' })
      .returning({ id: users.id })
    await tx.insert(passwords).values({ userId: user.id, hash })
    await tx.insert(userRoles).values({ userId: user.id, roleId: administrator.id })
    return user.id
  })
  return { kind: 'created', userId }
}
