import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../../../analysis/errors'
import { close, expectDrawable, expectToolError, reference, runDemo, runFailure } from '../test-support'

const expected = reference.correlation

describe('CorrelationHeatmap of the Global Patterns phyla (R: cor.test(method = "spearman", exact = FALSE))', () => {
  it('gives every pair the ρ, p and BH q of R', async () => {
    const result = await runDemo('CorrelationHeatmap')
    const pairs = result.tables.find((table) => table.id === 'correlation-pairs')!
    expect(pairs.rows).toHaveLength(55)
    expected.first.forEach((first, k) => {
      const row = pairs.rows.find(
        (r) => (r[0] === first && r[1] === expected.second[k]) || (r[1] === first && r[0] === expected.second[k]),
      )!
      close(row[2] as number, expected.rho[k], 1e-12)
      expect(row[3]).toBe(26)
      close(row[4] as number, expected.p[k], 1e-9)
      close(row[5] as number, expected.q[k], 1e-9)
    })
    expectDrawable(result.charts)
  })

  it('names the strongest pair as a reader would check it: Firmicutes and Tenericutes, ρ = 0.849', async () => {
    const result = await runDemo('CorrelationHeatmap')
    const k = expected.first.findIndex((first, i) => first === 'Firmicutes' && expected.second[i] === 'Tenericutes')
    expect(expected.rho[k].toFixed(3)).toBe('0.849')
    expect(result.notes.join(' ')).toContain('Strongest: Firmicutes and Tenericutes, Spearman ρ = 0.849')
    // The cell shows the coefficient with its significance stars (q < 0.001).
    const annotations = (
      result.charts[0].options?.plugins as { annotation: { annotations: Record<string, { content?: string }> } }
    ).annotation.annotations
    expect(Object.values(annotations).some((a) => a.content === '0.85***')).toBe(true)
  })

  it('refuses a chosen column that holds text, naming the cell', async () => {
    const error = await runFailure('CorrelationHeatmap', { params: { variables: ['Firmicutes', 'SampleType'] } })
    expect(error).toBeInstanceOf(AnalysisInputError)
    expect(error.message).toMatch(/line 2, column 2: column "SampleType" holds "Soil"/)
  })

  it('needs two variables (1001)', async () => {
    expectToolError(
      await runFailure('CorrelationHeatmap', { params: { variables: ['Firmicutes'] } }),
      '1001',
      /at least 2 numeric columns/,
    )
  })
})
