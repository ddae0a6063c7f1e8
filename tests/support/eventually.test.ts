import { describe, expect, it } from 'vitest'
import { eventually } from './eventually'

describe('eventually', () => {
  it('returns the first value read that is there, or that the condition accepts', async () => {
    let reads = 0
    expect(
      await eventually('the third read', () => (++reads >= 3 ? `read ${reads}` : undefined), { interval: 1 }),
    ).toBe('read 3')
    expect(await eventually('a count of 5', () => reads++, { until: (count) => count === 5, interval: 1 })).toBe(5)
  })

  it('gives up after its bound, naming what it waited for and what it last saw', async () => {
    await expect(eventually('the moon', () => ({ phase: 'new' }), { until: () => false, timeout: 50 })).rejects.toThrow(
      "Waited 0 s for the moon; last seen: { phase: 'new' }",
    )
  })

  it('fails at once when the read fails', async () => {
    let reads = 0
    const failing = eventually('a broken read', () => {
      reads++
      throw new Error('relation "tool_taks" does not exist')
    })
    await expect(failing).rejects.toThrow('relation "tool_taks" does not exist')
    expect(reads).toBe(1)
  })
})
