import type { RouteAccess } from '#core/permissions'
import { getOptionalUser, requirePermission, requireUser, type SessionUser } from './auth.server'

/**
 * The one guard every route loader and action calls with the access the spec's route table gives
 * it. Anonymous routes still learn who is logged in, for the shell.
 */
export async function requireRouteAccess(request: Request, access: 'anonymous'): Promise<SessionUser | null>
export async function requireRouteAccess(
  request: Request,
  access: Exclude<RouteAccess, 'anonymous'>,
): Promise<SessionUser>
export async function requireRouteAccess(request: Request, access: RouteAccess): Promise<SessionUser | null> {
  if (access === 'anonymous') return getOptionalUser(request)
  if (access === 'user') return requireUser(request)
  return requirePermission(request, access)
}
