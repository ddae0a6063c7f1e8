import { z } from 'zod'
import { brokenPasswordRules } from '#core/password-policy'

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ required_error: 'password.currentRequired' }),
    newPassword: z.string({ required_error: 'password.rules.length' }).superRefine((value, context) => {
      for (const rule of brokenPasswordRules(value))
        context.addIssue({ code: 'custom', message: `password.rules.${rule}` })
    }),
    confirmPassword: z.string({ required_error: 'password.confirmRequired' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'password.mismatch',
  })
