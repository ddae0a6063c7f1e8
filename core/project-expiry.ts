import { EXPIRY_WARNING_DAYS } from './access-policy'

/** Spec 02 §9: the expiry date helper adds 7 days to a date. */
export const EXPIRY_HELPER_DAYS = 7

const DAY_MS = 86_400_000

/**
 * The expiry an activated batch gets. Seven days after `now` alone would land inside the
 * EXPIRY_WARNING_DAYS window and the batch would open view-only at once, so the helper's 7 days
 * start after that window: the customer gets 7 editable days, then the usual warning week.
 */
export function nextExpiry(now: Date): Date {
  return new Date(now.getTime() + (EXPIRY_WARNING_DAYS + EXPIRY_HELPER_DAYS) * DAY_MS)
}

/** The expiry states staff filter the analysis data desk by. */
export const EXPIRY_STATES = ['active', 'expiring', 'expired', 'cleared'] as const
export type ExpiryState = (typeof EXPIRY_STATES)[number]

/** Where a batch stands: cleared once its data is gone, else by its expiry date against the warning window. */
export function expiryState(batch: { expiresAt: Date | null; dataClearedAt: Date | null }, now: Date): ExpiryState {
  if (batch.dataClearedAt) return 'cleared'
  if (!batch.expiresAt) return 'active'
  const left = batch.expiresAt.getTime() - now.getTime()
  if (left <= 0) return 'expired'
  return left <= EXPIRY_WARNING_DAYS * DAY_MS ? 'expiring' : 'active'
}
