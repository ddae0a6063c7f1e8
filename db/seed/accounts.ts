import { and, eq, inArray, sql } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '../../core/password.server'
import type { Database } from '../client'
import { passwords, permissions, rolePermissions, roles, userRoles, users } from '../schema/users'

/** Permission codes and display names (spec 01 §6). */
export const SEEDED_PERMISSIONS = [
  { code: 'menu:settings', name: 'Settings' },
  { code: 'menu:projects-data', name: 'Data management' },
  { code: 'menu:tools-projects-data', name: 'Tool project data' },
  { code: 'menu:analysis-projects-data', name: 'Analysis project data' },
  { code: 'menu:feedback-data', name: 'Feedback handling' },
  { code: 'menu:message-data', name: 'Message handling' },
  { code: 'menu:security', name: 'Security' },
  { code: 'menu:settings-course', name: 'Course management' },
] as const

/**
 * Which roles hold which permissions is not in the spec; these are ours: an administrator holds
 * everything, staff everything but security, a customer nothing.
 */
export const SEEDED_ROLES = [
  {
    name: 'administrator',
    description: 'Every menu, including security',
    permissions: SEEDED_PERMISSIONS.map((p) => p.code),
  },
  {
    name: 'staff',
    description: 'Catalogue, data and feedback handling; no security',
    permissions: SEEDED_PERMISSIONS.map((p) => p.code).filter((code) => code !== 'menu:security'),
  },
  { name: 'customer', description: 'A customer of the provider', permissions: [] },
] as const

/** The demo accounts the README lists, passwords included: never for a production database (see db/seed/demo-accounts-policy.ts). */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@biocloud.example.com',
    password: 'Admin#2026cloud',
    firstName: 'Ada',
    lastName: 'Admin',
    accountType: 1,
    role: 'administrator',
    institution: 'BioCloud',
  },
  {
    email: 'staff@biocloud.example.com',
    password: 'Staff#2026cloud',
    firstName: 'Sam',
    lastName: 'Staff',
    accountType: 1,
    role: 'staff',
    institution: 'BioCloud',
  },
  {
    email: 'customer@example.com',
    password: 'Customer#2026',
    firstName: 'Wei',
    lastName: 'Li',
    accountType: 0,
    role: 'customer',
    institution: 'Example University',
  },
] as const

/**
 * Permissions and roles: every installation needs them, production included. Permissions are the
 * code's (a new code is added, names follow the code); roles belong to the staff who edit them on
 * /security/roles, so a seeded role is inserted once, when absent, and never touched on a later start.
 * A permission the code adds later is granted to the seeded roles that list it: it did not exist
 * before, so no staff decision about it can be overwritten.
 */
export async function seedRolesAndPermissions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const known = new Set((await tx.select({ code: permissions.code }).from(permissions)).map((row) => row.code))
    await tx
      .insert(permissions)
      .values([...SEEDED_PERMISSIONS])
      .onConflictDoUpdate({ target: permissions.code, set: { name: sql`excluded.name` } })
    const added: string[] = SEEDED_PERMISSIONS.map((p) => p.code).filter((code) => !known.has(code))
    for (const role of SEEDED_ROLES) {
      const [inserted] = await tx
        .insert(roles)
        .values({ name: role.name, description: role.description })
        .onConflictDoNothing({ target: roles.name })
        .returning({ id: roles.id })
      const [row] = inserted
        ? [inserted]
        : await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name))
      const granted: string[] = inserted
        ? [...role.permissions]
        : role.permissions.filter((code: string) => added.includes(code))
      if (granted.length) {
        await tx
          .insert(rolePermissions)
          .select(
            tx
              .select({ roleId: sql<number>`${row.id}`.as('role_id'), permissionId: permissions.id })
              .from(permissions)
              .where(inArray(permissions.code, granted)),
          )
          .onConflictDoNothing()
      }
    }
  })
}

/** Creates the demo accounts that are missing; an existing account is left as its user made it. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email}`)
      if (existing) continue
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          accountType: account.accountType,
          institution: account.institution,
        })
        .returning({ id: users.id })
      await tx.insert(passwords).values({ userId: user.id, hash: await hashPassword(account.password) })
      await tx.insert(userRoles).select(
        tx
          .select({ userId: sql<number>`${user.id}`.as('user_id'), roleId: roles.id })
          .from(roles)
          .where(sql`${roles.name} = ${account.role}`),
      )
    }
  })
}

/**
 * Where demo accounts were seeded before they were kept out of production, the ones still using the
 * password the README publishes are disabled: anyone could sign in with them. Returns their e-mails.
 */
export async function disablePublishedDemoAccounts(db: Database): Promise<string[]> {
  const disabled: string[] = []
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await db
      .select({ id: users.id, hash: passwords.hash })
      .from(users)
      .innerJoin(passwords, eq(passwords.userId, users.id))
      .where(and(sql`lower(${users.email}) = ${account.email}`, eq(users.isActive, true)))
    if (row && (await verifyPassword(account.password, row.hash))) {
      await db.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, row.id))
      disabled.push(account.email)
    }
  }
  return disabled
}
