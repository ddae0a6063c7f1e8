import type { Task } from 'graphile-worker'
import { getDb } from '../db/client'
import { deliverStaffMessage } from '../db/messages'

/**
 * Delivers a staff message to its audience (db/messages.ts `deliverStaffMessage`): safe to run
 * twice, a second run adds no receipt and sends no second notification.
 */
export const deliverMessage: Task<'deliver_message'> = async ({ messageId, receiverIds }, helpers) => {
  const added = await deliverStaffMessage(getDb(), messageId, receiverIds)
  helpers.logger.info(`deliver_message: message ${messageId}, ${added} receipts added`)
}
