import { describe, expect, it } from 'vitest'
import { oncePerRequest, runInRequestScope } from './request-scope.server'

function counter() {
  let calls = 0
  return {
    compute: async () => ++calls,
    get calls() {
      return calls
    },
  }
}

describe('per-request answers', () => {
  it('are computed once within a request, across awaits and parallel callers', async () => {
    const user = counter()
    const answers = await runInRequestScope(async () => {
      const parallel = await Promise.all([oncePerRequest('user', user.compute), oncePerRequest('user', user.compute)])
      await new Promise((resolve) => setTimeout(resolve, 1))
      return [...parallel, await oncePerRequest('user', user.compute)]
    })
    expect(answers).toEqual([1, 1, 1])
    expect(user.calls).toBe(1)
  })

  it('are never shared between requests, nor outside one', async () => {
    const user = counter()
    const [first, second] = await Promise.all([
      runInRequestScope(() => oncePerRequest('user', user.compute)),
      runInRequestScope(() => oncePerRequest('user', user.compute)),
    ])
    expect(new Set([first, second]).size).toBe(2)
    await oncePerRequest('user', user.compute)
    await oncePerRequest('user', user.compute)
    expect(user.calls).toBe(4)
  })
})
