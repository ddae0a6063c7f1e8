import { redirect } from '@remix-run/node'
import { refusal, type Action, type ActionResources, type Refusal } from '#core/access-policy'
import type { RouteAccess } from '#core/permissions'
import {
  getOptionalUser,
  mustChangePassword,
  PASSWORD_CHANGE_PATH,
  sessionFromRequest,
  type SessionUser,
} from './auth.server'
import { requestError } from './http-errors.server'
import { sessionStorage } from './session.server'

/*
 * The request side of the access policy (core/access-policy.ts): every loader and action asks it
 * through `requireRouteAccess` (the spec's route table) and `requireCan` (an action on a thing), and
 * a refusal becomes the answer users already know.
 */

/** Actions nobody may do anonymously, so an allowed one always has a signed-in user. */
type SignedInAction = Exclude<Action, 'route:open' | 'tool:view'>

export interface RefusalOptions {
  /** Where the login page sends the user back to; the attempted path and query by default. */
  returnTo?: string
}

/** The path and query the user tried to open, for `redirectTo`. */
function attemptedPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/**
 * The answer to a refusal: anonymous visitors go to the login page (their stale session cookie
 * cleared) and come back afterwards; someone else's thing is a 404 like a missing one; a missing
 * permission is the /401 page (spec 01 §2, navigation guard).
 */
async function refusalResponse(request: Request, why: Refusal, options: RefusalOptions = {}): Promise<Response> {
  if (why === 'notFound') return requestError(request, 404, 'errors.notFound')
  if (why === 'forbidden') return redirect('/401')
  const query = new URLSearchParams({ redirectTo: options.returnTo ?? attemptedPath(request) })
  const cookieSession = await sessionFromRequest(request)
  return redirect(`/login?${query}`, {
    headers: { 'Set-Cookie': await sessionStorage.destroySession(cookieSession) },
  })
}

/**
 * The guard every route loader and action calls with the access the spec's route table gives it.
 * Anonymous routes still learn who is logged in, for the shell.
 */
export async function requireRouteAccess(request: Request, access: 'anonymous'): Promise<SessionUser | null>
export async function requireRouteAccess(
  request: Request,
  access: Exclude<RouteAccess, 'anonymous'>,
): Promise<SessionUser>
export async function requireRouteAccess(request: Request, access: RouteAccess): Promise<SessionUser | null> {
  const user = await getOptionalUser(request)
  const why = refusal(user, 'route:open', { kind: 'route', access })
  if (why) throw await refusalResponse(request, why)
  await holdOnPasswordChange(request)
  return user
}

/**
 * A user signed in with an administrator's temporary password sees only the password-change page
 * until they choose their own: every other page and action sends them there.
 */
async function holdOnPasswordChange(request: Request): Promise<void> {
  if (new URL(request.url).pathname === PASSWORD_CHANGE_PATH) return
  if (await mustChangePassword(request)) throw redirect(PASSWORD_CHANGE_PATH)
}

/** The signed-in user if they may do `action` to `resource`; otherwise throws the refusal's answer. */
export async function requireCan<A extends SignedInAction>(
  request: Request,
  action: A,
  resource: ActionResources[A],
  options?: RefusalOptions,
): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  const why = refusal(user, action, resource)
  if (why || !user) throw await refusalResponse(request, why ?? 'signIn', options)
  await holdOnPasswordChange(request)
  return user
}
