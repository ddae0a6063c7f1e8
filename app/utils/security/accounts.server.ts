import { randomInt } from 'node:crypto'
import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { getDb, type Transaction } from '#db/client'
import { AUDIT_ACTION, recordChange, type AuditAction, type AuditActor } from '#db/audit-log'
import { passwords, permissions, roles, sessions, userRoles, users } from '#db/schema/users'
import { ACCOUNT_TYPE } from '#core/accounts'
import { hashPassword } from '#core/password.server'
import { brokenPasswordRules } from '#core/password-policy'
import { keywordMatch, pageOffset, parseAdminListQuery, adminPage } from '../admin/admin-list.server'
import { idParam, optional } from '../request-input.server'
import { isInternalEmail } from '../platform-config.server'
import { assertSecurityStillAdministered, SecurityRailError } from './security-rails.server'

/** Internal staff (accountType above 0) or external customers (0), spec 01 §6: each has its own list. */
export type AccountKind = 'internal' | 'external'

export const ACCOUNT_STATES = ['active', 'disabled', 'locked'] as const
export type AccountState = (typeof ACCOUNT_STATES)[number]

export type AccountOutcome = { ok: true } | { ok: false; messageKey: string }

const kindCondition = (kind: AccountKind) =>
  kind === 'internal' ? gt(users.accountType, ACCOUNT_TYPE.external) : eq(users.accountType, ACCOUNT_TYPE.external)

const isLocked = sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`

const stateConditions: Record<AccountState, SQL> = {
  active: and(eq(users.isActive, true), or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`now()`)))!,
  disabled: eq(users.isActive, false),
  locked: gt(users.lockedUntil, sql`now()`),
}

/**
 * The role names an account holds, in one correlated subquery, so a list page asks once for every
 * row. Drizzle leaves columns unqualified inside sql``, so the subquery names the outer table itself.
 */
const roleNames = sql<string[]>`coalesce((
  select array_agg(r.name order by r.name) from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id"), '{}')`

const ACCOUNT_SORTS = ['email', 'name', 'createdAt', 'loginTime'] as const

export async function parseAccountListQuery(request: Request) {
  return parseAdminListQuery(request, ACCOUNT_SORTS, {
    role: optional(idParam),
    state: optional(z.enum(ACCOUNT_STATES)),
  })
}

export type AccountListQuery = Awaited<ReturnType<typeof parseAccountListQuery>>

/** One page of internal or external accounts, searched, filtered and paged in SQL. */
export async function listAccounts(kind: AccountKind, query: AccountListQuery) {
  const db = getDb()
  const where = and(
    kindCondition(kind),
    keywordMatch(query.keyword, [
      users.email,
      users.phone,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
      sql`${users.lastName} || ${users.firstName}`,
    ]),
    query.role
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, query.role))),
        )
      : undefined,
    query.state ? stateConditions[query.state] : undefined,
  )
  const direction = query.direction === 'desc' ? desc : asc
  const order =
    query.sort === 'name'
      ? [direction(users.lastName), direction(users.firstName)]
      : query.sort === 'createdAt'
        ? [direction(users.createdAt)]
        : query.sort === 'loginTime'
          ? [sql`${users.loginTime} ${sql.raw(query.direction)} nulls last`]
          : [direction(users.email)]
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      isActive: users.isActive,
      isLocked,
      loginTime: users.loginTime,
      roles: roleNames,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(...order, asc(users.id))
    .limit(query.pageSize)
    .offset(pageOffset(query))
  return adminPage(
    query,
    rows.map(({ total: _total, ...row }) => row),
    rows[0]?.total ?? (query.page > 1 ? await countAccounts(where) : 0),
  )
}

/** A page past the end has no row to carry the window count; only then is it counted apart. */
async function countAccounts(where: SQL | undefined): Promise<number> {
  const [row] = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(where)
  return row?.count ?? 0
}

/** The figures of the security landing page, in one query. */
export async function securityOverview() {
  const [row] = await getDb()
    .select({
      internal: sql<number>`count(*) filter (where ${users.accountType} > ${ACCOUNT_TYPE.external})::int`,
      external: sql<number>`count(*) filter (where ${users.accountType} = ${ACCOUNT_TYPE.external})::int`,
      disabled: sql<number>`count(*) filter (where not ${users.isActive})::int`,
      locked: sql<number>`count(*) filter (where ${users.lockedUntil} > now())::int`,
      roles: sql<number>`(select count(*)::int from ${roles})`,
      permissions: sql<number>`(select count(*)::int from ${permissions})`,
    })
    .from(users)
  return row!
}

export async function roleOptions() {
  return getDb().select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name))
}

/** What the audit log keeps of an account: never its password or hash. */
async function accountSnapshot(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      accountType: users.accountType,
      isActive: users.isActive,
      lockedUntil: users.lockedUntil,
      roles: roleNames,
    })
    .from(users)
    .where(eq(users.id, id))
  return row ?? null
}

export async function accountDetail(id: number) {
  const [row] = await getDb()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      accountType: users.accountType,
      isActive: users.isActive,
      isLocked,
      lockedUntil: users.lockedUntil,
      loginTime: users.loginTime,
      createdAt: users.createdAt,
      roleIds: sql<
        number[]
      >`coalesce((select array_agg(ur.role_id order by ur.role_id) from user_roles ur where ur.user_id = "users"."id"), '{}')`,
    })
    .from(users)
    .where(eq(users.id, id))
  return row ?? null
}

export function accountKind(accountType: number): AccountKind {
  return accountType > ACCOUNT_TYPE.external ? 'internal' : 'external'
}

const TEMPORARY_PASSWORD_CLASSES = [
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  'abcdefghijkmnpqrstuvwxyz',
  '23456789',
  '!@#$%^&*-_+=',
] as const

/**
 * A random 14-character password meeting the policy (spec 01 §5): one character of each class,
 * the rest from all of them, shuffled; look-alikes (0/O, 1/l/I) left out, as it is read off a screen.
 */
export function temporaryPassword(): string {
  const all = TEMPORARY_PASSWORD_CLASSES.join('')
  const pick = (from: string) => from[randomInt(from.length)]!
  const characters = [...TEMPORARY_PASSWORD_CLASSES.map(pick), ...Array.from({ length: 10 }, () => pick(all))]
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[characters[i], characters[j]] = [characters[j]!, characters[i]!]
  }
  const password = characters.join('')
  if (brokenPasswordRules(password).length > 0) throw new Error('temporary password breaks the policy')
  return password
}

async function storeTemporaryPassword(tx: Transaction, userId: number): Promise<string> {
  const password = temporaryPassword()
  const hash = await hashPassword(password)
  await tx
    .insert(passwords)
    .values({ userId, hash, mustChange: true })
    .onConflictDoUpdate({ target: passwords.userId, set: { hash, mustChange: true, updatedAt: new Date() } })
  return password
}

/** Gives the account exactly these roles (ids that name no role are ignored). */
async function replaceRoles(tx: Transaction, userId: number, roleIds: readonly number[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId))
  if (roleIds.length === 0) return
  await tx.insert(userRoles).select(
    tx
      .select({ userId: sql<number>`${userId}::int`.as('user_id'), roleId: roles.id })
      .from(roles)
      .where(inArray(roles.id, [...roleIds])),
  )
}

/** Runs a change in one transaction; a safety rail it breaks rolls it back and becomes the page's message. */
async function withRails<T extends { ok: true }>(
  change: (tx: Transaction) => Promise<T | Exclude<AccountOutcome, { ok: true }>>,
): Promise<T | Exclude<AccountOutcome, { ok: true }>> {
  try {
    return await getDb().transaction(change)
  } catch (error) {
    if (error instanceof SecurityRailError) return { ok: false, messageKey: `securityAccounts.rails.${error.rail}` }
    throw error
  }
}

export interface NewAccount {
  kind: AccountKind
  email: string
  firstName: string
  lastName: string
  phone?: string | null
  roleIds: readonly number[]
}

/**
 * Creates an account with a temporary password it must change at its first sign-in. The internal
 * address check (spec 01 §5) decides the kind an address may have: staff addresses only for
 * internal accounts, every other address only for customers.
 */
export async function createAccount(
  actor: AuditActor,
  input: NewAccount,
): Promise<{ ok: true; id: number; temporaryPassword: string } | Exclude<AccountOutcome, { ok: true }>> {
  const internalAddress = isInternalEmail(input.email)
  if (input.kind === 'internal' && !internalAddress)
    return { ok: false, messageKey: 'securityAccounts.errors.internalNeedsStaffDomain' }
  if (input.kind === 'external' && internalAddress)
    return { ok: false, messageKey: 'securityAccounts.errors.externalStaffDomain' }
  return getDb().transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        accountType: input.kind === 'internal' ? ACCOUNT_TYPE.internal : ACCOUNT_TYPE.external,
      })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!created) return { ok: false as const, messageKey: 'securityAccounts.errors.emailTaken' }
    const password = await storeTemporaryPassword(tx, created.id)
    await replaceRoles(tx, created.id, input.roleIds)
    await record(tx, actor, AUDIT_ACTION.create, created.id, null, await accountSnapshot(tx, created.id))
    return { ok: true as const, id: created.id, temporaryPassword: password }
  })
}

async function record(
  tx: Transaction,
  actor: AuditActor,
  action: AuditAction,
  id: number,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordChange(tx, { actor, action, entityType: 'account', entityId: id, before, after })
}

export interface AccountChanges {
  firstName: string
  lastName: string
  phone?: string | null
  roleIds: readonly number[]
}

/** Edits names and phone and sets the roles; the safety rails check the roles afterwards. */
export async function updateAccount(actor: AuditActor, id: number, changes: AccountChanges): Promise<AccountOutcome> {
  return withRails(async (tx) => {
    const before = await accountSnapshot(tx, id)
    if (!before) return { ok: false as const, messageKey: 'securityAccounts.errors.notFound' }
    await tx
      .update(users)
      .set({
        firstName: changes.firstName,
        lastName: changes.lastName,
        phone: changes.phone || null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
    await replaceRoles(tx, id, changes.roleIds)
    await assertSecurityStillAdministered(tx, actor.id)
    await record(tx, actor, AUDIT_ACTION.update, id, before, await accountSnapshot(tx, id))
    return { ok: true as const }
  })
}

/**
 * Disables or enables an account. Disabling deletes its sessions in the same transaction, and the
 * session check refuses an inactive user anyway, so it is signed out on every web process at once.
 */
export async function setAccountActive(actor: AuditActor, id: number, active: boolean): Promise<AccountOutcome> {
  if (!active && id === actor.id) return { ok: false, messageKey: 'securityAccounts.rails.ownAccount' }
  return withRails(async (tx) => {
    const before = await accountSnapshot(tx, id)
    if (!before) return { ok: false as const, messageKey: 'securityAccounts.errors.notFound' }
    await tx.update(users).set({ isActive: active, updatedAt: new Date() }).where(eq(users.id, id))
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, id))
    await assertSecurityStillAdministered(tx, actor.id)
    const action = active ? AUDIT_ACTION.enable : AUDIT_ACTION.disable
    await record(tx, actor, action, id, before, await accountSnapshot(tx, id))
    return { ok: true as const }
  })
}

/**
 * Replaces the password with a temporary one, returned once for the administrator to pass on; the
 * account must change it at its next sign-in, and its open sessions end.
 */
export async function resetAccountPassword(
  actor: AuditActor,
  id: number,
): Promise<{ ok: true; temporaryPassword: string } | Exclude<AccountOutcome, { ok: true }>> {
  return getDb().transaction(async (tx) => {
    const before = await accountSnapshot(tx, id)
    if (!before) return { ok: false as const, messageKey: 'securityAccounts.errors.notFound' }
    const password = await storeTemporaryPassword(tx, id)
    await tx.delete(sessions).where(eq(sessions.userId, id))
    await record(tx, actor, AUDIT_ACTION.resetPassword, id, null, { mustChangePassword: true })
    return { ok: true as const, temporaryPassword: password }
  })
}

/** Clears a lockout after too many wrong passwords, and the count towards the next one. */
export async function unlockAccount(actor: AuditActor, id: number): Promise<AccountOutcome> {
  return getDb().transaction(async (tx) => {
    const before = await accountSnapshot(tx, id)
    if (!before) return { ok: false as const, messageKey: 'securityAccounts.errors.notFound' }
    await tx.update(users).set({ lockedUntil: null, failedSignIns: 0 }).where(eq(users.id, id))
    await record(tx, actor, AUDIT_ACTION.unlock, id, before, await accountSnapshot(tx, id))
    return { ok: true as const }
  })
}

/** What either account list page loads: the page of accounts, the roles to filter by, the filters. */
export async function loadAccountList(request: Request, kind: AccountKind) {
  const query = await parseAccountListQuery(request)
  const [page, roles] = await Promise.all([listAccounts(kind, query), roleOptions()])
  return {
    kind,
    page,
    roles,
    filters: { q: query.keyword ?? '', role: query.role ?? null, state: query.state ?? null },
  }
}
