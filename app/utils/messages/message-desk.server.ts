import { getDb } from '#db/client'
import { AUDIT_ACTION, recordChange, type AuditActor } from '#db/audit-log'
import { createStaffMessage, usersByEmail } from '#db/messages'
import { sanitizeRichText } from '../analysis/introduction.server'
import { splitEmails, type ComposeMessage } from './compose-schema'
import { plainTextToHtml } from './render.server'

/** E-mails the desk was given that name no active user. */
export class UnknownReceivers extends Error {
  constructor(readonly emails: string[]) {
    super(`no active user has these e-mails: ${emails.join(', ')}`)
    this.name = 'UnknownReceivers'
  }
}

/**
 * Sends a composed message: sanitised (plain text becomes escaped paragraphs), recorded with
 * status 0, its delivery job queued and the change audited, in one transaction. Receivers are
 * written by the job, so the request costs the same for one receiver or all customers.
 */
export async function sendComposedMessage(actor: AuditActor, form: ComposeMessage): Promise<number> {
  const db = getDb()
  let receiverIds: number[] | undefined
  if (form.audience === 'user' || form.audience === 'list') {
    const { ids, unknown } = await usersByEmail(db, splitEmails(form.emails))
    if (unknown.length > 0) throw new UnknownReceivers(unknown)
    receiverIds = ids
  }
  const content = sanitizeRichText(form.format === 'plain' ? plainTextToHtml(form.content) : form.content)
  return db.transaction(async (tx) => {
    const message = {
      senderId: actor.id,
      title: form.title,
      content,
      importance: Number(form.importance),
      audience: form.audience,
      ...(receiverIds ? { receiverIds } : {}),
    }
    const id = await createStaffMessage(tx, message)
    await recordChange(tx, {
      actor,
      action: AUDIT_ACTION.create,
      entityType: 'message',
      entityId: id,
      before: null,
      after: { ...message, receiverIds: receiverIds?.length ?? null },
    })
    return id
  })
}
