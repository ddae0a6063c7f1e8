import { describe, expect, it } from 'vitest'
import { brokenPasswordRules } from './password-policy'

describe('the password policy (spec 01 §5)', () => {
  it('accepts a password that keeps every rule', () => {
    expect(brokenPasswordRules('Good#Pass1')).toEqual([])
    expect(brokenPasswordRules('Aa1!aaaa')).toEqual([])
  })

  it.each([
    ['Aa1!aaa', ['length']],
    ['Aa1!aaaaaaaaaaaaaaaaa', ['length']],
    ['aa1!aaaa', ['uppercase']],
    ['AA1!AAAA', ['lowercase']],
    ['Aaa!aaaa', ['digit']],
    ['Aa1aaaaa', ['special']],
    ['Aa1! aaaa', ['whitespace']],
    ['', ['length', 'uppercase', 'lowercase', 'digit', 'special']],
  ])('%j breaks %j', (password, rules) => {
    expect(brokenPasswordRules(password)).toEqual(rules)
  })
})
