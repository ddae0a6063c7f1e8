import type { AppLoadContext } from '@remix-run/node'
import type { AuditActor } from '#db/audit-log'
import type { SessionUser } from '../auth.server'
import { clientAddress } from '../rate-limit.server'

/** The staff member making a change, and the address the request came from, for the audit log. */
export function auditActor(user: Pick<SessionUser, 'id' | 'email'>, context: AppLoadContext | undefined): AuditActor {
  return { id: user.id, email: user.email, clientAddress: clientAddress(context) }
}
