import { describe, expect, it } from 'vitest'
import { edgerExactTest, edgerQlfTest } from '../../../analysis/expression/edger'
import { expectDrawable } from '../../charts-advanced/test-support'
import { demoInput, rendered } from '../../kit/test-support'
import { expectExpressionResult, marioniCounts, TISSUE_OF } from '../test-support'
import { edgerExecutor } from './executor'

async function design() {
  const counts = await marioniCounts()
  return {
    counts,
    design: { condition: counts.sampleIds.map((id) => TISSUE_OF[id]), reference: 'Kidney', treatment: 'Liver' },
  }
}

describe('differential expression by the edgeR method (demo: Marioni, Liver against Kidney)', () => {
  it("gives every gene the library's exact test values in the CLI's columns, with charts that draw", async () => {
    const result = rendered(await edgerExecutor(demoInput('DifferentialExpressionEdgeR')))
    const { counts, design: expectedDesign } = await design()
    expectExpressionResult(result, edgerExactTest(counts, expectedDesign), { alpha: 0.05 })
    expect(result.tables[2].columns).toEqual(['Sample', 'Group', 'Library size', 'TMM normalisation factor'])
    expect(result.charts[2].title).toBe('Sample PCA (log2 CPM)')
    expectDrawable(result.charts)
  })

  it("gives the quasi-likelihood F test's values when asked", async () => {
    const result = rendered(await edgerExecutor(demoInput('DifferentialExpressionEdgeR', { params: { test: 'qlf' } })))
    const { counts, design: expectedDesign } = await design()
    expectExpressionResult(result, edgerQlfTest(counts, expectedDesign), { alpha: 0.05 })
  })

  it('picks the reference as the first group in alphabetical order when the levels are left empty', async () => {
    const result = rendered(
      await edgerExecutor(
        demoInput('DifferentialExpressionEdgeR', { params: { reference_level: '', treatment_level: '' } }),
      ),
    )
    expect(result.notes[0]).toMatch(/Liver \(5 samples\) vs Kidney \(5 samples\)/)
  })
})
