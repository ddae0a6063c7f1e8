/** R's reference values for the chart tools sorted 140-199 (tests/fixtures/analysis/more-charts/generate.R). */
import { readFileSync } from 'node:fs'

export const moreChartsReference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/more-charts/reference.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>
