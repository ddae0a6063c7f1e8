import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { ACCOUNT_TYPE } from '../../core/accounts'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    institution: text(),
    accountType: smallint().notNull().default(ACCOUNT_TYPE.external),
    /** The customer-management system's own id for this customer, when it knows them. */
    crmUserId: text(),
    isActive: boolean().notNull().default(true),
    storageLimitMb: integer().notNull().default(1024),
    loginTime: timestamp({ withTimezone: true }),
    /** Wrong passwords given for this account since its last sign-in or lockout (see SIGN_IN_LOCKOUT). */
    failedSignIns: integer().notNull().default(0),
    /** Sign-ins are refused until then, after too many wrong passwords; an administrator can clear it. */
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_account_type_idx').on(t.accountType),
    check('users_account_type_check', sql`${t.accountType} >= 0`),
  ],
)

/** Kept apart from `users` so that selecting a user can never leak the hash. */
export const passwords = pgTable('passwords', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text().notNull(),
  /** Set by an administrator's reset: the temporary password only opens the password-change page. */
  mustChange: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** Permission codes are the strings routes check, e.g. `menu:settings`. */
export const permissions = pgTable('permissions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
)

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
)

/** Server-side sessions: the cookie carries only the id, so logging out or a password change revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rememberMe: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** The balance is always the sum of a user's ledger rows; nothing else stores it. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: text().notNull(),
    /** What the points were earned on or spent for, e.g. a course id. */
    reference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_ledger_user_idx').on(t.userId, t.createdAt)],
)

/** One row per user and calendar day (Asia/Shanghai); the primary key makes a double check-in impossible. */
export const checkIns = pgTable(
  'check_ins',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    ledgerId: integer()
      .notNull()
      .references(() => pointsLedger.id, { onDelete: 'cascade' }),
    /** Consecutive days checked in up to and including this one (1 when yesterday has no row). */
    streak: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
