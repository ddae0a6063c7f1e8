import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { allowAttempt } from './rate-limit.server'

describe('allowAttempt', () => {
  it('lets exactly the limit through a burst of concurrent attempts', async () => {
    const subject = randomUUID()
    const answers = await Promise.all(Array.from({ length: 40 }, () => allowAttempt('sign-in', subject, 10)))
    expect(answers.filter(Boolean)).toHaveLength(10)
  })

  it('counts each kind and subject on its own', async () => {
    const subject = randomUUID()
    expect(await allowAttempt('sign-in', subject, 1)).toBe(true)
    expect(await allowAttempt('sign-in', subject, 1)).toBe(false)
    expect(await allowAttempt('current-password', subject, 1)).toBe(true)
    expect(await allowAttempt('sign-in', randomUUID(), 1)).toBe(true)
  })
})
