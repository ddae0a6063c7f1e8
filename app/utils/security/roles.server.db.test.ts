import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { changesOf } from '#db/audit-log'
import { getDb } from '#db/client'
import { seedRolesAndPermissions } from '#db/seed/accounts'
import { roles, userRoles, users } from '#db/schema/users'
import { createRole, deleteRole, findRole, listPermissions, ROLE_ENTITY, updateRole } from './roles.server'

const unique = () => Math.random().toString(36).slice(2, 8)

async function anAccount(roleName: string, accountType = 1) {
  const email = `roles-${unique()}@biocloud.example.com`
  const [user] = await getDb().insert(users).values({ email, accountType }).returning({ id: users.id })
  await getDb()
    .insert(userRoles)
    .select(
      getDb()
        .select({ userId: sql<number>`${user.id}`.as('user_id'), roleId: roles.id })
        .from(roles)
        .where(eq(roles.name, roleName)),
    )
  return { id: user.id, email }
}

describe('roles', () => {
  it('creates, renames and re-permissions a role, each change audited; refuses a taken name', async () => {
    const admin = await anAccount('administrator')
    const name = `reviewers-${unique()}`
    const created = await createRole(admin, {
      name,
      description: 'Reads feedback',
      permissions: ['menu:feedback-data'],
    })
    if (!created.ok) throw new Error(created.reason)
    expect(await createRole(admin, { name: name.toUpperCase(), description: '', permissions: [] })).toMatchObject({
      ok: false,
      reason: 'nameTaken',
    })
    const updated = await updateRole(admin, created.id, {
      name: `${name}-2`,
      description: 'Reads messages',
      permissions: ['menu:message-data'],
    })
    expect(updated).toEqual({ ok: true })
    expect(await findRole(created.id)).toMatchObject({ name: `${name}-2`, permissions: ['menu:message-data'] })
    const [change] = await changesOf(getDb(), ROLE_ENTITY, created.id)
    expect(change).toMatchObject({
      action: 'update',
      before: { name, permissions: ['menu:feedback-data'] },
      after: { name: `${name}-2`, permissions: ['menu:message-data'] },
    })
  })

  it('refuses to delete a role accounts hold, listing them; deletes it once nobody does', async () => {
    const admin = await anAccount('administrator')
    const created = await createRole(admin, { name: `held-${unique()}`, description: '', permissions: [] })
    if (!created.ok) throw new Error(created.reason)
    const [role] = await getDb().select({ name: roles.name }).from(roles).where(eq(roles.id, created.id))
    const holder = await anAccount(role.name)
    expect(await deleteRole(admin, created.id)).toEqual({ ok: false, reason: 'held', holders: [holder.email] })
    await getDb().delete(userRoles).where(eq(userRoles.userId, holder.id))
    expect(await deleteRole(admin, created.id)).toMatchObject({ ok: true })
    expect(await findRole(created.id)).toBeNull()
  })

  it('keeps the acting administrator holding menu:security (rolled back, not audited)', async () => {
    const admin = await anAccount('administrator')
    const name = `own-${unique()}`
    const created = await createRole(admin, { name, description: '', permissions: ['menu:security'] })
    if (!created.ok) throw new Error(created.reason)
    // Only through this role does the actor hold security: taking it away would lock them out.
    const actor = await anAccount(name)
    const outcome = await updateRole(actor, created.id, { name, description: 'changed', permissions: [] })
    expect(outcome).toEqual({ ok: false, reason: 'rail', rail: 'ownSecurityAccess' })
    expect(await findRole(created.id)).toMatchObject({ description: '', permissions: ['menu:security'] })
    expect(await changesOf(getDb(), ROLE_ENTITY, created.id)).toHaveLength(1)
  })

  it('the seed keeps a staff edit of a seeded role on a later start', async () => {
    const admin = await anAccount('administrator')
    const [staff] = await getDb().select().from(roles).where(eq(roles.name, 'staff'))
    const before = await findRole(staff.id)
    const kept = before!.permissions.filter((code) => code !== 'menu:feedback-data')
    expect(
      await updateRole(admin, staff.id, { name: 'staff', description: 'Edited by staff', permissions: kept }),
    ).toEqual({
      ok: true,
    })
    await seedRolesAndPermissions(getDb())
    expect(await findRole(staff.id)).toMatchObject({ description: 'Edited by staff', permissions: kept })
    const rows = await listPermissions()
    const feedback = rows.find((row) => row.code === 'menu:feedback-data')
    expect(feedback?.roles).toContain('administrator')
    expect(feedback?.roles).not.toContain('staff')
    expect(feedback?.activeAccounts).toBeGreaterThan(0)
  })
})
