import { redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '../access.server'
import { flashMessageHeader, type FlashKind } from '../flash.server'
import { requestError } from '../http-errors.server'
import { parseRouteId } from '../request-input.server'
import { findWorkflow } from './workflows.server'

/*
 * What every per-workflow management page does first: the settings permission, then the workflow
 * the path names (404 when there is none). Routes stay thin: parse, authorize, call, render.
 */

export async function requireWorkflowAdmin(request: Request, params: Params) {
  const user = await requireRouteAccess(request, PERMISSIONS.settings)
  const id = await parseRouteId(request, params.id)
  const workflow = await findWorkflow(id)
  if (!workflow) throw await requestError(request, 404, 'errors.notFound')
  return { actor: { id: user.id, email: user.email }, workflow }
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
