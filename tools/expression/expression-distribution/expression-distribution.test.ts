import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectDrawable } from '../../charts-advanced/test-support'
import { demoInput, rendered } from '../../kit/test-support'
import { expressionDistributionExecutor } from './executor'

/** edgeR's TMM factors of the demo counts (tests/fixtures/analysis/expression-summaries/generate.R). */
const reference = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/analysis/expression-summaries/marioni.json', import.meta.url), 'utf8'),
) as { normFactors: number[]; proportionExplained: number[] }

describe('expression distribution and sample correlation (demo: Marioni by tissue)', () => {
  it("lists each sample's TMM factor as edgeR and draws boxes, densities, correlations and the PCA", async () => {
    const result = rendered(await expressionDistributionExecutor(demoInput('ExpressionDistribution')))
    const [table] = result.tables
    expect(table.columns).toEqual([
      'Sample',
      'Group',
      'Library size',
      'TMM',
      'Detected genes (count > 0)',
      'Median log2 CPM',
    ])
    table.rows.forEach((row, s) => expect(row[3] as number).toBeCloseTo(reference.normFactors[s], 9))
    expect(result.charts.map((chart) => chart.type)).toEqual(['boxplot', 'line', 'matrix', 'scatter'])
    const boxes = result.charts[0].data as { labels: string[] }
    expect(boxes.labels).toHaveLength(10)
    expect(result.charts[3].options?.scales).toMatchObject({
      x: { title: { text: `PC1 (${Number((100 * reference.proportionExplained[0]).toPrecision(3))}%)` } },
    })
    expect(result.notes[0]).toMatch(/^5088 genes, 10 samples; TMM normalisation factors 0.731 to 1.36;/)
    expectDrawable(result.charts)
  })
})
