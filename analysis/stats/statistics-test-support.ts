/** The R references of the statistics tests (tests/fixtures/analysis/statistics/generate.R). */
import { readFileSync } from 'node:fs'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's, read by each test
export const statisticsReference: Record<string, any> = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/statistics.json', import.meta.url), 'utf8'),
)

/** The R references of the classic rank and variance tests (tests/fixtures/analysis/statistics/generate-classic.R). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's, read by each test
export const classicReference: Record<string, any> = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/classic.json', import.meta.url), 'utf8'),
)
