import { z } from 'zod'

/** Error messages are i18next keys, translated where they are shown. */
export const loginSchema = z.object({
  email: z.string({ required_error: 'login.emailRequired' }).trim().toLowerCase().email('login.emailInvalid'),
  password: z.string({ required_error: 'login.passwordRequired' }).min(1, 'login.passwordRequired'),
  remember: z.boolean().optional(),
  redirectTo: z.string().optional(),
})
