import { describe, expect, it } from 'vitest'
import { deseq2 } from '../../../analysis/expression/deseq2'
import { demoInput, rendered } from '../../kit/test-support'
import { ToolRunError } from '../../kit/types'
import { expectExpressionResult, marioniCounts, TISSUE_OF } from '../test-support'
import { deseq2Executor } from './executor'

describe('differential expression by the DESeq2 method (demo: Marioni, Liver against Kidney)', () => {
  it("gives every gene the library's DESeq2 values in the CLI's columns, and draws the volcano, MA, PCA and heatmaps", async () => {
    const result = rendered(await deseq2Executor(demoInput('DifferentialExpressionDESeq2')))
    const counts = await marioniCounts()
    const expected = deseq2(
      counts,
      { condition: counts.sampleIds.map((id) => TISSUE_OF[id]), reference: 'Kidney', treatment: 'Liver' },
      { alpha: 0.05 },
    )
    expectExpressionResult(result, expected, { alpha: 0.05 })
    expect(result.notes[0]).toMatch(
      /^5088 genes, Liver \(5 samples\) vs Kidney \(5 samples\) of "tissue": \d+ with adjusted p < 0.05/,
    )
    expect(result.tables[2].columns).toEqual(['Sample', 'Group', 'Library size', 'Size factor'])
  })

  it('adjusts for a blocking column (~ sequencing_run + tissue) and says so', async () => {
    const result = rendered(
      await deseq2Executor(demoInput('DifferentialExpressionDESeq2', { params: { block_column: 'sequencing_run' } })),
    )
    expect(result.notes).toContain('Design: ~ sequencing_run + tissue (adjusted for "sequencing_run").')
  })

  it('names a level the grouping column does not have (1001)', async () => {
    const error = await Promise.resolve()
      .then(() => deseq2Executor(demoInput('DifferentialExpressionDESeq2', { params: { treatment_level: 'Heart' } })))
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ToolRunError)
    expect((error as ToolRunError).code).toBe('1001')
    expect(rendered((error as ToolRunError).text)).toBe(
      'Parameter treatment_level: "Heart" is not a value of the grouping column "tissue" (its values: Kidney, Liver).',
    )
  })
})
