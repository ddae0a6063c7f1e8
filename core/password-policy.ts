/** Special characters a password may use to satisfy the "one special character" rule (spec 01 §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~'
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 20

export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'whitespace'

/** Every rule the password breaks, in a stable order, so the form can list them all at once. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  const broken: PasswordRule[] = []
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) broken.push('length')
  if (!/[A-Z]/.test(password)) broken.push('uppercase')
  if (!/[a-z]/.test(password)) broken.push('lowercase')
  if (!/[0-9]/.test(password)) broken.push('digit')
  if (![...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))) broken.push('special')
  if (/\s/.test(password)) broken.push('whitespace')
  return broken
}
