/** Shared by the stats tests: reading the R reference fixtures and comparing numbers. */
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'

export function readStatsFixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../tests/fixtures/analysis/stats/${name}`, import.meta.url), 'utf8')) as T
}

/** R writes NA, NaN and infinities as null. */
export type RNumber = number | null

/** |actual - expected| <= relative * |expected| (absolute for expected 0); null expects NaN. */
export function expectRelativelyClose(actual: number, expected: RNumber, relative = 1e-9): void {
  if (expected === null) {
    expect(actual).toBeNaN()
    return
  }
  const tolerance = expected === 0 ? relative : relative * Math.abs(expected)
  if (!(Math.abs(actual - expected) <= tolerance)) {
    expect.fail(`expected ${actual} to be within ${relative} (relative) of ${expected}`)
  }
}
