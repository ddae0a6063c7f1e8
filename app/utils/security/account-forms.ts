import { z } from 'zod'
import { PHONE_PATTERN } from '../feedback/feedback-schema'

const name = (required: string) =>
  z.string({ required_error: required }).trim().min(1, required).max(50, 'securityAccounts.errors.nameTooLong')

/** Names, phone and roles: what both the create and the edit form carry. */
const accountFields = {
  firstName: name('securityAccounts.errors.firstNameRequired'),
  lastName: name('securityAccounts.errors.lastNameRequired'),
  phone: z.string().trim().regex(PHONE_PATTERN, 'securityAccounts.errors.phone').optional(),
  roleIds: z.array(z.number().int().positive()).max(100).default([]),
}

export const accountEditSchema = z.object(accountFields)

export const accountCreateSchema = z.object({
  kind: z.enum(['internal', 'external']),
  email: z
    .string({ required_error: 'securityAccounts.errors.emailRequired' })
    .trim()
    .max(254, 'securityAccounts.errors.email')
    .email('securityAccounts.errors.email'),
  ...accountFields,
})
