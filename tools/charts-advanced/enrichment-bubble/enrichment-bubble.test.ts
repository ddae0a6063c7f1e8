import { describe, expect, it } from 'vitest'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.enrichment

describe('EnrichmentBubble of the GO terms enriched in kidney-high genes', () => {
  it('shows the 20 terms of smallest p.adjust, largest gene ratio on top, as R orders them', async () => {
    const result = await runDemo('EnrichmentBubble')
    const table = result.tables[0]
    expect(table.rows).toHaveLength(20)
    expect(table.rows[0][0]).toBe(expected.topTerm)
    close(table.rows[0][1] as number, expected.topRatio, 1e-12)
    expect(table.rows[0][2]).toBe(expected.topCount)
    expect(table.rows[19][0]).toBe(expected.bottomTerm)
    expect(Math.min(...table.rows.map((row) => row[3] as number))).toBe(expected.smallestAdjusted)
    expect(result.notes[0]).toContain(`of ${expected.terms}`)
    const scales = result.charts[0].options?.scales as { y: { labels: string[] } }
    expect(scales.y.labels[0]).toBe(expected.topTerm)
    expectDrawable(result.charts)
  })

  it('reads gene ratios written as fractions (136/680 = 0.2) and scales bubbles by count', async () => {
    const result = await runDemo('EnrichmentBubble')
    const points = (
      result.charts[0].data as { datasets: { data: { x: number; y: string; r: number }[] }[] }
    ).datasets.flatMap((d) => d.data)
    const top = points.find((p) => p.y === expected.topTerm)!
    close(top.x, 0.2, 1e-12)
    expect(top.r).toBe(16)
  })

  it('names a ratio that is neither a number nor a fraction', async () => {
    const table = 'Description\tGeneRatio\tp.adjust\tCount\nion transport\tmany\t0.01\t5\n'
    const error = await runFailure('EnrichmentBubble', { table })
    expect(error.message).toMatch(
      /line 2, column 2: column "GeneRatio" holds "many" \(expected a number or a fraction such as 12\/345\)/,
    )
  })

  it('needs the term column (1001)', async () => {
    expectToolError(
      await runFailure('EnrichmentBubble', { params: { term_column: '' } }),
      '1001',
      /Parameter term_column: "" is not valid; expected a column chosen from the header/,
    )
  })
})
