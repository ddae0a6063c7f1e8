import { z } from 'zod'

/** Longest consultation message (spec 02 brief: at most 1000 characters). */
export const CONSULTATION_MESSAGE_MAX = 1000

/** A phone number as customers write it: an optional +, then 6 to 20 digits, spaces, hyphens or brackets. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/

/**
 * The Free consultation form, in the browser (Conform) and in the action. Contact details follow
 * the feedback rules (spec 01 §5): a phone, an e-mail or both, each checked when given.
 */
export const consultationSchema = z
  .object({
    intent: z.literal('consult'),
    name: z
      .string({ required_error: 'introduction.consultation.nameRequired' })
      .trim()
      .min(1, 'introduction.consultation.nameRequired')
      .max(100, 'introduction.consultation.nameTooLong'),
    phone: z.string().trim().regex(PHONE_PATTERN, 'introduction.consultation.phoneInvalid').optional(),
    email: z.string().trim().email('introduction.consultation.emailInvalid').max(200).optional(),
    message: z.string().max(CONSULTATION_MESSAGE_MAX, 'introduction.consultation.messageTooLong').optional(),
  })
  .refine((value) => value.phone || value.email, {
    path: ['phone'],
    message: 'introduction.consultation.contactRequired',
  })

export type ConsultationForm = z.output<typeof consultationSchema>
