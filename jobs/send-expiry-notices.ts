import type { Task } from 'graphile-worker'
import { getDb } from '../db/client'
import { sendExpiryNotices } from '../db/messages'
import { EXPIRY_WARNING_DAYS } from '../core/access-policy'

/**
 * The daily about-to-expire message (spec 02 §7, daily-send-expiration-message): once per batch and
 * expiry date, so a second run, a retry or a second worker sends nothing new.
 */
export const sendExpiryNoticesTask: Task<'send_expiry_notices'> = async (_payload, helpers) => {
  const sent = await getDb().transaction((tx) => sendExpiryNotices(tx, { withinDays: EXPIRY_WARNING_DAYS }))
  helpers.logger.info(`send_expiry_notices: ${sent} message(s) sent`)
}
