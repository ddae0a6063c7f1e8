import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { getDb, type Transaction } from '#db/client'
import { permissions, rolePermissions, roles, userRoles, users } from '#db/schema/users'
import {
  keywordMatch,
  pageOffset,
  parseAdminListQuery,
  type AdminListQuery,
  adminPage,
} from '../admin/admin-list.server'
import { assertSecurityStillAdministered, SecurityRailError, type SecurityRail } from './security-rails.server'

/** The audit log's entity type for a role (its changes: name, description and permissions). */
export const ROLE_ENTITY = 'role'

export const ROLE_SORTABLE = ['name', 'members'] as const

export const roleFormSchema = z.object({
  name: z
    .string({ required_error: 'securityRoles.errors.nameRequired' })
    .trim()
    .min(1, 'securityRoles.errors.nameRequired')
    .max(60, 'securityRoles.errors.nameTooLong'),
  description: z.string().trim().max(200, 'securityRoles.errors.descriptionTooLong').default(''),
  permissions: z.array(z.string().max(100)).max(100).default([]),
})
export type RoleForm = z.output<typeof roleFormSchema>

/** Why a role change was refused; each has a message under `securityRoles.errors`. */
export type RoleRefusal =
  | { ok: false; reason: 'nameTaken' | 'notFound' | 'unknownPermission' }
  | { ok: false; reason: 'held'; holders: string[] }
  | { ok: false; reason: 'rail'; rail: SecurityRail }

export async function parseRoleListQuery(request: Request) {
  return parseAdminListQuery(request, ROLE_SORTABLE)
}

/** Roles with their member counts and permission codes, filtered and paged in SQL (one query each). */
export async function listRoles(query: AdminListQuery) {
  const where = keywordMatch(query.keyword, [roles.name, roles.description])
  const members = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = roles.id)`
  const permissionCodes = sql<string[]>`coalesce((
    select array_agg(p.code order by p.code) from ${rolePermissions} rp
    join ${permissions} p on p.id = rp.permission_id where rp.role_id = roles.id), '{}')`
  const sortColumn: SQL | typeof roles.name = query.sort === 'members' ? members : roles.name
  const db = getDb()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: roles.id,
        name: roles.name,
        description: roles.description,
        members,
        permissions: permissionCodes,
      })
      .from(roles)
      .where(where)
      .orderBy(query.direction === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(roles.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(roles)
      .where(where),
  ])
  return adminPage(query, rows, total)
}

/** One role with its permission codes, for the edit panel; null when there is none. */
export async function findRole(id: number) {
  const [row] = await getDb()
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      permissions: sql<string[]>`coalesce((
        select array_agg(p.code order by p.code) from ${rolePermissions} rp
        join ${permissions} p on p.id = rp.permission_id where rp.role_id = roles.id), '{}')`,
    })
    .from(roles)
    .where(eq(roles.id, id))
  return row ?? null
}

/** Every permission code the platform knows, in code order. */
export async function permissionCodes(): Promise<string[]> {
  const rows = await getDb().select({ code: permissions.code }).from(permissions).orderBy(asc(permissions.code))
  return rows.map((row) => row.code)
}

/**
 * The permissions page: each code with the roles holding it and how many active accounts hold it
 * through any role (an account holding it twice counts once).
 */
export async function listPermissions() {
  return getDb()
    .select({
      code: permissions.code,
      name: permissions.name,
      roles: sql<string[]>`coalesce((
        select array_agg(r.name order by r.name) from ${rolePermissions} rp
        join ${roles} r on r.id = rp.role_id where rp.permission_id = permissions.id), '{}')`,
      activeAccounts: sql<number>`(
        select count(distinct u.id)::int from ${rolePermissions} rp
        join ${userRoles} ur on ur.role_id = rp.role_id
        join ${users} u on u.id = ur.user_id
        where rp.permission_id = permissions.id and u.is_active)`,
    })
    .from(permissions)
    .orderBy(asc(permissions.code))
}

async function nameTaken(tx: Transaction, name: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? sql`${roles.id} <> ${exceptId}` : undefined))
  return Boolean(row)
}

/** The permission ids of these codes; null when one of them is no permission. */
async function permissionIds(tx: Transaction, codes: readonly string[]): Promise<number[] | null> {
  const unique = [...new Set(codes)]
  if (!unique.length) return []
  const rows = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.code, unique))
  return rows.length === unique.length ? rows.map((row) => row.id) : null
}

async function lockedRole(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update')
  if (!row) return null
  const held = await tx
    .select({ code: permissions.code })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, id))
    .orderBy(asc(permissions.code))
  return { ...row, permissions: held.map((p) => p.code) }
}

/** Runs a role change, turning a broken safety rail (which rolled it back) into a refusal. */
async function withRails<T>(change: () => Promise<T>): Promise<T | RoleRefusal> {
  try {
    return await change()
  } catch (error) {
    if (error instanceof SecurityRailError) return { ok: false, reason: 'rail', rail: error.rail }
    throw error
  }
}

export async function createRole(actor: AuditActor, form: RoleForm): Promise<{ ok: true; id: number } | RoleRefusal> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('biocloud:role-names'))`)
    if (await nameTaken(tx, form.name, null)) return { ok: false, reason: 'nameTaken' } as const
    const ids = await permissionIds(tx, form.permissions)
    if (!ids) return { ok: false, reason: 'unknownPermission' } as const
    const [role] = await tx
      .insert(roles)
      .values({ name: form.name, description: form.description })
      .returning({ id: roles.id })
    if (ids.length)
      await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: role.id, permissionId })))
    const after = { name: form.name, description: form.description, permissions: [...new Set(form.permissions)].sort() }
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.create,
      entityType: ROLE_ENTITY,
      entityId: role.id,
      before: null,
      after,
    })
    return { ok: true, id: role.id } as const
  })
}

/**
 * Renames a role and sets the permissions it holds, in one transaction with its audit row. A change
 * that would leave nobody (or not the acting administrator) holding `menu:security` is rolled back.
 */
export async function updateRole(actor: AuditActor, id: number, form: RoleForm): Promise<{ ok: true } | RoleRefusal> {
  return withRails(() =>
    getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('biocloud:role-names'))`)
      const before = await lockedRole(tx, id)
      if (!before) return { ok: false, reason: 'notFound' } as const
      if (await nameTaken(tx, form.name, id)) return { ok: false, reason: 'nameTaken' } as const
      const ids = await permissionIds(tx, form.permissions)
      if (!ids) return { ok: false, reason: 'unknownPermission' } as const
      await tx.update(roles).set({ name: form.name, description: form.description }).where(eq(roles.id, id))
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id))
      if (ids.length) await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: id, permissionId })))
      await assertSecurityStillAdministered(tx, actor.id)
      const after = {
        name: form.name,
        description: form.description,
        permissions: [...new Set(form.permissions)].sort(),
      }
      await recordChange(tx, {
        actor,
        action: AUDIT_ACTION.update,
        entityType: ROLE_ENTITY,
        entityId: id,
        before,
        after,
      })
      return { ok: true } as const
    }),
  )
}

/** Deletes a role nobody holds; while accounts hold it, the refusal lists their e-mails. */
export async function deleteRole(actor: AuditActor, id: number): Promise<{ ok: true; name: string } | RoleRefusal> {
  return getDb().transaction(async (tx) => {
    const before = await lockedRole(tx, id)
    if (!before) return { ok: false, reason: 'notFound' } as const
    const holders = await tx
      .select({ email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.roleId, id))
      .orderBy(asc(users.email))
    if (holders.length) return { ok: false, reason: 'held', holders: holders.map((h) => h.email) } as const
    await tx.delete(roles).where(eq(roles.id, id))
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.delete,
      entityType: ROLE_ENTITY,
      entityId: id,
      before,
      after: null,
    })
    return { ok: true, name: before.name } as const
  })
}
