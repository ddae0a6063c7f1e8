import { redirect, type AppLoadContext } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import type { SessionUser } from '../auth.server'
import { flashMessageHeader, type FlashKind } from '../flash.server'
import { requestError } from '../http-errors.server'
import { parseRouteId } from '../request-input.server'
import { auditActor } from './audit-actor.server'
import { findWorkflow } from './workflows.server'

/*
 * What every per-workflow management page does after its settings permission check
 * (`requireRouteAccess(request, PERMISSIONS.settings)`, first in every loader and action): find the
 * workflow the path names (404 when there is none). Routes stay thin: parse, authorize, call, render.
 */

export async function requireWorkflowAdmin(
  request: Request,
  params: Params,
  user: SessionUser,
  context: AppLoadContext | undefined,
) {
  const id = await parseRouteId(request, params.id)
  const workflow = await findWorkflow(id)
  if (!workflow) throw await requestError(request, 404, 'errors.notFound')
  return { actor: auditActor(user, context), workflow }
}

/** Post, redirect, get: back to `to` with a one-time message in the reader's language. */
export async function redirectWithMessage(
  request: Request,
  to: string,
  kind: FlashKind,
  messageKey: string,
  values?: Record<string, string | number>,
) {
  return redirect(to, { headers: { 'Set-Cookie': await flashMessageHeader(request, { kind, messageKey, values }) } })
}
