import { randomBytes } from 'node:crypto'
import { redirect } from '@remix-run/node'
import { and, eq, gt, sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { preparedQuery } from '#db/prepared'
import { passwords, sessions, users } from '#db/schema/users'
import { hashPassword, verifyPassword } from '#core/password.server'
import { PLATFORM_TIME_ZONE } from '#core/language'
import { SIGN_IN_LOCKOUT } from '#core/accounts'
import { oncePerRequest } from './request-scope.server'
import { safeRedirect } from './safe-redirect'
import { BROWSER_SESSION_DAYS, REMEMBERED_SESSION_DAYS, SESSION_ID_KEY, sessionStorage } from './session.server'

export interface SessionUser {
  id: number
  email: string
  firstName: string
  lastName: string
  accountType: number
  isInternal: boolean
  permissions: string[]
  balance: number
}

// Verifying against a fixed hash when the e-mail is unknown keeps both failures equally slow, so
// timing does not reveal which addresses have accounts.
const unknownUserHash = hashPassword(randomBytes(16).toString('hex'))

export type SignInCheck =
  { ok: true; userId: number; mustChangePassword: boolean } | { ok: false; reason: 'invalid' | 'locked' }

/**
 * Whether an e-mail and password sign in, and to which account. A wrong password, an unknown address
 * and a disabled account get one answer, so the page cannot tell which; an account locked after
 * SIGN_IN_LOCKOUT.failures wrong passwords refuses even the right one until the lock runs out or an
 * administrator clears it (the login page answers it like a wrong password).
 */
export async function checkSignIn(email: string, password: string): Promise<SignInCheck> {
  const [row] = await getDb()
    .select({
      id: users.id,
      hash: passwords.hash,
      mustChangePassword: passwords.mustChange,
      isActive: users.isActive,
      isLocked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`,
    })
    .from(users)
    .leftJoin(passwords, eq(passwords.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  const valid = await verifyPassword(password, row?.hash ?? (await unknownUserHash))
  if (row?.isLocked) return { ok: false, reason: 'locked' }
  if (row && row.hash && valid && row.isActive)
    return { ok: true, userId: row.id, mustChangePassword: row.mustChangePassword ?? false }
  if (row) await countFailedSignIn(row.id)
  return { ok: false, reason: 'invalid' }
}

/** One statement, so concurrent wrong guesses each count and the one reaching the limit locks. */
async function countFailedSignIn(userId: number): Promise<void> {
  const reachesLimit = sql`${users.failedSignIns} + 1 >= ${SIGN_IN_LOCKOUT.failures}`
  await getDb()
    .update(users)
    .set({
      failedSignIns: sql`case when ${reachesLimit} then 0 else ${users.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then now() + make_interval(mins => ${SIGN_IN_LOCKOUT.minutes}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
}

export async function sessionFromRequest(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'))
}

/** What the page shell shows of the logged-in user beyond the session user. */
export interface ShellStatus {
  checkedInToday: boolean
  /** Consecutive check-in days up to today, or up to yesterday while today's is still open; 0 after a gap. */
  checkInStreak: number
  unreadMessages: number
}

/**
 * The session's user and what every page's shell shows of them, in one query, asked once per
 * request however many loaders want it. Null without a live session of an active user.
 */
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      accountType: users.accountType,
      // Drizzle leaves columns unqualified inside sql``, so the correlated subqueries name them.
      balance: sql<number>`(select coalesce(sum(l.delta), 0)::int from points_ledger l where l.user_id = "users"."id")`,
      permissions: sql<string[]>`coalesce((
        select array_agg(distinct p.code order by p.code)
        from user_roles ur
        join role_permissions rp on rp.role_id = ur.role_id
        join permissions p on p.id = rp.permission_id
        where ur.user_id = "users"."id"
      ), '{}')`,
      checkedInToday: sql<boolean>`exists (select 1 from check_ins c where c.user_id = "users"."id" and c.day = (now() at time zone ${PLATFORM_TIME_ZONE})::date)`,
      checkInStreak: sql<number>`coalesce((select c.streak from check_ins c where c.user_id = "users"."id" and c.day >= (now() at time zone ${PLATFORM_TIME_ZONE})::date - 1 order by c.day desc limit 1), 0)`,
      unreadMessages: sql<number>`(select count(*)::int from message_receipts m where m.receiver_id = "users"."id" and not m.is_read)`,
      mustChangePassword: sql<boolean>`coalesce((select pw.must_change from passwords pw where pw.user_id = "users"."id"), false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)),
    )
    .prepare('session_user'),
)

interface RequestUser {
  user: SessionUser
  shell: ShellStatus
  /** After an administrator's password reset, until the user sets their own. */
  mustChangePassword: boolean
}

function requestUser(request: Request): Promise<RequestUser | null> {
  return oncePerRequest('session-user', async () => {
    const sessionId = (await sessionFromRequest(request)).get(SESSION_ID_KEY)
    if (!sessionId) return null
    const [row] = await sessionUserQuery(getDb()).execute({ sessionId })
    if (!row) return null
    const { checkedInToday, checkInStreak, unreadMessages, mustChangePassword, ...user } = row
    return {
      user: { ...user, isInternal: user.accountType > 0 },
      shell: { checkedInToday, checkInStreak, unreadMessages },
      mustChangePassword,
    }
  })
}

export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return (await requestUser(request))?.user ?? null
}

/** The page a user with a temporary password is held on until they choose their own. */
export const PASSWORD_CHANGE_PATH = '/userCenter/password'

/** Whether the signed-in user still has to replace an administrator's temporary password. */
export async function mustChangePassword(request: Request): Promise<boolean> {
  return (await requestUser(request))?.mustChangePassword ?? false
}

/** The logged-in user with their shell status, for the root loader; null when nobody is. */
export async function getShellUser(request: Request): Promise<(SessionUser & ShellStatus) | null> {
  const found = await requestUser(request)
  return found ? { ...found.user, ...found.shell } : null
}

export async function requireAnonymous(request: Request): Promise<void> {
  if (await getOptionalUser(request)) throw redirect('/')
}

/** Signs the user in; a session the cookie already carried (another account's, when switching) ends. */
export async function createLoginSession(options: {
  request: Request
  userId: number
  remember: boolean
  redirectTo?: string | null
}) {
  const days = options.remember ? REMEMBERED_SESSION_DAYS : BROWSER_SESSION_DAYS
  const sessionId = randomBytes(32).toString('base64url')
  const cookieSession = await sessionFromRequest(options.request)
  const previousSessionId = cookieSession.get(SESSION_ID_KEY)
  const db = getDb()
  await db.transaction(async (tx) => {
    if (previousSessionId) await tx.delete(sessions).where(eq(sessions.id, previousSessionId))
    await tx.insert(sessions).values({
      id: sessionId,
      userId: options.userId,
      rememberMe: options.remember,
      expiresAt: sql`now() + make_interval(days => ${days})`,
    })
    await tx
      .update(users)
      .set({ loginTime: sql`now()`, failedSignIns: 0 })
      .where(eq(users.id, options.userId))
  })
  cookieSession.set(SESSION_ID_KEY, sessionId)
  const setCookie = await sessionStorage.commitSession(
    cookieSession,
    options.remember ? { maxAge: days * 24 * 60 * 60 } : {},
  )
  return redirect(safeRedirect(options.redirectTo), { headers: { 'Set-Cookie': setCookie } })
}

export async function logout(request: Request) {
  const cookieSession = await sessionFromRequest(request)
  const sessionId = cookieSession.get(SESSION_ID_KEY)
  if (sessionId) await getDb().delete(sessions).where(eq(sessions.id, sessionId))
  return redirect('/login', { headers: { 'Set-Cookie': await sessionStorage.destroySession(cookieSession) } })
}

/** Ends every other session of the user, e.g. after a password change. */
export async function endOtherSessions(request: Request, userId: number): Promise<void> {
  const sessionId = (await sessionFromRequest(request)).get(SESSION_ID_KEY)
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.id} <> ${sessionId ?? ''}`))
}
