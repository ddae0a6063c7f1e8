import { z } from 'zod'
import { MESSAGE_AUDIENCES, MESSAGE_IMPORTANCE } from '#core/engagement'

export const MESSAGE_TITLE_MAX = 200
export const MESSAGE_CONTENT_MAX = 20_000
/** Receivers one list may name (the delivery job's payload carries them). */
export const MESSAGE_LIST_MAX = 2000

const IMPORTANCES = Object.values(MESSAGE_IMPORTANCE).map(String) as [string, ...string[]]

/** E-mails as typed: separated by commas, semicolons, spaces or lines. */
export function splitEmails(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,;，；]+/)
    .map((email) => email.trim())
    .filter(Boolean)
}

const emailCheck = z.string().email()

/** The message desk's compose form; the same schema checks it in the browser and in the action. */
export const composeMessageSchema = z
  .object({
    title: z
      .string({ required_error: 'messageAdmin.errors.titleRequired' })
      .trim()
      .min(1, 'messageAdmin.errors.titleRequired')
      .max(MESSAGE_TITLE_MAX, 'messageAdmin.errors.titleTooLong'),
    format: z.enum(['rich', 'plain']).default('rich'),
    content: z
      .string({ required_error: 'messageAdmin.errors.contentRequired' })
      .trim()
      .min(1, 'messageAdmin.errors.contentRequired')
      .max(MESSAGE_CONTENT_MAX, 'messageAdmin.errors.contentTooLong'),
    importance: z.enum(IMPORTANCES, { errorMap: () => ({ message: 'messageAdmin.errors.importance' }) }),
    audience: z.enum(MESSAGE_AUDIENCES, { errorMap: () => ({ message: 'messageAdmin.errors.audience' }) }),
    emails: z.string().optional(),
  })
  .superRefine((value, context) => {
    if (value.audience !== 'user' && value.audience !== 'list') return
    const emails = splitEmails(value.emails)
    const issue = (message: string) => context.addIssue({ code: 'custom', path: ['emails'], message })
    if (emails.length === 0) return issue('messageAdmin.errors.emailsRequired')
    if (value.audience === 'user' && emails.length > 1) return issue('messageAdmin.errors.oneEmail')
    if (emails.length > MESSAGE_LIST_MAX) return issue('messageAdmin.errors.tooManyEmails')
    if (emails.some((email) => !emailCheck.safeParse(email).success)) return issue('messageAdmin.errors.emailInvalid')
  })

export type ComposeMessage = z.infer<typeof composeMessageSchema>
