import { sql } from 'drizzle-orm'
import type { Transaction } from '#db/client'
import { PERMISSIONS } from '#core/permissions'

/** Which safety rail a change would break (the pages show a message for each). */
export type SecurityRail = 'ownSecurityAccess' | 'lastSecurityHolder'

export class SecurityRailError extends Error {
  constructor(readonly rail: SecurityRail) {
    super(`security rail: ${rail}`)
    this.name = 'SecurityRailError'
  }
}

/**
 * Called inside the transaction of every change to accounts, their roles or a role's permissions,
 * after the change: throws (rolling the change back) when no active account would hold `menu:security`
 * any more, or the acting administrator would not. The advisory lock
 * makes concurrent changes take turns here, and each turn's count sees the turns committed before
 * it, so two administrators removing each other cannot leave nobody.
 */
export async function assertSecurityStillAdministered(tx: Transaction, actorId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('biocloud:security-administration'))`)
  const [holders] = await tx.execute<{ count: number; actor_holds: boolean }>(sql`
    select count(distinct u.id)::int as count, coalesce(bool_or(u.id = ${actorId}), false) as actor_holds
    from users u
    join user_roles ur on ur.user_id = u.id
    join role_permissions rp on rp.role_id = ur.role_id
    join permissions p on p.id = rp.permission_id
    where p.code = ${PERMISSIONS.security} and u.is_active`)
  if (!holders || holders.count === 0) throw new SecurityRailError('lastSecurityHolder')
  if (!holders.actor_holds) throw new SecurityRailError('ownSecurityAccess')
}
