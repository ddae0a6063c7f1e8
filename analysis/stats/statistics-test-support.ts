/** The R references of the statistics tests (tests/fixtures/analysis/statistics/generate.R). */
import { readFileSync } from 'node:fs'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture's shape is R's, read by each test
export const statisticsReference: Record<string, any> = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/statistics/statistics.json', import.meta.url), 'utf8'),
)
