import { z } from 'zod'
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, MAX_FEEDBACK_CONTENT, MAX_FEEDBACK_REMARK } from '#core/feedback'

/** A phone number as customers write it: an optional +, then 6 to 20 digits, spaces, hyphens or brackets. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/

/**
 * The feedback form (spec 01 §5), in the browser (Conform) and in the action. A phone, an e-mail
 * or both, each checked when given, with the spec's messages; content required. The images are
 * checked by the upload reader (count, size, content).
 */
export const feedbackSchema = z
  .object({
    type: z.coerce
      .number({ required_error: 'feedback.errors.typeRequired', invalid_type_error: 'feedback.errors.typeRequired' })
      .refine((value) => (FEEDBACK_TYPES as number[]).includes(value), 'feedback.errors.typeRequired'),
    phone: z.string().trim().regex(PHONE_PATTERN, 'feedback.errors.phone').optional(),
    email: z.string().trim().email('feedback.errors.email').max(200, 'feedback.errors.email').optional(),
    content: z
      .string({ required_error: 'feedback.errors.contentRequired' })
      .trim()
      .min(1, 'feedback.errors.contentRequired')
      .max(MAX_FEEDBACK_CONTENT, 'feedback.errors.contentTooLong'),
    from: z.string().max(2000).optional(),
  })
  .refine((value) => value.phone || value.email, { path: ['phone'], message: 'feedback.errors.contactRequired' })

export type FeedbackForm = z.output<typeof feedbackSchema>

/** Staff's processing step: the next status and a remark (required where the status needs one). */
export const feedbackProcessSchema = z.object({
  intent: z.literal('process'),
  id: z.coerce.number().int().positive(),
  toStatus: z.coerce
    .number({ invalid_type_error: 'feedback.errors.statusRequired', required_error: 'feedback.errors.statusRequired' })
    .refine((value) => (FEEDBACK_STATUSES as number[]).includes(value), 'feedback.errors.statusRequired'),
  remark: z.string().trim().max(MAX_FEEDBACK_REMARK, 'feedback.errors.remarkTooLong').optional(),
})
